import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseFlatFrontmatter } from '../../src/content/flat-frontmatter.js';

/** What the YAML library makes of `text`, read as parseFrontmatter reads it; undefined when it reports errors. */
function viaYaml(text: string): unknown {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
  return doc.errors.length ? undefined : doc.toJS({ maxAliasCount: 100 });
}

describe('parseFlatFrontmatter', () => {
  it('reads the front matter most pages have', () => {
    const text =
      'title: "Get a user"\ndescription: Returns the user, creating it when needed.\nicon: rocket\r\nsidebarTitle: \'Get user\'\n\napi: GET /api/user\n';
    expect(parseFlatFrontmatter(text)).toEqual({
      title: 'Get a user',
      description: 'Returns the user, creating it when needed.',
      icon: 'rocket',
      sidebarTitle: 'Get user',
      api: 'GET /api/user',
    });
    expect(parseFlatFrontmatter(text)).toEqual(viaYaml(text));
  });

  it('leaves everything else to the YAML library', () => {
    for (const text of [
      'title: true',
      'title: Yes',
      'count: 3',
      'version: 1.0',
      'title: "Tab\\there"',
      "title: 'It''s'",
      'title: a # comment',
      'title: a: b',
      '# comment\ntitle: a',
      'tags:\n  - a',
      'tags: [a, b]',
      'title: a\ntitle: b',
      'og:title: Hi',
      'title:',
      'title: ',
      '__proto__: x',
      'title: >\n  folded',
      'title: &a x\nother: *a',
      'title: first\n  continued',
      'title: ~',
      'title: "unclosed',
      '',
    ]) {
      expect(parseFlatFrontmatter(text), text).toBeUndefined();
    }
  });

  it('gives exactly what the YAML library gives, whenever it answers', () => {
    const key = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_-]{0,8}$/);
    const piece = fc.constantFrom(
      'a',
      'Z',
      ' ',
      '  ',
      '.',
      ',',
      '(',
      ')',
      '/',
      '_',
      '+',
      '?',
      '!',
      "'",
      '-',
      '"',
      '#',
      ':',
      '\\',
      '\t',
      '0',
      '7',
      'e',
      'true',
      'null',
      'No',
      '~',
      '&',
      '*',
      '[',
      '{',
      '%',
      '@',
      '`',
      '|',
      '>',
      'é',
    );
    const word = fc.constantFrom('Get', 'user', 'a', 'The', 'API', 'e', 'x1', 'No', 'nULL', 'yes');
    const plainish = fc
      .tuple(word, fc.array(fc.oneof(word, piece), { maxLength: 5 }))
      .map(([first, rest]) => first + rest.join(''));
    const value = fc.oneof(
      plainish,
      fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
    );
    const quoted = fc.tuple(fc.constantFrom('"', "'"), value).map(([q, v]) => `${q}${v}${q}`);
    const line = fc
      .tuple(
        key,
        fc.constantFrom(': ', ': ', ':  ', ':', ': \t'),
        fc.oneof(value, quoted),
        fc.constantFrom('', ' ', '\r', '\t'),
      )
      .map((parts) => parts.join(''));
    const text = fc
      .array(fc.oneof({ arbitrary: line, weight: 8 }, fc.constantFrom('', '  indented: x', '- item')), {
        minLength: 1,
        maxLength: 4,
      })
      .map((lines) => lines.join('\n'));
    let answered = 0;
    fc.assert(
      fc.property(text, (yamlText) => {
        const flat = parseFlatFrontmatter(yamlText);
        if (flat === undefined) return;
        answered++;
        expect(flat).toEqual(viaYaml(yamlText));
      }),
      { numRuns: 5000, seed: 20261121 },
    );
    // The generator is useful only if the fast path really answers a good share of the cases.
    expect(answered).toBeGreaterThan(200);
  });
});
