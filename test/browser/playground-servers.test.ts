/**
 * Server variables: the playground offers a server variable's `enum` values in a select (not only its default),
 * and the request goes to the URL with the chosen value, through the same proxy as any other request.
 */
import { createServer, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';
import { useDevPlayground } from './helpers/playground-dev.js';
import { openPlayground, send } from './helpers/playground-page.js';
import { serve } from './helpers/playground-site.js';

const dev = useDevPlayground(async () => {
  // Echoes where the request went, so the test sees which server the playground chose.
  const server: Server = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    response.end(JSON.stringify({ method: request.method, url: request.url }));
  });
  const api = await serve(server);
  const origin = api.url.replace(/\/$/, '');
  const root = writeFixture({
    'site.json': { name: 'Servers', navigation: [{ group: 'API', pages: ['ping'] }], openapi: 'openapi.json' },
    'openapi.json': {
      openapi: '3.1.0',
      info: { title: 'Echo', version: '1' },
      servers: [
        {
          url: `${origin}/{version}`,
          variables: { version: { default: 'v1', enum: ['v1', 'v2', 'beta'], description: 'API version' } },
        },
      ],
      paths: { '/ping': { get: { summary: 'Ping', responses: { '200': { description: 'OK' } } } } },
    },
    'ping.md': '---\ntitle: Ping\nopenapi: GET /ping\n---\n',
  });
  return { api, root };
});

describe('server variables', () => {
  it('offers the enum values in a select, and sends to the URL with the one chosen', async () => {
    const page = await dev.context.newPage();
    await openPlayground(page, `${dev.site.url}ping/`);
    const origin = dev.api.url.replace(/\/$/, '');
    expect(
      await page.$$eval('select[name="server-version"] option', (options) => options.map((o) => o.textContent)),
    ).toEqual(['v1', 'v2', 'beta']);
    expect(await page.inputValue('select[name="server-version"]')).toBe('v1');
    // Drawn like the form's fields, as wide as the URL bar and below it with room (Hanko's tenant_id was a bare
    // browser input, 177 px wide, against the bar).
    const [bar, field, label] = await page.evaluate(() =>
      ['.q-pg-url', 'select[name="server-version"]', '.q-pg-server-vars label'].map((selector) => {
        const box = (document.querySelector(selector) as Element).getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, width: box.width };
      }),
    );
    expect(Math.round(field.width)).toBe(Math.round(bar.width));
    expect(label.top - bar.bottom).toBeGreaterThanOrEqual(8);
    expect(await page.textContent('.q-pg-url')).toBe(`GET${origin}/v1/ping`);
    expect((await send(page)).json).toEqual({ method: 'GET', url: '/v1/ping' });
    await page.selectOption('select[name="server-version"]', 'beta');
    expect(await page.textContent('.q-pg-url')).toBe(`GET${origin}/beta/ping`);
    expect(await page.textContent('.q-pg-sample:not([hidden]) code')).toContain(`${origin}/beta/ping`);
    // Sent through the dev server's proxy, which allows each value the enum lists.
    expect((await send(page)).json).toEqual({ method: 'GET', url: '/beta/ping' });
  });
});
