/** The dev server's own routes beside the site: the search index and the API playground proxy. */
import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import type { ProxyJson } from '../helpers/api-answers.js';
import { startEchoServer } from '../helpers/echo-server.js';
import { editSiteJson, readSiteFile, removeSite, writeDevSite, writeSiteFile } from './helpers/dev-site.js';
import { get } from './helpers/http.js';

let root: string;
let server: DevServer;
let updated: string[][];

/** Save `rel` with `edit` and resolve once the dev server has processed a batch including it. */
async function save(rel: string, edit: () => void): Promise<void> {
  await server.idle();
  const seen = updated.length;
  edit();
  while (!updated.slice(seen).some((files) => files.includes(rel)))
    await new Promise((resolve) => setTimeout(resolve, 10));
}

beforeEach(async () => {
  root = writeDevSite();
  updated = [];
  server = await startDevServer({ root, port: 0, onUpdate: (update) => updated.push(update.files) });
  await server.watching;
});

afterEach(async () => {
  await server.close();
  removeSite(root);
});

function postJson(port: number, path: string, body: unknown): Promise<{ status: number; json: ProxyJson }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'Content-Type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('quire dev routes', () => {
  it('serves a search index built from the rendered pages, and rebuilds it after an edit', async () => {
    await server.warmed();
    await server.searchIdle();
    const script = await get(server.port, '/_quire/search/pagefind.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    const before = await get(server.port, '/_quire/search/pagefind-entry.json');
    expect(before.status).toBe(200);
    expect(JSON.parse(before.body).languages.en.page_count).toBe(5);

    await save('guide/c.md', () =>
      writeSiteFile(root, 'guide/c.md', `${readSiteFile(root, 'guide/c.md')}\nZanzibarquux is a new word.\n`),
    );
    await server.searchIdle();
    const after = await get(server.port, '/_quire/search/pagefind-entry.json');
    expect(after.body).not.toBe(before.body);
    expect((await get(server.port, '/_quire/search/nope.pf_fragment')).status).toBe(404);
  });

  it('proxies playground requests only to the API base URLs of the current site.json', async () => {
    const echo = await startEchoServer();
    try {
      const refused = await postJson(server.port, '/__quire/proxy', {
        method: 'GET',
        url: `${echo.url}/api/user`,
        headers: {},
      });
      expect(refused.status).toBe(403);
      expect(refused.json.error.code).toBe('forbidden_url');

      await save('site.json', () =>
        editSiteJson(root, (config) => {
          config.api = { baseUrl: echo.url };
        }),
      );
      const sent = await postJson(server.port, '/__quire/proxy', {
        method: 'GET',
        url: `${echo.url}/api/user`,
        headers: { Authorization: 'Token abc', 'Content-Type': 'application/json' },
        body: '{"user_group_id":"42"}',
      });
      expect(sent.status).toBe(200);
      expect(sent.json.status).toBe(200);
      expect(JSON.parse(sent.json.body)).toMatchObject({
        method: 'GET',
        url: '/api/user',
        body: '{"user_group_id":"42"}',
      });
      expect(echo.requests[0].headers.authorization).toBe('Token abc');
      expect(Object.keys(sent.json.headers).map((h) => h.toLowerCase())).not.toContain('set-cookie');
    } finally {
      echo.server.close();
    }
  });
});
