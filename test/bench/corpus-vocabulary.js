/**
 * Count the words of the real Mintlify corpus (`../shared/corpus/mintlify-projects/`) once and write
 * `test/bench/corpus-vocabulary.txt`: the most frequent prose words and code identifiers with their counts, which
 * generate-site.js samples from (Zipfian, real-length words) to write the benchmark's pages. Only the counts are kept:
 * no sentence or line of the corpus.
 *
 * Prose is the text of `.md`/`.mdx` pages outside front matter, fenced code, inline code, tags, import/export lines and
 * link targets; a word is a run of ASCII letters (inner apostrophes kept), counted case-insensitively and written in its
 * most frequent spelling. Code identifiers come from fenced code blocks. Translated pages (a first folder named as a
 * language: `es/`, `ja/` …) are left out, so the vocabulary is English as the bench's pages are.
 *
 * Usage: node test/bench/corpus-vocabulary.js [corpus-dir] [--words 15000] [--code 2000]
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
export const VOCABULARY_FILE = path.join(here, 'corpus-vocabulary.txt');
const LANGUAGES = new Set(['ar', 'de', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'ru', 'zh', 'cn', 'id', 'tr', 'vi']);
const WORD = /[A-Za-z]+(?:'[A-Za-z]+)*/g;
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/g;
/** Longer runs of letters are hashes, keys and base64, not words. */
const MAX_WORD = 20;

/** Every `.md`/`.mdx` file under `dir`, sorted, skipping dot-folders and translated trees below each project. */
function pages(dir, depth = 0) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (depth === 1 && LANGUAGES.has(entry.name)) continue;
      found.push(...pages(full, depth + 1));
    } else if (/\.mdx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

/** Split a page into its prose and its fenced code. */
export function splitPage(source) {
  const text = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const code = [];
  const prose = [];
  let fence;
  for (const line of text.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      else code.push(line);
    } else if (marker) fence = marker;
    else if (!/^\s*(import|export)\s/.test(line)) prose.push(line);
  }
  const cleaned = prose
    .join('\n')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\{[^{}\n]*\}/g, ' ');
  return { prose: cleaned, code: code.join('\n') };
}

/** Count the words of `text` by lower case, remembering how each spelling was written. */
function countWords(text, counts) {
  for (const [word] of text.matchAll(WORD)) {
    if (word.length > MAX_WORD) continue;
    const key = word.toLowerCase();
    const entry = counts.get(key) ?? { count: 0, spellings: new Map() };
    counts.set(key, entry);
    entry.count++;
    entry.spellings.set(word, (entry.spellings.get(word) ?? 0) + 1);
  }
}

/** `[spelling, count]` of the `limit` most frequent entries, ties by spelling, so the file is deterministic. */
function top(counts, limit) {
  const spelled = [...counts.entries()].map(([key, { count, spellings }]) => {
    // Lower case when a fifth of its uses are: "If" and "Add" are mostly capitals only because they start sentences.
    if ((spellings.get(key) ?? 0) * 5 >= count) return [key, count];
    const [spelling] = [...spellings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
    return [spelling, count];
  });
  return spelled.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, limit);
}

export function buildVocabulary(corpus, { words = 15000, code = 2000 } = {}) {
  const prose = new Map();
  const identifiers = new Map();
  const files = pages(corpus);
  for (const file of files) {
    const split = splitPage(readFileSync(file, 'utf8'));
    countWords(split.prose, prose);
    for (const [identifier] of split.code.matchAll(IDENTIFIER)) {
      if (identifier.length > MAX_WORD || identifier.length < 2) continue;
      const entry = identifiers.get(identifier) ?? { count: 0, spellings: new Map([[identifier, 0]]) };
      entry.count++;
      identifiers.set(identifier, entry);
    }
  }
  return { files: files.length, words: top(prose, words), code: top(identifiers, code) };
}

/** The vocabulary file's text: a header, then `# words`, then `# code`, one `<count> <word>` a line. */
export function formatVocabulary({ files, words, code }) {
  const lines = (entries) => entries.map(([word, count]) => `${count} ${word}`);
  return [
    '# Word counts of the Mintlify corpus (../shared/corpus/mintlify-projects/, English pages), for generate-site.js.',
    `# Written by test/bench/corpus-vocabulary.js from ${files} pages; do not edit. Counts only, no text.`,
    `# words ${words.length}`,
    ...lines(words),
    `# code ${code.length}`,
    ...lines(code),
    '',
  ].join('\n');
}

/** Read the vocabulary file: `{ words: [[word, count]…], code: [[identifier, count]…] }`, most frequent first. */
export function readVocabulary(file = VOCABULARY_FILE) {
  const sections = { words: [], code: [] };
  let into;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const header = /^# (words|code) \d+$/.exec(line);
    if (header) into = sections[header[1]];
    else if (line && !line.startsWith('#') && into) {
      const space = line.indexOf(' ');
      into.push([line.slice(space + 1), Number(line.slice(0, space))]);
    }
  }
  return sections;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { words: { type: 'string', default: '15000' }, code: { type: 'string', default: '2000' } },
  });
  // Beside the main checkout (../shared) or beside a worktree of it (../../shared).
  const corpus = path.resolve(
    positionals[0] ??
      ['../../../shared', '../../../../shared']
        .map((up) => path.join(here, up, 'corpus/mintlify-projects'))
        .find((dir) => existsSync(dir)),
  );
  const vocabulary = buildVocabulary(corpus, { words: Number(values.words), code: Number(values.code) });
  writeFileSync(VOCABULARY_FILE, formatVocabulary(vocabulary));
  console.log(
    `${vocabulary.files} pages: ${vocabulary.words.length} words, ${vocabulary.code.length} code identifiers → ${path.relative(process.cwd(), VOCABULARY_FILE)}`,
  );
}
