/**
 * `quire dev` links the author's own stylesheets and scripts at their own paths (a build links content-hashed copies,
 * site/author-files.ts): an edit to one is served on the next reload without planning the site again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import { writeFixture } from '../helpers/site-fixture.js';
import { removeSite, writeSiteFile } from './helpers/dev-site.js';
import { get } from './helpers/http.js';

let root: string;
let server: DevServer;
const fatal: unknown[] = [];
let waiting: Array<{ file: string; done(): void }> = [];

beforeEach(async () => {
  root = writeFixture({
    'site.json': { name: 'Dev Author Files', navigation: [{ group: 'Start', pages: ['index'] }] },
    'index.md': '---\ntitle: Home\n---\n\nHello.\n',
    'style.css': 'p { color: red; }\n',
    'widget.js': 'window.widget = 1;\n',
  });
  fatal.length = 0;
  waiting = [];
  server = await startDevServer({
    root,
    port: 0,
    search: false,
    onFatal: (error) => fatal.push(error),
    onUpdate(update) {
      for (const wait of waiting.filter((w) => update.files.includes(w.file))) wait.done();
    },
  });
  await server.watching;
});

afterEach(async () => {
  await server.close();
  removeSite(root);
  expect(fatal).toEqual([]);
});

describe('quire dev: the author’s stylesheets and scripts', () => {
  it('links them at their own paths and serves an edit', async () => {
    const page = await get(server.port, '/');
    expect(page.body).toContain('<link rel="stylesheet" href="/style.css">');
    expect(page.body).toContain('<script defer src="/widget.js"></script>');
    const processed = new Promise<void>((done) => waiting.push({ file: 'style.css', done }));
    writeSiteFile(root, 'style.css', 'p { color: blue; }\n');
    await processed;
    expect((await get(server.port, '/style.css')).body).toBe('p { color: blue; }\n');
    expect((await get(server.port, '/')).body).toContain('href="/style.css"');
  });
});
