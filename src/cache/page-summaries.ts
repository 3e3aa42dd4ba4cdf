/**
 * What the last build into an output folder knew of each page (and of each search shard's files), without the page itself: its ids, links and
 * problems, hashes of its files, and where its Markdown sits in the `llms-full.txt` that build wrote. A page whose
 * cache key is the same as then needs nothing more when its files in the output are still the ones hashed here: the
 * build checks its links, feeds its hash to the search index and copies its Markdown from the old `llms-full.txt`,
 * and reads its cache entry only if one of those turns out to need the page after all. On a large site, reading every
 * page's entry was most of a one-page rebuild.
 *
 * One file per output folder and set of options (the build record's key), rewritten at every commit.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { PageLookups } from '../markdown/link-target.js';
import type { InternalLink } from '../markdown/types.js';
import type { PageHashes } from '../produce/page-sink.js';
import type { ShardListing } from '../search/sharded-index.js';
import type { CacheStore } from './store.js';

const KIND = 'page-summaries';
const VERSION = 1;

/** One page as the last build left it. */
export interface PageSummary {
  path: string;
  outPath: string;
  ids: string[];
  links: InternalLink[];
  diagnostics: Diagnostic[];
  hashes: PageHashes;
  /** The site's pages its rendering looked up (see cache/page-entries.ts). */
  lookups?: PageLookups;
  /** Byte offset and length of the page's Markdown in the `llms-full.txt` of that build (when the file has it). */
  llms?: [offset: number, length: number];
}

/** The summaries of one build, by page cache key. */
export interface PageSummaries {
  /** The hash of the `llms-full.txt` the `llms` offsets refer to. */
  llmsHash?: string;
  pages: Map<string, PageSummary>;
  /** The files of each search shard that build wrote, by shard key. */
  shards: Map<string, ShardListing>;
}

/** The summaries stored under `key`, or undefined when missing or unreadable. */
export async function readPageSummaries(store: CacheStore, key: string): Promise<PageSummaries | undefined> {
  const payload = await store.read(KIND, key);
  if (!payload) return undefined;
  try {
    const data = JSON.parse(payload.toString('utf8')) as {
      version?: unknown;
      llmsHash?: unknown;
      pages?: Record<string, PageSummary>;
      shards?: Record<string, ShardListing>;
    };
    if (data.version !== VERSION || typeof data.pages !== 'object' || data.pages === null) return undefined;
    return {
      ...(typeof data.llmsHash === 'string' && { llmsHash: data.llmsHash }),
      pages: new Map(Object.entries(data.pages)),
      shards: new Map(Object.entries(data.shards ?? {})),
    };
  } catch {
    return undefined;
  }
}

/** Store the summaries of this build under `key`. */
export function writePageSummaries(store: CacheStore, key: string, summaries: PageSummaries): Promise<boolean> {
  const pages: Record<string, PageSummary> = {};
  for (const [pageKey, summary] of summaries.pages) pages[pageKey] = summary;
  const shards = Object.fromEntries(summaries.shards);
  return store.write(KIND, key, JSON.stringify({ version: VERSION, llmsHash: summaries.llmsHash, pages, shards }));
}
