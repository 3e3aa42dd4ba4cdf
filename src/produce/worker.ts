/**
 * Worker-thread entry: receives the render init once (as `workerData`, or as the first message when the worker was
 * started before the site was planned, so that loading the pipeline overlaps planning), then batches of pages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PageNode } from '../graph/types.js';
import type { RenderInit } from '../render/page.js';
import { createBuildPageRenderer, type BuildPageRenderer } from './render-page.js';
import { createPageWriter, keepPage, type DeliveredPage, type PageSink } from './page-sink.js';

/**
 * A batch of pages to render, in full (the init's `graph.pages` holds only stubs: see worker-init.ts), with their
 * sources (and cache keys). With a `sink`, the worker writes each page there and sends back the page without its HTML.
 */
export interface RenderTask {
  id: number;
  pages: Array<{ page: PageNode; raw: string; key?: string }>;
  sink?: PageSink;
}

/** The first message to a worker started without `workerData`. */
export interface RenderInitMessage {
  init: RenderInit;
}

/** A worker's answer to a task. */
export type RenderReply = { id: number; results: DeliveredPage[] } | { id: number; error: string };

let state: { render: BuildPageRenderer } | undefined;
let writer: { sink: PageSink; write: ReturnType<typeof createPageWriter> } | undefined;
const start = (init: RenderInit) => (state = { render: createBuildPageRenderer(init) });
if (workerData) start(workerData as RenderInit);

parentPort!.on('message', (message: RenderTask | RenderInitMessage) => {
  if ('init' in message) {
    start(message.init);
    return;
  }
  try {
    if (!state) throw new Error('Internal error: a render worker got pages before its init');
    const { render } = state;
    const { sink } = message;
    if (sink && (writer?.sink.outDir !== sink.outDir || writer.sink.cacheDir !== sink.cacheDir))
      writer = { sink, write: createPageWriter(sink) };
    const results = message.pages.map(({ page, raw, key }) => {
      const rendered = render(page, raw);
      return sink ? writer!.write(rendered, key) : keepPage(rendered);
    });
    parentPort!.postMessage({ id: message.id, results } satisfies RenderReply);
  } catch (error) {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    parentPort!.postMessage({ id: message.id, error: text } satisfies RenderReply);
  }
});
