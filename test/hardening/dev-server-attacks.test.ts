/**
 * The dev server under attack: path traversal in every encoding, hostile request lines, huge headers and bodies,
 * and DNS rebinding (a `Host` that is not ours). Nothing outside what the site is made of is ever served, every
 * attack gets a 4xx, and the server keeps answering.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import { removeSite, writeDevSite } from '../dev/helpers/dev-site.js';
import { rawGet, rawRequest } from './helpers/raw-http.js';

let root: string;
let server: DevServer;
const fatal: unknown[] = [];

// What must never come back: the config, a page's markdown source, a dot-file, a file outside the docs folder.
const SECRETS = ['"navigation"', '---\ntitle: Alpha', 'SECRET_TOKEN=', 'root:x:0:0'];

beforeAll(async () => {
  root = writeDevSite();
  writeFileSync(path.join(root, '.env'), 'SECRET_TOKEN=hunter2\n');
  server = await startDevServer({ root, port: 0, warm: false, search: false, onFatal: (error) => fatal.push(error) });
});
afterAll(async () => {
  await server.close();
  removeSite(root);
  expect(fatal).toEqual([]);
});

const TRAVERSALS = [
  '/../../../../etc/passwd',
  '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/%2E%2E/%2E%2E/etc/passwd',
  '/%2e%2E%2f%2e%2e%2fetc%2fpasswd',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/%25252e%25252e/etc/passwd',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/%c0%af%c0%ae%c0%ae%c0%afetc/passwd',
  '/%e0%80%ae%e0%80%ae/etc/passwd',
  '/%ef%bc%8e%ef%bc%8e/etc/passwd',
  '/..%5c..%5c..%5cetc%5cpasswd',
  '/..\\..\\..\\etc\\passwd',
  '/images\\..\\site.json',
  '/images/..;/site.json',
  '/images/..%3b/site.json',
  '/site.json;.svg',
  '/site.json%3b.svg',
  '/site.json',
  '/SITE.JSON',
  '/Site.Json',
  '/site.json/',
  '/site.json.',
  '/index.md',
  '/guide/a.md',
  '/guide/A.MD',
  '/guide/a.md%00.html',
  '/guide/a.md\0',
  '/guide/a%2emd',
  '/.env',
  '/%2eenv',
  '/%2Eenv',
  '/images/../.env',
  '/images/%2e%2e/site.json',
  '/images/%2e%2e%2fsite.json',
  '/images/pic.svg%00',
  '/images/pic.svg/..%2f..%2f.env',
  '//etc/passwd',
  '///etc/passwd',
  '/./site.json',
  '/images/./../site.json',
  '/%u002e%u002e/etc/passwd',
  '/..%u2216..%u2216etc/passwd',
  '/%5c%5c/etc/passwd',
  '/guide/../../site.json',
  `file:///etc/passwd`,
  `http://127.0.0.1/../../etc/passwd`,
  `http://127.0.0.1/site.json`,
  `http://evil.example/.env`,
  '*',
  '/?../../site.json',
  `/${'a/'.repeat(2000)}site.json`,
  `/${'..%2f'.repeat(500)}etc/passwd`,
  `/${'x'.repeat(60_000)}`,
];

describe('path traversal', () => {
  it(`refuses ${TRAVERSALS.length} traversal and encoding tricks, serving nothing secret`, async () => {
    for (const target of TRAVERSALS) {
      const answer = await rawGet(server.port, target);
      // Refused, or (`/?../x`: the query is not part of the path) one of the site's own pages; a page's `.md` is its
      // Markdown version as built (a `# title`, no front matter), never its source file (SECRETS has its front matter).
      if (answer.status === 200) expect(answer.body, target).toMatch(/^(<!doctype html>|# \S)/i);
      else expect(answer.status >= 300 && answer.status < 500, `${target}: ${answer.status}`).toBe(true);
      for (const secret of SECRETS) expect(answer.body, `${target} leaked ${secret}`).not.toContain(secret);
    }
    expect((await rawGet(server.port, '/')).status).toBe(200);
  });

  it('refuses a NUL byte and other bytes Node rejects in the request line with 400, and keeps serving', async () => {
    for (const target of ['/site.json\0', '/\x01', '/a b', '/\u00ff']) {
      const answer = await rawRequest(
        server.port,
        Buffer.from(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1'),
      );
      expect([0, 400, 404]).toContain(answer.status);
      for (const secret of SECRETS) expect(answer.body).not.toContain(secret);
    }
    expect((await rawGet(server.port, '/guide/a/')).status).toBe(200);
  });
});

describe('huge requests', () => {
  it('answers huge headers with 431', async () => {
    expect((await rawGet(server.port, '/', undefined, `X-Big: ${'a'.repeat(100_000)}\r\n`)).status).toBe(431);
    const many = Array.from({ length: 3_000 }, (_, i) => `X-H${i}: v\r\n`).join('');
    expect((await rawGet(server.port, '/', undefined, many)).status).toBe(431);
  });

  it('refuses bodies sent to static paths without reading them into memory', async () => {
    const before = process.memoryUsage().rss;
    const body = Buffer.alloc(20 * 1024 * 1024, 'a');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await rawRequest(
        server.port,
        Buffer.concat([
          Buffer.from(
            `${method} / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
          ),
          body,
        ]),
        30_000,
      );
      expect(answer.status).toBe(405);
    }
    // A body on a GET is ignored; the page is served.
    const get = await rawRequest(
      server.port,
      Buffer.concat([
        Buffer.from(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`),
        body,
      ]),
      30_000,
    );
    expect(get.status).toBe(200);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    // A lying Content-Length, and a chunked body that never ends, do not hang the next request.
    expect([0, 400]).toContain(
      (await rawRequest(server.port, `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc\r\n\r\n`)).status,
    );
    expect((await rawGet(server.port, '/')).status).toBe(200);
  });
});

describe('DNS rebinding', () => {
  it('answers only requests for localhost, IP addresses and the configured host', async () => {
    const port = server.port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`, '127.0.0.1']) {
      expect((await rawGet(port, '/', host)).status, host).toBe(200);
    }
    for (const host of [
      `evil.example:${port}`,
      `127.0.0.1.nip.io:${port}`,
      `localhost.evil.example:${port}`,
      `attacker.com`,
      '',
      `127.0.0.1:${port}@evil.example`,
      'evil.example:80:80',
    ]) {
      const answer = await rawGet(port, '/', host);
      expect(answer.status, host).toBeGreaterThanOrEqual(400);
      expect(answer.status, host).toBeLessThan(500);
      expect(answer.body).not.toContain('Dev Test');
    }
  });

  it('refuses the playground proxy and the live-reload stream to a rebound host', async () => {
    const proxy = await rawRequest(
      server.port,
      `POST /__quire/proxy HTTP/1.1\r\nHost: evil.example:${server.port}\r\nOrigin: http://evil.example:${server.port}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
    );
    expect(proxy.status).toBe(403);
    expect((await rawGet(server.port, '/__quire/events?path=/', `evil.example:${server.port}`)).status).toBe(403);
  });

  it('accepts the host given with --host', async () => {
    const named = await startDevServer({ root, port: 0, host: 'localhost', warm: false, search: false });
    try {
      expect((await rawGet(named.port, '/', `localhost:${named.port}`)).status).toBe(200);
      expect((await rawGet(named.port, '/', `docs.internal:${named.port}`)).status).toBe(403);
    } finally {
      await named.close();
    }
  });
});
