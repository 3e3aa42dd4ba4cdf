import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSearchFeed, packFiles, unpackFiles, type SearchRecord } from '../../src/cache/search-feed.js';
import { createCacheStore } from '../../src/cache/store.js';
import type { SearchIndexer, SearchPage } from '../../src/search/index.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fake Pagefind that records what it was given and returns one file naming the pages. */
function fakeIndexer(log: { starts: number; added: SearchPage[] }) {
  return async (): Promise<SearchIndexer> => {
    log.starts++;
    return {
      errors: [],
      add: async (page) => void log.added.push(page),
      files: async () => [
        {
          path: '_quire/search/index.txt',
          content: new Uint8Array(Buffer.from(log.added.map((p) => p.url).join(','))),
        },
      ],
      close: async () => undefined,
    };
  };
}

const page = (n: number, text = `text ${n}`): SearchPage => ({
  url: `/p${n}/`,
  html: `<html><body><nav>chrome ${n}</nav><article data-pagefind-body>${text}</article></body></html>`,
  order: n,
});

async function index(store: ReturnType<typeof createCacheStore>, pages: SearchPage[], previous?: SearchRecord) {
  const log = { starts: 0, added: [] as SearchPage[] };
  const feed = createSearchFeed({
    store,
    fingerprint: 'f',
    previous,
    pageCount: pages.length,
    start: fakeIndexer(log),
  });
  // Pages arrive out of order, as they do from the render pool.
  for (const p of [...pages].reverse()) await feed.add(p);
  const files = await feed.files();
  await feed.close();
  return { files, log, record: feed.record!, reused: feed.reused };
}

describe('createSearchFeed', () => {
  it('reuses the last index when every page has the same indexed text, and only then', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-search-feed-'));
    dirs.push(dir);
    const store = createCacheStore(dir);
    const pages = [page(0), page(1), page(2)];
    const first = await index(store, pages);
    expect(first.log.starts).toBe(1);
    expect(first.reused).toBe(false);

    // Different chrome around the same text: nothing to index again.
    const chrome = pages.map((p) => ({ ...p, html: p.html.replace('chrome', 'new chrome') }));
    const second = await index(store, chrome, first.record);
    expect(second.log.starts).toBe(0);
    expect(second.reused).toBe(true);
    expect(second.files).toEqual(first.files);

    // One page's text changed: Pagefind indexes every page (the real indexer orders them by `order`).
    const changed = await index(store, [page(0), page(1, 'new text'), page(2)], second.record);
    expect(changed.log.starts).toBe(1);
    expect(changed.log.added.map((p) => p.order).sort()).toEqual([0, 1, 2]);
    expect(changed.record.key).not.toBe(first.record.key);

    // A page more than last time: no reuse either.
    const more = await index(store, [...pages, page(3)], first.record);
    expect(more.log.starts).toBe(1);
  });

  it('indexes from scratch when the cached index is damaged', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-search-feed-'));
    dirs.push(dir);
    const store = createCacheStore(dir);
    const first = await index(store, [page(0)]);
    await store.write('search', first.record.key, 'not a pack');
    const second = await index(store, [page(0)], first.record);
    expect(second.log.starts).toBe(1);
    expect(second.files).toEqual(first.files);
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
