/** docs.json `$ref`: files laid in anywhere, positions in the file that holds each part, and every way one can fail. */
import { describe, expect, it } from 'vitest';
import type { NavigationGroupConfig } from '../../../src/config/types.js';
import { check, found, minimal, report } from './check.js';

const navigationFiles = {
  'nav/navigation.json': { groups: [{ group: 'Start', pages: ['index', { $ref: 'more.json' }] }] },
  'nav/more.json': { group: 'More', pages: ['more'] },
};

describe('docs.json $ref', () => {
  it('lays in referenced files, nested ones relative to the file that names them', () => {
    const result = check({ name: 'Acme', navigation: { $ref: './nav/navigation.json' } }, navigationFiles);
    expect(result.diagnostics).toEqual([]);
    const [start] = result.config?.explicitNavigation?.root.groups ?? [];
    expect(start).toMatchObject({ group: 'Start', file: 'nav/navigation.json', position: { line: 3, column: 5 } });
    expect(start.pages[0]).toEqual({
      page: 'index',
      jsonPath: 'navigation.groups[0].pages[0]',
      position: { line: 6, column: 9 },
      file: 'nav/navigation.json',
    });
    const more = start.pages[1] as NavigationGroupConfig;
    expect(more).toMatchObject({ group: 'More', file: 'nav/more.json', position: { line: 1, column: 1 } });
    expect(more.pages[0]).toMatchObject({ page: 'more', file: 'nav/more.json', position: { line: 4, column: 5 } });
  });

  it('reads a leading slash as the docs folder', () => {
    const files = {
      'nav/navigation.json': { pages: [{ $ref: '/shared/group.json' }] },
      'shared/group.json': { group: 'G', pages: ['g'] },
    };
    const result = check({ name: 'Acme', navigation: { $ref: 'nav/navigation.json' } }, files);
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.explicitNavigation?.root.groups[0].pages[0]).toMatchObject({
      group: 'G',
      file: 'shared/group.json',
    });
  });

  it('points problems inside a referenced file at that file', () => {
    const files = { ...navigationFiles, 'nav/more.json': { group: 'More', pags: ['more'], icon: 'star', boost: 2 } };
    expect(report({ name: 'Acme', navigation: { $ref: 'nav/navigation.json' } }, files)).toMatchInlineSnapshot(`
      "nav/more.json:3:3 warning navigation.groups[0].pages[1].pags: unknown setting \`pags\` is ignored [config/unknown-key]
        hint: did you mean \`pages\`? allowed settings in \`navigation.groups[0].pages[1]\`: \`group\`, \`pages\`, \`icon\`, \`tag\`, \`expanded\`, \`hidden\`, \`root\`, \`openapi\`, \`asyncapi\`
      nav/more.json:7:3 warning navigation.groups[0].pages[1].boost: \`boost\` is a Mintlify setting Quire does not support yet; it is ignored [config/unsupported-setting]
        hint: Mintlify: rank the pages of the group higher in search. Quire ranks every page by its text alone. Remove it to silence this warning.

      2 warnings"
    `);
  });

  it('lays the keys written beside $ref over the object it names, each pointing where it is written', () => {
    const files = { 'appearance.json': { default: 'dark', strict: false } };
    const result = check({ ...minimal, appearance: { $ref: 'appearance.json', strict: true } }, files);
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.modeToggle).toEqual({ default: 'dark', isHidden: true });

    const wrong = check(
      { ...minimal, appearance: { $ref: 'appearance.json', strict: 'yes' } },
      { 'appearance.json': { default: 'dim' } },
    );
    expect(wrong.diagnostics.map((d) => `${d.file}:${d.position?.line}:${d.position?.column} ${d.jsonPath}`)).toEqual([
      'docs.json:15:15 appearance.strict',
      'appearance.json:2:14 appearance.default',
    ]);
  });

  it('warns about keys beside a $ref that names an array', () => {
    const files = { 'groups.json': [{ group: 'Start', pages: ['index'] }] };
    const result = check({ name: 'Acme', navigation: { groups: { $ref: 'groups.json', note: 'x' } } }, files);
    expect(found(result)).toEqual(['warning config/ignored-ref-siblings navigation.groups.note']);
    expect(result.diagnostics[0].message).toBe(
      '`note` beside `$ref` is ignored: groups.json holds an array, not an object',
    );
    expect(result.config?.explicitNavigation?.root.groups[0].group).toBe('Start');
  });

  it('reads a file named twice once, and resolves it in both places', () => {
    const files = { 'group.json': { group: 'Shared', pages: ['shared'] } };
    const result = check(
      {
        name: 'Acme',
        navigation: {
          tabs: [
            { tab: 'A', groups: [{ $ref: 'group.json' }] },
            { tab: 'B', groups: [{ $ref: 'group.json' }] },
          ],
        },
      },
      files,
    );
    expect(result.diagnostics).toEqual([]);
    const groups = result.config?.explicitNavigation?.root.divisions.map((d) => d.content.groups[0]);
    expect(groups?.map((g) => [g.jsonPath, g.file])).toEqual([
      ['navigation.tabs[0].groups[0]', 'group.json'],
      ['navigation.tabs[1].groups[0]', 'group.json'],
    ]);
  });

  it('reports problems of the JSON of a referenced file there, and nothing below the $ref', () => {
    const result = check({ name: 'Acme', navigation: { $ref: 'nav.json' } }, { 'nav.json': '{ "groups": [], }' });
    expect(found(result)).toEqual(['error config/json-syntax']);
    expect(result.diagnostics[0]).toMatchObject({ file: 'nav.json', position: { line: 1, column: 15 } });
    expect(check({ ...minimal, colors: { $ref: 'colors.json' } }, { 'colors.json': '' }).diagnostics[0]).toMatchObject({
      file: 'colors.json',
      message: 'colors.json is empty',
    });
  });

  it('warns about duplicate keys and Mintlify-only settings in referenced files, in those files', () => {
    const result = check(
      { name: 'Acme', navigation: { $ref: 'nav.json' } },
      { 'nav.json': '{\n  "pages": ["a"],\n  "pages": ["b"],\n  "directory": "card"\n}' },
    );
    expect(result.diagnostics.map((d) => `${d.file}:${d.position?.line} ${d.rule}`)).toEqual([
      'nav.json:3 config/duplicate-key',
      'nav.json:4 config/unsupported-setting',
    ]);
  });

  it.each([
    [{ $ref: 'missing.json' }, 'config/missing-ref', '`$ref` names missing.json, which is not in the docs folder'],
    [{ $ref: '../outside.json' }, 'config/invalid-ref', '`$ref` "../outside.json" points outside the docs folder'],
    [
      { $ref: 'https://acme.com/nav.json' },
      'config/invalid-ref',
      '`$ref` must name a file of the docs folder, found the URL "https://acme.com/nav.json"',
    ],
    [{ $ref: 42 }, 'config/invalid-ref', 'expected `$ref` to be a file path, found a number'],
    [{ $ref: ' ' }, 'config/invalid-ref', '`$ref` is empty'],
  ])('reports a reference that cannot be followed, and nothing below it: %j', (navigation, rule, message) => {
    const result = check({ name: 'Acme', navigation });
    expect(result.config).toBeUndefined();
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        rule,
        message,
        file: 'docs.json',
        jsonPath: 'navigation.$ref',
        position: { line: 4, column: 13 },
      }),
    ]);
  });

  it('reports a circle of $refs in the file that closes it', () => {
    const files = { 'a.json': { $ref: 'b.json' }, 'b.json': { $ref: './a.json' } };
    const result = check({ name: 'Acme', navigation: { $ref: 'a.json' } }, files);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        rule: 'config/circular-ref',
        file: 'b.json',
        position: { line: 2, column: 11 },
        message: '`$ref` goes round in a circle: a.json → b.json → a.json',
      }),
    ]);
  });
});
