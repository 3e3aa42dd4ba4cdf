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
import type { PageSources } from '../render/page-sources.js';
import type { ShardListing } from '../search/sharded-index.js';
import type { CacheStore } from './store.js';

const KIND = 'page-summaries';
const VERSION = 4;

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
  /** What the page needs from the Content-Security-Policy (render/page-sources.ts); absent when nothing. */
  sources?: PageSources;
  /** Byte offset and length of the page's Markdown in the `llms-full.txt` of that build (when the file has it). */
  llms?: [offset: number, length: number];
}

/** Where a build's `llms-full.txt` has each page's Markdown (offset and length, by page index), and its hash. */
export interface LlmsFullLayout {
  hash: string;
  spans: Map<number, [offset: number, length: number]>;
}

/** The summaries of one build, by page cache key. */
export interface PageSummaries {
  /** The hash of the `llms-full.txt` the `llms` offsets refer to. */
  llmsHash?: string;
  pages: Map<string, PageSummary>;
  /** The files of each search shard that build wrote, by shard key. */
  shards: Map<string, ShardListing>;
}

/**
 * The summaries stored under `key`, or undefined when missing or unreadable. The payload is JSON lines: a head
 * (`{version, llmsHash}`), then `["page", key, summary]` and `["shard", key, listing]` lines.
 */
export async function readPageSummaries(store: CacheStore, key: string): Promise<PageSummaries | undefined> {
  const payload = await store.read(KIND, key);
  if (!payload) return undefined;
  try {
    const lines = payload.toString('utf8').split('\n');
    const head = JSON.parse(lines[0]) as { version?: unknown; llmsHash?: unknown };
    if (head.version !== VERSION) return undefined;
    const summaries: PageSummaries = {
      ...(typeof head.llmsHash === 'string' && { llmsHash: head.llmsHash }),
      pages: new Map(),
      shards: new Map(),
    };
    for (let i = 1; i < lines.length; i++) {
      if (lines[i] === '') continue;
      const [kind, entryKey, value] = JSON.parse(lines[i]) as [string, string, unknown];
      if (kind === 'page') summaries.pages.set(entryKey, value as PageSummary);
      else if (kind === 'shard') summaries.shards.set(entryKey, value as ShardListing);
    }
    return summaries;
  } catch {
    return undefined;
  }
}

/** Lines gathered into one chunk of the payload. */
const LINES_PER_CHUNK = 512;

/**
 * Store the summaries of this build under `key`, a line per page and shard, gathered into chunks: at 100,000 pages
 * one JSON text of them all (and its copy as bytes) was the largest thing a rebuild held.
 */
export function writePageSummaries(store: CacheStore, key: string, summaries: PageSummaries): Promise<boolean> {
  const chunks: Buffer[] = [Buffer.from(`${JSON.stringify({ version: VERSION, llmsHash: summaries.llmsHash })}\n`)];
  let lines: string[] = [];
  const flush = () => {
    if (lines.length === 0) return;
    chunks.push(Buffer.from(`${lines.join('\n')}\n`));
    lines = [];
  };
  const add = (line: string) => {
    lines.push(line);
    if (lines.length >= LINES_PER_CHUNK) flush();
  };
  for (const [pageKey, summary] of summaries.pages) add(JSON.stringify(['page', pageKey, summary]));
  for (const [shardKey, listing] of summaries.shards) add(JSON.stringify(['shard', shardKey, listing]));
  flush();
  return store.write(KIND, key, chunks);
}
