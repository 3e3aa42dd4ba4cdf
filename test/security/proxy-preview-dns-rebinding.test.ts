/**
 * Finding 3: `quire proxy` (and `quire preview`) answered any `Host`, so a page on `http://evil.example:<port>` whose
 * name was made to resolve to 127.0.0.1 could read a local API through the proxy as a same-origin page. Now both
 * answer only loopback names, IP literals, the `--host`, the hosts of `--allow-origin` and `--allow-host`; and the
 * proxy refuses a cross-origin `Origin` that `--allow-origin` does not list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEchoServer } from '../helpers/echo-server.js';
import { cleanUp, docsFolder, rawExchange, rawGetFull as rawGet, siteFolder, startCli } from './helpers/cli-server.js';

let echo: Awaited<ReturnType<typeof startEchoServer>>;

beforeAll(async () => {
  echo = await startEchoServer();
});
afterAll(async () => {
  await cleanUp();
  echo.server.closeAllConnections();
  await new Promise((resolve) => echo.server.close(resolve));
});

/** A raw `POST /__quire/proxy` asking for `url`, with the given Host and extra header lines. */
function proxyPost(port: number, host: string, url: string, extra = '') {
  const body = JSON.stringify({ method: 'GET', url });
  return rawExchange(
    port,
    `POST /__quire/proxy HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n${extra}\r\n${body}`,
  );
}

describe('quire proxy and DNS rebinding', () => {
  it('refuses a rebound Host on the proxy route and on the site it serves', async () => {
    const { port } = await startCli(['proxy', docsFolder(echo.url), '--site', siteFolder()]);
    const seen = echo.requests.length;
    // The attack: a page on evil.example (resolving to 127.0.0.1) posting to the proxy as its own origin.
    const rebound = await proxyPost(
      port,
      `evil.example:${port}`,
      `${echo.url}/secret`,
      `Origin: http://evil.example:${port}\r\n`,
    );
    expect(rebound.status).toBe(403);
    expect(rebound.body).not.toContain('/secret');
    expect(echo.requests.length).toBe(seen);
    for (const host of [`evil.example:${port}`, `127.0.0.1.nip.io:${port}`, `localhost.evil.example:${port}`, '']) {
      const page = await rawGet(port, '/', host);
      expect(page.status, host).toBe(403);
      expect(page.body).not.toContain('Home page');
    }
  });

  it('accepts the names it is reached by: loopback, IP literals, the --allow-origin hosts and --allow-host', async () => {
    const args = [
      'proxy',
      docsFolder(echo.url),
      '--site',
      siteFolder(),
      '--allow-origin',
      'https://docs.example.com',
      '--allow-host',
      'proxy.example.com',
    ];
    const { port } = await startCli(args);
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `[::1]:${port}`,
      'docs.example.com',
      'proxy.example.com',
      'PROXY.example.com:443',
    ]) {
      expect((await rawGet(port, '/', host)).status, host).toBe(200);
    }
    expect((await rawGet(port, '/', `evil.example:${port}`)).status).toBe(403);
    const named = await proxyPost(
      port,
      'proxy.example.com',
      `${echo.url}/named`,
      'Origin: https://proxy.example.com\r\n',
    );
    expect(named.status).toBe(200);
    expect(JSON.parse(named.body)).toMatchObject({ status: 200 });
  });

  it('refuses a cross-origin Origin that --allow-origin does not list, and accepts the one it does', async () => {
    const { port } = await startCli(['proxy', docsFolder(echo.url), '--allow-origin', 'https://docs.example.com']);
    const seen = echo.requests.length;
    const foreign = await proxyPost(port, `127.0.0.1:${port}`, `${echo.url}/o`, 'Origin: https://evil.example\r\n');
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body).error.code).toBe('forbidden_origin');
    expect(echo.requests.length).toBe(seen);
    const allowed = await proxyPost(port, `127.0.0.1:${port}`, `${echo.url}/o`, 'Origin: https://docs.example.com\r\n');
    expect(allowed.status).toBe(200);
    expect(allowed.head).toMatch(/^Access-Control-Allow-Origin: https:\/\/docs\.example\.com$/im);
  });
});

describe('quire preview and DNS rebinding', () => {
  it('refuses a rebound Host', async () => {
    const { port } = await startCli(['preview', siteFolder()]);
    for (const host of [`evil.example:${port}`, 'attacker.com', '']) {
      const answer = await rawGet(port, '/', host);
      expect(answer.status, host).toBe(403);
      expect(answer.body).not.toContain('Home page');
    }
  });

  it('accepts loopback names, IP literals and --allow-host', async () => {
    const { port } = await startCli(['preview', siteFolder(), '--allow-host', 'docs.internal']);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `docs.internal:${port}`]) {
      const answer = await rawGet(port, '/', host);
      expect(answer.status, host).toBe(200);
      expect(answer.body).toContain('Home page');
    }
  });

  it('refuses a malformed --allow-host before it starts', async () => {
    const failed = await startCli(['preview', siteFolder(), '--allow-host', 'https://docs.example.com/']).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(failed).toContain('exited with 2');
    expect(failed).toContain(
      '--allow-host takes a host name such as docs.example.com, found "https://docs.example.com/"',
    );
  });
});
