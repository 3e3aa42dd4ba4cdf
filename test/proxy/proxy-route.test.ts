import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxyRoute, createProxyRoutes, PROXY_PATH, type ProxyOptions } from '../../src/proxy/proxy-route.js';
import { createSiteServer } from '../../src/server/http-server.js';
import type { ProxyJson } from '../helpers/api-answers.js';
import { startEchoServer } from '../helpers/echo-server.js';

const servers: Server[] = [];
let echo: Awaited<ReturnType<typeof startEchoServer>>;
let special = '';

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A docs server with the proxy route, allowed to reach the echo server and the special one. */
async function startProxy(options: Partial<ProxyOptions> = {}, preflight = false): Promise<string> {
  const settings = { allowedBaseUrls: [echo.url, special], ...options };
  const routes = preflight ? createProxyRoutes(settings) : [createProxyRoute(settings)];
  return listen(createSiteServer(routes, async (_req, res) => void res.writeHead(404).end()));
}

beforeAll(async () => {
  echo = await startEchoServer();
  servers.push(echo.server);
  // Redirects, a slow answer, a big answer and binary data.
  special = await listen(
    createServer((req, res) => {
      if (req.url === '/redirect')
        return void res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data' }).end();
      if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2_000);
      if (req.url === '/big') return void res.end('x'.repeat(2_000));
      if (req.url === '/binary')
        return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      res.writeHead(404).end();
    }),
  );
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function proxy(base: string, envelope: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${PROXY_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof envelope === 'string' ? envelope : JSON.stringify(envelope),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as ProxyJson };
}

describe('the playground proxy', () => {
  it('forwards a GET with a JSON body to an allowed base URL, with its headers', async () => {
    const base = await startProxy();
    const body = JSON.stringify({ user_group_id: 'org_1', name: 'N' });
    const answer = await proxy(base, {
      method: 'GET',
      url: `${echo.url}/api/user?x=1`,
      headers: { Authorization: 'Token k', 'Content-Type': 'application/json' },
      body,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/json', 'x-echo': 'yes' },
    });
    expect(answer.json.timeMs).toEqual(expect.any(Number));
    const seen = JSON.parse(answer.json.body);
    expect(seen).toMatchObject({ method: 'GET', url: '/api/user?x=1', body });
    expect(seen.headers).toMatchObject({
      authorization: 'Token k',
      'content-type': 'application/json',
      'content-length': String(body.length),
    });
  });

  it('strips cookies both ways', async () => {
    const base = await startProxy();
    const answer = await proxy(base, {
      method: 'POST',
      url: `${echo.url}/x`,
      headers: { Cookie: 'a=b', 'X-Keep': '1' },
      body: '{}',
    });
    expect(answer.json.headers['set-cookie']).toBeUndefined();
    const seen = JSON.parse(answer.json.body);
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers['x-keep']).toBe('1');
  });

  it('refuses URLs outside the base URLs, and says why', async () => {
    const base = await startProxy();
    const port = new URL(echo.url).port;
    for (const url of [
      'http://127.0.0.1:1/api/user',
      `http://localhost:${port}/x`,
      `http://2130706433:${port}/x`,
      `http://[::1]:${port}/x`,
      `${echo.url}@evil.example/x`,
    ]) {
      const answer = await proxy(base, { method: 'GET', url });
      expect(answer.status, url).toBe(403);
      expect(answer.json.error.code).toBe('forbidden_url');
    }
    expect(echo.requests.some((r) => r.url === '/x' && r.method === 'GET')).toBe(false);
  });

  it('returns redirects instead of following them', async () => {
    const base = await startProxy();
    const answer = await proxy(base, { method: 'GET', url: `${special}/redirect` });
    expect(answer.json.status).toBe(302);
    expect(answer.json.headers.location).toBe('http://169.254.169.254/latest/meta-data');
  });

  it('caps the request and response size and the time', async () => {
    const base = await startProxy({ maxRequestBytes: 100, maxResponseBytes: 1_000, timeoutMs: 300 });
    const tooBig = await proxy(base, { method: 'POST', url: `${echo.url}/x`, body: 'y'.repeat(101) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.error).toEqual({
      code: 'request_too_large',
      message: 'the request body is larger than 100 bytes',
    });
    const bigAnswer = await proxy(base, { method: 'GET', url: `${special}/big` });
    expect(bigAnswer.status).toBe(502);
    expect(bigAnswer.json.error.code).toBe('response_too_large');
    const slow = await proxy(base, { method: 'GET', url: `${special}/slow` });
    expect(slow.status).toBe(504);
    expect(slow.json.error).toEqual({ code: 'upstream_timeout', message: 'the API did not answer within 0.3 s' });
  });

  it('says when the API is not running', async () => {
    const closed = createServer();
    const url = await listen(closed);
    closed.close();
    const base = await startProxy({ allowedBaseUrls: [url] });
    const answer = await proxy(base, { method: 'GET', url: `${url}/api/user` });
    expect(answer.status).toBe(502);
    expect(answer.json.error.code).toBe('upstream_unreachable');
    expect(answer.json.error.message).toContain('connection refused');
  });

  it('returns binary bodies as base64', async () => {
    const base = await startProxy();
    const answer = await proxy(base, { method: 'GET', url: `${special}/binary` });
    expect(answer.json).toMatchObject({ body: 'iVBORw==', bodyEncoding: 'base64' });
  });

  it('rejects malformed requests: not JSON, bad method, bad headers, wrong content type', async () => {
    const base = await startProxy();
    expect((await proxy(base, 'nope')).json.error).toEqual({
      code: 'bad_request',
      message: 'the request description is not valid JSON',
    });
    expect((await proxy(base, { method: 'CONNECT', url: echo.url })).json.error.code).toBe('bad_request');
    expect(
      (await proxy(base, { method: 'GET', url: echo.url, headers: { 'X-A': 'a\r\nInjected: 1' } })).json.error.message,
    ).toBe('the value of header X-A must be a string on one line');
    expect((await proxy(base, { method: 'GET', url: echo.url, body: { a: 1 } })).json.error.message).toBe(
      'body must be a string (serialise JSON bodies first)',
    );
    const form = await fetch(`${base}${PROXY_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ method: 'GET', url: echo.url }),
    });
    expect(form.status).toBe(415);
  });

  it('accepts same-origin pages, and other origins only when allowed (with CORS)', async () => {
    const base = await startProxy({}, true);
    const same = await proxy(base, { method: 'GET', url: `${echo.url}/o` }, { Origin: base });
    expect(same.status).toBe(200);
    const foreign = await proxy(base, { method: 'GET', url: `${echo.url}/o` }, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error.code).toBe('forbidden_origin');

    const shared = await startProxy({ allowedOrigins: ['https://docs.example.com'] }, true);
    const allowed = await proxy(
      shared,
      { method: 'GET', url: `${echo.url}/o` },
      { Origin: 'https://docs.example.com' },
    );
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://docs.example.com');
    const preflight = await fetch(`${shared}${PROXY_PATH}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://docs.example.com', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });

  it('reads the allowed base URLs on every request when given a function', async () => {
    let bases: string[] = [];
    const base = await startProxy({ allowedBaseUrls: () => bases });
    expect((await proxy(base, { method: 'GET', url: `${echo.url}/f` })).status).toBe(403);
    bases = [echo.url];
    expect((await proxy(base, { method: 'GET', url: `${echo.url}/f` })).status).toBe(200);
  });
});
