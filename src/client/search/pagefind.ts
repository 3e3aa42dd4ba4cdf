/**
 * Load Pagefind's own search module from the site's index folder (`_quire/search/`, next to this script's folder).
 * Pagefind keeps one index per language and loads the one named by the page's `<html lang>` (else its primary
 * subtag's, else the largest): on a French page, search finds French pages only.
 *
 * A large site's index is split into shards (`shards.json` lists them, with the language and search scopes of each):
 * the first shard of the page's language is opened, and the others are merged in (Pagefind's `mergeIndex`) when a
 * search needs them: a search in the reader's section merges only the shards holding that section, a search in all
 * sections merges the rest.
 */
import { searchAnyWords, type AnyWordsSearch } from './any-words.js';
import type { PagefindResultData } from './hits.js';

/** The part of Pagefind's browser API the dialog uses. */
interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(path: string, options?: Record<string, unknown>): Promise<void>;
  search(term: string | null, options?: Record<string, unknown>): Promise<PagefindSearch>;
  debouncedSearch(term: string, options?: Record<string, unknown>, timeout?: number): Promise<PagefindSearch | null>;
}

/** A search's results, best first; each loads its data on demand. */
export interface PagefindSearch {
  results: Array<{ id: string; score?: number; data(): Promise<PagefindResultData> }>;
}

/** One shard as `shards.json` lists it. */
interface Shard {
  dir: string;
  language: string;
  scopes: string[];
}

/** The site's search index, whole or in shards. */
export interface SearchIndex {
  /**
   * Search `term` with Pagefind `filters`. `scope` is the search scope the filters limit results to (then only the
   * shards holding it are needed); without it, every shard of the page's language is searched. With `debounceMs`,
   * resolves to null when another search started meanwhile.
   */
  search(
    term: string,
    filters: Record<string, unknown>,
    options?: { scope?: string; debounceMs?: number },
  ): Promise<AnyWordsSearch | null>;
}

/** Every index shares these options: result URLs are stored base-prefixed, so Pagefind must not add a base. */
const OPTIONS = { baseUrl: '/', excerptLength: 22, ranking: { termSimilarity: 6 } };

let loading: Promise<SearchIndex> | undefined;

/** Import and initialise Pagefind once. */
export function loadPagefind(): Promise<SearchIndex> {
  loading ??= open();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

async function open(): Promise<SearchIndex> {
  const folder = new URL('./search/', import.meta.url);
  const [pagefind, shards] = await Promise.all([
    import(/* webpackIgnore: true */ new URL('pagefind.js', folder).href) as Promise<PagefindModule>,
    readShards(new URL('shards.json', folder)),
  ]);
  const mine = shardsOf(shards, (document.documentElement.getAttribute('lang') || 'unknown').toLowerCase());
  const [first, ...rest] = mine;
  await pagefind.options(first ? { ...OPTIONS, basePath: new URL(first.dir, folder).pathname } : OPTIONS);
  await pagefind.init();

  const merged = new Map<Shard, Promise<void>>();
  const need = (scope: string | undefined) =>
    Promise.all(
      rest
        .filter((shard) => scope === undefined || shard.scopes.length === 0 || shard.scopes.includes(scope))
        .map((shard) => {
          let done = merged.get(shard);
          if (!done) {
            done = pagefind.mergeIndex(new URL(shard.dir, folder).pathname, OPTIONS);
            merged.set(shard, done);
          }
          return done;
        }),
    );

  return {
    async search(term, filters, { scope, debounceMs } = {}) {
      await need(scope);
      // Only the first search waits out the typing; the per-word ones follow it at once.
      let first = true;
      return searchAnyWords(term, (words) => {
        const wait = first && debounceMs !== undefined && words !== null;
        first = false;
        return wait ? pagefind.debouncedSearch(words, { filters }, debounceMs) : pagefind.search(words, { filters });
      });
    },
  };
}

/** The shards `shards.json` lists; none (one index at the root) when it lists none or cannot be read. */
async function readShards(url: URL): Promise<Shard[]> {
  try {
    const response = await fetch(url);
    if (!response.ok) return [];
    const data = (await response.json()) as { shards?: unknown };
    return Array.isArray(data.shards) ? (data.shards as Shard[]) : [];
  } catch {
    return [];
  }
}

/**
 * The shards of the page's language, first shard first, chosen as Pagefind chooses an index: the language itself,
 * else its primary subtag, else the language with the most shards.
 */
function shardsOf(shards: Shard[], language: string): Shard[] {
  const of = (code: string) => shards.filter((shard) => shard.language === code);
  const exact = of(language);
  if (exact.length > 0) return exact;
  const primary = of(language.split('-')[0]);
  if (primary.length > 0) return primary;
  const counts = new Map<string, number>();
  for (const shard of shards) counts.set(shard.language, (counts.get(shard.language) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1])[0];
  return top ? of(top[0]) : [];
}
