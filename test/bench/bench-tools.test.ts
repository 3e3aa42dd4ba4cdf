/**
 * The benchmark's own tools: the process-tree memory sampler, the site edits of the rebuild rows, the static server
 * of the search measurement and the README table. (The benchmark itself is run by hand: `npm run bench`.)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { markdownTables } from './bench-tables.js';
import { generateSite } from './generate-site.js';
import { addPage, deletePage } from './site-edits.js';
import { contentType, serveStatic } from './static-server.js';
import { descendantsRssKb } from './tree-rss.js';

const work = mkdtempSync(path.join(os.tmpdir(), 'quire-bench-tools-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('descendantsRssKb', () => {
  it('counts the memory of a child process and of its own child', async () => {
    // A child holding 64 MB that starts a grandchild holding 64 MB, and says when both are filled.
    const grandchild = "const b = Buffer.alloc(64 * 2 ** 20, 1); console.log('ready'); setInterval(() => {}, 1000);";
    const script = `const b = Buffer.alloc(64 * 2 ** 20, 1);
      const c = require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { stdio: ['ignore', 'pipe', 'inherit'] });
      c.stdout.once('data', () => console.log('ready'));
      process.on('SIGTERM', () => { c.kill(); process.exit(0); });`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      expect(descendantsRssKb(process.pid)).toBeGreaterThan(128 * 1024);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
});

describe('site edits', () => {
  it('lists an added page beside another in site.json, and deleting it restores the site', async () => {
    const site = path.join(work, 'site');
    await generateSite(site, 60);
    const before = readFileSync(path.join(site, 'site.json'), 'utf8');
    addPage(site, 'guides/added-0', 'guides/page-00007');
    const group = JSON.parse(readFileSync(path.join(site, 'site.json'), 'utf8')).navigation[0].pages as string[];
    expect(group.slice(7, 10)).toEqual(['guides/page-00007', 'guides/added-0', 'guides/page-00008']);
    expect(readFileSync(path.join(site, 'guides/added-0.md'), 'utf8')).toMatch(/^---\ntitle: "Added page added-0"/);
    deletePage(site, 'guides/added-0');
    expect(readFileSync(path.join(site, 'site.json'), 'utf8')).toBe(before);
    expect(() => readFileSync(path.join(site, 'guides/added-0.md'))).toThrow();
  });
});

describe('static server', () => {
  it('serves a folder as its index.html, files with their type and size, and 404 for the rest', async () => {
    const dir = path.join(work, 'out');
    mkdirSync(path.join(dir, 'guides', 'a'), { recursive: true });
    writeFileSync(path.join(dir, 'guides', 'a', 'index.html'), '<p>page a</p>');
    writeFileSync(path.join(dir, 'pagefind.en_1.pf_meta'), Buffer.alloc(1000, 7));
    const server = await serveStatic(dir);
    try {
      const page = await fetch(new URL('guides/a/', server.url));
      expect([page.status, page.headers.get('content-type'), await page.text()]).toEqual([
        200,
        'text/html; charset=utf-8',
        '<p>page a</p>',
      ]);
      const meta = await fetch(new URL('pagefind.en_1.pf_meta', server.url));
      expect(meta.headers.get('content-type')).toBe('application/octet-stream');
      expect((await meta.arrayBuffer()).byteLength).toBe(1000);
      expect((await fetch(new URL('guides/', server.url))).status).toBe(404);
      expect((await fetch(new URL('missing.js', server.url))).status).toBe(404);
    } finally {
      await server.close();
    }
    expect(contentType('wasm.en.pagefind')).toBe('application/octet-stream');
    expect(contentType('pagefind.js')).toBe('text/javascript; charset=utf-8');
    expect(contentType('x.wasm')).toBe('application/wasm');
    expect(contentType('pagefind-entry.json')).toBe('application/json');
  });
});

describe('markdownTables', () => {
  it('writes every build with both peaks, the search queries, and what was not run', () => {
    const m = (wallMs: number) => ({ wallMs, cpuMs: wallMs * 2, rssMb: 300, treePeakRssMb: 420 });
    const text = markdownTables({
      sizes: {
        100000: {
          pages: 100001,
          quireCold: m(300_000),
          quireOutput: { htmlKb: 20, htmlGzipKb: 5, jsGzipKb: 2.2 },
          quireNoChange: m(900),
          quireOneEdit: m(1000),
          quireOneAdded: m(1200),
          quireOneDeleted: m(1100),
          pagefind: { skipped: 'not run at 100000 pages (opt in with --pagefind 100000)' },
          bare: { skipped: 'not run at 100000 pages (opt in with --bare 100000)' },
          vitepress: { skipped: 'not run at 100000 pages (opt in with --vitepress 1000,100000)' },
          search: {
            queries: [
              { query: 'token', kb: 250.5, requests: 12, searchKb: 240.1, searchRequests: 10, resultsMs: 900 },
              { query: 'rotate schema', kb: 40, requests: 4, searchKb: 40, searchRequests: 4, resultsMs: 300 },
            ],
          },
          ratios: {},
        },
      },
    });
    expect(text).toContain('| 100000 | Quire, cold | 300.00 s | 600.00 s | 300 MB | 420 MB | 20 KB (5 KB) | 2.2 KB |');
    expect(text).toContain('| 100000 | Quire, rebuild, one page added | 1.20 s | 2.40 s | 300 MB | 420 MB |  |  |');
    expect(text).toContain('| 100000 | Quire, rebuild, one page deleted | 1.10 s |');
    expect(text).toContain(
      '| 100000 | bare unified pipeline, 2 threads | not run at 100000 pages (opt in with --bare 100000) |',
    );
    expect(text).toContain('| 100000 | first query “token” | 250.5 KB | 12 | 240.1 KB in 10 | 0.90 s |');
    expect(text).toContain('| 100000 | next query “rotate schema” | 40 KB | 4 | 40 KB in 4 | 0.30 s |');
  });
});
