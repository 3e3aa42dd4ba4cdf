/**
 * Finding 8: encoded path tricks (`..%2f`, `..%5c`, `..;/`, the overlong `%c0%ae`, the double-encoded `%252e%252e`)
 * were forwarded unchanged past the base path, where an API server or a proxy in front of it that decodes once
 * more would climb out of it. Now the proxy refuses them with 400 and the reason, and sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEchoServer } from '../helpers/echo-server.js';
import { cleanUp, docsFolder, startCli, type CliServer } from './helpers/cli-server.js';

let echo: Awaited<ReturnType<typeof startEchoServer>>;
let proxy: CliServer;

beforeAll(async () => {
  echo = await startEchoServer();
  proxy = await startCli(['proxy', docsFolder(`${echo.url}/v1`)]);
});
afterAll(async () => {
  await cleanUp();
  echo.server.closeAllConnections();
  await new Promise((resolve) => echo.server.close(resolve));
});

async function send(path: string) {
  const response = await fetch(`${proxy.origin}/__quire/proxy`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'GET', url: `${echo.url}${path}` }),
  });
  return {
    status: response.status,
    json: (await response.json()) as { status?: number; body?: string; error?: { code: string; message: string } },
  };
}

const TRICKS = [
  '/v1/..%2fadmin',
  '/v1/..%2Fadmin',
  '/v1/..%5cadmin',
  '/v1/users/..%5C..%5Cadmin',
  '/v1/..;/admin',
  '/v1/..;jsessionid=x/admin',
  '/v1/%2e%2e;/admin',
  '/v1/%c0%ae%c0%ae/admin',
  '/v1/%c0%ae%c0%ae%c0%afadmin',
  '/v1/%e0%80%ae%e0%80%ae/admin',
  '/v1/%252e%252e/admin',
  '/v1/%252e%252e%252fadmin',
  '/v1/..%252fadmin',
  '/v1/%25252e%25252e/admin',
  '/v1/%2e%2e%00/admin',
];

describe('encoded path tricks past the base path', () => {
  it(`refuses ${TRICKS.length} tricks with 400 and a reason, forwarding none`, async () => {
    const seen = echo.requests.length;
    for (const path of TRICKS) {
      const answer = await send(path);
      expect(answer.status, path).toBe(400);
      expect(answer.json.error?.code, path).toBe('bad_path');
      expect(answer.json.error?.message, path).toMatch(
        /^the path \/v1\/.* (could leave the base path|is not valid UTF-8|is percent-encoded more than)/,
      );
    }
    expect(echo.requests.length).toBe(seen);
  });

  it('still forwards paths that only look unusual: an encoded slash inside a name, a literal percent, dots in names', async () => {
    for (const path of [
      '/v1/projects/group%2Fproject',
      '/v1/items/100%25',
      '/v1/files/..hidden',
      '/v1/files/a..b',
      '/v1/q;version=2/x',
      '/v1/caf%C3%A9',
    ]) {
      const answer = await send(path);
      expect(answer.status, path).toBe(200);
      expect(echo.requests.at(-1)?.url, path).toBe(path);
    }
  });
});
