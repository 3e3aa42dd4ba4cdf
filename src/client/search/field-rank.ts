/**
 * Pagefind ranks a page by its body text, where the title is one heading among many. A reader's words that name
 * the page (its title, its description, its headings) say more than the same words in a paragraph: "errors the
 * Update User endpoint returns" means the page called Update User, whatever other page says "errors" most. So the
 * first results are re-ranked by their search score (relative to the best) plus how much of the query their title,
 * description and headings hold.
 */
import type { PagefindResultData } from './hits.js';

/** What each field adds, as a share of the best search score, when it holds every word of the query. */
const WEIGHTS = { title: 0.9, description: 0.5, headings: 0.3 };

/** What a reader calls an API page besides its title: "the endpoint to rotate a token". */
const KIND_WORDS = 'endpoint api operation request';

/** One result to rank: Pagefind's score and its data. */
export interface Scored {
  score: number;
  data: PagefindResultData;
}

/**
 * `results` best first, by search score plus the share of `query`'s words their title, description and headings
 * hold, each times `factor` of its data (the reader's own section weighs a little more).
 */
export function rankByFields(
  query: string,
  results: Scored[],
  rarity: ReadonlyMap<string, number>,
  factor: (data: PagefindResultData) => number = () => 1,
): PagefindResultData[] {
  if (results.length < 2) return results.map((result) => result.data);
  // Each word counts by its rarity (1 each when not known): naming a rare word of the query names the page.
  const weights = new Map<string, number>();
  for (const word of query.toLowerCase().split(/\s+/)) {
    const stemmed = stem(word);
    if (stemmed !== '') weights.set(stemmed, rarity.get(word) ?? 1);
  }
  const sum = [...weights.values()].reduce((a, b) => a + b, 0);
  const best = Math.max(...results.map((result) => result.score)) || 1;
  const share = (text: string | undefined) => {
    if (!text) return 0;
    const held = new Set(text.split(/[^\p{L}\p{N}_]+/u).map(stem));
    let found = 0;
    for (const [word, weight] of weights) if (held.has(word)) found += weight;
    return sum === 0 ? 0 : found / sum;
  };
  return results
    .map((result, order) => {
      const { meta } = result.data;
      const headings = (result.data.sub_results ?? []).map((sub) => sub.title).join(' ');
      // Front matter `boost` scales everything, title matches included, as on Mintlify.
      const boost = Number(meta.boost ?? 1) > 0 ? Number(meta.boost ?? 1) : 1;
      const weight =
        boost *
        factor(result.data) *
        (result.score / best +
          WEIGHTS.title * share(`${meta.title ?? ''} ${meta.nav ?? ''}`) +
          WEIGHTS.description * share(`${meta.description ?? ''} ${meta.kind === 'endpoint' ? KIND_WORDS : ''}`) +
          WEIGHTS.headings * share(headings));
      return { result, order, weight };
    })
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((ranked) => ranked.result.data);
}

/** A word's rough stem, enough to match `errors` with `error` and `rotating` with `rotate`. */
function stem(word: string): string {
  const lower = word.toLowerCase().replace(/[^\p{L}\p{N}_]/gu, '');
  if (lower.length <= 3) return lower;
  return lower.replace(/(?:ing|ed|es|s)$/, '').replace(/e$/, '');
}
