/**
 * How a site's search index is split into shards: separate Pagefind indexes that the browser merges at query time,
 * so that editing one page re-indexes only its shard (and a build indexes one shard at a time, whatever the site's
 * size).
 *
 * A shard is a run of consecutive pages in navigation order. Where runs end is decided by the pages themselves
 * (content-defined, as rsync and backup tools cut files into chunks): once a run holds half the target size, it ends
 * after a page whose URL hashes to a multiple of half the target. Adding, deleting or editing a page therefore changes
 * its own shard (and at times the next), where fixed-size runs would shift every shard after it. A run also ends where
 * the language changes (Pagefind merges indexes of one language) and at twice the target size. Consecutive pages share their section, so a shard holds
 * one or few search scopes and a scoped search loads only the shards of its scope.
 *
 * Small sites keep one index at the root of the search folder, as without shards.
 */

/** Sites with fewer indexed pages than this have a single index. */
export const SINGLE_INDEX_PAGES = 128;

/** One shard: a Pagefind index of its own. */
export interface SearchShard {
  /** Its folder under the search folder, ending in `/`; `''` for the single index of a small site. */
  dir: string;
  /** The `<html lang>` of its pages, lowercased as Pagefind reads it. */
  language: string;
  /** The search scopes of its pages (see page-scope.ts), sorted; empty when the site has none. */
  scopes: string[];
  /** Its pages, as indexes into `graph.pages`, ascending. */
  orders: number[];
}

/** The shards of a site's search index. */
export interface SearchShardPlan {
  shards: SearchShard[];
  /** The shard of each indexed page, by its index in `graph.pages`. */
  shardOf: Map<number, number>;
  /**
   * How many pages each language has (by `<html lang>`): the browser's search weighs a word by how many of them hold
   * it, and reads the total here rather than from a search for every page, which loads the whole index.
   */
  pagesByLanguage: Record<string, number>;
}

/** The pages a shard aims at for a site of `pages` indexed pages: a power of two near twice the square root. */
export function targetShardPages(pages: number): number {
  const wanted = 2 * Math.sqrt(pages);
  return Math.min(2048, Math.max(64, 2 ** Math.ceil(Math.log2(Math.max(1, wanted)))));
}

/** A page the search indexes, as the shards are planned from it (render/search-pages.ts lists a site's). */
export interface ShardPage {
  /** Its index in the graph's pages. */
  order: number;
  /** Its URL (without the base). */
  url: string;
  /** Its `<html lang>`, lowercased. */
  language: string;
  /** Its search scope's id, if the site has scopes. */
  scope?: string;
}

/** Split the indexed `pages` (in navigation order) into shards. `target` overrides the pages per shard (tests). */
export function planSearchShards(pages: ShardPage[], options: { target?: number } = {}): SearchShardPlan {
  const shards: SearchShard[] = [];
  const shardOf = new Map<number, number>();
  const pagesByLanguage: Record<string, number> = {};
  for (const entry of pages) pagesByLanguage[entry.language] = (pagesByLanguage[entry.language] ?? 0) + 1;
  const add = (shard: SearchShard, entry: ShardPage) => {
    shard.orders.push(entry.order);
    if (entry.scope !== undefined && !shard.scopes.includes(entry.scope)) shard.scopes.push(entry.scope);
    shardOf.set(entry.order, shards.indexOf(shard));
  };

  if (pages.length < SINGLE_INDEX_PAGES && options.target === undefined) {
    const single: SearchShard = { dir: '', language: pages[0]?.language ?? 'en', scopes: [], orders: [] };
    shards.push(single);
    for (const entry of pages) add(single, entry);
    single.scopes.sort();
    return { shards, shardOf, pagesByLanguage };
  }

  const target = options.target ?? targetShardPages(pages.length);
  const dirs = new Set<string>();
  let current: SearchShard | undefined;
  for (const entry of pages) {
    if (!current || current.language !== entry.language) {
      current = {
        dir: uniqueDir(`${safe(entry.language)}-${urlHash(entry.url).toString(36)}/`, dirs),
        language: entry.language,
        scopes: [],
        orders: [],
      };
      shards.push(current);
    }
    add(current, entry);
    // Past half the target, a run ends after a page whose hash says so (one in half the target: runs average the
    // target), and at twice the target. Without the minimum, runs varied from a few pages to four times the target,
    // and an edit in a long run re-indexed that much.
    const length = current.orders.length;
    if ((length >= target / 2 && urlHash(entry.url) % (target / 2) === 0) || length >= 2 * target) current = undefined;
  }
  for (const shard of shards) shard.scopes.sort();
  return { shards, shardOf, pagesByLanguage };
}

/** FNV-1a, 32 bits, of `url`: stable across runs and machines, and spread enough to cut runs. */
function urlHash(url: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) {
    hash ^= url.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A language tag as a folder name (tags are letters, digits and hyphens already; anything else is dropped). */
function safe(language: string): string {
  return language.replace(/[^a-z0-9-]/g, '') || 'unknown';
}

/** `dir`, or `dir` with a counter when another shard has it already (two first pages whose hashes collide). */
function uniqueDir(dir: string, taken: Set<string>): string {
  let candidate = dir;
  for (let n = 2; taken.has(candidate); n++) candidate = `${dir.slice(0, -1)}-${n}/`;
  taken.add(candidate);
  return candidate;
}
