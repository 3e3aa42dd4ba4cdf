/**
 * The words of the benchmark's generated pages (generate-site.js), one of two texts:
 * - `corpus` (the bench's default): words and code identifiers drawn by their counts in the real Mintlify corpus
 *   (corpus-vocabulary.txt: 15,000 prose words, 2,000 identifiers), so the text is Zipfian with words of real length.
 *   Sentences are longer in words by the ratio of the mean word lengths, so pages keep the synthetic text's size;
 * - `synthetic` (the bench's text until 2026-11-28): 45 words drawn uniformly, which puts every word on nearly every
 *   page.
 * Each draw calls the seeded PRNG `r` once, so a site is the same bytes for the same size.
 */
import { readVocabulary } from './corpus-vocabulary.js';

const WORDS = (
  'user group token dashboard embed property mapping schema source environment customer testing request response ' +
  'header body field value rotate update create return store caller service endpoint query filter variable ' +
  'deploy build cache render page section anchor table column row index search result error status success'
).split(' ');

/** The old text: every word equally likely, code identifiers the same words. */
export const SYNTHETIC = {
  word: (r) => WORDS[Math.floor(r() * WORDS.length)],
  identifier: (r) => WORDS[Math.floor(r() * WORDS.length)],
  sentenceScale: 1,
};

let corpusText;
/** The corpus text (read once): words and identifiers drawn by their counts in the corpus. */
function corpus() {
  if (corpusText) return corpusText;
  const { words, code } = readVocabulary();
  const meanLength = (entries) => {
    const total = entries.reduce((sum, [, count]) => sum + count, 0);
    return entries.reduce((sum, [word, count]) => sum + word.length * count, 0) / total;
  };
  const syntheticLength = WORDS.reduce((sum, w) => sum + w.length, 0) / WORDS.length;
  corpusText = {
    word: sampler(words),
    identifier: sampler(code),
    // A sentence of n synthetic words holds about as many bytes as one of n × this many corpus words (with spaces).
    sentenceScale: (syntheticLength + 1) / (meanLength(words) + 1),
  };
  return corpusText;
}

/** A draw from `entries` (`[word, count]`) with probability proportional to count: one call of `r` per word. */
function sampler(entries) {
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  for (const [i, [, count]] of entries.entries()) {
    total += count;
    cumulative[i] = total;
  }
  return (r) => {
    const x = r() * total;
    let lo = 0;
    let hi = entries.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return entries[lo][0];
  };
}

/** The text a site is written in: `synthetic` or `corpus` (see the top of this file). */
export const TEXTS = ['corpus', 'synthetic'];
export function textOf(name) {
  if (name === 'synthetic') return SYNTHETIC;
  if (name === 'corpus') return corpus();
  throw new Error(`unknown text "${name}" (one of ${TEXTS.join(', ')})`);
}

/**
 * The search queries of each text. The corpus text's: `webhook`, a mid-frequency word (rank 364 of the corpus's
 * 15,000, on about 14% of the pages), then `rate limit`, two words each on about 10% of the pages and both on about
 * 0.5%. (`token` is in every page's code sample, in either text.) The synthetic text's: `token` and `rotate schema`,
 * each word on nearly every page.
 */
export const QUERIES = { corpus: ['webhook', 'rate limit'], synthetic: ['token', 'rotate schema'] };
