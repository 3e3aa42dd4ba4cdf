import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSearchFeed, packFiles, pruneSearchShards, unpackFiles } from '../../src/cache/search-feed.js';
import { createCacheStore } from '../../src/cache/store.js';

const SECRET = Buffer.alloc(32, 7);
import type { SearchIndexer, SearchPage } from '../../src/search/index.js';
import type { SearchShardPlan } from '../../src/search/shard-plan.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fake Pagefind: each index returns Pagefind's file names, its index file naming the pages it was given. */
function fakePagefind(log: { starts: number; batches: string[][] }) {
  return async (): Promise<SearchIndexer> => {
    log.starts++;
    const urls: string[] = [];
    log.batches.push(urls);
    const file = (name: string, text: string) => ({
      path: `_quire/search/${name}`,
      content: new Uint8Array(Buffer.from(text)),
    });
    return {
      errors: [],
      add: async (page) => void urls.push(page.url),
      files: async () => [
        file('pagefind.js', 'script'),
        file('pagefind-worker.js', 'worker'),
        file('wasm.en.pagefind', 'wasm'),
        file('pagefind-entry.json', '{}'),
        file('index/en_1.pf_index', urls.join(',')),
      ],
      close: async () => undefined,
    };
  };
}

const page = (n: number, text = `text ${n}`): SearchPage => ({
  url: `/p${n}/`,
  html: `<html lang="en"><body><nav>chrome ${n}</nav><article data-pagefind-body>${text}</article></body></html>`,
  order: n,
});

/** Three shards of two pages each (orders 0–5), in two scopes. */
const PLAN: SearchShardPlan = {
  shards: [
    { dir: 'en-a/', language: 'en', scopes: ['guides'], orders: [0, 1] },
    { dir: 'en-b/', language: 'en', scopes: ['guides', 'api'], orders: [2, 3] },
    { dir: 'en-c/', language: 'en', scopes: ['api'], orders: [4, 5] },
  ],
  shardOf: new Map([0, 0, 1, 1, 2, 2].map((shard, order) => [order, shard])),
  pagesByLanguage: { en: 6 },
};

function storeIn(): ReturnType<typeof createCacheStore> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-search-feed-'));
  dirs.push(dir);
  return createCacheStore(dir, SECRET);
}

async function index(store: ReturnType<typeof createCacheStore>, pages: SearchPage[], plan = PLAN) {
  const log = { starts: 0, batches: [] as string[][] };
  const feed = createSearchFeed({ store, fingerprint: 'f', plan, start: fakePagefind(log) });
  // Pages arrive out of order, as they do from the render pool.
  for (const p of [...pages].reverse()) await feed.add(p);
  const files = await feed.files();
  await feed.close();
  // As the build does once it is recorded.
  await pruneSearchShards(store, feed);
  const text = (name: string) => Buffer.from(files.find((file) => file.path === name)!.content).toString();
  return { files, log, stats: { ...feed.stats }, text };
}

const SIX = [0, 1, 2, 3, 4, 5].map((n) => page(n));

describe('createSearchFeed', () => {
  it('indexes each shard apart, its pages in navigation order, and lays the shards out for the browser', async () => {
    const { files, log, stats, text } = await index(storeIn(), SIX);
    expect(stats).toEqual({ shards: 3, indexed: 3, reused: 0 });
    expect(log.batches.map((urls) => urls.join(' ')).sort()).toEqual(['/p0/ /p1/', '/p2/ /p3/', '/p4/ /p5/']);
    expect(files.map((file) => file.path)).toEqual([
      '_quire/search/en-a/index/en_1.pf_index',
      '_quire/search/en-a/pagefind-entry.json',
      '_quire/search/en-a/pagefind-worker.js',
      '_quire/search/en-a/wasm.en.pagefind',
      '_quire/search/en-b/index/en_1.pf_index',
      '_quire/search/en-b/pagefind-entry.json',
      '_quire/search/en-c/index/en_1.pf_index',
      '_quire/search/en-c/pagefind-entry.json',
      '_quire/search/pagefind.js',
      '_quire/search/shards.json',
    ]);
    expect(JSON.parse(text('_quire/search/shards.json'))).toEqual({
      shards: [
        { dir: 'en-a/', language: 'en', scopes: ['guides'], pages: 2 },
        { dir: 'en-b/', language: 'en', scopes: ['guides', 'api'], pages: 2 },
        { dir: 'en-c/', language: 'en', scopes: ['api'], pages: 2 },
      ],
      // How many pages each language has: the browser weighs a word by the share of pages holding it.
      pages: { en: 6 },
    });
  });

  it('indexes a shard as soon as its last page is in, before the index is finished', async () => {
    const log = { starts: 0, batches: [] as string[][] };
    const feed = createSearchFeed({ store: storeIn(), fingerprint: 'f', plan: PLAN, start: fakePagefind(log) });
    await feed.add(page(0));
    await feed.add(page(1));
    await expect.poll(() => log.batches[0]?.length).toBe(2);
    expect(log.starts).toBe(1);
    await feed.close();
  });

  it('reuses every shard whose pages have the same indexed text, and indexes only the changed one', async () => {
    const store = storeIn();
    const first = await index(store, SIX);

    // Different chrome around the same text: nothing to index again.
    const chrome = SIX.map((p) => ({ ...p, html: p.html.replace('chrome', 'new chrome') }));
    const second = await index(store, chrome);
    expect(second.log.starts).toBe(0);
    expect(second.stats).toEqual({ shards: 3, indexed: 0, reused: 3 });
    expect(second.files).toEqual(first.files);

    // One page's text changed: only its shard goes through Pagefind.
    const edited = SIX.map((p, n) => (n === 3 ? page(3, 'new text') : p));
    const third = await index(store, edited);
    expect(third.log.batches).toEqual([['/p2/', '/p3/']]);
    expect(third.stats).toEqual({ shards: 3, indexed: 1, reused: 2 });
  });

  it('indexes a shard with the pages it got when some never came', async () => {
    const { log } = await index(storeIn(), [page(0), page(2), page(3), page(4), page(5)]);
    expect(log.batches.map((urls) => urls.join(' ')).sort()).toEqual(['/p0/', '/p2/ /p3/', '/p4/ /p5/']);
  });

  it('indexes from scratch when a cached shard is damaged, and prunes shards the site no longer has', async () => {
    const store = storeIn();
    await index(store, SIX);
    const keys = [...(await store.keys('search-shard'))];
    expect(keys).toHaveLength(3);
    for (const key of keys) await store.write('search-shard', key, 'not a pack');
    const again = await index(store, SIX);
    expect(again.log.starts).toBe(3);

    const edited = SIX.map((p, n) => (n === 0 ? page(0, 'changed') : p));
    await index(store, edited);
    expect(await store.keys('search-shard')).toHaveLength(3);
  });
});

describe('packFiles', () => {
  it('round-trips binary files and rejects anything else', () => {
    const files = [
      { path: 'a.bin', content: new Uint8Array([0, 10, 255]) },
      { path: 'b.txt', content: new Uint8Array(Buffer.from('héllo\n')) },
    ];
    expect(
      unpackFiles(Buffer.concat(packFiles(files)))?.map((f) => ({ path: f.path, content: new Uint8Array(f.content) })),
    ).toEqual(files);
    expect(unpackFiles(Buffer.concat(packFiles(files)).subarray(0, 20))).toBeUndefined();
    expect(unpackFiles(Buffer.from('garbage'))).toBeUndefined();
  });
});
