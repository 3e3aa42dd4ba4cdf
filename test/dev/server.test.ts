import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import type { DevUpdate } from '../../src/dev/types.js';
import { readOut } from '../helpers/site-fixture.js';
import { editSiteJson, readSiteFile, removeSite, writeDevSite, writeSiteFile } from './helpers/dev-site.js';
import { get, stripClient } from './helpers/http.js';
import { openTab, type SseTab } from './helpers/sse-client.js';

let root: string;
let server: DevServer;
let tabs: SseTab[];
const updates: DevUpdate[] = [];
const fatal: unknown[] = [];

async function tab(pathname: string, hash?: string): Promise<SseTab> {
  const opened = await openTab(server.port, pathname, hash);
  tabs.push(opened);
  return opened;
}

beforeEach(async () => {
  root = writeDevSite();
  tabs = [];
  updates.length = 0;
  fatal.length = 0;
  server = await startDevServer({
    root,
    port: 0,
    onUpdate: (update) => updates.push(update),
    onFatal: (error) => fatal.push(error),
  });
  await server.watching;
});

afterEach(async () => {
  for (const opened of tabs) opened.close();
  await server.close();
  removeSite(root);
  expect(fatal).toEqual([]);
});

describe('quire dev server', () => {
  it('serves the same HTML as quire build, plus the live-reload client, never cached', async () => {
    const out = path.join(os.tmpdir(), `quire-dev-build-${process.pid}-${Date.now()}`);
    const built = await buildSite({ root, outDir: out });
    expect(built.ok).toBe(true);
    for (const [url, file] of [
      ['/guide/a/', 'guide/a/index.html'],
      ['/', 'index.html'],
      ['/nope/', '404.html'],
    ]) {
      const res = await get(server.port, url);
      expect(res.headers['cache-control']).toBe('no-store');
      const { html, hash } = stripClient(res.body);
      expect(hash).toMatch(/^[0-9a-f]{12}$/);
      expect(html).toBe(readOut(out, file));
    }
    removeSite(out);
  });

  it('a page edit reloads the tabs showing that page only, and serves the new text', async () => {
    const alpha = await tab('/guide/a/');
    const gamma = await tab('/guide/c/');
    writeSiteFile(
      root,
      'guide/a.md',
      readSiteFile(root, 'guide/a.md').replace('Alpha body text.', 'Alpha was edited.'),
    );
    await alpha.take('reload');
    const built = await gamma.take('built');
    expect(gamma.namesBefore(built)).not.toContain('reload');
    expect((await get(server.port, '/guide/a/')).body).toContain('Alpha was edited.');
  });

  it('a title edit reloads the pages of the same sidebar section, not the others', async () => {
    const gamma = await tab('/guide/c/');
    const reference = await tab('/api/ref/');
    writeSiteFile(root, 'guide/a.md', readSiteFile(root, 'guide/a.md').replace('title: Alpha', 'title: Alpha Renamed'));
    await gamma.take('reload');
    const built = await reference.take('built');
    expect(reference.namesBefore(built)).not.toContain('reload');
    expect((await get(server.port, '/guide/c/')).body).toContain('Alpha Renamed');
  });

  it('a site.json edit that adds a page serves it and reloads the tab waiting on its URL', async () => {
    const waiting = await tab('/guide/d/');
    writeSiteFile(root, 'guide/d.md', '# Delta\n\nDelta body.\n');
    // The 404 page became a page (not listed yet).
    await waiting.take('reload');
    const reference = await tab('/api/ref/');
    editSiteJson(root, (config) => {
      (config.navigation as Array<{ pages: string[] }>)[0].pages.push('guide/d');
    });
    // Listed now: its sidebar changed.
    await waiting.take('reload');
    const built = await reference.take('built');
    expect(reference.namesBefore(built)).not.toContain('reload');
    const res = await get(server.port, '/guide/d/');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Delta body.');
    expect((await get(server.port, '/guide/a/')).body).toContain('href="/guide/d/"');
  });

  it('a renamed page moves to its new URL; tabs on the old one reload to the 404 page', async () => {
    const old = await tab('/guide/c/');
    const fresh = await tab('/guide/gamma/');
    renameSync(path.join(root, 'guide/c.md'), path.join(root, 'guide/gamma.md'));
    await old.take('reload');
    await fresh.take('reload');
    expect((await get(server.port, '/guide/c/')).status).toBe(404);
    expect((await get(server.port, '/guide/gamma/')).body).toContain('Gamma body.');
  });

  it('shows a broken page as an overlay, keeps serving the last good page, and clears it when fixed', async () => {
    const alpha = await tab('/guide/a/');
    writeSiteFile(root, 'guide/a.md', '---\ntitle: [unclosed\n---\n\nBroken <b>page</b>.\n');
    const shown = await alpha.take('errors');
    expect(shown.data).toMatchObject({
      diagnostics: [{ file: 'guide/a.md', rule: 'content/frontmatter', position: { line: 2 } }],
    });
    expect((shown.data as { html: string }).html).toContain('guide/a.md:2:');
    expect((await get(server.port, '/guide/a/')).body).toContain('Alpha body text.');
    // A tab opened while the error is there sees the overlay at once.
    const late = await tab('/guide/c/');
    expect(late.events.map((e) => e.event)).toContain('errors');

    writeSiteFile(root, 'guide/a.md', '---\ntitle: Alpha\n---\n\nAlpha is fixed.\n');
    const cleared = await alpha.take('errors');
    expect(cleared.data).toEqual({ diagnostics: [], html: '' });
    await alpha.take('reload');
    expect((await get(server.port, '/guide/a/')).body).toContain('Alpha is fixed.');
  });

  it('shows a broken site.json as an overlay and keeps the last good site until it is fixed', async () => {
    const alpha = await tab('/guide/a/');
    const good = readSiteFile(root, 'site.json');
    writeSiteFile(root, 'site.json', good.replace('"name": "Dev Test"', '"name": "Dev Test",, "nme": 1'));
    const shown = await alpha.take('errors');
    expect((shown.data as { diagnostics: Array<{ file: string }> }).diagnostics[0].file).toBe('site.json');
    expect((await get(server.port, '/guide/a/')).body).toContain('Alpha body text.');
    writeSiteFile(root, 'site.json', good.replace('"name": "Dev Test"', '"name": "Dev Test Fixed"'));
    expect((await alpha.take('errors')).data).toEqual({ diagnostics: [], html: '' });
    await alpha.take('reload');
    expect((await get(server.port, '/guide/a/')).body).toContain('Dev Test Fixed');
  });

  it('coalesces a burst of saves into one rebuild', async () => {
    const alpha = await tab('/guide/a/');
    for (let i = 0; i < 5; i++) writeSiteFile(root, 'guide/a.md', `# Alpha\n\nSave number ${i}.\n`);
    await alpha.take('reload');
    await server.idle();
    expect(alpha.events.filter((e) => e.event === 'reload')).toHaveLength(1);
    expect((await get(server.port, '/guide/a/')).body).toContain('Save number 4.');
    expect(updates.filter((update) => update.changed.size > 0)).toHaveLength(1);
  });

  it('tells a tab that reconnects with an old hash to reload at once', async () => {
    const { hash } = stripClient((await get(server.port, '/guide/a/')).body);
    const current = await tab('/guide/a/', hash);
    expect(current.events.map((e) => e.event)).toEqual(['hello']);
    const stale = await tab('/guide/a/', '000000000000');
    await stale.take('reload');
  });

  it('answers unknown paths with the site 404 page and status 404', async () => {
    const res = await get(server.port, '/does/not/exist/');
    expect(res.status).toBe(404);
    expect(res.body).toContain('__quire/client.js');
    expect(stripClient(res.body).html).toBe(stripClient((await get(server.port, '/404.html')).body).html);
  });

  it('serves static files from the docs folder, and nothing else of it', async () => {
    const pic = await get(server.port, '/images/pic.svg');
    expect(pic).toMatchObject({ status: 200, headers: { 'content-type': 'image/svg+xml' } });
    for (const hidden of ['/site.json', '/templates/page.eta'])
      expect((await get(server.port, hidden)).status).toBe(404);
    // `/guide/a.md` is the page's Markdown version, as the build writes it, never its source.
    const markdown = await get(server.port, '/guide/a.md');
    expect(markdown.body).toContain('# Alpha\n\nAlpha body text.');
    expect(markdown.body).not.toContain('title: Alpha');
  });
});

describe('quire dev server started on a broken site', () => {
  it('serves a placeholder with the overlay, then the site once site.json is fixed', async () => {
    const good = readSiteFile(root, 'site.json');
    await server.close();
    writeSiteFile(root, 'site.json', '{ "name": "Dev Test", ');
    server = await startDevServer({ root, port: 0, onFatal: (error) => fatal.push(error) });
    await server.idle();
    const placeholder = await get(server.port, '/guide/a/');
    expect(placeholder.status).toBe(503);
    expect(placeholder.body).toContain('The site could not be loaded');
    const waiting = await tab('/guide/a/');
    const shown = await waiting.take('errors');
    expect((shown.data as { diagnostics: Array<{ file: string }> }).diagnostics[0].file).toBe('site.json');

    writeSiteFile(root, 'site.json', good);
    await waiting.take('reload');
    expect((await get(server.port, '/guide/a/')).body).toContain('Alpha body text.');
  });
});

describe('quire dev server with --templates', () => {
  it('watches the overrides folder outside the docs folder: a template edit reloads every tab', async () => {
    await server.close();
    const theme = `${root}-theme`;
    mkdirSync(path.join(theme, 'partials'), { recursive: true });
    server = await startDevServer({ root, port: 0, templates: theme, onFatal: (error) => fatal.push(error) });
    await server.watching;
    const alpha = await tab('/guide/a/');
    writeFileSync(path.join(theme, 'partials', 'footer.eta'), '<footer>Footer from the theme</footer>\n');
    await alpha.take('reload');
    expect((await get(server.port, '/guide/a/')).body).toContain('Footer from the theme');
    // The overrides folder is never served.
    expect((await get(server.port, '/partials/footer.eta')).status).toBe(404);
    removeSite(theme);
  });
});

describe('quire dev server security', () => {
  let secretDir: string;

  beforeEach(() => {
    secretDir = path.join(path.dirname(root), `quire-secret-${process.pid}-${Date.now()}`);
    mkdirSync(secretDir, { recursive: true });
    writeFileSync(path.join(secretDir, 'secret.txt'), 'TOP SECRET');
    writeFileSync(path.join(path.dirname(root), 'secret.txt'), 'TOP SECRET');
  });

  afterEach(() => removeSite(secretDir));

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2E%2E/secret.txt',
    '/..%2fsecret.txt',
    '/%2f..%2fsecret.txt',
    '/images/..%2f..%2fsecret.txt',
    '/images/%2e%2e/%2e%2e/secret.txt',
    '/..\\secret.txt',
    `/${encodeURIComponent(path.join(os.tmpdir(), 'secret.txt'))}`,
    '//etc/passwd',
    '/%2fetc%2fpasswd',
    '/images/pic.svg%00',
    '/%00',
    '/images/pic.svg%00.html',
  ])('never serves anything outside the docs folder: %s', async (rawPath) => {
    const res = await get(server.port, rawPath);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('TOP SECRET');
    expect(res.body).not.toContain('root:');
  });

  it('does not follow a symlink that leads outside the docs folder, even one created while it runs', async () => {
    symlinkSync(path.join(secretDir, 'secret.txt'), path.join(root, 'images', 'link-out.txt'));
    symlinkSync(secretDir, path.join(root, 'linked-dir'));
    await server.idle();
    for (const rawPath of ['/images/link-out.txt', '/linked-dir/secret.txt']) {
      const res = await get(server.port, rawPath);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('TOP SECRET');
    }
  });
});
