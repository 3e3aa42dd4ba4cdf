/**
 * The build cache as the build uses it (`<docs>/.quire/cache` or `--cache-dir`, see DEVELOPERS.md):
 * - up to date: the inputs hash as in the last build into this output folder, and the folder is as that build
 *   left it, so it already holds the result; the build reports what the last one did and writes nothing;
 * - pages: rendered pages by content key (see page-entries.ts), so only changed pages render again; and the last
 *   build's summary of each page (see page-summaries.ts), so unchanged pages need not even be read;
 * - search: the search index by shard, each reused while its pages' indexed text is the same (see search-feed.ts).
 * Everything is keyed by Quire's fingerprint, so a new Quire (or any change to its code) starts afresh.
 */
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import type { PageNode } from '../graph/types.js';
import type { RenderedPage, RenderInit } from '../render/page.js';
import type { SearchIndexer } from '../search/index.js';
import type { SearchShardPlan } from '../search/shard-plan.js';
import type { ShardedSearch, ShardListing } from '../search/sharded-index.js';
import {
  readBuildRecord,
  recordKey,
  listOutput,
  outputMatches,
  writeBuildRecord,
  type BuildRecord,
} from './build-record.js';
import { digestInputs, hashParts, listFiles, listInputs, quireFingerprint } from './fingerprint.js';
import { createLimiter } from '../utils/limiter.js';
import {
  createLookupCheck,
  createPageKeyer,
  type LookupCheck,
  PAGE_KIND,
  readPageEntry,
  writePageEntry,
} from './page-entries.js';
import {
  type LlmsFullLayout,
  readPageSummaries,
  writePageSummaries,
  type PageSummaries,
  type PageSummary,
} from './page-summaries.js';
import { createSearchFeed, pruneSearchShards } from './search-feed.js';
import { machineKey } from './machine-key.js';
import { cacheDirOf, createCacheStore } from './store.js';

/** Options of {@link openBuildCache}. */
export interface BuildCacheOptions {
  root: string;
  outDir: string;
  /** The cache folder (`--cache-dir`). @default `<root>/.quire/cache` */
  dir?: string;
  /** Every build option that changes the output or the result (base, site URL, strictness …), as a string. */
  options: string;
  /** Replaces Quire's package version in the fingerprint (tests). */
  version?: string;
  /** The template overrides folder (`--templates`, absolute): its files are inputs too, wherever it is. */
  templatesDir?: string;
}

/** The cache of one build; see the module comment. */
export interface BuildCache {
  /** Whether an earlier build into this output folder was recorded (so most pages are likely cached). */
  readonly warm: boolean;
  /** The cache folder (`<docs>/.quire/cache` or `--cache-dir`), for render workers that store pages themselves. */
  readonly dir: string;
  /** The key entries are authenticated with (see machine-key.ts), for render workers and the output manifest. */
  readonly secret: Uint8Array;
  /** The number of markdown files in the docs folder, known before the site is loaded. */
  markdownFiles(): Promise<number>;
  /**
   * The pages and snippets (`.md`, `.mdx`, by relative path) as the inputs' hash read them, once it has: the load
   * step takes them from here instead of reading every file a second time. Given out once.
   */
  inputsRead(): Promise<Map<string, Buffer>>;
  /** The last build's result when the output folder already holds this build's output. */
  upToDate(): Promise<Pick<BuildRecord, 'diagnostics' | 'stats'> | undefined>;
  /** Compute page keys; returns the indexes (into `init.graph.pages`) of pages with an entry. */
  lookup(init: RenderInit, raw: (page: PageNode) => string): Promise<Set<number>>;
  /** The cached render of page `index`, or undefined when its entry turns out damaged. */
  read(index: number): Promise<RenderedPage | undefined>;
  /** The cache key of page `index` (after `lookup`): render workers store pages under it themselves. */
  keyOf(index: number): string;
  /** Store a fresh render of page `index` (waits only when many writes are in flight). */
  store(index: number, page: RenderedPage): Promise<void>;
  /** The last build's summary of page `index`, when its entry is a hit (after `lookup`). */
  summary(index: number): PageSummary | undefined;
  /** The hash of the `llms-full.txt` the last build's summaries point into. */
  readonly previousLlmsHash: string | undefined;
  /** Record this build's summary of page `index`; it is stored at `commit`. */
  note(index: number, summary: PageSummary): void;
  /**
   * The search index, shard by shard, reusing the shards whose pages' text did not change; `present` says whether
   * the output holds a file already (see `ShardedSearchOptions.present`).
   */
  search(
    plan: SearchShardPlan,
    start: () => Promise<SearchIndexer | undefined>,
    present?: (path: string, hash: string) => boolean,
  ): ShardedSearch;
  /** Record the build after its output was committed. */
  commit(result: {
    diagnostics: Diagnostic[];
    stats: BuildRecord['stats'];
    externals: string[];
    remote: boolean;
    /** The output's listing as the writer committed it (else the folder is listed). */
    output?: BuildRecord['output'];
    /** This build's `llms-full.txt`: where the noted pages' Markdown sits in it. */
    llms?: LlmsFullLayout;
  }): Promise<void>;
}

/** Open the cache of the docs folder `root` for a build into `outDir`. */
export async function openBuildCache(options: BuildCacheOptions): Promise<BuildCache> {
  const root = path.resolve(options.root);
  const outDir = path.resolve(options.outDir);
  const secret = machineKey();
  const store = createCacheStore(cacheDirOf(root, options.dir), secret);
  const fingerprint = await quireFingerprint(options.version);
  const key = recordKey(outDir, options.options);
  const previous = await readBuildRecord(store, key);
  // Started now, so reading the inputs overlaps the rest of the build.
  // A cache moved into the docs folder is not an input, nor is the output folder.
  const listing = listInputs(root, [outDir, store.dir]);
  const templates = options.templatesDir;
  const themeDigest = templates
    ? listFiles(templates).then((files) => digestInputs(templates, files))
    : Promise.resolve('');
  const digest = async (externals: string[], keep?: Map<string, Buffer>) =>
    hashParts(
      fingerprint,
      options.options,
      await digestInputs(root, await listing, externals, keep),
      await themeDigest,
    );
  const usedExternals = previous?.externals ?? [];
  let sources: Map<string, Buffer> | undefined = new Map();
  const inputs = digest(usedExternals, sources);
  inputs.catch(() => undefined);
  const writes = createLimiter(16);
  let keys: string[] = [];
  let pages: PageNode[] = [];
  let wrotePages = false;
  let summaries: PageSummaries | undefined;
  let holds: LookupCheck = () => false;
  const noted = new Map<string, PageSummary>();
  const shardsUsed = new Map<string, ShardListing>();
  let searched: ShardedSearch | undefined;

  return {
    warm: previous !== undefined,
    dir: store.dir,
    secret,
    markdownFiles: async () => (await listing).filter((file) => /\.mdx?$/i.test(file)).length,
    async inputsRead() {
      await inputs;
      const read = sources ?? new Map<string, Buffer>();
      sources = undefined;
      return read;
    },
    async upToDate() {
      if (!previous || previous.remote || previous.inputs !== (await inputs)) return undefined;
      return (await outputMatches(outDir, previous.output)) ? previous : undefined;
    },
    async lookup(init, raw) {
      const keyOf = await createPageKeyer(init, fingerprint);
      pages = init.graph.pages;
      keys = pages.map((page) => keyOf(page, raw(page)));
      const [stored, last] = await Promise.all([store.keys(PAGE_KIND), readPageSummaries(store, key)]);
      summaries = last;
      holds = createLookupCheck(init.graph);
      // A summarised entry is checked here; the others when read (see readPageEntry).
      const hit = (pageKey: string) => {
        if (!stored.has(pageKey)) return false;
        const summary = summaries?.pages.get(pageKey);
        return summary === undefined || holds(summary.lookups);
      };
      const hits = new Set(keys.flatMap((pageKey, index) => (hit(pageKey) ? [index] : [])));
      // The other pages will be rendered and stored (some by workers, past `store`): old entries go at commit.
      if (hits.size < keys.length) wrotePages = true;
      return hits;
    },
    read: (index) => readPageEntry(store, keys[index], pages[index], holds),
    keyOf: (index) => keys[index],
    store(index, page) {
      wrotePages = true;
      return writes.run(() => writePageEntry(store, keys[index], page));
    },
    summary: (index) => summaries?.pages.get(keys[index]),
    get previousLlmsHash() {
      return summaries?.llmsHash;
    },
    note(index, summary) {
      noted.set(keys[index], summary);
    },
    search(plan, start, present) {
      // Shards finish after `lookup` has read the last build's summaries: their listings are looked up then.
      const listing = (shardKey: string) => summaries?.shards.get(shardKey);
      searched = createSearchFeed({ store, fingerprint, plan, start, listing, used: shardsUsed, present });
      return searched;
    },
    async commit(result) {
      await writes.drain();
      const same =
        result.externals.length === usedExternals.length &&
        result.externals.every((file, i) => file === usedExternals[i]);
      const record: BuildRecord = {
        inputs: same ? await inputs : await digest(result.externals),
        externals: result.externals,
        remote: result.remote,
        output: result.output ?? (await listOutput(outDir)),
        diagnostics: result.diagnostics,
        stats: result.stats,
      };
      await writeBuildRecord(store, key, record);
      if (noted.size > 0) {
        for (const [index, span] of result.llms?.spans ?? []) {
          const summary = noted.get(keys[index]);
          if (summary) summary.llms = span;
        }
        await writePageSummaries(store, key, { llmsHash: result.llms?.hash, pages: noted, shards: shardsUsed });
      }
      // Entries go last, once nothing recorded names them.
      if (wrotePages) await store.prune(PAGE_KIND, new Set(keys));
      if (searched) await pruneSearchShards(store, searched);
    },
  };
}
