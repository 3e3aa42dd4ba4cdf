/**
 * Search in `quire dev`: the same sharded Pagefind index as `quire build`, rebuilt in the background from the
 * session's rendered pages after start-up and after every batch of changes (debounced, one rebuild at a time; only
 * shards whose pages changed go through Pagefind again), and served from memory. Until the first index is ready,
 * search files answer 503 and the search dialog says so.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { searchPagesOf } from '../render/search-pages.js';
import { createSearchIndexer, holdSearchService, SEARCH_DIR, type SearchFile } from '../search/index.js';
import { planSearchShards } from '../search/shard-plan.js';
import { createShardedSearch } from '../search/sharded-index.js';
import type { Route } from '../server/http-server.js';
import { contentTypeOf } from '../server/content-types.js';
import { decodeUriSafe, withBase } from '../utils/url.js';
import type { DevSession } from './session.js';
import type { SearchIndexHook } from './types.js';

/** The dev server's search index. */
export interface DevSearch {
  /** Tell the index that pages changed (the session's hook). */
  readonly hook: SearchIndexHook;
  /** Serves `<base>_quire/search/*` from memory. */
  readonly route: Route;
  /** Rebuild soon (debounced). */
  refresh(): void;
  /** Resolves once a first index was built (or failed) and no rebuild is pending or running. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** Create the dev search index for `session`. Errors are reported through `onError` and never stop the server. */
export function createDevSearch(
  session: DevSession,
  options: { delayMs?: number; onError?(message: string): void } = {},
): DevSearch {
  const prefix = `${session.base}${SEARCH_DIR}/`;
  let files = new Map<string, Uint8Array>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let markBuilt: () => void = () => {};
  const firstBuild = new Promise<void>((resolve) => (markBuilt = resolve));

  // Pagefind's service stays up for the session: a save then costs the changed shard's indexing only.
  const release = holdSearchService();
  // Finished shards by key, as the build cache keeps them: a save re-indexes only the shard of the saved page.
  let shardFiles = new Map<string, SearchFile[]>();
  const rebuild = async () => {
    const graph = session.graph();
    if (!graph) return;
    // As in `quire build`, the plan holds only the pages search engines may index, and only those are rendered here.
    const plan = planSearchShards(searchPagesOf(graph));
    const search = createShardedSearch({
      plan,
      fingerprint: '',
      start: () => createSearchIndexer(),
      cache: {
        get: async (key) => shardFiles.get(key),
        set: async (key, value) => {
          shardFiles.set(key, value);
          return true;
        },
      },
    });
    try {
      for (const order of plan.shards.flatMap((shard) => shard.orders)) {
        const page = graph.pages[order];
        const rendered = session.renderPage(page.path)?.rendered;
        if (rendered) await search.add({ url: withBase(session.base, page.url), html: rendered.html, order });
      }
      const next = new Map<string, Uint8Array>();
      for (const file of await search.files()) next.set(file.path.slice(SEARCH_DIR.length + 1), file.content);
      files = next;
      const used = new Set(search.keys);
      shardFiles = new Map([...shardFiles].filter(([key]) => used.has(key)));
      for (const error of search.errors) options.onError?.(error);
    } finally {
      await search.close();
    }
  };
  const run = () => {
    timer = undefined;
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = rebuild()
      .catch((error: unknown) =>
        options.onError?.(`search index: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = undefined;
        markBuilt();
        if (again && !closed) {
          again = false;
          run();
        }
      });
  };
  const refresh = () => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(run, options.delayMs ?? 100);
  };

  const serve = (request: IncomingMessage, response: ServerResponse) => {
    const rel = decodeUriSafe((request.url ?? '').split('?')[0].slice(prefix.length));
    const content = files.get(rel);
    if (!content) {
      const ready = files.size > 0;
      response.writeHead(ready ? 404 : 503, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        ...(!ready && { 'Retry-After': '2' }),
      });
      return void response.end(ready ? 'Not found' : 'The search index is still being built');
    }
    response.writeHead(200, {
      'Content-Type': contentTypeOf(rel),
      'Content-Length': content.byteLength,
      'Cache-Control': 'no-store',
    });
    response.end(request.method === 'HEAD' ? undefined : content);
  };

  return {
    hook: { pagesChanged: () => refresh() },
    route: { method: 'GET', path: prefix, handle: serve },
    refresh,
    async idle() {
      await firstBuild;
      while (timer || running) {
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
      markBuilt();
      await release();
    },
  };
}
