/**
 * A response can never inject markup into the page: bodies, headers and status texts with `<img src=x onerror=…>`
 * show as the characters they are, as text or as JSON, and no handler runs.
 */
import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';
import { launchChromium, localContext, openPlayground, send } from './helpers/playground-page.js';
import { removeDocs, serve, startDev, type Running } from './helpers/playground-site.js';

const EVIL = '<img src=x onerror="window.__xss = (window.__xss || 0) + 1">';

let browser: Browser;
let api: Running;
let root: string;
let site: Running;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  const server: Server = createServer((request, response) => {
    const json = request.url === '/json';
    response.writeHead(200, 'OK <b>bold</b>', {
      'Content-Type': json ? 'application/json' : 'text/html',
      'X-Evil': EVIL,
    });
    response.end(
      json
        ? JSON.stringify({ [EVIL]: EVIL, list: [EVIL] })
        : `<!doctype html><p>${EVIL}</p><script>window.__xss = 99</script>`,
    );
  });
  api = await serve(server);
  root = writeFixture({
    'site.json': { name: 'Evil', navigation: [{ group: 'API', pages: ['html', 'json'] }], api: { baseUrl: api.url } },
    'html.md': '---\ntitle: HTML answer\napi: "GET /html"\n---\n',
    'json.md': '---\ntitle: JSON answer\napi: "GET /json"\n---\n',
  });
  site = await startDev(root);
  context = await localContext(browser);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.close();
  await api?.close();
  if (root) removeDocs(root);
});

describe('responses are text', () => {
  it('shows an HTML body, its headers and status text as characters; nothing runs', async () => {
    const page = await context.newPage();
    await openPlayground(page, `${site.url}html/`);
    const response = await send(page);
    expect(response.text).toBe(`<!doctype html><p>${EVIL}</p><script>window.__xss = 99</script>`);
    await page.click('.q-pg-headers-box summary');
    expect(await page.textContent('.q-pg-headers')).toContain(`x-evil${EVIL}`);
    expect(response.status).toBe('200 OK <b>bold</b>');
    expect(await page.$$('#quire-playground img, #quire-playground b, #quire-playground p script')).toHaveLength(0);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('pretty-prints a JSON body whose keys and values hold markup, as text', async () => {
    const page = await context.newPage();
    await openPlayground(page, `${site.url}json/`);
    const response = await send(page);
    expect(response.json).toEqual({ [EVIL]: EVIL, list: [EVIL] });
    expect(await page.$$eval('.q-pg-response-body .hljs-string', (spans) => spans.map((s) => s.textContent))).toEqual([
      JSON.stringify(EVIL),
      JSON.stringify(EVIL),
    ]);
    expect(await page.$$('#quire-playground img')).toHaveLength(0);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});
