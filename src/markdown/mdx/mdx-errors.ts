/**
 * MDX syntax errors as diagnostics: the parser's reason at its line and column, with a fix for the mistakes real
 * pages make (a `<` or `{` meant as text, an unclosed tag, HTML written the HTML way).
 */
import type { Diagnostic } from '../../diagnostics.js';

/** What the MDX parser throws: a vfile message with a place and a rule id. */
interface ParseError {
  reason?: string;
  message?: string;
  ruleId?: string | null;
  place?: { line?: number; column?: number; start?: { line: number; column: number } } | null;
}

/** Whether `error` is a syntax error thrown by the MDX parser (as opposed to a bug). */
export function isMdxSyntaxError(error: unknown): error is ParseError {
  if (error === null || typeof error !== 'object') return false;
  const source = (error as { source?: unknown }).source;
  return typeof source === 'string' && /^(?:micromark-extension-mdx|mdast-util-mdx)/.test(source);
}

/** The diagnostic for an MDX syntax error in `file`; `severity` is a warning when the page is read as markdown instead. */
export function mdxSyntaxDiagnostic(error: ParseError, file: string, severity: Diagnostic['severity']): Diagnostic {
  const reason = (error.reason ?? error.message ?? 'MDX syntax error').replace(/\s+/g, ' ').trim();
  const point = error.place && 'start' in error.place && error.place.start ? error.place.start : error.place;
  // Without a place, the reason often names one (`… (1:17-1:33) …`); else the page's start.
  const named = /\((\d+):(\d+)-/.exec(reason);
  const line = point && typeof point.line === 'number' ? point.line : named ? Number(named[1]) : 1;
  const column = point && typeof point.column === 'number' ? point.column : named ? Number(named[2]) : 1;
  return {
    severity,
    rule: 'mdx/syntax',
    file,
    position: { line, column },
    message: severity === 'error' ? reason : `${reason}; the page is read as plain markdown`,
    hint: hintFor(reason, error.ruleId ?? undefined),
  };
}

function hintFor(reason: string, rule: string | undefined): string {
  if (
    /before name|after `<`|Unexpected character .* \(U\+0020\)|Unexpected character `[0-9=]`/.test(reason) ||
    rule === 'unexpected-character'
  ) {
    return 'a `<` in text starts a tag: write `\\<` or `&lt;`, or put it in backticks';
  }
  if (/import\/exports/.test(reason)) {
    return 'an `import` or `export` line must be valid JavaScript: close every bracket and string, and end it with a blank line';
  }
  if (/Unexpected end of file in expression|Could not parse expression|acorn/i.test(reason)) {
    return 'a `{` in text starts an expression: write `\\{`, or put it in backticks';
  }
  if (/Expected a closing tag|Unexpected closing tag|end of file/i.test(reason)) {
    return 'close every component tag (`<Note>…</Note>`) or make it self-closing (`<Icon icon="x" />`)';
  }
  if (/Unexpected character `!`/.test(reason)) return 'HTML comments are not MDX: write `{/* comment */}`';
  return 'see https://mdxjs.com/docs/troubleshooting-mdx/ for what MDX reads differently from markdown';
}

/**
 * Where an MDX syntax error can be repaired without guessing: a `<` or `{` that the author meant as text (a
 * placeholder such as `<API_KEY>` that is never closed, `a < b`, `{oops`). Returns the offset in `source` of the
 * character to escape, or undefined when the intent is not plain.
 */
export function recoverableOffset(
  error: ParseError,
  source: string,
  isComponent: (name: string) => boolean,
): number | undefined {
  const reason = error.reason ?? error.message ?? '';
  const unclosed = /closing tag for `<([^>\s]+)>` \((\d+):(\d+)-/.exec(reason);
  if (unclosed) {
    const [, name, line, column] = unclosed;
    // A real component left open is a mistake to fix; an unknown all-caps or snake_case name is a placeholder.
    if (isComponent(name) || !/^[A-Z0-9_]+$|_/.test(name)) return undefined;
    const offset = offsetOf(source, Number(line), Number(column));
    return source[offset] === '<' ? offset : undefined;
  }
  const point = error.place && 'start' in error.place && error.place.start ? error.place.start : error.place;
  if (!point || typeof point.line !== 'number' || typeof point.column !== 'number') return undefined;
  const at = offsetOf(source, point.line, point.column);
  if (/before name|after `<`/.test(reason)) {
    // `a < b`, `<3`, `<=`: the `<` just before the error is text.
    const lt = source.lastIndexOf('<', at);
    return lt >= 0 && at - lt <= 2 ? lt : undefined;
  }
  if (/Unexpected end of file in expression|Could not parse expression/.test(reason)) {
    const brace = source.lastIndexOf('{', at);
    return brace >= 0 ? brace : undefined;
  }
  return undefined;
}

/** What a page or snippet is told, once, when its lazy lines are given their list item's indentation. */
export const LAZY_LINE = {
  message:
    'a component inside a list item goes on without the item\'s indentation (MDX 3 refuses such "lazy" lines); Quire reads it as part of the item, as MDX 2 did',
  hint: 'indent the lines of the component like the text of the list item, or put a blank line before it',
};

/** A repair of `source`: `insert` placed at offset `at`. */
export interface SourceEdit {
  at: number;
  insert: string;
  /** `text`: a `<` or `{` escaped as text; `lazy-line`: a line given its list item's indentation. */
  kind: 'text' | 'lazy-line';
}

/**
 * The repair of an MDX syntax error, when there is one without guessing: a `<` or `{` meant as text is escaped (see
 * {@link recoverableOffset}), and a line that continues a list item inside a JSX element without the item's
 * indentation (a "lazy line", which MDX 3 refuses and MDX 2 read as part of the item: a `<video` written under a
 * numbered step) gets that indentation. (In a block quote the fix is not plain: a tag's closing `>` would read as a
 * quote marker.)
 */
export function recoverableEdit(
  error: ParseError,
  source: string,
  isComponent: (name: string) => boolean,
): SourceEdit | undefined {
  const at = recoverableOffset(error, source, isComponent);
  if (at !== undefined) return { at, insert: '\\', kind: 'text' };
  const reason = error.reason ?? error.message ?? '';
  const point = error.place && 'start' in error.place && error.place.start ? error.place.start : error.place;
  if (!point || typeof point.line !== 'number') return undefined;
  const lines = source.split('\n');
  // MDX says "lazy line" for most such lines, but reads a tag's closing `>` or `/>` at the start of one as the end of
  // the file inside the tag.
  const closing = point.column === 1 && /^\/?>/.test(lines[point.line - 1] ?? '');
  if (!/lazy line in container/.test(reason) && !closing) return undefined;
  // The container is the nearest list item above, with no blank line between.
  for (let l = point.line - 2; l >= 0 && lines[l].trim() !== ''; l--) {
    const item = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+(?=\S)/.exec(lines[l]);
    if (item) return { at: offsetOf(source, point.line, 1), insert: ' '.repeat(item[0].length), kind: 'lazy-line' };
  }
  return undefined;
}

function offsetOf(source: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = source.indexOf('\n', offset);
    if (next < 0) return source.length;
    offset = next + 1;
  }
  return offset + column - 1;
}
