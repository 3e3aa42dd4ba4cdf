/**
 * `quire dev` answers `Accept: text/markdown` on a page's URL with the page's `.md`, the same bytes as the `.md`
 * URL, and HTML otherwise; only pages have a Markdown answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import { writeFixture } from '../helpers/site-fixture.js';
import { removeSite } from './helpers/dev-site.js';
import { get } from './helpers/http.js';

let root: string;
let server: DevServer;
const md = { accept: 'text/markdown' };

beforeAll(async () => {
  root = writeFixture({
    'site.json': { name: 'Negotiation', navigation: [{ group: 'Guide', pages: ['index', 'guide/a'] }] },
    'index.md': '---\ntitle: Home\n---\n\nWelcome.\n',
    'guide/a.md': '---\ntitle: Alpha\n---\n\nAlpha <body> text.\n',
    'robots.txt': 'User-agent: *\n',
  });
  server = await startDevServer({ root, port: 0, base: '/docs/', search: false, warm: false });
});

afterAll(async () => {
  await server.close();
  removeSite(root);
});

describe('quire dev with Accept: text/markdown', () => {
  it("answers a page's URL with its .md, also without the trailing slash and for the home page", async () => {
    const twin = await get(server.port, '/docs/guide/a.md');
    expect(twin.body).toContain('Alpha <body> text.');
    for (const url of ['/docs/guide/a/', '/docs/guide/a', '/docs/guide/a/index.html']) {
      const res = await get(server.port, url, 'GET', md);
      expect(res.status, url).toBe(200);
      expect(res.body, url).toBe(twin.body);
      expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(res.headers.vary).toBe('Accept');
    }
    const home = await get(server.port, '/docs/', 'GET', { accept: 'text/plain' });
    expect(home.body).toBe((await get(server.port, '/docs/index.md')).body);
  });

  it('serves HTML to browsers and to no Accept header, and non-pages as they are', async () => {
    const browser = await get(server.port, '/docs/guide/a/', 'GET', { accept: 'text/html,*/*;q=0.8' });
    expect(browser.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(browser.headers.vary).toBe('Accept');
    expect((await get(server.port, '/docs/guide/a/')).body).toContain('<html');
    expect((await get(server.port, '/docs/robots.txt', 'GET', md)).body).toBe('User-agent: *\n');
    expect((await get(server.port, '/docs/missing/', 'GET', md)).status).toBe(404);
  });
});
