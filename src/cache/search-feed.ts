/**
 * The search index with a cache: when every page's indexed text is the same as in the last build, the last index
 * is reused instead of running Pagefind again (indexing is a large part of a build). Pages are hashed as they
 * arrive; while they match the last build they are only kept (as the small indexed part of the page), and on the
 * first difference Pagefind starts and gets everything kept so far. Without a last build, Pagefind starts at once,
 * so it indexes while pages render.
 */
import { searchableHtml, type SearchFile, type SearchIndexer, type SearchPage } from '../search/index.js';
import { hashParts } from './fingerprint.js';
import type { CacheStore } from './store.js';

const KIND = 'search';

/** What a build records about its search index, to compare the next build with. */
export interface SearchRecord {
  key: string;
  /** Hash of each page's URL and indexed text, in page order. */
  pages: string[];
}

/** A search indexer that may reuse the last index; `record` is set once `files()` returned. */
export interface SearchFeed extends SearchIndexer {
  readonly record: SearchRecord | undefined;
  /** Whether the last index was reused. */
  readonly reused: boolean;
}

/** Options of {@link createSearchFeed}. */
export interface SearchFeedOptions {
  store: CacheStore;
  fingerprint: string;
  /** The last build's record, if any. */
  previous?: SearchRecord;
  /** Pages this build indexes (all with an `order` below it). */
  pageCount: number;
  /** Start Pagefind; undefined when it cannot run (the caller reports why). */
  start: () => Promise<SearchIndexer | undefined>;
}

/** Create the feed; see the module comment. */
export function createSearchFeed(options: SearchFeedOptions): SearchFeed {
  const { store, previous, pageCount } = options;
  const hashes: string[] = new Array<string>(pageCount);
  const kept = new Map<number, SearchPage>();
  let matching = previous !== undefined && previous.pages.length === pageCount;
  let indexer: Promise<SearchIndexer | undefined> | undefined;
  let running: SearchIndexer | undefined;
  let record: SearchRecord | undefined;
  let reused = false;

  const started = async (): Promise<SearchIndexer | undefined> => {
    if (!indexer) {
      indexer = options.start();
      const index = await indexer;
      running = index;
      const pages = [...kept.values()].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
      kept.clear();
      for (const page of pages) await index?.add(page);
    }
    return indexer;
  };

  return {
    get errors() {
      return running?.errors ?? [];
    },
    get record() {
      return record;
    },
    get reused() {
      return reused;
    },
    async add(page) {
      const text = searchableHtml(page.html);
      const order = page.order ?? -1;
      const hash = hashParts(page.url, text);
      if (order >= 0 && order < pageCount) hashes[order] = hash;
      const small = { url: page.url, html: text, order: page.order };
      if (matching && !indexer && order >= 0 && previous?.pages[order] === hash) {
        kept.set(order, small);
        return;
      }
      matching = false;
      await (await started())?.add(small);
    },
    async files() {
      const key = hashParts(options.fingerprint, ...Array.from(hashes, (hash) => hash ?? ''));
      if (!indexer && matching && previous?.key === key) {
        const files = unpackFiles(await store.read(KIND, key));
        if (files) {
          reused = true;
          kept.clear();
          record = { key, pages: [...hashes] };
          return files;
        }
      }
      const index = await started();
      if (!index) return [];
      const files = await index.files();
      if (index.errors.length === 0) {
        await store.write(KIND, key, packFiles(files));
        await store.prune(KIND, new Set([key]));
        record = { key, pages: [...hashes] };
      }
      return files;
    },
    async close() {
      await (await indexer)?.close();
    },
  };
}

/** Files as chunks of one payload: a JSON line of `[path, size]` pairs, then the bytes of each file. */
export function packFiles(files: SearchFile[]): Uint8Array[] {
  const header = Buffer.from(`${JSON.stringify(files.map((file) => [file.path, file.content.length]))}\n`);
  return [header, ...files.map((file) => file.content)];
}

/** The files of {@link packFiles}, or undefined when `data` is not such a pack. */
export function unpackFiles(data: Buffer | undefined): SearchFile[] | undefined {
  if (!data) return undefined;
  const end = data.indexOf(0x0a);
  try {
    const header = JSON.parse(data.toString('utf8', 0, end)) as Array<[string, number]>;
    let offset = end + 1;
    const files = header.map(([path, size]) => {
      const content = new Uint8Array(data.buffer, data.byteOffset + offset, size);
      offset += size;
      return { path, content };
    });
    return offset === data.length ? files : undefined;
  } catch {
    return undefined;
  }
}
