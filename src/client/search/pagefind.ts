/**
 * Load Pagefind's own search module from the site's index folder (`_quire/search/`, next to this script's folder).
 * Pagefind keeps one index per language and loads the one named by the page's `<html lang>` (else its primary
 * subtag's, else the largest): on a French page, search finds French pages only.
 */
import type { PagefindResultData } from './hits.js';

/** The part of Pagefind's browser API the dialog uses. */
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: Record<string, unknown>): Promise<PagefindSearch>;
  debouncedSearch(term: string, options?: Record<string, unknown>, timeout?: number): Promise<PagefindSearch | null>;
}

/** A search's results, best first; each loads its data on demand. */
export interface PagefindSearch {
  results: Array<{ id: string; data(): Promise<PagefindResultData> }>;
}

let loading: Promise<Pagefind> | undefined;

/** Import and initialise Pagefind once. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = new URL('./search/pagefind.js', import.meta.url).href;
    const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    // Result URLs are stored base-prefixed, so Pagefind must not add a base of its own.
    await pagefind.options({ baseUrl: '/', excerptLength: 22 });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
