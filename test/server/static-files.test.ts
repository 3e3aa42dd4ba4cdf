import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, listen } from '../../src/server/http-server.js';
import { createStaticHandler } from '../../src/server/static-files.js';

let work: string;
let port: number;
let close: () => Promise<void>;

/** Send a raw request path (no URL normalisation by a client library). */
function get(
  rawPath: string,
  method = 'GET',
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'quire-static-'));
  const site = path.join(work, 'site');
  mkdirSync(path.join(site, 'guide', 'setup'), { recursive: true });
  writeFileSync(path.join(site, 'index.html'), '<p>home</p>');
  writeFileSync(path.join(site, '404.html'), '<p>custom not found</p>');
  writeFileSync(path.join(site, 'guide', 'setup', 'index.html'), '<p>setup</p>');
  mkdirSync(path.join(site, '_quire', 'og'), { recursive: true });
  writeFileSync(path.join(site, '_quire', 'app.1a2b.js'), '');
  writeFileSync(path.join(site, '_quire', 'og', 'index.png'), '');
  writeFileSync(path.join(work, 'secret.txt'), 'TOP SECRET');
  symlinkSync(path.join(work, 'secret.txt'), path.join(site, 'link-out.txt'));
  symlinkSync(work, path.join(site, 'dir-out'));
  const server = createSiteServer([], createStaticHandler(site));
  port = await listen(server, 0, '127.0.0.1');
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close();
  rmSync(work, { recursive: true, force: true });
});

describe('static file handler', () => {
  it('serves clean URLs', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: '<p>home</p>' });
    expect(await get('/guide/setup/')).toMatchObject({ status: 200, body: '<p>setup</p>' });
    const head = await get('/guide/setup/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it("lets browsers keep Quire's files for good, but not the social images, which are named by page", async () => {
    expect((await get('/_quire/app.1a2b.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/_quire/og/index.png')).headers['cache-control']).toBe('no-cache');
  });

  it('redirects a folder without trailing slash', async () => {
    const res = await get('/guide/setup?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/guide/setup/?x=1');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    expect(await get('/nope/')).toMatchObject({ status: 404, body: '<p>custom not found</p>' });
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/%2f..%2fsecret.txt',
    `/${encodeURIComponent(path.join(os.tmpdir(), 'x'))}`,
    '/link-out.txt',
    '/dir-out/secret.txt',
    '/index.html%00',
    '/%00',
  ])('never serves anything outside the site: %s', async (rawPath) => {
    const res = await get(rawPath);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('TOP SECRET');
  });

  it('refuses other methods', async () => {
    expect((await get('/', 'POST')).status).toBe(405);
  });
});
