import { describe, expect, it } from 'vitest';
import { validateDocsJsonText } from '../../src/config/docs-json/index.js';
import { validateConfigText } from '../../src/config/validate.js';
import { resolveGraph } from '../../src/graph/index.js';
import { checkRedirects } from '../../src/site/redirects.js';
import { pagesAt } from '../graph/helpers.js';

/** The redirect diagnostics of a site.json with `redirects` over pages `index`, `new-page` and `guides/setup`. */
function check(redirects: unknown[]) {
  const text = JSON.stringify(
    { name: 'Acme', navigation: [{ group: 'Docs', pages: ['index', 'new-page', 'guides/setup'] }], redirects },
    null,
    2,
  );
  const { config, diagnostics } = validateConfigText(text);
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const { graph } = resolveGraph(config!, pagesAt('index.md', 'new-page.md', 'guides/setup.md'), {
    configFile: 'site.json',
  });
  return checkRedirects(graph, 'site.json').diagnostics;
}

describe('redirects', () => {
  it('resolves entries with defaults and positions, and a leading slash for bare paths', () => {
    const text =
      '{"name":"A","navigation":[],\n"redirects":[\n{"source":"old","destination":"/new","permanent":false},\n{"source":"/a","destination":"/b"}]}';
    const { config, diagnostics } = validateConfigText(text);
    expect(diagnostics).toEqual([]);
    expect(config!.redirects).toEqual([
      {
        source: '/old',
        destination: '/new',
        permanent: false,
        jsonPath: 'redirects[0]',
        position: { line: 3, column: 1 },
      },
      { source: '/a', destination: '/b', permanent: true, jsonPath: 'redirects[1]', position: { line: 4, column: 1 } },
    ]);
  });

  it('reads docs.json redirects from a `$ref` file, located in that file, without a warning', () => {
    const docs = '{"name":"A","navigation":{"pages":["index"]},"redirects":{"$ref":"./redirects.json"}}';
    const refs: Record<string, string> = {
      'redirects.json': '[\n  {"source": "/old", "destination": "/index", "permanent": false}\n]',
    };
    const { config, diagnostics } = validateDocsJsonText(docs, 'docs.json', (path) => refs[path]);
    expect(diagnostics).toEqual([]);
    expect(config!.redirects).toEqual([
      {
        source: '/old',
        destination: '/index',
        permanent: false,
        jsonPath: 'redirects[0]',
        position: { line: 2, column: 3 },
        file: 'redirects.json',
      },
    ]);
  });

  it('refuses a javascript: destination', () => {
    const text = '{"name":"A","navigation":[],"redirects":[{"source":"/x","destination":"javascript:alert(1)"}]}';
    const rules = validateConfigText(text).diagnostics.map((d) => `${d.severity} ${d.rule} ${d.jsonPath}`);
    expect(rules).toEqual(['error config/unsafe-url redirects[0].destination']);
  });

  it("ignores a source with a #fragment or ?query, with a warning, as Portkey's docs have one", () => {
    const diagnostics = check([
      { source: '/new-page#section', destination: '/guides/setup' },
      { source: '/old?x=1', destination: '/new-page' },
    ]);
    expect(diagnostics.map((d) => `${d.severity} ${d.rule} ${d.jsonPath}`)).toEqual([
      'warning config/redirect-ignored redirects[0]',
      'warning config/redirect-ignored redirects[1]',
    ]);
  });

  it('accepts destinations that are pages, other redirects, external URLs and pattern targets', () => {
    expect(
      check([
        { source: '/old-page', destination: '/new-page' },
        { source: '/older-page', destination: '/old-page' },
        { source: '/gone', destination: 'https://example.com/gone' },
        { source: '/beta/:slug*', destination: '/guides/:slug*' },
        { source: '/setup', destination: '/guides/setup#install' },
      ]),
    ).toEqual([]);
  });

  it('reports a destination that leads nowhere, at the entry', () => {
    const diagnostics = check([
      { source: '/old', destination: '/missing' },
      { source: '/x/:a', destination: '/nowhere/:a' },
    ]);
    expect(diagnostics.map((d) => [d.rule, d.jsonPath, d.position?.line])).toEqual([
      ['config/redirect-missing-target', 'redirects[0]', 14],
      ['config/redirect-missing-target', 'redirects[1]', 18],
    ]);
  });

  it('reports a source that is a page, and a parameter the source lacks', () => {
    const diagnostics = check([
      { source: '/new-page/', destination: '/guides/setup' },
      { source: '/a', destination: '/guides/:slug' },
    ]);
    expect(diagnostics.map((d) => d.severity)).toEqual(['warning', 'warning']);
    expect(diagnostics.map((d) => [d.rule, d.message])).toEqual([
      [
        'config/redirect-hides-page',
        'redirect source "/new-page/" is the page new-page.md, which the redirect would hide',
      ],
      [
        'config/redirect-unknown-parameter',
        'redirect destination "/guides/:slug" uses `:slug`, which the source "/a" does not have; left out: redirects[1]',
      ],
    ]);
  });

  it('reports a loop once, through chains and wildcards', () => {
    const loops = check([
      { source: '/a', destination: '/b' },
      { source: '/b', destination: '/c' },
      { source: '/c', destination: '/a' },
      { source: '/docs/:slug*', destination: '/help/:slug*' },
      { source: '/help/:slug*', destination: '/docs/:slug*' },
      { source: '/self', destination: '/self/' },
    ]).filter((d) => d.rule === 'config/redirect-loop');
    expect(loops.map((d) => [d.jsonPath, d.message])).toEqual([
      [
        'redirects[0]',
        'redirect loop: /a → /b → /c → /a; readers would never arrive, so Quire leaves the loop out: redirects[0], redirects[1], redirects[2]',
      ],
      [
        'redirects[3]',
        'redirect loop: /docs/sample → /help/sample → /docs/sample; readers would never arrive, so Quire leaves the loop out: redirects[3], redirects[4]',
      ],
      [
        'redirects[5]',
        'redirect loop: /self → /self; readers would never arrive, so Quire leaves the loop out: redirects[5]',
      ],
    ]);
    expect(loops.every((d) => d.severity === 'warning')).toBe(true);
  });
});
