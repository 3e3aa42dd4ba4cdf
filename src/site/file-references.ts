/**
 * Find which files of the docs folder the pages link to, before rendering (so the build and the dev server know what
 * to publish up front): link and image destinations `[…](…)`, link reference definitions `[x]: …`, and the values of
 * HTML and JSX attributes (`src="…"`, `href={"…"}`, `<video poster=…>`), outside fenced code and code spans. URLs
 * resolve exactly as the markdown stage resolves them. A lexical scan: it may see a link the markdown stage would
 * not (in an indented code block), which only publishes one more file the page names; it sees every link the markdown
 * stage sees in the real Mintlify projects of the shared corpus (test/site/published-files.test.ts).
 */
import type { Position } from '../diagnostics.js';
import { resolveLinkTarget } from '../markdown/link-target.js';
import type { LinkContext } from '../markdown/types.js';
import { decodeUriSafe } from '../utils/url.js';

/** One link from a page to a file. */
export interface FileReference {
  /** The page, relative to the docs folder. */
  page: string;
  /** The URL as written. */
  url: string;
  /** The file it resolves to, relative to the docs folder. */
  file: string;
  position: Position;
}

// Linear patterns: their alternatives never overlap, and attribute names must follow white space, so no input makes
// them backtrack over a long run more than once.
const INLINE_DESTINATION = /\]\([ \t]*\n?[ \t]*(?:<([^<>\n]*)>|((?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))+))/g;
const DEFINITION = /^[ \t>]*\[((?:[^\]\\\n]|\\.)+)\]:[ \t]*\n?[ \t]*(?:<([^<>\n]*)>|(\S+))/gm;
const ATTRIBUTE =
  /(?<=\s)[A-Za-z_:][\w:.-]*[ \t]*=[ \t]*(?:"([^"\n]*)"|'([^'\n]*)'|\{[ \t]*(?:"([^"\n]*)"|'([^'\n]*)'|`([^`$\n]*)`)[ \t]*\})/g;
const UNQUOTED_ATTRIBUTE = /(?<=\s)(?:src|href|poster)[ \t]*=[ \t]*([^\s"'`=<>{}]+)/gi;
const ESCAPE = /\\([!-/:-@[-`{-~])/g;

/**
 * Every link in `pages` (path → markdown) that resolves to one of `files`; only in the pages `scan` when given. Page
 * paths win over files, as in the markdown stage (`/guide` is the page `guide.md`, not a file `guide`).
 */
export function findFileReferences(
  pages: ReadonlyMap<string, string>,
  files: ReadonlySet<string>,
  scan?: readonly string[],
): FileReference[] {
  if (files.size === 0) return [];
  const urlByPath: Record<string, string> = {};
  for (const path of pages.keys()) urlByPath[path] = '/';
  const assets: Record<string, true> = {};
  for (const file of files) assets[file] = true;
  const context: LinkContext = { base: '/', urlByPath, assets };
  // A URL can only name a file whose name it ends with: most links are skipped without being resolved.
  const names = new Set([...files].map((file) => file.slice(file.lastIndexOf('/') + 1)));
  const found: FileReference[] = [];
  for (const page of scan ?? pages.keys()) {
    const raw = pages.get(page) ?? '';
    const text = maskCode(raw);
    let lines: number[] | undefined;
    const add = (url: string, offset: number) => {
      const bare = url.replace(/[?#].*$/s, '');
      if (!names.has(decodeUriSafe(bare.slice(bare.lastIndexOf('/') + 1)))) return;
      const target = resolveLinkTarget(url, page, context);
      if (target.kind !== 'asset') return;
      lines ??= lineStarts(raw);
      found.push({ page, url, file: target.path, position: positionAt(lines, offset) });
    };
    for (const match of text.matchAll(INLINE_DESTINATION)) {
      const url = match[1] ?? match[2];
      add(url.replace(ESCAPE, '$1'), match.index + match[0].length - url.length - (match[1] === undefined ? 0 : 1));
    }
    for (const match of text.matchAll(DEFINITION)) {
      if (match[1].startsWith('^')) continue; // a footnote, not a link
      const url = match[2] ?? match[3];
      add(url.replace(ESCAPE, '$1'), match.index + match[0].length - url.length - (match[2] === undefined ? 0 : 1));
    }
    for (const match of text.matchAll(ATTRIBUTE)) {
      const url = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5];
      add(url, match.index + match[0].lastIndexOf(url));
    }
    for (const match of text.matchAll(UNQUOTED_ATTRIBUTE))
      add(match[1], match.index + match[0].length - match[1].length);
  }
  return found;
}

/**
 * `text` with fenced code blocks and code spans blanked out (newlines and offsets kept), so that a URL shown as code
 * is not taken for a link. A code span is a run of backticks closed by a run of the same length in the same paragraph.
 */
export function maskCode(text: string): string {
  const ranges: Array<[number, number]> = [];
  const blank = (from: number, to: number) => void ranges.push([from, to]);
  // Fenced code blocks, line by line.
  let fence: { char: string; length: number; start: number } | undefined;
  let offset = 0;
  const paragraphs: Array<[number, number]> = [];
  let paragraphStart = 0;
  for (const line of text.split('\n')) {
    const end = offset + line.length;
    const marker = /^[ \t>]*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence.char && marker.length >= fence.length && /^[ \t>]*[`~]+[ \t]*$/.test(line)) {
        blank(fence.start, end);
        fence = undefined;
        paragraphStart = end + 1;
      }
    } else if (marker) {
      paragraphs.push([paragraphStart, offset]);
      fence = { char: marker[0], length: marker.length, start: offset };
    } else if (line.trim() === '') {
      paragraphs.push([paragraphStart, offset]);
      paragraphStart = end + 1;
    }
    offset = end + 1;
  }
  // An unclosed fence runs to the end of the page, as in CommonMark.
  if (fence) blank(fence.start, text.length);
  else paragraphs.push([paragraphStart, text.length]);
  for (const [start, end] of paragraphs) maskCodeSpans(text, start, end, blank);
  if (ranges.length === 0) return text;
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [from, to] of ranges) {
    out += text.slice(at, from) + text.slice(from, to).replace(/[^\n]/g, ' ');
    at = to;
  }
  return out + text.slice(at);
}

/** Blank the code spans between `start` and `end` (one paragraph). */
function maskCodeSpans(text: string, start: number, end: number, blank: (from: number, to: number) => void): void {
  const runs: Array<{ at: number; length: number }> = [];
  for (const match of text.slice(start, end).matchAll(/`+/g))
    runs.push({ at: start + match.index, length: match[0].length });
  // The runs of each length in order, with how many of them are already used, so each run is looked at once.
  const byLength = new Map<number, number[]>();
  runs.forEach((run, index) => {
    const list = byLength.get(run.length);
    if (list) list.push(index);
    else byLength.set(run.length, [index]);
  });
  const used = new Map<number, number>();
  for (let i = 0; i < runs.length; i++) {
    const same = byLength.get(runs[i].length) ?? [];
    let next = used.get(runs[i].length) ?? 0;
    while (next < same.length && same[next] <= i) next++;
    used.set(runs[i].length, next);
    if (next === same.length) continue;
    const close = runs[same[next]];
    blank(runs[i].at, close.at + close.length);
    i = same[next];
  }
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function positionAt(starts: number[], offset: number): Position {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - starts[low] + 1 };
}
