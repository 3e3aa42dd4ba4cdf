import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build.js';
import { formatDiagnostics } from '../src/diagnostics-format.js';
import { hashTree, readOut, writeFixture } from './helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small site with anchors, tabs, nested groups, an image and cross-page links. */
function smallSite(overrides: Record<string, string | object> = {}): string {
  const dir = writeFixture({
    'site.json': {
      name: 'Acme <Docs>',
      navigation: [
        { group: 'Start', pages: ['index', 'quickstart'] },
        { group: 'Guides', pages: ['guide/setup', { group: 'Deep dive', pages: ['/guide/advanced.md'] }] },
        { group: 'API', pages: ['api/users'] },
      ],
      anchors: [{ name: 'Guides', url: 'guide', icon: 'book' }],
      tabs: [{ name: 'API reference', url: 'api' }],
    },
    'index.md': '---\ntitle: Welcome\ndescription: Start here.\n---\n\nRead the [quickstart](quickstart) first.\n',
    'quickstart.md':
      '# Quickstart\n\nSee [setup](/guide/setup#install) and ![diagram](images/flow.svg).\n\n## Step one\n\nText.\n\n### Detail\n\nMore.\n',
    'guide/setup.md':
      '---\ntitle: Setup\n---\n\n## Install\n\n```js\nconst a = 1;\n```\n\nBack to [the start](../index.md).\n',
    'guide/advanced.md': '# Advanced\n\nSee [install](./setup.md#install).\n',
    'api/users.md': '---\ntitle: Users\n---\n\nThe users API.\n',
    'images/flow.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>flow</title></svg>',
    ...overrides,
  });
  cleanup.push(dir);
  return dir;
}

/** An output folder in a private parent, so checks for leftover temp folders never see other tests' builds. */
function outDirFor(): string {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-out-'));
  cleanup.push(parent);
  return path.join(parent, 'out');
}

describe('buildSite', () => {
  it('builds clean URLs, assets, 404 and stylesheets', async () => {
    const site = smallSite();
    const out = outDirFor();
    const result = await buildSite({ root: site, outDir: out });
    expect(formatDiagnostics(result.diagnostics)).toBe('');
    expect(result.ok).toBe(true);
    expect(result.stats.pages).toBe(5);
    for (const file of [
      'index.html',
      'quickstart/index.html',
      'guide/setup/index.html',
      'guide/advanced/index.html',
      'api/users/index.html',
      '404.html',
      'images/flow.svg',
    ]) {
      expect(existsSync(path.join(out, file)), file).toBe(true);
    }
    const quireFiles = readdirSync(path.join(out, '_quire'))
      .map((f) => f.replace(/\.([0-9a-f]{8}|[0-9A-Z]{8})\./, '.'))
      .sort();
    expect(quireFiles).toEqual([
      'api.css',
      'chunk.js',
      'code.css',
      'components.css',
      'dialog.js',
      'feedback-rating.js',
      'image-zoom.js',
      'page-menu.js',
      'quire.css',
      'quire.js',
      'search',
      'theme.css',
      'update-filters.js',
    ]);
    expect(existsSync(path.join(out, '_quire/search/pagefind.js'))).toBe(true);
    expect(existsSync(path.join(out, 'sitemap.xml'))).toBe(false);
    // The 404 page offers every anchor and tab (none as the current one) and the first section's sidebar.
    const notFound = readOut(out, '404.html');
    expect(notFound).toMatch(/<ul class="q-anchors">[\s\S]*href="\/guide\/setup\/"[\s\S]*Guides/);
    expect(notFound).toMatch(/<nav class="q-tabs nav-tabs"[\s\S]*href="\/api\/users\/">API reference<\/a>/);
    expect(notFound).toContain('href="/quickstart/"');
    expect(notFound).not.toContain('aria-current');
  });

  it('renders the page shell with navigation, toc, prev/next and rewritten links', async () => {
    const site = smallSite();
    const out = outDirFor();
    await buildSite({ root: site, outDir: out });
    const html = readOut(out, 'quickstart/index.html');
    expect(html).toContain('<title>Quickstart – Acme &lt;Docs&gt;</title>');
    expect(html).toContain('<h1 id="page-title">Quickstart</h1>');
    expect(html).not.toMatch(/<h1[^>]*>Quickstart<\/h1>[\s\S]*<h1/);
    expect(html).toMatch(/<a href="\/quickstart\/" aria-current="page">Quickstart<\/a>/);
    expect(html).toContain('href="/guide/setup/#install"');
    expect(html).toContain('src="/images/flow.svg"');
    expect(html).toMatch(/class="q-toc-2"><a href="#step-one">Step one<\/a>/);
    expect(html).toMatch(/class="q-toc-3"><a href="#detail">Detail<\/a>/);
    expect(html).toMatch(
      /rel="prev"><span class="q-pagination-label"><svg[^>]*>.*?<\/svg>Previous<\/span><span class="q-pagination-title pagination-title">Welcome<\/span>/,
    );
    // next stays inside the section: quickstart is the last top-level page
    expect(html).not.toContain('rel="next"');
    const setup = readOut(out, 'guide/setup/index.html');
    expect(setup).toContain('href="/"');
    expect(setup).toMatch(
      /rel="next"><span class="q-pagination-label">Next<svg[^>]*>.*?<\/svg><\/span><span class="q-pagination-title pagination-title">Advanced<\/span>/,
    );
    expect(setup).toContain('class="hljs');
  });

  it('follows --base everywhere and writes a sitemap with --site-url', async () => {
    const site = smallSite();
    const out = outDirFor();
    const result = await buildSite({ root: site, outDir: out, base: '/docs', siteUrl: 'https://docs.example.com' });
    expect(result.ok).toBe(true);
    const html = readOut(out, 'quickstart/index.html');
    const urls = [...html.matchAll(/(?:href|src)="([^"]+)"/g)]
      .map((m) => m[1])
      .filter((u) => !u.startsWith('#') && !u.startsWith('http'));
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(url, url).toMatch(/^\/docs\//);
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/docs/quickstart/">');
    const sitemap = readOut(out, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://docs.example.com/docs/guide/setup/</loc>');
    expect(sitemap.match(/<loc>/g)).toHaveLength(5);
  });

  it('is deterministic: two builds give byte-identical output', async () => {
    const site = smallSite();
    const a = outDirFor();
    const b = `${a}-2`;
    cleanup.push(b);
    await buildSite({ root: site, outDir: a });
    await buildSite({ root: site, outDir: b });
    expect(hashTree(a)).toEqual(hashTree(b));
  });

  it('leaves the previous output untouched when a build fails', async () => {
    const site = smallSite();
    const out = outDirFor();
    await buildSite({ root: site, outDir: out });
    const before = hashTree(out);
    writeFileSync(path.join(site, 'site.json'), '{ "name": "x", "navigation": [ }');
    const failed = await buildSite({ root: site, outDir: out });
    expect(failed.ok).toBe(false);
    expect(hashTree(out)).toEqual(before);
    expect(readdirSync(path.dirname(out)).filter((f) => f.includes('quire-tmp'))).toEqual([]);
  });

  it('reports broken links and anchors with file:line:col, downgradable to warnings', async () => {
    const site = smallSite({
      'guide/advanced.md': '# Advanced\n\nSee [install](./setup.md#instal) and [nothing](./nope.md).\n',
    });
    const out = outDirFor();
    const result = await buildSite({ root: site, outDir: out });
    expect(result.ok).toBe(false);
    expect(existsSync(out)).toBe(false);
    const text = formatDiagnostics(result.diagnostics);
    expect(text).toMatch(/guide\/advanced\.md:3:5 error .*#instal/);
    expect(text).toMatch(/did you mean `install`\?/);
    expect(text).toMatch(/guide\/advanced\.md:3:\d+ error .*nope/);
    const relaxed = await buildSite({ root: site, outDir: out, allowBrokenLinks: true });
    expect(relaxed.ok).toBe(true);
    expect(relaxed.diagnostics.every((d) => d.severity === 'warning')).toBe(true);
  });

  it('lets --allow-broken-links build a site whose navigation lists a page that does not exist', async () => {
    const site = smallSite({
      'site.json': { name: 'Docs', navigation: [{ group: 'Start', pages: ['index', 'es/index'] }] },
    });
    const out = outDirFor();
    const strict = await buildSite({ root: site, outDir: out });
    expect(strict.diagnostics.filter((d) => d.severity === 'error').map((d) => d.rule)).toEqual(['graph/missing-page']);
    const relaxed = await buildSite({ root: site, outDir: out, allowBrokenLinks: true });
    expect(relaxed.ok).toBe(true);
    expect(relaxed.diagnostics.find((d) => d.rule === 'graph/missing-page')?.severity).toBe('warning');
  });

  it('shows a group icon (Mintlify `navigation[].icon`) before the group name', async () => {
    const site = smallSite({
      'site.json': {
        name: 'Docs',
        navigation: [
          {
            group: 'Start',
            pages: ['index', { group: 'Deep', icon: 'bolt', iconType: 'solid', pages: ['quickstart'] }],
          },
        ],
      },
    });
    const out = outDirFor();
    const result = await buildSite({ root: site, outDir: out });
    expect(result.diagnostics.filter((d) => d.rule.startsWith('config/') || d.rule.startsWith('icons/'))).toEqual([]);
    expect(readOut(out, 'index.html')).toMatch(
      /<summary><svg class="q-icon q-nav-icon"[^>]*>.*?<\/svg><span>Deep<\/span>/,
    );
  });

  it('makes warnings fatal with strict', async () => {
    const site = smallSite({ 'orphan.md': '# Orphan\n' });
    const out = outDirFor();
    const lax = await buildSite({ root: site, outDir: out });
    expect(lax.ok).toBe(true);
    expect(lax.diagnostics.map((d) => d.rule)).toContain('graph/unlisted-page');
    expect(existsSync(path.join(out, 'orphan/index.html'))).toBe(true);
    const strict = await buildSite({ root: site, outDir: `${out}-strict`, strict: true });
    expect(strict.ok).toBe(false);
  });

  it('overrides a template by file name from the folder named with `templates` (--templates), never the docs folder', async () => {
    const site = smallSite({
      'theme/partials/footer.eta': '<footer class="custom">Custom footer for <%= it.site.name %></footer>\n',
    });
    const out = outDirFor();
    const result = await buildSite({ root: site, outDir: out, templates: path.join(site, 'theme') });
    expect(result.ok).toBe(true);
    const html = readOut(out, 'index.html');
    expect(html).toContain('<footer class="custom">Custom footer for Acme &lt;Docs&gt;</footer>');
    // The overrides folder is not the site's content, even inside the docs folder.
    expect(existsSync(path.join(out, 'theme'))).toBe(false);
    expect(result.diagnostics.map((d) => d.file)).not.toContain('theme/partials/footer.eta');
  });

  it('checks without writing anything', async () => {
    const site = smallSite();
    const result = await buildSite({ root: site });
    expect(result.ok).toBe(true);
    expect(
      readdirSync(path.dirname(site)).filter((f) => f.startsWith(path.basename(site)) && f !== path.basename(site)),
    ).toEqual([]);
  });

  it('refuses an output folder that contains the sources', async () => {
    const site = smallSite();
    const result = await buildSite({ root: site, outDir: path.dirname(site) });
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0].rule).toBe('build/unsafe-output');
  });

  it('redirects the root to the first page when there is no index page', async () => {
    const site = writeFixture({
      'site.json': { name: 'No home', navigation: [{ group: 'A', pages: ['intro'] }] },
      'intro.md': '# Intro\n',
    });
    cleanup.push(site);
    const out = outDirFor();
    const result = await buildSite({ root: site, outDir: out, base: '/b/' });
    expect(result.ok).toBe(true);
    expect(readOut(out, 'index.html')).toContain('<meta http-equiv="refresh" content="0; url=/b/intro/">');
  });
});
