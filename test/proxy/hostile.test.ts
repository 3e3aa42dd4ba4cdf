/**
 * The playground proxy against hostile requests: every alias of the configured API host is refused (other hosts,
 * `localhost` aliases, IP literals in decimal, octal, hex and IPv6-mapped notation, rebinding-style names, user info),
 * and `quire proxy` never prints a credential: its whole output is captured while requests with `Authorization`,
 * `Cookie` and `X-Api-Key` headers go through it, are refused, and fail.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTargetUrl } from '../../src/proxy/allowed-url.js';
import { startEchoServer } from '../helpers/echo-server.js';
import { writeFixture } from '../helpers/site-fixture.js';

const BASES = ['http://127.0.0.1:4010', 'https://api.example.com/v1'];

describe('hosts the proxy refuses', () => {
  it('refuses every alias and trick for the configured hosts', () => {
    const refused = [
      'http://127.0.0.1.nip.io:4010/',
      'http://127.0.0.1.sslip.io:4010/',
      'http://7f000001.nip.io:4010/',
      'http://localtest.me:4010/',
      'http://localhost:4010/',
      'http://LOCALHOST:4010/',
      'http://localhost.:4010/',
      'http://127.0.0.1.:4010/',
      'http://127.1:4010/',
      'http://127.0.1:4010/',
      'http://2130706433:4010/',
      'http://017700000001:4010/',
      'http://0x7f.0.0.1:4010/',
      'http://0x7f000001:4010/',
      'http://0177.0.0.01:4010/',
      'http://[::ffff:127.0.0.1]:4010/',
      'http://[::ffff:7f00:1]:4010/',
      'http://[0:0:0:0:0:ffff:127.0.0.1]:4010/',
      'http://[::1]:4010/',
      'http://0.0.0.0:4010/',
      'http://0:4010/',
      'http://169.254.169.254/latest/meta-data',
      'http://[fd00:ec2::254]/',
      'http://127.0.0.1:4010@evil.example/',
      'http://evil.example#@127.0.0.1:4010/',
      'http://evil.example\\@127.0.0.1:4010/',
      'http://127.0.0.1:4010%40evil.example/',
      'http://127.0.0.1%2f@evil.example/',
      'https://api.example.com.evil.example/v1/',
      'https://api.example.com@evil.example/v1/',
      'https://evil.example/api.example.com/v1/',
      'https://api.example.com:8443/v1/',
      'https://api.example.com/v1/../v2/',
      'https://api.example.com/v1%2f..%2fadmin',
      'https://api.example.com/v1.evil',
      'ftp://api.example.com/v1/',
      'gopher://127.0.0.1:4010/_',
      'file:///etc/passwd',
      '//127.0.0.1:4010/',
      'http:/127.0.0.1:4010/',
      ' http://evil.example/',
      'http://①②⑦.0.0.1:4010/',
    ];
    for (const url of refused) expect(checkTargetUrl(url, BASES).ok, url).toBe(false);
    expect(checkTargetUrl('http://127.0.0.1:4010/api/user', BASES).ok).toBe(true);
    expect(checkTargetUrl('https://api.example.com/v1/users', BASES).ok).toBe(true);
  });
});

describe('credentials in quire proxy', () => {
  let echo: Awaited<ReturnType<typeof startEchoServer>>;
  let root: string;
  beforeAll(async () => {
    echo = await startEchoServer();
    root = writeFixture({
      'site.json': { name: 'P', navigation: [{ group: 'A', pages: ['index'] }], api: { baseUrl: echo.url } },
      'index.md': '# Home\n',
    });
  });
  afterAll(async () => {
    echo.server.closeAllConnections();
    await new Promise((resolve) => echo.server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('never prints an Authorization, Cookie or X-Api-Key value, whatever happens to the request', {
    timeout: 60_000,
  }, async () => {
    const child = spawn(process.execPath, ['bin/quire.js', 'proxy', root, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 30_000;
    while (!/http:\/\/127\.0\.0\.1:(\d+)\/__quire\/proxy/.test(output) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const proxyUrl = /(http:\/\/127\.0\.0\.1:\d+\/__quire\/proxy)/.exec(output)![1];
    const secrets = {
      authorization: 'Bearer SECRET-bearer-8d1f',
      cookie: 'session=SECRET-cookie-77aa',
      'x-api-key': 'SECRET-key-0c3e',
    };
    const send = (url: string, extra: object = {}) =>
      fetch(proxyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: 'docs=SECRET-own-cookie' },
        body: JSON.stringify({ method: 'GET', url, headers: secrets, ...extra }),
      });
    const ok = await send(`${echo.url}/api/user?token=SECRET-query-91`);
    expect(ok.status).toBe(200);
    const forwarded = echo.requests.at(-1)!;
    expect(forwarded.headers.authorization).toBe(secrets.authorization);
    expect(forwarded.headers['x-api-key']).toBe(secrets['x-api-key']);
    expect(forwarded.headers.cookie).toBeUndefined();
    expect((await ok.json()).headers['set-cookie']).toBeUndefined();
    expect((await send('http://evil.example/steal?token=SECRET-query-92')).status).toBe(403);
    expect((await send('http://127.0.0.1:1/nothing-listens')).status).toBe(403);
    expect((await send(`${echo.url}/x`, { headers: { ...secrets, 'Bad Header': 'SECRET-bad-5' } })).status).toBe(400);
    child.kill('SIGINT');
    await new Promise((resolve) => child.on('exit', resolve));
    expect(output).toMatch(/Playground proxy at/);
    expect(output).not.toMatch(/SECRET/);
  });
});
