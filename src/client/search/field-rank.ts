/**
 * The final ranking of the pages search found (Pagefind's first results), by their own text: title and sidebar
 * title, description, headings, URL path and body, in the manner of BM25F. Each word of the query scores by its
 * rarity on the site (square-rooted, so that a verb few pages say cannot outweigh the words pages are about) times
 * how much the page says it: the body's count saturates and is weighed against the page's length (BM25), and a
 * match in the title adds most, in the description, the URL path or a heading less. On top of that:
 * - a field match also weighs how rare the word is in that field among the pages ranked: "errors" is on every page,
 *   but in one title;
 * - pages that hold all of the query's words beat pages that say one of them often;
 * - query words that stand together on the page ("base URL") add a phrase bonus;
 * - a heading that several of the pages share ("401 Unauthorized" on every endpoint), and a body match whose
 *   surrounding words several pages share, are boilerplate and count little;
 * - a title word made of a query word and more ("Quickstart" for "start") counts half;
 * - a word the thesaurus adds (`synonyms`: "pricing" for "cost") scores as a query word at {@link SYNONYM_WEIGHT}
 *   of its rarity, and covers the reader's word it stands for at that share;
 * - front matter `boost` and the reader's own section multiply the result.
 * Pagefind's own score is kept as a small part. Ties go by URL, so the order never depends on timing.
 */
import type { PagefindResultData } from './hits.js';
import { stem, words } from './stem.js';
import { SYNONYM_WEIGHT, type Synonym } from './synonyms.js';

/** What a word in each field adds, against at most 1 for the body (a heading counts up to twice). */
const FIELDS = { title: 1, description: 0.6, headings: 0.3, path: 0.5 };
/** BM25's saturation and length normalisation. */
const K1 = 1.2;
const B = 0.6;
/** How much Pagefind's own score (relative to the best) adds, as a share of the query's total rarity. */
const SEARCH_SCORE = 0.3;
/** A bonus, as a share of the two words' rarity, for two words of the query next to each other on the page. */
const PHRASE = 0.5;
/** Words apart that still count as together ("name of the user group": name … user). */
const NEAR = 3;
/** A heading, or a word's surroundings, on at least this many of the pages ranked is boilerplate. */
const BOILERPLATE = 3;
/** What a body match in boilerplate counts for (the same sentence on every endpoint page says little of each). */
const SHARED_MATCH = 0.2;
/** Words either side of a match that make its surroundings. */
const CONTEXT = 2;

/** What a reader calls an API page besides its title: "the endpoint to rotate a token". */
const KIND_WORDS = 'endpoint api operation request';

/** One result to rank: Pagefind's score and its data. */
export interface Scored {
  score: number;
  data: PagefindResultData;
}

interface Term {
  stem: string;
  /** The word as typed, for prefix matches of a word still being typed. */
  word: string;
  weight: number;
  /** For a word the thesaurus added, the stem of the reader's word it stands for. */
  of?: string;
}

/**
 * `results` best first (see the module comment). `rarity` gives each word of the query its inverse document
 * frequency (1 when not known); `factor` multiplies a page's score (the reader's own section weighs a little more).
 */
export function rankByFields(
  query: string,
  results: Scored[],
  rarity: ReadonlyMap<string, number>,
  factor: (data: PagefindResultData) => number = () => 1,
  synonyms: readonly Synonym[] = [],
): PagefindResultData[] {
  if (results.length < 2) return results.map((result) => result.data);
  const own = termsOf(query, rarity);
  const terms = [...own, ...synonymTerms(own, synonyms, rarity)];
  const pages = results.map((result) => pageText(result.data));
  // A word that matches no page as a whole is being typed: it matches the words it begins.
  for (const term of own) {
    const whole = pages.some((page) => page.body.includes(term.stem) || page.title.has(term.stem));
    if (!whole) term.stem = '';
  }
  const boilerplate = sharedHeadings(pages);
  const averageLength = pages.reduce((sum, page) => sum + page.body.length, 0) / pages.length || 1;
  const total = own.reduce((sum, term) => sum + term.weight, 0) || 1;
  const best = Math.max(...results.map((result) => result.score)) || 1;
  const found = pages.map((page) => terms.map((term) => findTerm(page, term, boilerplate)));
  countBodyMatches(pages, found);
  // A word in the title of one page of many names that page, however common the word is on the site: a field's
  // match weighs the word's rarity on the site and its rarity in that field among these pages, half each.
  const fieldRarity = (pick: (match: TermMatch) => boolean, t: number) =>
    rarityOf(found.filter((matches) => pick(matches[t])).length, pages.length);
  const weights = terms.map((term, t) => {
    const rare = (pick: (match: TermMatch) => boolean) =>
      (term.weight + fieldRarity(pick, t) * (term.of === undefined ? 1 : SYNONYM_WEIGHT)) / 2;
    return {
      title: rare((match) => match.title > 0),
      description: rare((match) => match.description),
      headings: rare((match) => match.headings > 0),
      path: rare((match) => match.path),
    };
  });

  return results
    .map((result, i) => {
      const page = pages[i];
      const norm = 1 - B + (B * page.body.length) / averageLength;
      let score = 0;
      const covered = new Map<string, number>();
      terms.forEach((term, t) => {
        const match = found[i][t];
        if (match.title === 0 && !match.description && !match.path && match.headings === 0 && match.at.length === 0)
          return;
        const key = term.of ?? term.stem;
        covered.set(key, Math.max(covered.get(key) ?? 0, term.weight));
        // The body's count saturates (BM25); each field adds on top, the title most.
        const body = match.count / (match.count + K1 * norm);
        const w = weights[t];
        score +=
          term.weight * body +
          FIELDS.title * w.title * match.title +
          FIELDS.description * w.description * Number(match.description) +
          FIELDS.path * w.path * Number(match.path) +
          (FIELDS.headings * w.headings * match.headings) / 2;
      });
      score += PHRASE * phrases(own, found[i]);
      // Holding all of the question's rare words matters more than saying one of them often.
      const held = own.reduce((sum, term) => sum + Math.min(term.weight, covered.get(term.stem) ?? 0), 0);
      score *= 0.4 + 0.6 * (held / total);
      score += SEARCH_SCORE * total * (result.score / best);
      const boost = Number(result.data.meta.boost ?? 1) > 0 ? Number(result.data.meta.boost ?? 1) : 1;
      return { data: result.data, score: Math.round(score * boost * factor(result.data) * 1e6) };
    })
    .sort((a, b) => b.score - a.score || (a.data.url < b.data.url ? -1 : a.data.url > b.data.url ? 1 : 0))
    .map((ranked) => ranked.data);
}

/** BM25's inverse document frequency of a word that `holding` of `total` documents hold. */
export function rarityOf(holding: number, total: number): number {
  const n = Math.min(holding, total);
  return Math.log(1 + (total - n + 0.5) / (n + 0.5));
}

/** Where a page holds a term: in its title, description, headings (how many, at most 2), and body positions. */
interface TermMatch {
  /** 1 when the title has the word, ½ when a title word is made of it and more ("start" in "Quickstart"). */
  title: number;
  description: boolean;
  /** In the page's URL path, whose folders name its part of the site (`/apps/logs/`). */
  path: boolean;
  headings: number;
  /** Positions in the body. */
  at: number[];
  /** Body matches, those in boilerplate counting {@link SHARED_MATCH} each. */
  count: number;
}

function findTerm(page: PageText, term: Term, boilerplate: Set<string>): TermMatch {
  const matches = (token: string) => (term.stem !== '' ? token === term.stem : token.startsWith(term.word));
  const at: number[] = [];
  page.body.forEach((token, index) => {
    if (matches(token)) at.push(index);
  });
  let headings = 0;
  for (const heading of page.headings) {
    if (!boilerplate.has(heading.text) && heading.stems.some(matches)) headings++;
  }
  return {
    title: [...page.title].some(matches) ? 1 : [...page.title].some((word) => compound(word, term.stem)) ? 0.5 : 0,
    description: [...page.description].some(matches),
    path: [...page.path].some(matches),
    headings: Math.min(headings, 2),
    at,
    count: at.length,
  };
}

/** The query's words as terms, each once (by stem), weighted by rarity. */
function termsOf(query: string, rarity: ReadonlyMap<string, number>): Term[] {
  const terms = new Map<string, Term>();
  for (const word of words(query)) {
    const key = stem(word);
    // Square-rooted: a word few pages say ("send", "bring") must not outweigh the words the pages are about.
    const weight = Math.sqrt(rarity.get(word) ?? 1);
    const known = terms.get(key);
    if (known) known.weight = Math.max(known.weight, weight);
    else terms.set(key, { stem: key, word, weight });
  }
  return [...terms.values()];
}

/**
 * The thesaurus's words as terms, each weighing {@link SYNONYM_WEIGHT} of its rarity; none that stems as a query
 * word does. Each covers its reader's word at its own weight.
 */
function synonymTerms(own: Term[], synonyms: readonly Synonym[], rarity: ReadonlyMap<string, number>): Term[] {
  const have = new Set(own.map((term) => term.stem));
  const terms = new Map<string, Term>();
  for (const synonym of synonyms) {
    const key = stem(synonym.word);
    if (have.has(key) || terms.has(key)) continue;
    const weight = SYNONYM_WEIGHT * Math.sqrt(rarity.get(synonym.word) ?? 1);
    terms.set(key, { stem: key, word: synonym.word, weight, of: synonym.of });
  }
  return [...terms.values()];
}

interface PageText {
  title: Set<string>;
  description: Set<string>;
  path: Set<string>;
  headings: Array<{ text: string; stems: string[] }>;
  body: string[];
}

/** Pages' words by URL (and title and length), kept while the reader types (each keystroke ranks mostly the same pages again). */
const texts = new Map<string, PageText>();
const KEPT_TEXTS = 64;

function pageText(data: PagefindResultData): PageText {
  const key = `${data.url}\n${data.meta.title ?? ''}\n${data.content?.length ?? -1}`;
  const kept = texts.get(key);
  if (kept) return kept;
  const text = readPageText(data);
  if (texts.size >= KEPT_TEXTS) texts.delete(texts.keys().next().value as string);
  texts.set(key, text);
  return text;
}

function readPageText(data: PagefindResultData): PageText {
  const { meta } = data;
  const stems = (text: string | undefined) => words(text ?? '').map(stem);
  const endpoint = meta.kind === 'endpoint' ? KIND_WORDS : '';
  const headings = (
    data.anchors
      ? data.anchors.filter((anchor) => /^h[2-6]$/i.test(anchor.element)).map((anchor) => anchor.text)
      : (data.sub_results ?? []).map((sub) => sub.title)
  ).map((text) => ({ text: text.trim().toLowerCase(), stems: stems(text) }));
  return {
    title: new Set(stems(`${meta.title ?? ''} ${meta.nav ?? ''}`)),
    description: new Set(stems(`${meta.description ?? ''} ${endpoint}`)),
    path: new Set(stems(decodeURIComponent(data.url.replace(/[?#].*$/, '').replace(/\.html$/, '')))),
    headings,
    body: stems(data.content ?? `${meta.title ?? ''} ${meta.description ?? ''} ${data.excerpt}`),
  };
}

/**
 * Count each page's body matches, a match whose surroundings ({@link CONTEXT} words either side) at least
 * {@link BOILERPLATE} pages share counting {@link SHARED_MATCH}: "401 Unauthorized. The Authorization header is
 * missing" on every endpoint page is not what any of them is about.
 */
function countBodyMatches(pages: PageText[], found: TermMatch[][]): void {
  const around = (page: PageText, at: number) => page.body.slice(Math.max(0, at - CONTEXT), at + CONTEXT + 1).join(' ');
  const holders = new Map<string, number>();
  pages.forEach((page, i) => {
    const seen = new Set(found[i].flatMap((match) => match.at.map((at) => around(page, at))));
    for (const key of seen) holders.set(key, (holders.get(key) ?? 0) + 1);
  });
  pages.forEach((page, i) => {
    for (const match of found[i]) {
      match.count = match.at.reduce(
        (sum, at) => sum + ((holders.get(around(page, at)) ?? 0) >= BOILERPLATE ? SHARED_MATCH : 1),
        0,
      );
    }
  });
}

/** Whether `word` is a compound holding `stem` at its start or end (`quickstart`, `start`), not by chance. */
function compound(word: string, stem: string): boolean {
  return stem.length >= 4 && word.length > stem.length && (word.startsWith(stem) || word.endsWith(stem));
}

/** Headings (lowercased text) that at least {@link BOILERPLATE} of the pages have. */
function sharedHeadings(pages: PageText[]): Set<string> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const text of new Set(page.headings.map((heading) => heading.text))) {
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
  }
  const shared = new Set<string>();
  for (const [text, count] of counts) if (count >= BOILERPLATE) shared.add(text);
  return shared;
}

/** Rarity-weighted count of the query's neighbouring word pairs that stand within {@link NEAR} words, in order. */
function phrases(terms: Term[], found: TermMatch[]): number {
  let bonus = 0;
  for (let i = 0; i + 1 < terms.length; i++) {
    const next = new Set(found[i + 1].at);
    const together = found[i].at.some((at) => {
      for (let gap = 1; gap <= NEAR; gap++) if (next.has(at + gap)) return true;
      return false;
    });
    if (together) bonus += (terms[i].weight + terms[i + 1].weight) / 2;
  }
  return bonus;
}
