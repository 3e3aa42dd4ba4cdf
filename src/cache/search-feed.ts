/**
 * The search index with a cache: each shard of the index (see search/shard-plan.ts) is stored under a key of its
 * pages' URLs and indexed text, and a later build whose shard has the same pages takes it from here instead of
 * running Pagefind. A build where no indexed text changed runs no Pagefind at all; after a one-page edit, only that
 * page's shard is indexed again. Entries of shards no longer in the site are pruned when the build is recorded
 * ({@link pruneSearchShards}), after the page summaries that list this build's shards: until then, the last build's
 * summaries may still name the old ones (a build killed after its output was committed).
 */
import type { SearchFile, SearchIndexer } from '../search/index.js';
import type { SearchShardPlan } from '../search/shard-plan.js';
import { createShardedSearch, type ShardedSearch, type ShardListing } from '../search/sharded-index.js';
import type { CacheStore } from './store.js';

const KIND = 'search-shard';

/** Options of {@link createSearchFeed}. */
export interface SearchFeedOptions {
  store: CacheStore;
  fingerprint: string;
  plan: SearchShardPlan;
  /** Start an empty Pagefind index; undefined when it cannot run (the caller reports why). */
  start: () => Promise<SearchIndexer | undefined>;
  /** The files of a shard as the last build wrote them (by shard key), so that unchanged shards need not be read. */
  listing?: (key: string) => ShardListing | undefined;
  /** Receives the files of each shard this build uses, to be given as `listings` next time. */
  used?: Map<string, ShardListing>;
  /** Whether the output holds a file already (see `ShardedSearchOptions.present`). */
  present?: (path: string, hash: string) => boolean;
}

/** Create the sharded index over the cache `store`. */
export function createSearchFeed(options: SearchFeedOptions): ShardedSearch {
  const { store } = options;
  return createShardedSearch({
    plan: options.plan,
    fingerprint: options.fingerprint,
    start: options.start,
    present: options.present,
    cache: {
      get: async (key) => unpackFiles(await store.read(KIND, key)),
      set: (key, files) => store.write(KIND, key, packFiles(files)),
      listing: (key) => options.listing?.(key),
      used: (key, listing) => options.used?.set(key, listing),
    },
  });
}

/** Delete the entries of shards `search` did not use, once its files are written (and only when it had no errors). */
export async function pruneSearchShards(store: CacheStore, search: ShardedSearch): Promise<void> {
  if (search.errors.length === 0) await store.prune(KIND, new Set(search.keys.filter(Boolean)));
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
