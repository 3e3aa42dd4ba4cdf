/** `quire dev` serves a changelog page's RSS feed as the build writes it, and a save of the page updates it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import { writeFixture } from '../helpers/site-fixture.js';
import { removeSite, writeSiteFile } from './helpers/dev-site.js';
import { get } from './helpers/http.js';

let root: string;
let server: DevServer;
const waiting: Array<{ file: string; done(): void }> = [];

beforeAll(async () => {
  root = writeFixture({
    'site.json': { name: 'Feeds', navigation: [{ group: 'Guide', pages: ['index', 'changelog'] }] },
    'index.md': '---\ntitle: Home\n---\n\nWelcome.\n',
    'changelog.mdx': '---\ntitle: Changelog\n---\n\n<Update label="March 2025">First & best.</Update>\n',
  });
  server = await startDevServer({
    root,
    port: 0,
    search: false,
    warm: false,
    onUpdate(update) {
      for (const wait of waiting.filter((w) => update.files.includes(w.file))) wait.done();
    },
  });
  await server.watching;
});

afterAll(async () => {
  await server.close();
  removeSite(root);
});

describe('quire dev and RSS feeds', () => {
  it('serves the feed, and a save of the page changes it', async () => {
    const first = await get(server.port, '/changelog/rss.xml');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(first.body).toContain('<description>First &amp; best.</description>');
    expect(first.body).toContain('<pubDate>Sat, 01 Mar 2025 00:00:00 GMT</pubDate>');
    expect((await get(server.port, '/changelog/')).body).toContain('href="/changelog/rss.xml"');
    const processed = new Promise<void>((done) => waiting.push({ file: 'changelog.mdx', done }));
    writeSiteFile(
      root,
      'changelog.mdx',
      '---\ntitle: Changelog\n---\n\n<Update label="April 2025">Second.</Update>\n\n<Update label="March 2025">First & best.</Update>\n',
    );
    await processed;
    const second = await get(server.port, '/changelog/rss.xml');
    expect(second.body).toContain('<title>April 2025</title>');
    expect(second.body.indexOf('April 2025')).toBeLessThan(second.body.indexOf('March 2025'));
    expect((await get(server.port, '/rss.xml')).status).toBe(404);
  });
});
