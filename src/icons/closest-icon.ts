/**
 * The closest drawable icon to a name no icon set has (a Font Awesome Pro name such as `chart-network`): the icon
 * whose name and Font Awesome search terms share the most words with it. Font Awesome's own metadata
 * (`metadata/icon-families.json`: each free icon's search terms, e.g. `hand` → "wave") is the maintained map; Lucide
 * and Tabler names count by their words. Read only when a site names an icon that no set has.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A candidate: its set and name, and the words it is known by. */
export interface IconCandidate {
  set: 'fontawesome' | 'lucide' | 'tabler';
  name: string;
}

let terms: Map<string, ReadonlySet<string>> | undefined;

/** Font Awesome Free's search terms by icon name (their single words). */
function fontAwesomeTerms(): Map<string, ReadonlySet<string>> {
  if (!terms) {
    const file = createRequire(import.meta.url).resolve('@fortawesome/fontawesome-free/metadata/icon-families.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { search?: { terms?: string[] } }>;
    terms = new Map();
    for (const [name, icon] of Object.entries(json))
      terms.set(name, new Set((icon.search?.terms ?? []).flatMap((term) => term.toLowerCase().split(/[\s-]+/))));
  }
  return terms;
}

/** Words of an icon name, without the style and shape words that say little about what it shows. */
function wordsOf(name: string): string[] {
  return name
    .toLowerCase()
    .split('-')
    .filter((word) => word !== '' && !/^\d+$/.test(word));
}

/**
 * The best candidate for `name`, or undefined when none shares a word with it. Font Awesome names start with what the
 * icon shows (`phone-arrow-up-right` is a phone), so a candidate that has the first word wins over one that has more
 * of the others. Then a word of the name counts 2 in a candidate's name and 1 in its search terms; ties go to the
 * candidate with fewer other words, then to the order of `candidates` (the site's own library first, each set sorted
 * by name), so the choice is deterministic.
 */
export function closestIcon(name: string, candidates: readonly IconCandidate[]): IconCandidate | undefined {
  const wanted = wordsOf(name);
  if (wanted.length === 0) return undefined;
  const faTerms = fontAwesomeTerms();
  let best: { candidate: IconCandidate; score: number; extra: number; rank: number } | undefined;
  candidates.forEach((candidate, rank) => {
    const own = wordsOf(candidate.name);
    const searched = candidate.set === 'fontawesome' ? faTerms.get(candidate.name) : undefined;
    const has = (word: string) => own.includes(word) || searched?.has(word) === true;
    // The first word weighs more than all the others together.
    let score = has(wanted[0]) ? 2 * wanted.length + 1 : 0;
    for (const word of wanted) {
      if (own.includes(word)) score += 2;
      else if (searched?.has(word)) score += 1;
    }
    if (score === 0) return;
    const extra = own.filter((word) => !wanted.includes(word)).length;
    if (
      !best ||
      score > best.score ||
      (score === best.score && (extra < best.extra || (extra === best.extra && rank < best.rank)))
    )
      best = { candidate, score, extra, rank };
  });
  return best?.candidate;
}
