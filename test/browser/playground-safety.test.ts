/**
 * A response can never inject markup into the page: bodies, headers and status texts with `<img src=x onerror=…>`
 * show as the characters they are, as text or as JSON, and no handler runs.
 */
import { createServer, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';
import { useDevPlayground } from './helpers/playground-dev.js';
import { openPlayground, send } from './helpers/playground-page.js';
import { serve } from './helpers/playground-site.js';

const EVIL = '<img src=x onerror="window.__xss = (window.__xss || 0) + 1">';

const dev = useDevPlayground(async () => {
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
  const api = await serve(server);
  const root = writeFixture({
    'site.json': { name: 'Evil', navigation: [{ group: 'API', pages: ['html', 'json'] }], api: { baseUrl: api.url } },
    'html.md': '---\ntitle: HTML answer\napi: "GET /html"\n---\n',
    'json.md': '---\ntitle: JSON answer\napi: "GET /json"\n---\n',
  });
  return { api, root };
});

describe('responses are text', () => {
  it('shows an HTML body, its headers and status text as characters; nothing runs', async () => {
    const page = await dev.context.newPage();
    await openPlayground(page, `${dev.site.url}html/`);
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
    const page = await dev.context.newPage();
    await openPlayground(page, `${dev.site.url}json/`);
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
