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
  /** How many pages hold the term, before filters. */
  unfilteredResultCount?: number;
}

/** One shard as `shards.json` lists it. */
interface Shard {
  dir: string;
  language: string;
  scopes: string[];
  /** How many pages it holds. */
  pages?: number;
}

/** What `shards.json` says: the shards, and how many pages each language has in all. */
interface ShardList {
  shards: Shard[];
  pages: Record<string, number>;
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
  const [pagefind, list] = await Promise.all([
    import(/* webpackIgnore: true */ new URL('pagefind.js', folder).href) as Promise<PagefindModule>,
    readShards(new URL('shards.json', folder)),
  ]);
  const language = (document.documentElement.getAttribute('lang') || 'unknown').toLowerCase();
  const mine = shardsOf(list.shards, language);
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

  // The pages searched, as a word's rarity counts them: those of the shards merged so far (Pagefind searches every
  // index it has merged), or of the page's language in a single index.
  const total = () =>
    first
      ? [first, ...merged.keys()].reduce((sum, shard) => sum + (shard.pages ?? 0), 0)
      : (list.pages[chooseLanguage(Object.keys(list.pages), language, (code) => list.pages[code]) ?? ''] ?? 0);

  return {
    async search(term, filters, { scope, debounceMs } = {}) {
      await need(scope);
      // Only the first search waits out the typing; the per-word ones follow it at once.
      let waited = false;
      return searchAnyWords(
        term,
        (words) => {
          const wait = !waited && debounceMs !== undefined;
          waited = true;
          return wait ? pagefind.debouncedSearch(words, { filters }, debounceMs) : pagefind.search(words, { filters });
        },
        total(),
      );
    },
  };
}

/** What `shards.json` lists; no shards (one index at the root) when it lists none or cannot be read. */
async function readShards(url: URL): Promise<ShardList> {
  try {
    const response = await fetch(url);
    if (!response.ok) return { shards: [], pages: {} };
    const data = (await response.json()) as { shards?: unknown; pages?: unknown };
    return {
      shards: Array.isArray(data.shards) ? (data.shards as Shard[]) : [],
      pages: typeof data.pages === 'object' && data.pages !== null ? (data.pages as Record<string, number>) : {},
    };
  } catch {
    return { shards: [], pages: {} };
  }
}

/**
 * The shards of the page's language, first shard first, chosen as Pagefind chooses an index: the language itself,
 * else its primary subtag, else the language with the most shards.
 */
function shardsOf(shards: Shard[], language: string): Shard[] {
  const codes = [...new Set(shards.map((shard) => shard.language))];
  const count = (code: string) => shards.filter((shard) => shard.language === code).length;
  const chosen = chooseLanguage(codes, language, count);
  return chosen === undefined ? [] : shards.filter((shard) => shard.language === chosen);
}

/** Of `codes`, the one Pagefind opens for `language`: itself, else its primary subtag, else the largest by `size`. */
function chooseLanguage(codes: string[], language: string, size: (code: string) => number): string | undefined {
  if (codes.includes(language)) return language;
  const primary = language.split('-')[0];
  if (codes.includes(primary)) return primary;
  return [...codes].sort((a, b) => size(b) - size(a))[0];
}
