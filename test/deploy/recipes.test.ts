/**
 * The claims of the deploy recipes that are not about one host's parser: on a host that reads no config file
 * (S3, any static server) each literal redirect still works through its redirect page; and a site built with
 * `--playground-proxy` lets the browser reach the proxy on every host (the policy of `_headers` and of `vercel.json`
 * both name it), while the proxy itself only answers the docs' origin when told with `--allow-origin`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { writeFixture } from '../helpers/site-fixture.js';
import { buildDeploySite, DEPLOY_SITE } from './helpers/deploy-site.js';

const cleanup: Array<() => void> = [];
afterAll(() => {
  for (const remove of cleanup) remove();
});

describe('any static host', () => {
  it('serves a redirect page at each literal source, under the base; patterns need a host that reads _redirects', async () => {
    const site = await buildDeploySite();
    cleanup.push(site.remove);
    const read = (rel: string) => readFileSync(path.join(site.outDir, rel), 'utf8');
    expect(read('old-page/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/docs/new-page/">');
    expect(read('promo/index.html')).toContain('url=/docs/guides/setup/#install');
    expect(read('community/index.html')).toContain('url=https://github.com/acme/acme/discussions');
    expect(read('old guide/index.html')).toContain('url=/docs/guides/setup/');
    expect(() => read('beta/index.html')).toThrow();
  });
});

describe('the playground proxy on a static host', () => {
  it('--playground-proxy puts the proxy in the policy of _headers and vercel.json alike', async () => {
    const root = writeFixture({
      ...DEPLOY_SITE,
      'api/call.md': '---\ntitle: Call\napi: "POST /things"\n---\n',
    });
    const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-deploy-proxy-'));
    cleanup.push(() => {
      rmSync(root, { recursive: true, force: true });
      rmSync(parent, { recursive: true, force: true });
    });
    const outDir = path.join(parent, 'out');
    const result = await buildSite({
      root,
      outDir,
      base: '/docs/',
      cache: false,
      playgroundProxy: 'https://proxy.acme.example',
    });
    expect(result.ok).toBe(true);
    const headers = readFileSync(path.join(outDir, '_headers'), 'utf8');
    const connect = /connect-src ([^;]+)/.exec(headers)?.[1].split(' ');
    expect(connect).toEqual(expect.arrayContaining(['https://proxy.acme.example', 'https://api.acme.example']));
    const vercel = JSON.parse(readFileSync(path.join(outDir, 'vercel.json'), 'utf8')) as {
      headers: Array<{ headers: Array<{ key: string; value: string }> }>;
    };
    const policy = vercel.headers[0].headers.find((h) => h.key === 'Content-Security-Policy')?.value;
    expect(policy).toBe(/Content-Security-Policy: (.+)/.exec(headers)?.[1]);
  });
});
