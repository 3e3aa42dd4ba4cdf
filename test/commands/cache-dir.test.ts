/** `--cache-dir`: the whole build cache (pages, build records, OpenAPI copies) moves, and the guards move with it. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { createDevSession } from '../../src/dev/session.js';
import { writeFixture } from '../helpers/site-fixture.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/quire.js');
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-cache-dir-'));
  cleanup.push(dir);
  return dir;
}

function quire(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function twoPageSite(): string {
  const site = writeFixture({
    'site.json': { name: 'T', navigation: [{ group: 'G', pages: ['index', 'other'] }] },
    'index.md': '# Home\n\nSee [the other page](/other).\n',
    'other.md': '# Other\n\nText.\n',
  });
  cleanup.push(site);
  return site;
}

const SPEC = `openapi: 3.1.0
info: { title: Things, version: '1' }
servers: [{ url: 'https://api.example.com' }]
paths:
  /things:
    get:
      summary: List things
      responses: { '200': { description: OK } }
`;

/** Serve SPEC at `/api.yaml` on a loopback port until `close` is called. */
async function serveSpec(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => res.end(SPEC));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api.yaml`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('--cache-dir', () => {
  it('keeps the cache there, not in <docs>/.quire, and the next builds reuse it', () => {
    const site = twoPageSite();
    const work = tempDir();
    const args = ['build', site, '--out', 'out', '--cache-dir', 'moved-cache'];
    const first = quire(args, work);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).not.toContain('from the cache');
    expect(readdirSync(path.join(work, 'moved-cache', 'pages'))).toHaveLength(2);
    expect(existsSync(path.join(site, '.quire'))).toBe(false);

    expect(quire(args, work).stdout).toContain('Built 2 pages (');
    expect(quire(args, work).stdout).toContain('all from the cache');
    writeFileSync(path.join(site, 'other.md'), '# Other\n\nNew text.\n');
    const changed = quire(args, work);
    expect(changed.code).toBe(0);
    expect(changed.stdout).toContain(', 1 from the cache');
    expect(existsSync(path.join(site, '.quire'))).toBe(false);
  });

  it('inside the docs folder, is neither published nor read as a source', () => {
    const site = twoPageSite();
    const work = tempDir();
    const args = ['build', site, '--out', 'out', '--cache-dir', path.join(site, 'build-cache')];
    expect(quire(args, work).code).toBe(0);
    expect(existsSync(path.join(site, 'build-cache', 'pages'))).toBe(true);
    const second = quire([...args, '--strict'], work);
    expect(second.stderr).toBe('');
    expect(second.stdout).toContain('all from the cache');
    expect(readdirSync(path.join(work, 'out')).sort()).not.toContain('build-cache');
    const check = quire(['check', site, '--strict', '--cache-dir', path.join(site, 'build-cache')], work);
    expect(check.stdout).toContain('no problems\n');
  });

  it('is refused as the output folder, or inside it, as the default cache is', () => {
    const site = twoPageSite();
    const work = tempDir();
    const same = quire(['build', site, '--out', 'out', '--cache-dir', 'out'], work);
    expect(same.code).toBe(1);
    expect(same.stderr).toContain('overlaps the build cache folder');
    const inside = quire(['build', site, '--out', 'out', '--cache-dir', 'out/cache'], work);
    expect(inside.code).toBe(1);
    expect(inside.stderr).toContain('overlaps the build cache folder');
    expect(existsSync(path.join(work, 'out'))).toBe(false);
    const docs = quire(['build', site, '--out', 'out', '--cache-dir', site], work);
    expect(docs.code).toBe(1);
    expect(docs.stderr).toContain('[build/unsafe-cache]');
    expect(docs.stderr).toContain('--cache-dir');
  });

  it('holds the copies of OpenAPI URLs, which a later offline build uses', async () => {
    const served = await serveSpec();
    const site = writeFixture({
      'site.json': { name: 'T', openapi: served.url, navigation: [{ group: 'API', pages: ['things'] }] },
      'things.mdx': '---\ntitle: List things\nopenapi: GET /things\n---\n',
    });
    cleanup.push(site);
    const cacheDir = path.join(tempDir(), 'cache');
    const outDir = path.join(tempDir(), 'out');
    const online = await buildSite({ root: site, outDir, cacheDir });
    await served.close();
    expect(online.diagnostics).toEqual([]);
    expect(readdirSync(path.join(cacheDir, 'openapi'))).toHaveLength(1);
    expect(existsSync(path.join(site, '.quire'))).toBe(false);

    const offline = await buildSite({ root: site, outDir, cacheDir, offline: true });
    expect(offline.ok).toBe(true);
    expect(offline.diagnostics.map((d) => [d.severity, d.message.replace(/ on .*/, '')])).toEqual([
      [
        'warning',
        `could not fetch ${served.url} (not fetched, because the build runs with --offline); using the copy cached`,
      ],
    ]);
    // The default cache folder holds no copy: that build has no endpoint to show.
    const elsewhere = await buildSite({ root: site, outDir: path.join(tempDir(), 'out'), offline: true });
    expect(elsewhere.diagnostics.map((d) => d.rule)).toContain('openapi/fetch-failed');
  });

  it('in dev, holds the copies of OpenAPI URLs', async () => {
    const served = await serveSpec();
    const site = writeFixture({
      'site.json': { name: 'T', openapi: served.url, navigation: [{ group: 'API', pages: ['things'] }] },
      'things.mdx': '---\ntitle: List things\nopenapi: GET /things\n---\n',
    });
    cleanup.push(site);
    const cacheDir = path.join(tempDir(), 'cache');
    const session = createDevSession(site, { cacheDir });
    await session.start();
    await served.close();
    expect(session.diagnostics()).toEqual([]);
    expect(readdirSync(path.join(cacheDir, 'openapi'))).toHaveLength(1);
    expect(existsSync(path.join(site, '.quire'))).toBe(false);
  });
});
