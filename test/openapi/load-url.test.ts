import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { loadOpenApi } from '../../src/openapi/load.js';
import { fetchSourceUrl } from '../../src/openapi/load-url.js';
import { schemaAt } from './helpers.js';

// Every URL here is a server on this machine's loopback: tests never reach the internet.
const SPEC = `openapi: 3.1.0
info: {title: Remote, version: '1'}
servers: [{url: /v1}]
paths:
  /things:
    get:
      summary: List things
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: 'schemas.yaml#/Thing'}
`;
const SCHEMAS = `Thing:\n  type: object\n  properties:\n    id: {type: string}\n`;
let server: Server;
let base = '';
const dirs: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/specs/api.yaml') return void res.writeHead(200, { 'Content-Type': 'application/yaml' }).end(SPEC);
    if (req.url === '/specs/schemas.yaml') return void res.writeHead(200).end(SCHEMAS);
    if (req.url === '/slow.yaml') return void setTimeout(() => res.end(SPEC), 3_000);
    if (req.url === '/local-ref.yaml')
      return void res.end(SPEC.replace("'schemas.yaml#/Thing'", "'file:///etc/passwd'"));
    res.writeHead(404, 'Not Found').end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempRoot(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-openapi-url-'));
  dirs.push(dir);
  return dir;
}

async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise((resolve) => probe.close(resolve));
  return url;
}

describe('OpenAPI files from URLs', () => {
  it('fetches a URL and the files it refers to, resolving relative servers against it', async () => {
    const root = tempRoot();
    const result = await loadOpenApi([`${base}/specs/api.yaml`], root);
    expect(formatDiagnostics(result.diagnostics)).toBe('');
    const doc = result.documents[0];
    expect(doc.file).toBe(`${base}/specs/api.yaml`);
    expect(schemaAt(doc, '/paths/~1things/get/responses/200/content/application~1json/schema/properties/id/type')).toBe(
      'string',
    );
    expect(schemaAt(doc, '/servers/0/url')).toBe(`${base}/v1`);
    expect(readdirSync(path.join(root, '.quire/cache/openapi'))).toHaveLength(2);
  });

  it('warns clearly when a URL cannot be reached and nothing is cached, naming local files that could stand in', async () => {
    const closed = await closedPortUrl();
    const offline = await loadOpenApi([`${closed}/api.yaml`], tempRoot(), { localCandidates: ['openapi.yaml'] });
    expect(offline.documents).toEqual([]);
    expect(offline.failed).toBe(1);
    // Not an error: the site builds, and the pages of its operations say why their reference is missing.
    expect(formatDiagnostics(offline.diagnostics).replaceAll(closed, 'http://127.0.0.1:PORT')).toMatchInlineSnapshot(`
      "site.json warning openapi: could not fetch http://127.0.0.1:PORT/api.yaml: the connection was refused (is the server running?); the pages that document its operations are built with a notice in place of the endpoint reference [openapi/fetch-failed]
        hint: check the URL and your network connection; after one successful fetch, a cached copy is used offline; the docs folder holds \`openapi.yaml\`: to document that file instead, set \`openapi\` to its path

      1 warning"
    `);
    expect(offline.unavailable?.map((u) => u.reason.replaceAll(closed, 'URL'))).toEqual([
      'URL/api.yaml could not be fetched when the site was built (the connection was refused (is the server running?))',
    ]);
  });

  it('rebuilds offline from the cache of an earlier build, and warns that it did', async () => {
    const root = tempRoot();
    const temporary = createServer((req, res) => res.end(req.url === '/api.yaml' ? SPEC : SCHEMAS));
    await new Promise<void>((resolve) => temporary.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(temporary.address() as AddressInfo).port}`;
    const online = await loadOpenApi([`${url}/api.yaml`], root);
    expect(formatDiagnostics(online.diagnostics)).toBe('');
    temporary.closeAllConnections();
    await new Promise((resolve) => temporary.close(resolve));

    const offline = await loadOpenApi([`${url}/api.yaml`], root);
    expect(offline.documents).toHaveLength(1);
    expect(offline.documents[0].operations.map((o) => o.key)).toEqual(['GET /things']);
    // The reason varies (refused, or a kept-alive connection closed), so only the shape of the warnings is checked.
    expect(offline.diagnostics.map((d) => [d.severity, d.file, d.rule])).toEqual([
      ['warning', 'site.json', 'openapi/load'],
      ['warning', `${url}/api.yaml`, 'openapi/load'],
    ]);
    expect(offline.diagnostics[0].message).toMatch(
      new RegExp(`^could not fetch ${url}/api\\.yaml \\(.+\\); using the copy cached on \\d{4}-\\d\\d-\\d\\dT`),
    );
    expect(offline.diagnostics[1].message).toContain(`could not fetch ${url}/schemas.yaml`);
    expect(offline.diagnostics[0].hint).toBe('the page may be out of date until the URL can be fetched again');
  });

  it('with offline, connects to nothing: the cached copy, else a warning saying why', async () => {
    const root = tempRoot();
    const requests: string[] = [];
    const counting = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.end(req.url === '/api.yaml' ? SPEC : SCHEMAS);
    });
    await new Promise<void>((resolve) => counting.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(counting.address() as AddressInfo).port}`;
    try {
      const cold = await loadOpenApi([`${url}/api.yaml`], root, { offline: true });
      expect(requests).toEqual([]);
      expect(cold.documents).toEqual([]);
      expect(cold.diagnostics.map((d) => [d.severity, d.rule])).toEqual([['warning', 'openapi/fetch-failed']]);
      expect(cold.diagnostics[0].message).toContain('not fetched, because the build runs with --offline');

      await loadOpenApi([`${url}/api.yaml`], root);
      expect(requests).toEqual(['/api.yaml', '/schemas.yaml']);
      const warm = await loadOpenApi([`${url}/api.yaml`], root, { offline: true });
      expect(requests).toHaveLength(2);
      expect(warm.documents[0].operations.map((o) => o.key)).toEqual(['GET /things']);
    } finally {
      counting.closeAllConnections();
      await new Promise((resolve) => counting.close(resolve));
    }
  });

  it('gives up after the timeout, and reports HTTP errors', async () => {
    const slow = await fetchSourceUrl(`${base}/slow.yaml`, { timeoutMs: 200 });
    expect(slow).toEqual({ ok: false, failure: 'no answer within 0.2 s (timed out)' });
    const missing = await fetchSourceUrl(`${base}/nope.yaml`);
    expect(missing).toEqual({ ok: false, failure: 'the server answered 404 Not Found' });
  });

  it('never lets a fetched file read local files through $ref', async () => {
    const result = await loadOpenApi([`${base}/local-ref.yaml`], tempRoot());
    expect(result.documents).toEqual([]);
    expect(formatDiagnostics(result.diagnostics).replaceAll(base, 'http://127.0.0.1:PORT')).toMatchInlineSnapshot(`
      "http://127.0.0.1:PORT/local-ref.yaml:13:24 error cannot follow \`$ref: file:///etc/passwd\`: a file fetched from a URL may only refer to other http(s) URLs [openapi/load]

      1 error"
    `);
  });
});
