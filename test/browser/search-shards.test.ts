/**
 * Search over an index in shards (a site past one index's size): results from any shard, the reader's section
 * searched by merging only the shards that hold it, all sections by merging the rest; in `quire build` and in
 * `quire dev`, where a save re-indexes the saved page's shard.
 */
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/server.js';
import { writeFixture } from '../helpers/site-fixture.js';
import { firstResult, searchFor, searchStatus } from './helpers/search-dialog.js';
import { buildToTemp, launchChromium, offlineContext, serveSite, type ServedSite } from './helpers/chrome-site.js';

const PER_SECTION = 160;
const pad = (n: number) => String(n).padStart(3, '0');

/** Two tabs (the first named Documentation) of 160 pages each; page 150 of each holds a word of its own. */
function shardedSite(): string {
  const files: Record<string, string | object> = {
    'site.json': {
      name: 'Sharded',
      tabs: [{ name: 'API', url: 'api' }],
      navigation: [
        { group: 'Guides', pages: Array.from({ length: PER_SECTION }, (_, i) => `guides/g${pad(i)}`) },
        { group: 'API', pages: Array.from({ length: PER_SECTION }, (_, i) => `api/a${pad(i)}`) },
      ],
    },
  };
  for (let i = 0; i < PER_SECTION; i++) {
    files[`guides/g${pad(i)}.md`] =
      `# Guide ${i}\n\nHow to rotate tokens, part ${i}.${i === 150 ? ' The wombatword.' : ''}\n`;
    files[`api/a${pad(i)}.md`] = `# Endpoint ${i}\n\nThe endpoint number ${i}.${i === 150 ? ' The quokkaword.' : ''}\n`;
  }
  return writeFixture(files);
}

let browser: Browser;
let root: string;
let served: ServedSite;
let shards: Array<{ dir: string; scopes: string[] }>;

beforeAll(async () => {
  root = shardedSite();
  const built = await buildToTemp(root);
  served = await serveSite(built.dir);
  shards = JSON.parse(readFileSync(path.join(built.dir, '_quire/search/shards.json'), 'utf8')).shards;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('search in shards', () => {
  it('splits the index, each shard in its own folder and most in one section', () => {
    expect(shards.length).toBeGreaterThan(2);
    expect(shards.some((shard) => shard.scopes.length === 1 && shard.scopes[0] === 'tab-api')).toBe(true);
  });

  it('narrowed to the reader’s section, searches its shards only; across all sections, every shard', async () => {
    const context = await offlineContext(browser);
    try {
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (request) => {
        const match = /\/_quire\/search\/([^/]+\/)/.exec(new URL(request.url()).pathname);
        if (match) fetched.push(match[1]);
      });
      await page.goto(new URL('/guides/g000/', served.url).href);
      await page.keyboard.press('Control+k');
      await page.getByRole('radio', { name: 'Only Documentation' }).check();
      await page.locator('#q-search-input').fill('wombatword');
      await expect.poll(() => searchStatus(page), { timeout: 10_000 }).toBe('1 page found in Documentation');
      expect(await firstResult(page)).toBe('/guides/g150/');
      // The first shard is always open; beyond it, only shards holding the reader's tab were merged.
      const guides = new Set(shards.filter((shard) => shard.scopes.includes('tab-top')).map((s) => s.dir));
      const opened = new Set(fetched);
      opened.delete(shards[0].dir);
      expect([...opened].every((dir) => guides.has(dir))).toBe(true);
      expect(opened.size).toBeGreaterThan(0);

      // A word only the API tab has: none in the reader's tab, so the dialog shows all sections, from the API's shards.
      await page.locator('#q-search-input').fill('quokkaword');
      await expect
        .poll(() => searchStatus(page), { timeout: 10_000 })
        .toBe('1 page found in all sections (none in Documentation)');
      expect(await firstResult(page)).toBe('/api/a150/');
      expect(new Set(fetched).size).toBe(shards.length);

      // The default, all sections, searches every shard from the start (a new context: nothing cached).
      const other = await offlineContext(browser);
      const fresh = await other.newPage();
      const first: string[] = [];
      fresh.on('request', (request) => {
        const match = /\/_quire\/search\/([^/]+\/)/.exec(new URL(request.url()).pathname);
        if (match) first.push(match[1]);
      });
      await fresh.goto(new URL('/guides/g000/', served.url).href);
      await searchFor(fresh, 'quokkaword');
      await expect.poll(() => searchStatus(fresh), { timeout: 10_000 }).toBe('1 page found in all sections');
      expect(new Set(first).size).toBe(shards.length);
      await other.close();
    } finally {
      await context.close();
    }
  });
});

describe('search in shards in quire dev', () => {
  it('finds a word saved into a page', async () => {
    const devRoot = shardedSite();
    const server = await startDevServer({ root: devRoot, port: 0 });
    const context = await offlineContext(browser);
    try {
      await server.watching;
      await server.searchIdle();
      const page = await context.newPage();
      await page.goto(`${server.url}api/a010/`);
      appendFileSync(path.join(devRoot, 'api/a100.md'), '\nNow with a numbatword.\n');
      // The page holds the index it loaded: each try loads the page again and searches.
      await expect
        .poll(
          async () => {
            await page.reload();
            await searchFor(page, 'numbatword');
            await page.waitForFunction(() => document.querySelector('.q-search-status')?.textContent !== '');
            return searchStatus(page);
          },
          { timeout: 20_000 },
        )
        .toBe('1 page found in all sections');
      expect(await firstResult(page)).toBe('/api/a100/');
    } finally {
      await context.close();
      await server.close();
      rmSync(devRoot, { recursive: true, force: true });
    }
  });
});
