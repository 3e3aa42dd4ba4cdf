/**
 * Render pages on every core. Small sites render in the main thread, because starting workers (each loads the
 * markdown pipeline) costs more than it saves below a few dozen pages.
 *
 * Backpressure: a worker gets its next batch only while fewer than `maxPending` finished batches wait for `onPage`,
 * so when writing or indexing is slower than rendering, workers pause instead of piling pages up in memory.
 *
 * Memory: each worker's JavaScript heap is capped (see {@link workerHeapMb}). V8 otherwise lets a heap grow far past
 * what it holds alive before collecting (a 10,000-page build: 716 MB for all processes uncapped, 514 MB with workers
 * capped at 256 MB). A worker that reaches its cap is started again with twice the cap and given its batch again, so
 * a cap too small for a site costs time, never the build.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderInit } from '../render/page.js';
import { keepPage, type DeliveredPage, type PageSink } from './page-sink.js';
import type { RenderInitMessage, RenderReply, RenderTask } from './worker.js';
import { workerInitOf } from './worker-init.js';

/** A page to render: its index in `graph.pages`, its markdown source, and its cache key (for workers that write). */
export interface PageJob {
  index: number;
  raw: string;
  key?: string;
}

/** Options for {@link renderPages}. */
export interface RenderPagesOptions {
  /** Number of worker threads; 0 renders in the main thread. Default: one per core above the threshold. */
  workers?: number;
  /** Called once per rendered page, in completion order, never concurrently. Awaited: a slow disk throttles rendering. */
  onPage: (page: DeliveredPage) => Promise<void> | void;
  /**
   * Where worker threads write the pages they render (and their cache entries) themselves; those pages arrive
   * without `html`. Pages rendered in the main thread always arrive with it.
   */
  sink?: PageSink;
  /** Workers started earlier with {@link startRenderPool}; used when there are enough pages, else the main thread renders. */
  pool?: RenderPool;
}

/** Worker threads started before the site is planned, loading the pipeline meanwhile. Close it when done. */
export interface RenderPool {
  readonly size: number;
  /** Send the render init to the workers now (they build their renderer while the caller goes on); once per pool. */
  prepare(init: RenderInit): void;
  close(): Promise<void>;
}

/** Runs one batch somewhere (a worker thread, or a fake in tests) and resolves with its results. */
export type BatchRunner<T, R> = (batch: T) => Promise<R[]>;

const BATCH_SIZE = 8;
/** Finished batches that may wait for `onPage`, per worker: enough to ride out a slow write, few enough to stay small. */
const MAX_PENDING_PER_WORKER = 3;
const WORKER_THRESHOLD = 48;
const WORKER_FILE = new URL('./worker.js', import.meta.url);

/** The number of workers to use for `pageCount` pages when the user did not choose. */
export function defaultWorkerCount(pageCount: number): number {
  // A worker runs the compiled worker.js beside this module; run from TypeScript sources, there is none to start.
  if (pageCount < WORKER_THRESHOLD || !hasWorkerFile()) return 0;
  return Math.max(1, Math.min(os.availableParallelism(), Math.ceil(pageCount / BATCH_SIZE)));
}

let workerFileExists: boolean | undefined;
function hasWorkerFile(): boolean {
  workerFileExists ??= existsSync(fileURLToPath(WORKER_FILE));
  return workerFileExists;
}

const poolThreads = new WeakMap<RenderPool, Thread[]>();

/**
 * The heap cap of a render worker for a site of `pages` pages, in MB: room for the pipeline and a batch's work, plus
 * what the worker keeps of the site (the pages as stubs, the sidebars, the link index: about 0.6 KB a page at
 * 100,000 pages, see worker-init.ts) with room to spare. The cap only bounds a worker: at 100,000 pages its heap
 * peaked at 259 MB under a cap of 583 MB and under one of 290 MB alike.
 */
export function workerHeapMb(pages: number): number {
  return 192 + Math.ceil((pages * 4) / 1024);
}

/** The largest cap a worker is restarted with; past it, running out of memory fails the build. */
const MAX_WORKER_HEAP_MB = 16384;

/**
 * Start `count` workers now, for a later {@link renderPages}; their init follows when the site is planned. `pages`
 * (the site's page count, as far as known) sizes their heap cap; `heapMb` sets it instead (tests).
 */
export function startRenderPool(count: number, pages = 0, heapMb = workerHeapMb(pages)): RenderPool {
  const threads = Array.from({ length: count }, () => startWorker(heapMb));
  let prepared: RenderInit | undefined;
  const pool: RenderPool = {
    size: count,
    prepare(init) {
      if (prepared === init) return;
      if (prepared) throw new Error('Internal error: a render pool serves one site plan');
      prepared = init;
      const sent = workerInitOf(init);
      for (const thread of threads) thread.init(sent);
    },
    close: async () => void (await Promise.all(threads.map((thread) => thread.stop()))),
  };
  poolThreads.set(pool, threads);
  return pool;
}

/** Render every job, handing each result to `onPage`. */
export async function renderPages(init: RenderInit, jobs: PageJob[], options: RenderPagesOptions): Promise<void> {
  if (jobs.length === 0) return;
  // Workers started early are used when asked for or when the pages are worth it; otherwise they idle until closed.
  const early =
    options.pool && (options.workers !== undefined || jobs.length >= WORKER_THRESHOLD)
      ? poolThreads.get(options.pool)
      : undefined;
  const workers = early ? early.length : (options.workers ?? defaultWorkerCount(jobs.length));
  if (workers <= 0) return renderInProcess(init, jobs, options.onPage);
  const batches: RenderTask[] = [];
  for (let i = 0; i < jobs.length; i += BATCH_SIZE) {
    batches.push({
      id: batches.length,
      // Each page travels with its batch: the workers hold only stubs of the site's pages (see worker-init.ts).
      pages: jobs.slice(i, i + BATCH_SIZE).map(({ index, raw, key }) => ({ page: init.graph.pages[index], raw, key })),
      ...(options.sink && { sink: options.sink }),
    });
  }
  if (early) options.pool!.prepare(init);
  const heapMb = workerHeapMb(init.graph.pages.length);
  const sent = early ? undefined : workerInitOf(init);
  const threads = early ?? Array.from({ length: Math.min(workers, batches.length) }, () => startWorker(heapMb, sent));
  try {
    await runBatches(
      batches,
      threads.map((thread) => thread.run),
      options.onPage,
      threads.length * MAX_PENDING_PER_WORKER,
    );
  } finally {
    if (!early) await Promise.all(threads.map((thread) => thread.stop()));
  }
}

async function renderInProcess(init: RenderInit, jobs: PageJob[], onPage: RenderPagesOptions['onPage']): Promise<void> {
  // Imported here: a build whose pages render in workers never loads the markdown pipeline in the main thread.
  const { createBuildPageRenderer } = await import('./render-page.js');
  const render = createBuildPageRenderer(init);
  for (const job of jobs) await onPage(keepPage(render(init.graph.pages[job.index], job.raw)));
}

/**
 * Run `batches` on `runners` (one batch at a time each) and hand every result to `onResult`, one at a time.
 * At most `maxPending` finished batches wait for `onResult`; runners idle meanwhile. Rejects on the first error.
 */
export function runBatches<T, R>(
  batches: T[],
  runners: Array<BatchRunner<T, R>>,
  onResult: (result: R) => Promise<void> | void,
  maxPending: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    let pending = 0;
    let remaining = batches.length;
    let failed = false;
    const idle: Array<BatchRunner<T, R>> = [];
    // Results are consumed in a chain, so onResult never runs concurrently with itself.
    let consuming: Promise<void> = Promise.resolve();
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      reject(error);
    };
    const feed = (runner: BatchRunner<T, R>) => {
      if (failed || next >= batches.length) return;
      if (pending >= maxPending) {
        idle.push(runner);
        return;
      }
      const batch = batches[next++];
      runner(batch).then((results) => {
        pending++;
        consuming = consuming.then(async () => {
          for (const result of results) if (!failed) await onResult(result);
          pending--;
          if (--remaining === 0 && !failed) resolve();
          const waiting = idle.shift();
          if (waiting) feed(waiting);
        });
        consuming.catch(fail);
        feed(runner);
      }, fail);
    };
    if (remaining === 0) resolve();
    for (const runner of runners) feed(runner);
  });
}

/** A render worker thread: renders one batch at a time. */
interface Thread {
  init(init: RenderInit): void;
  run: BatchRunner<RenderTask, DeliveredPage>;
  stop(): Promise<void>;
  /** How many times the worker was started again with a larger heap. */
  readonly restarts: number;
}

function startWorker(heapMb: number, init?: RenderInit): Thread {
  let limit = heapMb;
  let initData = init;
  let restarts = 0;
  let worker: Worker;
  let current:
    | { batch: RenderTask; resolve: (results: DeliveredPage[]) => void; reject: (error: unknown) => void }
    | undefined;
  let crashed: unknown;
  const settle = (error: unknown) => {
    crashed ??= error;
    current?.reject(error);
    current = undefined;
  };
  const spawn = () => {
    worker = new Worker(fileURLToPath(WORKER_FILE), {
      ...(initData && { workerData: initData }),
      resourceLimits: { maxOldGenerationSizeMb: limit },
    });
    worker.on('message', (reply: RenderReply) => {
      const waiting = current;
      current = undefined;
      if ('error' in reply) waiting?.reject(new Error(`Internal error while rendering pages:\n${reply.error}`));
      else waiting?.resolve(reply.results);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY' || limit * 2 > MAX_WORKER_HEAP_MB) return settle(error);
      // Out of its heap: the same work again in a worker with twice the room (its pages are written again as well).
      worker.removeAllListeners();
      limit *= 2;
      restarts++;
      spawn();
      if (current) worker.postMessage(current.batch);
    });
    worker.on('exit', (code) => settle(new Error(`Internal error: a render worker stopped (exit code ${code})`)));
  };
  spawn();
  return {
    init: (data) => {
      initData = data;
      worker.postMessage({ init: data } satisfies RenderInitMessage);
    },
    run: (batch) =>
      new Promise((resolve, reject) => {
        if (crashed !== undefined) return reject(crashed);
        current = { batch, resolve, reject };
        worker.postMessage(batch);
      }),
    stop: async () => {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
    get restarts() {
      return restarts;
    },
  };
}

/** How many times the workers of `pool` were started again with a larger heap (tests). */
export function poolRestarts(pool: RenderPool): number {
  return (poolThreads.get(pool) ?? []).reduce((sum, thread) => sum + thread.restarts, 0);
}
