/**
 * Built pages with `primaryTab`, `search`, `codeBlock`, `layout`, `theme` and `isWhiteLabeled` (site.json/mint.json)
 * and their docs.json equivalents: the first tab's label, the search box's text, and the `<html>` attributes the
 * stylesheets read. Without the settings, the pages are as before.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Build a site from `config` (written as `file`) with two pages, one in a tab; the HTML of `page`. */
async function build(file: string, config: object, page = 'index.html'): Promise<string> {
  const docs = writeFixture({
    [file]: config,
    'index.md': '# Home\n\n```js\nconst a = 1;\n```\n',
    'api/users.md': '# Users\n\nList them.\n',
  });
  const out = path.join(docs, '..', `${path.basename(docs)}-out`);
  folders.push(docs, out);
  const result = await buildSite({ root: docs, outDir: out, offline: true });
  if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics));
  expect(result.diagnostics.filter((d) => d.rule === 'config/unsupported-setting')).toEqual([]);
  return readOut(out, page);
}

const site = {
  name: 'Acme',
  navigation: [
    { group: 'Start', pages: ['index'] },
    { group: 'API', pages: ['api/users'] },
  ],
  tabs: [{ name: 'API', url: 'api' }],
};

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)![0];
const searchButton = (html: string) => /<button[^>]*data-search-open[^>]*>.*?<\/button>/s.exec(html)![0];
const tabs = (html: string) =>
  [...html.matchAll(/<nav class="q-tabs nav-tabs"[\s\S]*?<\/nav>/g)].map((m) => m[0]).join('');

describe('site.json and mint.json', () => {
  it('without the settings: the top anchor names the first tab, Quire’s search box, no layout attributes', async () => {
    const html = await build('site.json', site);
    expect(tabs(html)).toContain('>Documentation</a>');
    expect(searchButton(html)).toContain('<span class="q-search-label">Search…</span>');
    expect(searchButton(html)).not.toContain('data-search-prompt');
    expect(htmlTag(html)).not.toMatch(/data-(layout|codeblocks|search)=/);
  });

  it('with them: the first tab’s name, the prompt, and the attributes of the layout and dark code', async () => {
    const html = await build('mint.json', {
      ...site,
      primaryTab: { name: 'Get <Started>' },
      search: { prompt: 'Search "Acme" docs', location: 'side' },
      codeBlock: { mode: 'dark' },
      layout: 'solidSidenav',
      theme: 'maple',
      isWhiteLabeled: true,
    });
    expect(tabs(html)).toContain(
      '<a class="nav-tabs-item q-active" href="/" aria-current="true" data-active>Get &lt;Started&gt;</a>',
    );
    const button = searchButton(html);
    expect(button).toContain('data-search-prompt="Search &quot;Acme&quot; docs"');
    expect(button).toContain('<span class="q-search-label">Search &quot;Acme&quot; docs</span>');
    expect(htmlTag(html)).toContain('data-layout="solidSidenav" data-search="side" data-codeblocks="dark"');
    expect(htmlTag(html)).toContain('data-q-theme="maple"');
  });

  it('the first tab’s name shows on the pages of the other tabs too', async () => {
    const html = await build('site.json', { ...site, primaryTab: { name: 'Guides' } }, 'api/users/index.html');
    expect(tabs(html)).toMatch(/<a class="nav-tabs-item" href="\/">Guides<\/a>/);
  });

  it('a prompt that does not say "search" is read out after "Search:"', async () => {
    const html = await build('site.json', { ...site, search: { prompt: 'Ask anything' } });
    expect(searchButton(html)).toContain(
      '<span class="q-search-label"><span class="q-sr">Search: </span>Ask anything</span>',
    );
  });

  it('"topnav", "auto" and "top" are Quire’s own look: no attributes', async () => {
    const html = await build('site.json', {
      ...site,
      layout: 'topnav',
      codeBlock: { mode: 'auto' },
      search: { location: 'top' },
    });
    expect(htmlTag(html)).not.toMatch(/data-(layout|codeblocks|search)=/);
  });

  it('theme changes nothing in the page', async () => {
    const plain = await build('site.json', site);
    const themed = await build('site.json', { ...site, theme: 'prism', isWhiteLabeled: false });
    expect(themed).toBe(plain);
  });

  it('isWhiteLabeled leaves "Built with Quire" out of the footer, and nothing else', async () => {
    const plain = await build('site.json', site);
    const white = await build('site.json', { ...site, isWhiteLabeled: true });
    expect(plain).toContain('· Built with Quire</p>');
    expect(white).not.toContain('Built with Quire');
    expect(white).toBe(plain.replace(' · Built with Quire', ''));
  });
});

describe('docs.json', () => {
  const docs = {
    name: 'Acme',
    theme: 'maple',
    navigation: { groups: [{ group: 'Start', pages: ['index', 'api/users'] }] },
  };

  it('reads `search.prompt` and `styling.codeblocks`', async () => {
    const html = await build('docs.json', { ...docs, search: { prompt: 'Find it' }, styling: { codeblocks: 'dark' } });
    expect(searchButton(html)).toContain('<span class="q-sr">Search: </span>Find it</span>');
    expect(htmlTag(html)).toContain('data-codeblocks="dark"');
  });

  it('"system" code blocks follow the page', async () => {
    const html = await build('docs.json', { ...docs, styling: { codeblocks: 'system' } });
    expect(htmlTag(html)).not.toContain('data-codeblocks');
  });
});
