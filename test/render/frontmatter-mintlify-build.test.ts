/**
 * The Mintlify front matter keys that change what readers and search see, through a whole build: `deprecated`,
 * `searchable: false`, `keywords` (searchable, never shown), `hideFooterPagination`, a page's own `contextual` menu
 * and `playground` display; and the keys Quire cannot honour, each warned once however many pages use it.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const fm = (...lines: string[]) => `---\n${lines.join('\n')}\n---\n\n`;
const SPEC = {
  openapi: '3.1.0',
  info: { title: 'API', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: { '/users': { get: { summary: 'List users', responses: { '200': { description: 'OK' } } } } },
};

let root: string;
let out: string;
let result: BuildResult;
const page = (slug: string) => readOut(out, slug === '' ? 'index.html' : `${slug}/index.html`);

/** The URLs and text of every page in the search index (a fragment is gzip of "pagefind_dcd" and the page's JSON). */
function indexed(): Array<{ url: string; content: string }> {
  const dir = path.join(out, '_quire/search');
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }))
      e.isDirectory() ? walk(path.join(d, e.name)) : files.push(path.join(d, e.name));
  };
  walk(dir);
  return files
    .filter((f) => f.endsWith('.pf_fragment'))
    .map((f) => JSON.parse(gunzipSync(readFileSync(f)).toString('utf8').slice('pagefind_dcd'.length)));
}

beforeAll(async () => {
  root = writeFixture({
    'docs.json': {
      name: 'Acme',
      theme: 'mint',
      colors: { primary: '#0c8669' },
      api: { openapi: 'openapi.json' },
      navigation: { pages: ['index', 'old', 'quiet', 'found', 'alone', 'menu', 'users', 'extras', 'more'] },
    },
    'openapi.json': SPEC,
    'index.mdx': `${fm('title: Home')}Welcome.\n`,
    'old.mdx': `${fm('title: Old API', 'deprecated: true')}Use the new one.\n`,
    'quiet.mdx': `${fm('title: Quiet', 'searchable: false')}Marmalade is not searchable here.\n`,
    'found.mdx': `${fm('title: Found', 'keywords: [zebra, "quokka"]')}Nothing about animals in the text.\n`,
    'alone.mdx': `${fm('title: Alone', 'hideFooterPagination: true')}No neighbours.\n`,
    'menu.mdx': `${fm('title: Menu', 'contextual:', '  options: ["copy"]')}Only copy.\n`,
    'users.mdx': `${fm('title: Users', 'openapi: GET /users', 'playground: none')}Listing.\n`,
    'extras.mdx': `${fm('title: Extras', 'boost: 3', 'related: false', 'groups: [admin]')}Extras.\n`,
    'more.mdx': `${fm('title: More', 'boost: 2', 'sidebarTitle: Extra', 'contextual:', '  options: []')}More.\n`,
    'odd.mdx': `${fm('title: Odd', 'boost: high')}Odd.\n`,
  });
  out = path.join(root, '..', `${path.basename(root)}-out`);
  result = await buildSite({ root, outDir: out, cache: false });
}, 60_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

describe('Mintlify front matter', () => {
  it('builds, warning once per key Quire cannot honour, however many pages use it', () => {
    expect(result.ok).toBe(true);
    const warnings = result.diagnostics.filter((d) => d.rule === 'content/page-setting');
    expect(warnings.map((d) => `${d.file}:${d.position?.line} ${/`(\w+)`/.exec(d.message)?.[1]}`)).toEqual([
      'extras.mdx:4 related',
      'extras.mdx:5 groups',
      'odd.mdx:3 boost',
    ]);
    expect(warnings.find((d) => d.file === 'odd.mdx')?.message).toContain('should be a number above 0');
  });

  it('gives search what it ranks by: `boost`, the sidebar title, and the endpoint kind of API pages', () => {
    expect(page('extras')).toContain('<div hidden data-pagefind-meta="boost:3"></div>');
    expect(page('more')).toContain('<div hidden data-pagefind-meta="nav:Extra, boost:2"></div>');
    expect(page('users')).toContain('<div hidden data-pagefind-meta="kind:endpoint"></div>');
    expect(page('found')).not.toContain('data-pagefind-meta="kind');
  });

  it('labels a deprecated page beside its title, outside the search title', () => {
    expect(page('old')).toContain(
      '<h1 id="page-title">Old API <span class="q-deprecated" data-pagefind-ignore>Deprecated</span></h1>',
    );
    expect(page('')).not.toContain('q-deprecated');
  });

  it('leaves a `searchable: false` page out of the search, and finds a page by its keywords, which it does not show', () => {
    const pages = indexed();
    expect(pages.map((p) => p.url)).not.toContain('/quiet/');
    expect(pages.find((p) => p.url === '/found/')?.content).toContain('zebra quokka');
    const html = page('found');
    expect(html).toContain('<div hidden data-pagefind-weight="5">zebra quokka</div>');
    // Built and listed all the same.
    expect(page('quiet')).toContain('Marmalade');
    expect(page('')).toContain('href="/quiet/"');
  });

  it('drops the previous/next links of a page with hideFooterPagination, and only there', () => {
    expect(page('alone')).not.toContain('q-pagination');
    expect(page('found')).toContain('<nav class="q-pagination"');
  });

  it('gives a page its own menu from `contextual.options`, or none for an empty list', () => {
    const menu = page('menu');
    expect(menu).toContain('Copy page');
    expect(menu).not.toContain('View as Markdown');
    expect(page('more')).not.toContain('Copy page');
    expect(page('found')).toContain('View as Markdown');
  });

  it('hides the playground of an endpoint page with `playground: none`, keeping its request samples', () => {
    const html = page('users');
    expect(html).not.toContain('id="quire-playground"');
    expect(html).toContain('q-endpoint-samples');
  });
});
