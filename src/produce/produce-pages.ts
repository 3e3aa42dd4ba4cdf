/**
 * Every page of a build, each either taken from the cache or rendered. Pages without an entry render first (in
 * worker threads when there are many). Then cached pages that the last build summarised (see
 * cache/page-summaries.ts) are delivered as that summary, read from the cache only if the consumer asks; the other
 * cached pages stream in page order, a few reads ahead. An entry that turns out damaged when read is rendered in the
 * main thread instead.
 */
import type { PageNode } from '../graph/types.js';
import type { RenderedPage, RenderInit } from '../render/page.js';
import type { BuildPageRenderer } from './render-page.js';
import { keepPage, type DeliveredPage, type ReusedPage } from './page-sink.js';
import { renderPages, type RenderPool } from './pool.js';
import type { BuildCache } from '../cache/build-cache.js';

const READ_AHEAD = 16;

/** Options of {@link producePages}. */
export interface ProducePagesOptions {
  cache?: BuildCache;
  /** Worker threads for rendering (see `renderPages`). */
  workers?: number;
  /** Workers started early (see `startRenderPool`). */
  pool?: RenderPool;
  /** The output folder being written: workers write their pages (and cache entries) there themselves. */
  outDir?: string;
  /**
   * Called once per page, never concurrently; awaited, so a slow consumer throttles rendering and reading. A page
   * without `html` was already written to `outDir` (and stored in the cache); a `ReusedPage` is the cache's summary.
   */
  onPage(index: number, page: DeliveredPage | ReusedPage): Promise<void>;
}

/** Produce every page of `init.graph`; returns how many were rendered and how many came from the cache. */
export async function producePages(
  init: RenderInit,
  raw: (page: PageNode) => string,
  options: ProducePagesOptions,
): Promise<{ rendered: number; reused: number }> {
  const { cache, onPage } = options;
  const pages = init.graph.pages;
  // Early workers build their renderers while pages are looked up in the cache.
  options.pool?.prepare(init);
  const cached = cache ? await cache.lookup(init, raw) : new Set<number>();
  const indexByPath = new Map(pages.map((page, index) => [page.path, index]));
  const jobs = pages.flatMap((page, index) =>
    cached.has(index) ? [] : [{ index, raw: raw(page), key: cache?.keyOf(index) }],
  );
  let rendered = jobs.length;
  await renderPages(init, jobs, {
    workers: options.workers,
    pool: options.pool,
    ...(options.outDir && { sink: { outDir: options.outDir, cacheDir: cache?.dir, cacheSecret: cache?.secret } }),
    async onPage(page) {
      const index = indexByPath.get(page.path);
      if (index === undefined) throw new Error(`Internal error: rendered an unknown page ${page.path}`);
      if (page.html !== undefined) await cache?.store(index, page as RenderedPage);
      await onPage(index, page);
    },
  });

  let fallback: BuildPageRenderer | undefined;
  /** Render a page whose entry turned out damaged, and store it again. */
  const renderAgain = async (index: number): Promise<RenderedPage> => {
    fallback ??= (await import('./render-page.js')).createBuildPageRenderer(init);
    const page = fallback(pages[index], raw(pages[index]));
    await cache!.store(index, page);
    rendered++;
    return page;
  };

  const order = [...cached].sort((a, b) => a - b);
  const unsummarised: number[] = [];
  for (const index of order) {
    const summary = cache!.summary(index);
    if (!summary) {
      unsummarised.push(index);
      continue;
    }
    // Not kept once read: the search index may read a whole shard's pages (a thousand at 100,000 pages), and needs
    // only their indexed part.
    const load = async () => keepPage((await cache!.read(index)) ?? (await renderAgain(index)));
    await onPage(index, { ...summary, load });
  }

  const reads = new Map<number, Promise<RenderedPage | undefined>>();
  let ahead = 0;
  for (const index of unsummarised) {
    while (ahead < unsummarised.length && reads.size < READ_AHEAD) {
      const next = unsummarised[ahead++];
      reads.set(next, cache!.read(next));
    }
    const page = (await reads.get(index)) ?? (await renderAgain(index));
    reads.delete(index);
    await onPage(index, keepPage(page));
  }
  return { rendered, reused: order.length - (rendered - jobs.length) };
}
