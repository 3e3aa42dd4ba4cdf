/**
 * `quire dev` serves what the build writes beside pages, from the build's own stages: each page's `.md`,
 * `llms.txt`, `llms-full.txt`, the redirect pages and the host config files, byte for byte as built; the configured
 * redirects answer as Netlify answers the built `_redirects`; and a save updates the Markdown files.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import { writeFixture } from '../helpers/site-fixture.js';
import { readSiteFile, removeSite, writeSiteFile } from './helpers/dev-site.js';
import { get, stripClient } from './helpers/http.js';

const SITE: Record<string, string | object> = {
  'site.json': {
    name: 'Dev Files',
    navigation: [
      { group: 'Guide', pages: ['index', 'guide/a', 'guide/b'] },
      { group: 'More', pages: ['more/c'] },
    ],
    redirects: [
      { source: '/old-a', destination: '/guide/a' },
      { source: '/beta/:slug*', destination: '/guide/:slug*' },
      { source: '/later/:slug', destination: '/guide/:slug', permanent: false },
      { source: '/go/*', destination: '/*' },
      { source: '/away/*', destination: 'https://example.com/docs/*' },
    ],
  },
  'index.md': '---\ntitle: Home\ndescription: The home page.\n---\n\nWelcome. See [the old page](/old-a).\n',
  'guide/a.md': '---\ntitle: Alpha\ndescription: First.\n---\n\nAlpha body text.\n\n<Note>A note.</Note>\n',
  'guide/b.md': '---\ntitle: Beta\n---\n\nBeta body.\n',
  'more/c.md': '---\ntitle: Gamma\n---\n\nGamma body.\n',
  'robots.txt': 'User-agent: *\nAllow: /\n',
};

let root: string;
let server: DevServer;
const fatal: unknown[] = [];
let waiting: Array<{ file: string; done(): void }> = [];

beforeEach(async () => {
  root = writeFixture(SITE);
  fatal.length = 0;
  waiting = [];
  server = await startDevServer({
    root,
    port: 0,
    search: false,
    onFatal: (error) => fatal.push(error),
    onUpdate(update) {
      for (const wait of waiting.filter((w) => update.files.includes(w.file))) wait.done();
    },
  });
  await server.watching;
});

/** Write `content` to `rel` and wait until the dev server has processed it. */
async function save(rel: string, content: string): Promise<void> {
  const processed = new Promise<void>((done) => waiting.push({ file: rel, done }));
  writeSiteFile(root, rel, content);
  await processed;
}

afterEach(async () => {
  await server.close();
  removeSite(root);
  expect(fatal).toEqual([]);
});

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const rel = prefix + entry;
      return statSync(path.join(dir, entry)).isDirectory() ? filesUnder(path.join(dir, entry), `${rel}/`) : [rel];
    });
}

describe('quire dev: the files beside pages', () => {
  it('serves every file the build writes, with the same bytes (HTML: plus the reload client)', async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-dev-files-'));
    const out = path.join(parent, 'out');
    try {
      const built = await buildSite({ root, outDir: out, cache: false });
      expect(built.ok).toBe(true);
      // The search index is the dev server's own (turned off here); the marker is the output folder's.
      const files = filesUnder(out).filter((file) => !file.startsWith('_quire/search/') && file !== '.quire-output');
      expect(files).toEqual(
        expect.arrayContaining([
          'guide/a.md',
          'index.md',
          'llms.txt',
          'llms-full.txt',
          'old-a/index.html',
          '_redirects',
          '_headers',
          'vercel.json',
          'robots.txt',
        ]),
      );
      for (const file of files) {
        const url = `/${file.split('/').map(encodeURIComponent).join('/')}`;
        const res = await get(server.port, url);
        expect(res.status, url).toBe(200);
        const body = file.endsWith('.html') ? stripClient(res.body).html : res.body;
        // Binary files (KaTeX fonts) are not in this site: every file compares as text.
        expect(body, url).toBe(readFileSync(path.join(out, file), 'utf8'));
      }
      expect((await get(server.port, '/guide/a.md')).headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect((await get(server.port, '/llms.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it("a page's .md is its Markdown export, never its source", async () => {
    const md = (await get(server.port, '/guide/a.md')).body;
    expect(md).toContain('# Alpha\n\n> First.\n\nAlpha body text.');
    expect(md).not.toContain('title: Alpha');
    expect(md).not.toContain('<Note>');
    expect((await get(server.port, '/index.md')).body).toContain('# Home');
    // Only pages have one.
    expect((await get(server.port, '/guide.md')).status).toBe(404);
    expect((await get(server.port, '/robots.md')).status).toBe(404);
  });

  it('a save updates the page, its .md, llms-full.txt and (for a title) llms.txt', async () => {
    expect((await get(server.port, '/llms-full.txt')).body).toContain('Alpha body text.');
    await save('guide/a.md', readSiteFile(root, 'guide/a.md').replace('Alpha body text.', 'Alpha edited.'));
    expect((await get(server.port, '/guide/a.md')).body).toContain('Alpha edited.');
    const full = (await get(server.port, '/llms-full.txt')).body;
    expect(full).toContain('Alpha edited.');
    expect(full).not.toContain('Alpha body text.');

    await save('more/c.md', readSiteFile(root, 'more/c.md').replace('title: Gamma', 'title: Delta'));
    expect((await get(server.port, '/llms.txt')).body).toContain('[Delta](/more/c.md)');
    expect((await get(server.port, '/more/c.md')).body).toMatch(/^# Delta\n/);
  });

  it('a literal redirect source opens its redirect page, as on Netlify (a file wins over a rule)', async () => {
    const slash = await get(server.port, '/old-a');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/old-a/');
    const page = await get(server.port, '/old-a/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<meta http-equiv="refresh" content="0; url=/guide/a/">');
  });

  it('a pattern redirect answers its status and destination, parameters filled in, no cache', async () => {
    const beta = await get(server.port, '/beta/a');
    expect(beta.status).toBe(301);
    expect(beta.headers.location).toBe('/guide/a');
    expect(beta.headers['cache-control']).toBe('no-store');
    const later = await get(server.port, '/later/b');
    expect(later.status).toBe(302);
    expect(later.headers.location).toBe('/guide/b');
    const away = await get(server.port, '/away/x%20y');
    expect(away.status).toBe(301);
    expect(away.headers.location).toBe('https://example.com/docs/x%20y');
    // A page is never redirected, and a path no redirect matches is the 404 page.
    expect((await get(server.port, '/guide/a/')).status).toBe(200);
    expect((await get(server.port, '/nothing/')).status).toBe(404);
  });

  it('a redirect never leaves the site, nor serves outside it', async () => {
    for (const attempt of ['/go//evil.example/', '/go/%2Fevil.example', '/go/%5Cevil.example']) {
      const res = await get(server.port, attempt);
      if (res.status === 301) expect(res.headers.location, attempt).toMatch(/^\/[^/\\]/);
      else expect(res.status, attempt).toBe(404);
    }
    for (const attempt of ['/..%2fsite.json', '/guide/..%2f..%2fsite.json.md', '/%2e%2e/llms.txt', '/site.json']) {
      const res = await get(server.port, attempt);
      expect(res.status, attempt).toBe(404);
    }
  });
});
