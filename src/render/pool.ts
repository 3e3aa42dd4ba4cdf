/**
 * Render pages on every core. Small sites render in the main thread, because starting workers (each loads the
 * markdown pipeline) costs more than it saves below a few dozen pages.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createRenderer, type RenderInit, type RenderedPage } from './page.js';
import type { RenderReply, RenderTask } from './worker.js';

/** A page to render: its index in `graph.pages` and its markdown source. */
export interface PageJob {
  index: number;
  raw: string;
}

/** Options for {@link renderPages}. */
export interface RenderPagesOptions {
  /** Number of worker threads; 0 renders in the main thread. Default: one per core above the threshold. */
  workers?: number;
  /** Called once per rendered page, in completion order. Awaited, so a slow disk throttles rendering. */
  onPage: (page: RenderedPage) => Promise<void> | void;
}

const BATCH_SIZE = 8;
const WORKER_THRESHOLD = 48;
const WORKER_FILE = new URL('./worker.js', import.meta.url);

/** The number of workers to use for `pageCount` pages when the user did not choose. */
export function defaultWorkerCount(pageCount: number): number {
  // Workers need the compiled worker.js; when running from TypeScript sources (tests), render in-process.
  if (!import.meta.url.endsWith('.js') || pageCount < WORKER_THRESHOLD) return 0;
  return Math.max(1, Math.min(os.availableParallelism(), Math.ceil(pageCount / BATCH_SIZE)));
}

/** Render every job, handing each result to `onPage`. */
export async function renderPages(init: RenderInit, jobs: PageJob[], options: RenderPagesOptions): Promise<void> {
  const workers = options.workers ?? defaultWorkerCount(jobs.length);
  if (workers <= 0) return renderInProcess(init, jobs, options.onPage);
  return renderInWorkers(init, jobs, workers, options.onPage);
}

async function renderInProcess(init: RenderInit, jobs: PageJob[], onPage: RenderPagesOptions['onPage']): Promise<void> {
  const renderer = createRenderer(init);
  for (const job of jobs) await onPage(renderer.renderPage(init.graph.pages[job.index], job.raw));
}

function renderInWorkers(init: RenderInit, jobs: PageJob[], count: number, onPage: RenderPagesOptions['onPage']): Promise<void> {
  return new Promise((resolve, reject) => {
    const batches: RenderTask[] = [];
    for (let i = 0; i < jobs.length; i += BATCH_SIZE) batches.push({ id: batches.length, pages: jobs.slice(i, i + BATCH_SIZE) });
    let next = 0;
    let done = 0;
    let failed = false;
    const workers: Worker[] = [];
    // Page writes are chained so onPage never runs concurrently with itself.
    let writing: Promise<void> = Promise.resolve();

    const finish = (error?: unknown) => {
      if (failed) return;
      if (error) failed = true;
      for (const worker of workers) void worker.terminate();
      if (error) reject(error);
      else writing.then(() => resolve(), reject);
    };
    const feed = (worker: Worker) => {
      if (next < batches.length) worker.postMessage(batches[next++]);
    };

    for (let i = 0; i < count; i++) {
      const worker = new Worker(fileURLToPath(WORKER_FILE), { workerData: init });
      workers.push(worker);
      worker.on('message', (reply: RenderReply) => {
        if ('error' in reply) return finish(new Error(`Internal error while rendering pages:\n${reply.error}`));
        const results = reply.results;
        writing = writing.then(async () => {
          for (const result of results) await onPage(result);
        });
        writing.catch(finish);
        done++;
        if (done === batches.length) finish();
        else feed(worker);
      });
      worker.on('error', finish);
      feed(worker);
    }
    if (batches.length === 0) finish();
  });
}
