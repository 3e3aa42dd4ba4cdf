/**
 * Every page of a build, each either taken from the cache or rendered. Pages without an entry render first (in
 * worker threads when there are many); then cached pages stream in page order, a few reads ahead. An entry that
 * turns out damaged when read is rendered in the main thread instead.
 */
import type { PageNode } from '../graph/types.js';
import type { RenderedPage, RenderInit } from '../render/page.js';
import type { BuildPageRenderer } from './render-page.js';
import { keepPage, type DeliveredPage } from './page-sink.js';
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
   * without `html` was already written to `outDir` (and stored in the cache).
   */
  onPage(index: number, page: DeliveredPage): Promise<void>;
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
    ...(options.outDir && { sink: { outDir: options.outDir, cacheDir: cache?.dir } }),
    async onPage(page) {
      const index = indexByPath.get(page.path);
      if (index === undefined) throw new Error(`Internal error: rendered an unknown page ${page.path}`);
      if (page.html !== undefined) await cache?.store(index, page as RenderedPage);
      await onPage(index, page);
    },
  });

  let fallback: BuildPageRenderer | undefined;
  const order = [...cached].sort((a, b) => a - b);
  const reads = new Map<number, Promise<RenderedPage | undefined>>();
  let ahead = 0;
  for (const index of order) {
    while (ahead < order.length && reads.size < READ_AHEAD) {
      const next = order[ahead++];
      reads.set(next, cache!.read(next));
    }
    let page = await reads.get(index);
    reads.delete(index);
    if (!page) {
      fallback ??= (await import('./render-page.js')).createBuildPageRenderer(init);
      page = fallback(pages[index], raw(pages[index]));
      await cache!.store(index, page);
      rendered++;
    }
    await onPage(index, keepPage(page));
  }
  return { rendered, reused: order.length - (rendered - jobs.length) };
}
