import { describe, expect, it } from 'vitest';
import { resolveNavigation } from '../../src/graph/navigation.js';
import { siteConfig } from './helpers.js';

const files = new Set(['index.md', 'guide/setup.md', 'guide/deep/a.md', 'guide/deep/deeper/b.mdx', 'api/users.md']);

describe('resolveNavigation', () => {
  it('resolves groups nested to any depth, in order, with each page’s group names', () => {
    const config = siteConfig({
      navigation: [
        { group: 'Start', pages: ['/index', 'guide/setup.md'] },
        {
          group: 'Guide',
          version: 'v1',
          pages: [{ group: 'Deep', pages: ['guide/deep/a', { group: 'Deeper', pages: ['guide/deep/deeper/b/'] }] }],
        },
      ],
      versions: ['v1'],
    });
    const result = resolveNavigation(config.navigation, files, config.versions, 'site.json');
    expect(result.diagnostics).toEqual([]);
    expect(result.order).toEqual(['index.md', 'guide/setup.md', 'guide/deep/a.md', 'guide/deep/deeper/b.mdx']);
    expect(Object.fromEntries(result.groupsByPath)).toEqual({
      'index.md': ['Start'],
      'guide/setup.md': ['Start'],
      'guide/deep/a.md': ['Guide', 'Deep'],
      'guide/deep/deeper/b.mdx': ['Guide', 'Deep', 'Deeper'],
    });
    expect(result.groups).toEqual([
      {
        type: 'group',
        name: 'Start',
        items: [
          { type: 'page', path: 'index.md' },
          { type: 'page', path: 'guide/setup.md' },
        ],
      },
      {
        type: 'group',
        name: 'Guide',
        version: 'v1',
        items: [
          {
            type: 'group',
            name: 'Deep',
            items: [
              { type: 'page', path: 'guide/deep/a.md' },
              { type: 'group', name: 'Deeper', items: [{ type: 'page', path: 'guide/deep/deeper/b.mdx' }] },
            ],
          },
        ],
      },
    ]);
  });

  it('names the innermost group of a missing page and suggests a page with different case', () => {
    const config = siteConfig({
      navigation: [{ group: 'Guide', pages: [{ group: 'Deep', pages: ['Guide/Setup', 'api/user'] }] }],
    });
    const result = resolveNavigation(config.navigation, files, [], 'site.json');
    expect(result.diagnostics.map((d) => [d.jsonPath, d.message, d.hint])).toEqual([
      [
        'navigation[0].pages[0].pages[0]',
        'page "Guide/Setup" in group "Deep" does not exist',
        'did you mean `guide/setup`?',
      ],
      [
        'navigation[0].pages[0].pages[1]',
        'page "api/user" in group "Deep" does not exist',
        'did you mean `api/users`?',
      ],
    ]);
    expect(result.diagnostics.every((d) => d.severity === 'error' && d.file === 'site.json' && d.position)).toBe(true);
    expect(result.order).toEqual([]);
  });

  it('explains that external links do not belong in navigation pages', () => {
    const config = siteConfig({ navigation: [{ group: 'Links', pages: ['https://example.com/status'] }] });
    const [problem] = resolveNavigation(config.navigation, files, [], 'site.json').diagnostics;
    expect([problem.rule, problem.hint]).toEqual([
      'graph/missing-page',
      'navigation lists markdown files only; link to other sites with `anchors` or `topbarLinks`',
    ]);
  });

  it('counts one file listed under two spellings as a duplicate', () => {
    const config = siteConfig({
      navigation: [{ group: 'A', pages: ['guide/setup', '/guide/setup.md', 'guide/setup/'] }],
    });
    const result = resolveNavigation(config.navigation, files, [], 'site.json');
    expect(result.diagnostics.map((d) => [d.rule, d.severity, d.jsonPath])).toEqual([
      ['graph/duplicate-page', 'warning', 'navigation[0].pages[1]'],
      ['graph/duplicate-page', 'warning', 'navigation[0].pages[2]'],
    ]);
    expect(result.order).toEqual(['guide/setup.md']);
    expect(result.groups[0].items).toHaveLength(3);
  });
});
