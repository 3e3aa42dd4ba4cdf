/**
 * Finding 9: `quire preview` and `quire proxy --site` answered `/.//v1` with `301 Location: //v1/`, which a browser
 * follows to the host `v1`. Now the redirect to a folder's trailing slash is built from the resolved path, so its
 * Location is always a path on the same origin: one `/`, then a name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEchoServer } from '../helpers/echo-server.js';
import { cleanUp, docsFolder, rawGetFull as rawGet, siteFolder, startCli } from './helpers/cli-server.js';

let echo: Awaited<ReturnType<typeof startEchoServer>>;

beforeAll(async () => {
  echo = await startEchoServer();
});
afterAll(async () => {
  await cleanUp();
  echo.server.closeAllConnections();
  await new Promise((resolve) => echo.server.close(resolve));
});

const TARGETS = ['/.//v1', '/.//v1?next=1', '/%2e//v1', '/./\\v1', '/.///v1', '/.//evil.example%2fx/../v1', '/v1'];

/** Every redirect a folder request gets must stay on this origin. */
async function expectSameOriginRedirects(port: number, base = '/'): Promise<void> {
  for (const target of TARGETS.map((t) => (base === '/' ? t : `${base.slice(0, -1)}${t}`))) {
    const answer = await rawGet(port, target);
    const location = /^Location: (.*)$/im.exec(answer.head)?.[1];
    expect(answer.status, target).toBe(301);
    expect(location, target).toMatch(/^\/[^/\\]/);
    expect(location, target).toBe(`${base}v1/${target.includes('?') ? '?next=1' : ''}`);
  }
}

describe('redirects of the static servers', () => {
  it('quire preview redirects only to same-origin paths', async () => {
    const { port } = await startCli(['preview', siteFolder({ 'v1/index.html': '<p>v1</p>' })]);
    await expectSameOriginRedirects(port);
  });

  it('quire preview with --base redirects only to paths under the base', async () => {
    const { port } = await startCli(['preview', siteFolder({ 'v1/index.html': '<p>v1</p>' }), '--base', '/docs/']);
    await expectSameOriginRedirects(port, '/docs/');
  });

  it('quire proxy --site redirects only to same-origin paths', async () => {
    const { port } = await startCli([
      'proxy',
      docsFolder(echo.url),
      '--site',
      siteFolder({ 'v1/index.html': '<p>v1</p>' }),
    ]);
    await expectSameOriginRedirects(port);
  });
});
