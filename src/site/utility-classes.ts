/**
 * The site's utility stylesheet: the class names of every page and snippet (`markdown/class-names.ts`), compiled into
 * the Tailwind utilities they name (`render/utility-css.ts`). The load stage makes it, and `quire dev` again when a
 * page or snippet changes, so both see the same sheet; the plan stage names it by content hash and links it.
 *
 * Parsing costs as much as rendering, so it is kept for the sources that need it: a quick look finds the words of
 * anything that looks like a class attribute, the compiler says which of them are utilities, and only the sources
 * with one are parsed. A site with no class attribute never loads the compiler. What was read of each source is
 * remembered with its text, so the dev server re-reads only the pages that changed.
 */
import type { SiteConfig } from '../config/types.js';
import type { ContentIndex } from '../content/types.js';
import { classAttributeWords, classNamesOf } from '../markdown/class-names.js';
import { compileUtilityCss, matchUtilities } from '../render/utility-css.js';

/** What was read of each source, with its text. Bounded: a long dev session may see many files come and go. */
interface SourceNames {
  raw: string;
  /** {@link classAttributeWords}: cheap, and enough to know the source needs no parse. */
  words: string[];
  /** {@link classNamesOf}, once a word turned out to be a utility. */
  names?: string[];
}
const bySource = new Map<string, SourceNames>();
const MAX_REMEMBERED = 16384;

/** The last compiled sheet: a dev save that changes no class name compiles nothing. */
let last: { key: string; css: string } | undefined;

/** What is remembered of `path` with the text `raw`. */
function sourceNames(path: string, raw: string): SourceNames {
  const known = bySource.get(path);
  if (known?.raw === raw) return known;
  const entry = { raw, words: classAttributeWords(raw) };
  if (bySource.size >= MAX_REMEMBERED) bySource.delete(bySource.keys().next().value!);
  bySource.set(path, entry);
  return entry;
}

/**
 * The class names of `content`'s pages and snippets, unique and sorted, read from their trees. Only the sources whose
 * class attributes hold a word that `isUtility` accepts are parsed (a page of `class="references"` is not).
 */
export async function collectClassNames(
  content: Pick<ContentIndex, 'pages' | 'snippets'>,
  utilities: (words: string[]) => Promise<Set<string>>,
): Promise<string[]> {
  const sources: Array<[string, SourceNames]> = [];
  const words = new Set<string>();
  for (const [path, raw] of [...content.pages, ...(content.snippets ?? [])]) {
    // Looked up before anything reads the text: an unchanged source is the same string, compared in constant time.
    const entry = sourceNames(path, raw);
    if (entry.words.length === 0) continue;
    sources.push([path, entry]);
    for (const word of entry.words) words.add(word);
  }
  if (words.size === 0) return [];
  const useful = await utilities([...words].sort());
  const all = new Set<string>();
  for (const [path, entry] of sources) {
    if (!entry.words.some((word) => useful.has(word))) continue;
    entry.names ??= classNamesOf(path, entry.raw);
    for (const name of entry.names) all.add(name);
  }
  return [...all].sort();
}

/** The utility stylesheet of a site's content: '' when its pages and snippets use no utility class. */
export async function siteUtilityCss(
  config: Pick<SiteConfig, 'colors'>,
  content: Pick<ContentIndex, 'pages' | 'snippets'>,
): Promise<string> {
  const names = await collectClassNames(content, (words) => matchUtilities(words, config.colors));
  if (names.length === 0) return '';
  const key = JSON.stringify([config.colors, names]);
  if (last?.key !== key) last = { key, css: await compileUtilityCss(names, config.colors) };
  return last.css;
}
