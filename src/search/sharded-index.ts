/**
 * A site's search index built shard by shard (see shard-plan.ts). Pages arrive in any order; a shard is indexed
 * once all of its pages are in, so a build holds only the shards still filling (pages arrive roughly in navigation
 * order, and a shard is a run of consecutive pages) and Pagefind holds one shard at a time. A shard whose pages are
 * the same as in an earlier build (same URLs, same indexed text, same order) is taken from `cache` instead: after a
 * one-page edit, only that page's shard goes through Pagefind.
 *
 * The output: each shard's index in its own folder under `_quire/search/`, Pagefind's script once at the root, and
 * `shards.json`, which tells the browser which folders to merge (see client/search/pagefind.ts). Only the first shard
 * of each language keeps Pagefind's worker and WebAssembly: the browser loads them from the index it opens first.
 */
import { createHash } from 'node:crypto';
import type { SearchFile, SearchIndexer, SearchPage } from './indexer.js';
import { SEARCH_DIR } from './indexer.js';
import { searchableHtml } from './searchable-html.js';
import { fileHash } from '../utils/hash.js';
import type { SearchShard, SearchShardPlan } from './shard-plan.js';

/** The file the browser reads to find the shards. */
export const SHARDS_FILE = 'shards.json';

/** Where finished shards are kept between builds, by a key of their pages. */
export interface ShardCache {
  get(key: string): Promise<SearchFile[] | undefined>;
  /** Store a shard; resolves to true once it can be read back (then its files need not stay in memory). */
  set(key: string, files: SearchFile[]): Promise<boolean>;
  /**
   * The shard's files as the last build wrote them into the output (each path with the hash of its content,
   * `fileHash`), if known: then the shard is not even read unless a file must be written again.
   */
  listing?(key: string): ShardListing | undefined;
  /** Record the files of a shard this build uses. */
  used?(key: string, listing: ShardListing): void;
}

/** A shard's files: path (in the shard's folder) and content hash. */
export type ShardListing = Array<[path: string, hash: string]>;

/** A file of the index known by its hash, read only when the output does not have it already. */
export interface LazySearchFile {
  path: string;
  hash: string;
  load(): Promise<Uint8Array>;
}

/** Options of {@link createShardedSearch}. */
export interface ShardedSearchOptions {
  plan: SearchShardPlan;
  /** Part of every shard's key: whatever else changes the index (Quire's version, build options). */
  fingerprint: string;
  cache?: ShardCache;
  /** Start an empty Pagefind index; undefined when Pagefind cannot run (the caller reports why). */
  start: () => Promise<SearchIndexer | undefined>;
  /**
   * Whether the output already holds the file `path` (under {@link SEARCH_DIR}) with content `hash`, so that it will
   * not be loaded. A shard the cache lists (`ShardCache.listing`) is trusted unread only when all its files are there;
   * otherwise its entry is read first, and a shard whose entry is gone is indexed again. Absent: listings are trusted.
   */
  present?: (path: string, hash: string) => boolean;
}

/**
 * A page to index: its HTML, or, for a page unchanged since the last build, the hash of its indexed part (`fileHash`)
 * and a way to read that part should its shard need indexing again.
 */
export type ShardPage =
  | (SearchPage & { textHash?: string })
  | { url: string; order: number; textHash: string; load: () => Promise<string> };

/** What happened to the shards, once `files()` returned. */
export interface ShardedSearchStats {
  shards: number;
  /** Shards that went through Pagefind. */
  indexed: number;
  /** Shards taken from the cache. */
  reused: number;
}

/** A search index built by shards. */
export interface ShardedSearch {
  /** Add a page (its `order` is its index in the graph's pages; pages outside the plan are ignored). */
  add(page: ShardPage): Promise<void>;
  /** Finish every shard and return all files (paths under {@link SEARCH_DIR}). */
  files(): Promise<SearchFile[]>;
  /** {@link files}, with the files of shards the cache lists given by their hashes (see `ShardCache.listing`). */
  lazyFiles(): Promise<Array<SearchFile | LazySearchFile>>;
  readonly errors: string[];
  readonly stats: ShardedSearchStats;
  /** The keys of this build's shards (to prune a cache with). */
  readonly keys: string[];
  close(): Promise<void>;
}

/** Pagefind's own files, the same in every index: kept once (script) or in each language's first shard. */
const SCRIPT = 'pagefind.js';
const LOADER = /^(pagefind-worker\.js|wasm\.[a-z0-9-]+\.pagefind)$/;

interface ShardState {
  shard: SearchShard;
  pages: Map<number, { url: string; hash: string; html?: string; load?: () => Promise<string> }>;
  done?: Promise<Array<SearchFile | LazySearchFile>>;
}

/** Create the index; see the module comment. */
export function createShardedSearch(options: ShardedSearchOptions): ShardedSearch {
  const { plan, cache } = options;
  const states: ShardState[] = plan.shards.map((shard) => ({ shard, pages: new Map() }));
  const errors: string[] = [];
  const keys: string[] = new Array<string>(states.length);
  const stats: ShardedSearchStats = { shards: states.length, indexed: 0, reused: 0 };
  // One shard in Pagefind at a time: the service is one process, and indexing shares the cores with rendering.
  let queue: Promise<unknown> = Promise.resolve();
  const open = new Set<SearchIndexer>();

  // Files of shards the cache holds are read back when written: one shard's pack at a time (the build writes them in
  // path order, so shard by shard), so that a large site's index (about 480 MB at 100,000 pages) is never all in
  // memory at once.
  let pack: { key: string; files: Promise<SearchFile[] | undefined> } | undefined;
  const lazyShard = (key: string, listing: ShardListing): LazySearchFile[] =>
    listing.map(([path, hash]) => ({
      path,
      hash,
      async load() {
        if (pack?.key !== key) pack = { key, files: cache!.get(key) };
        const file = (await pack.files)?.find((candidate) => candidate.path === path);
        if (!file) throw new Error(`Internal error: the search index cache lost ${path}`);
        return file.content;
      },
    }));

  const indexShard = async (state: ShardState, key: string): Promise<Array<SearchFile | LazySearchFile>> => {
    const indexer = await options.start();
    if (!indexer) return [];
    open.add(indexer);
    try {
      for (const order of state.shard.orders) {
        const page = state.pages.get(order);
        if (page) await indexer.add({ url: page.url, html: page.html ?? (await page.load!()) });
      }
      const files = await indexer.files();
      errors.push(...indexer.errors);
      const own = files.map((file) => ({ path: file.path.slice(SEARCH_DIR.length + 1), content: file.content }));
      stats.indexed++;
      if (indexer.errors.length > 0 || !cache) return own;
      const stored = await cache.set(key, own);
      const listing = listingOf(own);
      cache.used?.(key, listing);
      return stored === true ? lazyShard(key, listing) : own;
    } finally {
      open.delete(indexer);
      await indexer.close();
    }
  };

  // The shards whose Pagefind loader files the output keeps (see `assemble`): the first of each language.
  const firstOfLanguage = new Set<number>();
  const languages = new Set<string>();
  for (const [index, shard] of plan.shards.entries()) {
    if (!languages.has(shard.language)) firstOfLanguage.add(index);
    languages.add(shard.language);
  }
  /** Whether the output holds every file of the shard `index` that `assemble` would write, as `listing` says. */
  const inOutput = (index: number, listing: ShardListing): boolean => {
    const { present } = options;
    if (!present) return true;
    const dir = plan.shards[index].dir;
    return listing.every(([path, hash]) => {
      if (path === SCRIPT) return index !== 0 || present(`${SEARCH_DIR}/${SCRIPT}`, hash);
      if (LOADER.test(path) && !firstOfLanguage.has(index)) return true;
      return present(`${SEARCH_DIR}/${dir}${path}`, hash);
    });
  };

  const finish = (index: number) => {
    const state = states[index];
    if (state.done) return;
    const key = shardKey(options.fingerprint, state.shard, state.pages);
    keys[index] = key;
    state.done = (async () => {
      // A listed shard whose files the output lacks is read now, while its pages are still here: should its entry be
      // gone (pruned by a build into another output with the same cache, deleted, damaged), it is indexed again.
      const listing = cache?.listing?.(key);
      if (listing && inOutput(index, listing)) {
        stats.reused++;
        cache!.used?.(key, listing);
        return lazyShard(key, listing);
      }
      const cached = await cache?.get(key);
      if (cached) {
        stats.reused++;
        const read = listingOf(cached);
        cache!.used?.(key, read);
        // Kept as the pack in hand: the shard read last is often the next one written.
        pack = { key, files: Promise.resolve(cached) };
        return lazyShard(key, read);
      }
      const run = queue.then(() => indexShard(state, key));
      queue = run.catch(() => undefined);
      return run;
    })();
    // The pages are in Pagefind (or were not needed) once the shard is done: let them go.
    state.done.finally(() => state.pages.clear()).catch(() => undefined);
  };

  const lazyFiles = async (): Promise<OutputFile[]> => {
    // Shards with pages that never came (not rendered) are indexed with what they have.
    for (let index = 0; index < states.length; index++) finish(index);
    const built = await Promise.all(states.map((state) => state.done!));
    return assemble(plan, built);
  };

  return {
    errors,
    stats,
    keys,
    async add(page) {
      const index = page.order === undefined ? undefined : plan.shardOf.get(page.order);
      if (index === undefined) return;
      const state = states[index];
      if (state.done) return;
      if ('load' in page) {
        state.pages.set(page.order, { url: page.url, hash: digest(page.url, page.textHash), load: page.load });
      } else {
        const html = searchableHtml(page.html);
        const hash = digest(page.url, page.textHash ?? fileHash(html));
        state.pages.set(page.order!, { url: page.url, html, hash });
      }
      if (state.pages.size === state.shard.orders.length) finish(index);
    },
    async files() {
      const files = await lazyFiles();
      return Promise.all(
        files.map(async (file) => ('content' in file ? file : { path: file.path, content: await file.load() })),
      );
    },
    lazyFiles,
    async close() {
      await Promise.allSettled(states.map((state) => state.done));
      await Promise.allSettled([...open].map((indexer) => indexer.close()));
    },
  };
}

/** A shard's key: everything its index is made of. */
function shardKey(fingerprint: string, shard: SearchShard, pages: ShardState['pages']): string {
  const hash = createHash('sha256').update(`${fingerprint}\n${shard.dir}\n${shard.language}\n`);
  for (const order of shard.orders) hash.update(`${pages.get(order)?.hash ?? '-'}\n`);
  return hash.digest('hex');
}

function digest(url: string, textHash: string): string {
  return createHash('sha256').update(url).update('\n').update(textHash).digest('hex');
}

function listingOf(files: SearchFile[]): ShardListing {
  return files.map((file) => [file.path, fileHash(file.content)]);
}

type OutputFile = SearchFile | LazySearchFile;

/**
 * All shards' files in their folders, the script once, and `shards.json` (each shard with its pages' count, and the
 * count of each language's pages for the single index of a small site); sorted by path.
 */
function assemble(plan: SearchShardPlan, built: OutputFile[][]): OutputFile[] {
  const { shards } = plan;
  const out: OutputFile[] = [];
  const firstOfLanguage = new Set<string>();
  let script: OutputFile | undefined;
  for (const [index, shard] of shards.entries()) {
    const first = !firstOfLanguage.has(shard.language);
    firstOfLanguage.add(shard.language);
    for (const file of built[index]) {
      if (file.path === SCRIPT) {
        script ??= file;
        continue;
      }
      if (LOADER.test(file.path) && !first) continue;
      out.push({ ...file, path: `${SEARCH_DIR}/${shard.dir}${file.path}` });
    }
  }
  if (script) out.push({ ...script, path: `${SEARCH_DIR}/${SCRIPT}` });
  const list = shards
    .filter((shard) => shard.dir !== '')
    .map((shard) => ({ dir: shard.dir, language: shard.language, scopes: shard.scopes, pages: shard.orders.length }));
  const pages = Object.fromEntries(Object.entries(plan.pagesByLanguage).sort(([a], [b]) => (a < b ? -1 : 1)));
  out.push({
    path: `${SEARCH_DIR}/${SHARDS_FILE}`,
    content: Buffer.from(`${JSON.stringify({ shards: list, pages })}\n`),
  });
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
