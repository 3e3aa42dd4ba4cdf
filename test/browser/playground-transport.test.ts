/**
 * How the playground sends from a static host. Without a proxy, a PUT goes straight to the API (which allows the
 * docs' origin through CORS), while Get User (a GET with a body) cannot be sent by a browser: the page says so
 * before and after Send and offers the curl command. Built with `--playground-proxy`, the site sends everything
 * through a `quire proxy` on another origin that accepts it with `--allow-origin`.
 */
import { rmSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillApiKey, launchChromium, localContext, openPlayground, send } from './helpers/playground-page.js';
import {
  buildDocs,
  copyExample,
  KEYS,
  removeDocs,
  startExampleApi,
  startProxy,
  startStatic,
  tempOut,
  type Running,
} from './helpers/playground-site.js';

let browser: Browser;
let api: Running;
let root: string;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  api = await startExampleApi();
  root = copyExample([api.url]);
});
afterAll(async () => {
  await browser?.close();
  await api?.close();
  if (root) removeDocs(root);
});

describe('a static build on a host without a proxy', () => {
  let out: string;
  let host: Running;
  beforeAll(async () => {
    out = await buildDocs(root);
    host = await startStatic(out);
    context = await localContext(browser);
  });
  afterAll(async () => {
    await context?.close();
    await host?.close();
    rmSync(out, { recursive: true, force: true });
  });

  it('says why Get User cannot be sent from the browser, and offers the curl command instead', async () => {
    const page = await context.newPage();
    await openPlayground(page, `${host.url}api-reference/get-user/`);
    expect(await page.textContent('.q-pg-transport')).toBe(
      'Requests go straight from your browser to the API, which must allow this site (CORS).',
    );
    expect(await page.isVisible('.q-pg-blocked')).toBe(true);
    expect(await page.textContent('.q-pg-blocked')).toMatch(
      /^Browsers cannot send a request body with GET, and this site has no Quire proxy/,
    );
    await fillApiKey(page, KEYS.customer);
    await page.click('.q-pg-send');
    await page.waitForSelector('.q-pg-response .q-pg-alert');
    expect(await page.textContent('.q-pg-response [role="alert"]')).toContain(
      'Browsers cannot send a request body with GET',
    );
    const curl = await page.textContent('.q-pg-response-body');
    expect(curl).toContain(`curl '${api.url}/api/user' \\\n  --request GET`);
    expect(curl).toContain(`--header 'Authorization: Token ${KEYS.customer}'`);
    expect(await page.textContent('.q-pg-status-line')).toBe('Not sent.');
  });

  it('sends Update User straight to the API (CORS), and shows only the headers the API exposes', async () => {
    const page = await context.newPage();
    await openPlayground(page, `${host.url}api-reference/update-user/`);
    expect(await page.isVisible('.q-pg-blocked')).toBe(false);
    await fillApiKey(page, KEYS.testing);
    await page.fill('[name="body.user_group_id"]', 'unknown_group');
    const response = await send(page);
    expect(response.status).toBe('404 Not Found');
    expect(response.json).toMatchObject({
      success: 0,
      error: {
        code: 'not_found',
        message: 'No user group with user_group_id "unknown_group" exists in the Testing environment.',
      },
    });
    expect(await page.textContent('.q-pg-response-head')).toContain('sent from your browser');
    expect(await page.textContent('.q-pg-headers-box')).toContain(
      'Only the headers the API exposes to browsers (CORS) are listed.',
    );
  });
});

describe('a static build made with --playground-proxy', () => {
  let out: string;
  let host: Running;
  let proxy: Running;
  let other: string;
  beforeAll(async () => {
    out = tempOut();
    host = await startStatic(out);
    // `quire proxy <docs> --allow-origin <the static site's origin>`, on its own port.
    proxy = await startProxy(root, { allowOrigins: [host.url.replace(/\/$/, '')] });
    // The site offers one more base URL than the proxy was started with (its docs folder has only the API's).
    other = copyExample([api.url, 'http://127.0.0.1:9']);
    await buildDocs(other, proxy.url.replace(/\/$/, ''), out);
    context = await localContext(browser);
  });
  afterAll(async () => {
    await context?.close();
    await host?.close();
    await proxy?.close();
    rmSync(out, { recursive: true, force: true });
    if (other) removeDocs(other);
  });

  it('sends Get User through the configured proxy on another origin', async () => {
    const page = await context.newPage();
    await openPlayground(page, `${host.url}api-reference/get-user/`);
    const proxyUrl = `${proxy.url}__quire/proxy`;
    expect(await page.textContent('.q-pg-transport')).toBe(`Requests go through the playground proxy at ${proxyUrl}.`);
    expect(await page.isVisible('.q-pg-blocked')).toBe(false);
    await fillApiKey(page, KEYS.customer);
    await page.fill('[name="body.user_group_id"]', 'org_via_proxy');
    const response = await send(page);
    expect(response.json).toMatchObject({
      success: 1,
      new_user_group: true,
      user_group: { provided_id: 'org_via_proxy' },
    });
    expect(await page.textContent('.q-pg-response-head')).toContain('via the Quire proxy');
  });

  it('shows the proxy’s refusal in the response panel (a base URL the proxy was not started with)', async () => {
    const page = await context.newPage();
    await openPlayground(page, `${host.url}api-reference/get-user/`);
    await page.selectOption('.q-pg-base', 'http://127.0.0.1:9');
    await fillApiKey(page, KEYS.customer);
    await send(page);
    expect(await page.textContent('.q-pg-response [role="alert"]')).toMatch(
      /^The playground proxy did not send the request: .*127\.0\.0\.1:9.*\.$/,
    );
    expect(await page.textContent('.q-pg-response-body')).toContain("curl 'http://127.0.0.1:9/api/user'");
    expect(await page.textContent('.q-pg-status-line')).toBe('Not sent.');
  });
});
