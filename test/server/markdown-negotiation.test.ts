/**
 * `Accept: text/markdown` (or `text/plain`) on a page's URL gets the page's `.md`, as on Mintlify: which headers ask
 * for Markdown, which file answers, and `quire preview`'s handler answering over HTTP.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, listen } from '../../src/server/http-server.js';
import { markdownTwinOf, prefersMarkdown } from '../../src/server/markdown-negotiation.js';
import { createStaticHandler } from '../../src/server/static-files.js';
import { get } from '../dev/helpers/http.js';

describe('prefersMarkdown', () => {
  it('is true when text/markdown or text/plain weighs more than text/html', () => {
    for (const accept of [
      'text/markdown',
      'text/plain',
      'text/markdown, text/html;q=0.9',
      'TEXT/Markdown;charset=utf-8',
      'text/html;q=0.1, text/plain',
      'text/*, text/html;q=0.5',
    ])
      expect(prefersMarkdown(accept), accept).toBe(true);
  });

  it('is false for browsers, */*, no header, text/markdown;q=0 and a tie', () => {
    for (const accept of [
      undefined,
      '',
      '*/*',
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      'text/markdown;q=0',
      'text/html, text/markdown',
      'text/*',
      'garbage',
      'text/markdown;q=abc',
    ])
      expect(prefersMarkdown(accept), String(accept)).toBe(false);
  });
});

describe('markdownTwinOf', () => {
  it("names the .md the build writes beside a page's folder", () => {
    expect(markdownTwinOf('')).toBe('index.md');
    expect(markdownTwinOf('index.html')).toBe('index.md');
    expect(markdownTwinOf('guide/setup')).toBe('guide/setup.md');
    expect(markdownTwinOf('guide/setup/')).toBe('guide/setup.md');
    expect(markdownTwinOf('guide/setup/index.html')).toBe('guide/setup.md');
  });
});

describe('quire preview with Accept: text/markdown', () => {
  let work: string;
  let port: number;
  let close: () => Promise<void>;
  const md = { accept: 'text/markdown' };

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'quire-negotiate-'));
    const site = path.join(work, 'site');
    mkdirSync(path.join(site, 'guide', 'setup'), { recursive: true });
    mkdirSync(path.join(site, 'bare'), { recursive: true });
    mkdirSync(path.join(site, 'leak'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<p>home</p>');
    writeFileSync(path.join(site, 'index.md'), '# Home\n');
    writeFileSync(path.join(site, 'guide', 'setup', 'index.html'), '<p>setup</p>');
    writeFileSync(path.join(site, 'guide', 'setup.md'), '# Setup\n');
    writeFileSync(path.join(site, 'bare', 'index.html'), '<p>no twin</p>');
    writeFileSync(path.join(site, 'leak', 'index.html'), '<p>leak</p>');
    writeFileSync(path.join(work, 'secret.md'), 'TOP SECRET');
    symlinkSync(path.join(work, 'secret.md'), path.join(site, 'leak.md'));
    writeFileSync(path.join(site, 'logo.png'), 'PNG');
    writeFileSync(path.join(site, 'logo.png.md'), 'not a page');
    const server = createSiteServer([], createStaticHandler(site, '/'));
    port = await listen(server, 0, '127.0.0.1');
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });

  afterAll(async () => {
    await close();
    rmSync(work, { recursive: true, force: true });
  });

  it("answers a page's URL with its .md, with or without the trailing slash, and says it varies by Accept", async () => {
    for (const url of ['/guide/setup/', '/guide/setup', '/guide/setup/index.html']) {
      const res = await get(port, url, 'GET', md);
      expect(res, url).toMatchObject({ status: 200, body: '# Setup\n' });
      expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(res.headers.vary).toBe('Accept');
    }
    expect(await get(port, '/', 'GET', { accept: 'text/plain' })).toMatchObject({ status: 200, body: '# Home\n' });
    const html = await get(port, '/guide/setup/');
    expect(html).toMatchObject({ status: 200, body: '<p>setup</p>' });
    expect(html.headers.vary).toBe('Accept');
  });

  it('serves HTML for browsers, pages without a .md, non-pages, and a .md that leads outside the site', async () => {
    const browser = 'text/html,application/xhtml+xml,*/*;q=0.8';
    expect((await get(port, '/guide/setup/', 'GET', { accept: browser })).body).toBe('<p>setup</p>');
    expect((await get(port, '/bare/', 'GET', md)).body).toBe('<p>no twin</p>');
    expect((await get(port, '/leak/', 'GET', md)).body).toBe('<p>leak</p>');
    expect((await get(port, '/logo.png', 'GET', md)).body).toBe('PNG');
  });
});
