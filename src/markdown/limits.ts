/**
 * Limits that keep one hostile or accidental page from taking a build down. The markdown parser (micromark) is
 * linear on ordinary text, but its emphasis, strikethrough and link resolution walks back over every earlier marker
 * of a paragraph, so a paragraph of tens of thousands of `*`, `_`, `~`, `[` or `]` takes minutes; so do thousands of
 * list items opened on one line; very large pages take gigabytes; and nesting thousands of levels deep overflows the
 * stack of the tree walkers. Each limit is far
 * above what a real page needs, and breaking one is an error on the page, never a hang or a crash.
 */
import type { Diagnostic } from '../diagnostics.js';

/** Largest page rendered, in bytes of UTF-8: about 20 s and 1.3 GB of memory for the parser at the limit. */
export const MAX_PAGE_BYTES = 4 * 1024 * 1024;

/**
 * Most block quotes and list items opened on one line (`> > - 1. x`), and a quarter of the most indentation before
 * a list item or quote: the parser slows down with the cube of the nesting depth.
 */
export const MAX_NESTING = 100;

/** Most emphasis and link markers (runs of `*` `_` `~`, and `[` `]`) in one paragraph, list item, heading or table row. */
export const MAX_INLINE_MARKERS = 10_000;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CHUNK_START = /^ {0,3}(?:[-*+] |\d{1,9}[.)] |#{1,6}(?:[ \t]|$)|\|)|\|[ \t]*$/;

/**
 * The first limit `raw` (the page `file`, or a snippet: the same limits, as it is parsed the same way) breaks, as
 * an error diagnostic; undefined when it is within them all.
 */
export function checkMarkdownLimits(
  raw: string,
  file: string,
  kind: 'page' | 'snippet' = 'page',
): Diagnostic | undefined {
  const large = checkSizeLimit(raw, file, kind);
  if (large) return large;
  const deep = findDeepLine(raw);
  if (deep !== undefined) return tooDeepDiagnostic(file, deep);
  if (countMarkers(raw, 0, raw.length) <= MAX_INLINE_MARKERS) return undefined;
  return findCrowdedChunk(raw, file);
}

/** The size limit alone (for a snippet of JavaScript components, which the markdown parser's limits do not concern). */
export function checkSizeLimit(raw: string, file: string, kind: 'page' | 'snippet' = 'page'): Diagnostic | undefined {
  // A UTF-16 length below a third of the limit cannot be over it in UTF-8; only near it are bytes counted.
  const bytes = raw.length * 3 <= MAX_PAGE_BYTES ? raw.length : Buffer.byteLength(raw, 'utf8');
  if (bytes <= MAX_PAGE_BYTES) return undefined;
  return {
    severity: 'error',
    rule: 'markdown/page-too-large',
    file,
    position: { line: 1, column: 1 },
    message: `the ${kind} is ${formatMb(bytes)}; Quire renders ${kind}s of up to ${formatMb(MAX_PAGE_BYTES)}`,
    hint:
      kind === 'page'
        ? 'split it into several pages, or link to the large content as a static file'
        : 'split it into several snippets, or link to the large content as a static file',
  };
}

/** The diagnostic for a page whose nesting overflowed the stack while rendering. */
export function tooDeepDiagnostic(file: string, line = 1): Diagnostic {
  return {
    severity: 'error',
    rule: 'markdown/too-deep',
    file,
    position: { line, column: 1 },
    message: 'the page nests block quotes, lists or inline markup too deeply to render (thousands of levels)',
    hint: 'nest at most a few dozen levels; deeper structure is almost always a stray run of `>`, `-` or `*`',
  };
}

/** Whether `error` is V8's stack overflow. */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

/** The 1-based number of the first line that opens more than {@link MAX_NESTING} block quotes and list items. */
function findDeepLine(raw: string): number | undefined {
  let line = 1;
  for (let start = 0; start < raw.length; line++) {
    let end = raw.indexOf('\n', start);
    if (end === -1) end = raw.length;
    if (containerDepth(raw, start, end) > MAX_NESTING) return line;
    start = end + 1;
  }
  return undefined;
}

/** How many `>` and list markers (`-`, `*`, `+`, `1.`, `1)` followed by a space) start the line. */
function containerDepth(text: string, from: number, to: number): number {
  let depth = 0;
  let i = from;
  let indent = 0;
  while (i < to && (text[i] === ' ' || text[i] === '\t')) indent += text[i++] === '\t' ? 4 : 1;
  // Lists nested by indentation: each level is indented at least two columns more than its parent.
  if (indent > 4 * MAX_NESTING && '>-*+0123456789'.includes(text[i] ?? ' ')) return MAX_NESTING + 1;
  while (i < to) {
    while (i < to && (text[i] === ' ' || text[i] === '\t')) i++;
    const c = text[i];
    if (c === '>') i++;
    else if ((c === '-' || c === '*' || c === '+') && (text[i + 1] === ' ' || text[i + 1] === '\t')) i += 2;
    else {
      let digits = 0;
      while (digits < 10 && text.charCodeAt(i + digits) >= 48 && text.charCodeAt(i + digits) <= 57) digits++;
      if (
        digits === 0 ||
        digits > 9 ||
        (text[i + digits] !== '.' && text[i + digits] !== ')') ||
        (text[i + digits + 1] !== ' ' && text[i + digits + 1] !== '\t')
      )
        break;
      i += digits + 2;
    }
    if (++depth > MAX_NESTING) return depth;
  }
  return depth;
}

/**
 * Split the text into the units the parser resolves markers in (approximately: paragraphs; list items, headings
 * and table rows each start a new one; code blocks are skipped) and report the first one over the limit.
 */
function findCrowdedChunk(raw: string, file: string): Diagnostic | undefined {
  let fence: string | undefined;
  let chunkLine = 0;
  let markers = 0;
  let line = 0;
  for (let start = 0; start <= raw.length; line++) {
    let end = raw.indexOf('\n', start);
    if (end === -1) end = raw.length;
    const text = raw.slice(start, Math.min(end, start + 16));
    const open = FENCE.exec(text);
    if (fence !== undefined) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = undefined;
    } else if (open) {
      fence = open[1];
      markers = 0;
    } else {
      if (raw.slice(start, end).trim() === '') {
        markers = 0;
        chunkLine = line + 1;
      } else if (CHUNK_START.test(text)) {
        markers = 0;
        chunkLine = line;
      }
      markers += countMarkers(raw, start, end);
      if (markers > MAX_INLINE_MARKERS) return crowded(file, chunkLine + 1);
    }
    start = end + 1;
  }
  return undefined;
}

function crowded(file: string, line: number): Diagnostic {
  return {
    severity: 'error',
    rule: 'markdown/too-complex',
    file,
    position: { line, column: 1 },
    message: `the paragraph starting here has more than ${MAX_INLINE_MARKERS.toLocaleString('en-US')} emphasis and link markers (runs of \`*\`, \`_\`, \`~\`, and \`[\`, \`]\`); parsing it would take minutes`,
    hint: 'split the paragraph with blank lines, escape literal markers as `\\*`, or put generated text in a code block',
  };
}

/** Runs of `*`, `_` or `~` (a run is one delimiter to the parser) plus every `[` and `]`. */
function countMarkers(text: string, from: number, to: number): number {
  let count = 0;
  let previous = -1;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 91 || c === 93) count++;
    else if ((c === 42 || c === 95 || c === 126) && c !== previous) count++;
    previous = c;
  }
  return count;
}

function formatMb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
