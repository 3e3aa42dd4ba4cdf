/**
 * Pagefind finds the pages that hold every word of a query. A reader's question ("how many requests can I make per
 * minute") often has a word no page says, and then it finds nothing. So a query of several words is also searched
 * word by word, and each page scores the sum of its scores for the words it holds (as BM25 sums its terms), with a
 * bonus for holding them all: the page that answers most of the question comes first, and none is lost to one
 * missing word.
 */
import type { PagefindSearch } from './pagefind.js';
import { rarityOf } from './field-rank.js';
import { irregularBase } from './stem.js';

type Result = PagefindSearch['results'][number];

/** How much a page that holds every word gains over the sum of its per-word scores. */
const ALL_WORDS_BONUS = 1.5;
/** Words searched one by one; a longer query keeps its first ones (stop words are gone by then). */
const MAX_WORDS = 6;

/** Results best first, and how much each word of the query tells pages apart (its inverse document frequency). */
export interface AnyWordsSearch extends PagefindSearch {
  rarity: Map<string, number>;
}

/**
 * Results of `query`: `search(query)` first, combined with `search(word)` for each of its words when it has several.
 * `searched` is how many pages were searched (the index's count: a search for every page would load all of the index,
 * 10 MB at 10,000 pages). Null when `search` gives null (a newer search started).
 */
export async function searchAnyWords(
  query: string,
  search: (term: string) => Promise<PagefindSearch | null>,
  searched: number,
): Promise<AnyWordsSearch | null> {
  const typed = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, MAX_WORDS);
  // An irregular form is searched with its base word too: "lost" finds the page that says "lose".
  const words = [...new Set(typed.flatMap((word) => [word, irregularBase(word) ?? word]))];
  const whole = await search(query);
  if (whole === null) return null;
  if (words.length < 2) return { ...whole, rarity: new Map() };
  const each = await Promise.all(words.map((word) => search(word)));
  if (each.some((result) => result === null)) return null;
  // A word on every page ("user" in a user-groups API) tells next to nothing; one on a single page, a lot (BM25's
  // inverse document frequency). Counted before filters, as the total is.
  const holding = (found: PagefindSearch) => found.unfilteredResultCount ?? found.results.length;
  const total = Math.max(searched, ...each.map((found) => holding(found as PagefindSearch)), 1);
  const rarity = new Map(words.map((word, i) => [word, rarityOf(holding(each[i] as PagefindSearch), total)]));
  const pages = new Map<string, { result: Result; score: number }>();
  for (const result of whole.results) pages.set(result.id, { result, score: 0 });
  (each as PagefindSearch[]).forEach((found, i) => {
    // Each word's scores relative to its best page, times its rarity: a page with the rare word of the question
    // ranks above one that says a common word often.
    const best = Math.max(...found.results.map((result) => result.score ?? 0)) || 1;
    const weight = rarity.get(words[i]) ?? 1;
    for (const result of found.results) {
      const page = pages.get(result.id) ?? { result, score: 0 };
      page.score += (weight * (result.score ?? 0)) / best;
      pages.set(result.id, page);
    }
  });
  const all = new Set(whole.results.map((result) => result.id));
  const ranked = [...pages.values()]
    .map((page) => ({ ...page, score: page.score * (all.has(page.result.id) ? ALL_WORDS_BONUS : 1) }))
    // Ties by page id, never by the order the searches answered in.
    .sort((a, b) => b.score - a.score || (a.result.id < b.result.id ? -1 : a.result.id > b.result.id ? 1 : 0));
  return { results: ranked.map((page) => ({ ...page.result, score: page.score })), rarity };
}
