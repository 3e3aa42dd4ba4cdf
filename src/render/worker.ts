/** Worker-thread entry: receives the render init once, then batches of pages to render. */
import { parentPort, workerData } from 'node:worker_threads';
import { createRenderer, type RenderInit, type RenderedPage } from './page.js';

/** A batch of pages to render: indexes into `graph.pages` with their sources. */
export interface RenderTask {
  id: number;
  pages: Array<{ index: number; raw: string }>;
}

/** A worker's answer to a task. */
export type RenderReply = { id: number; results: RenderedPage[] } | { id: number; error: string };

const renderer = createRenderer(workerData as RenderInit);
const pages = (workerData as RenderInit).graph.pages;

parentPort!.on('message', (task: RenderTask) => {
  try {
    const results = task.pages.map(({ index, raw }) => renderer.renderPage(pages[index], raw));
    parentPort!.postMessage({ id: task.id, results } satisfies RenderReply);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    parentPort!.postMessage({ id: task.id, error: message } satisfies RenderReply);
  }
});
