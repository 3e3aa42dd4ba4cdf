/**
 * One Pagefind index: pages are fed to Pagefind's indexing service and the finished index is returned as files to
 * publish under `_quire/search/`. A site's index is a set of these, one per shard (sharded-index.ts, which feeds
 * each shard's pages in navigation order). Pagefind splits an index into chunks, so a query downloads only the few
 * it needs, and into languages (by each page's `<html lang>`): the browser loads the page's language only.
 *
 * Pagefind's output depends on the order pages are added; a caller that adds pages out of order gives each an
 * `order` and they are fed strictly in that order (early arrivals wait in a small buffer), so the index is the same
 * whatever order they came in.
 */
import * as pagefind from 'pagefind';
import { searchableHtml } from './searchable-html.js';
import { stabilizeSearchFilters } from './stable-filters.js';

/** Folder of the search index in the built site. */
export const SEARCH_DIR = '_quire/search';

/** Elements inside `data-pagefind-body` that are not page text. */
const EXCLUDE = ['.heading-anchor', '[data-pagefind-ignore]'];

/** Files of Pagefind's bundle that Quire's own search dialog never loads (Pagefind's UIs). */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

const MAX_IN_FLIGHT = 32;

/** A file of the search index: a path relative to the output folder and its bytes (some are binary). */
export interface SearchFile {
  path: string;
  content: Uint8Array;
}

/** A rendered page to index. */
export interface SearchPage {
  /** The page's base-prefixed URL, as search results link to it. */
  url: string;
  html: string;
  /** Position in a fixed page order (e.g. the graph's); pages are indexed in this order when given. */
  order?: number;
}

/** Builds one search index. */
export interface SearchIndexer {
  /** Add a page. Resolves once the page is handed over (throttles callers when the service falls behind). */
  add(page: SearchPage): Promise<void>;
  /** Finish the index and return its files (paths under {@link SEARCH_DIR}) and any indexing problems. */
  files(): Promise<SearchFile[]>;
  /** Problems Pagefind reported, as text. */
  readonly errors: string[];
  /** Release the index (and the Pagefind service when no other indexer uses it). */
  close(): Promise<void>;
}

let openIndexers = 0;

/**
 * Keep Pagefind's service running until the returned function is called, even between indexes: a sharded index
 * opens and closes one index per shard, and starting the service again for each costs a process start.
 */
export function holdSearchService(): () => Promise<void> {
  openIndexers++;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    if (--openIndexers === 0) await pagefind.close();
  };
}

/** Start a search index. Rejects when Pagefind cannot run on this machine. */
export async function createSearchIndexer(): Promise<SearchIndexer> {
  // No forced language: Pagefind writes one index per `<html lang>` and the browser loads the page's own.
  const created = await pagefind.createIndex({ excludeSelectors: EXCLUDE });
  if (!created.index) throw new Error(`Pagefind could not create an index: ${created.errors.join('; ')}`);
  const index = created.index;
  openIndexers++;
  const errors: string[] = [];
  const inFlight = new Set<Promise<void>>();
  const waiting = new Map<number, SearchPage>();
  let nextOrder = 0;
  let closed = false;

  const send = (page: SearchPage) => {
    const task: Promise<void> = index.addHTMLFile({ url: page.url, content: searchableHtml(page.html) }).then(
      (response) => {
        for (const error of response.errors) errors.push(`${page.url}: ${error}`);
      },
      (error: unknown) => {
        errors.push(`${page.url}: ${String(error)}`);
      },
    );
    const tracked = task.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };
  const throttle = async () => {
    while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
  };

  return {
    errors,
    async add(page) {
      if (page.order === undefined) send(page);
      else {
        waiting.set(page.order, page);
        for (let ready = waiting.get(nextOrder); ready; ready = waiting.get(nextOrder)) {
          waiting.delete(nextOrder++);
          send(ready);
        }
      }
      await throttle();
    },
    async files() {
      // Pages whose predecessors never came (a gap in `order`) still go in, in order.
      for (const order of [...waiting.keys()].sort((a, b) => a - b)) send(waiting.get(order)!);
      waiting.clear();
      await Promise.all(inFlight);
      const result = await index.getFiles();
      errors.push(...result.errors);
      return stabilizeSearchFilters(
        result.files
          .filter((file) => !UNUSED.test(file.path))
          .map((file) => ({ path: `${SEARCH_DIR}/${file.path}`, content: file.content }))
          .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled(inFlight);
      await index.deleteIndex().catch(() => undefined);
      if (--openIndexers === 0) await pagefind.close();
    },
  };
}
