/**
 * Read the options of a fenced code block from its info string, as Mintlify writes them: a title in plain words
 * (```` ```js getUser.js ````) or as `title="…"`/`filename="…"`, `icon="…"`, highlighted lines (`{1,3-5}` or
 * `highlight={1,3-5}`), `focus={2-3}`, and the flags `lines`, `wrap`, `expandable` and `nocopy`. Values may be
 * written bare, in `"…"`, `'…'` or `{…}`; a flag may also be `lines=true` or `nocopy="false"`.
 */

/** Inclusive 1-based line ranges, `[start, end]`, in the order written. */
export type LineRanges = ReadonlyArray<readonly [number, number]>;

/** What a code block's info string asks for. */
export interface CodeOptions {
  /** The grammar name the block asks for (the first word of the info string), when it has one. */
  language?: string;
  /** The title or file name shown above the block. */
  title?: string;
  /** A Font Awesome icon name shown before the title. */
  icon?: string;
  highlight: LineRanges;
  focus: LineRanges;
  /** Show line numbers. */
  lines: boolean;
  /** Wrap long lines instead of scrolling. */
  wrap: boolean;
  /** Collapse a long block to its first lines, with a control that shows the rest. */
  expandable: boolean;
  /** Show a copy button (false for `nocopy`). */
  copy: boolean;
  /** What could not be read, for the author: a message and how to fix it. */
  problems: Array<{ message: string; hint: string }>;
}

declare module 'hast' {
  interface ElementData {
    /**
     * Set on a `<pre>` by a component that shows the block's title itself (CodeGroup's tabs): the block then gets no
     * caption of its own. Its other options (lines, highlight…) still apply.
     */
    codeNoCaption?: boolean;
  }
}

type Flag = 'lines' | 'wrap' | 'expandable' | 'nocopy';

/** Flags as attribute keys (`lines=true`), matched in any case. */
const BOOLEAN_KEYS: Record<string, Flag> = {
  lines: 'lines',
  showlinenumbers: 'lines',
  wrap: 'wrap',
  expandable: 'expandable',
  nocopy: 'nocopy',
};

/** Flags written alone, as documented: matched exactly, so that a title word such as `Expandable` stays a word. */
const FLAG_WORDS = new Map<string, Flag>([
  ['lines', 'lines'],
  ['showLineNumbers', 'lines'],
  ['wrap', 'wrap'],
  ['expandable', 'expandable'],
  ['nocopy', 'nocopy'],
  ['noCopy', 'nocopy'],
]);

/** Options that are read elsewhere or have no effect on a static page; they are not part of the title. */
const IGNORED_FLAGS = new Set(['twoslash']);

const ATTRIBUTE_KEY = /^[A-Za-z][\w-]*$/;

/**
 * The title or file name a block shows, from its language and meta (mdast `code.lang`/`code.meta`, or a hast
 * `<code>`'s `language-*` class and `data.meta`); undefined when it has none.
 */
export function codeTitle(lang: string | null | undefined, meta: string | null | undefined): string | undefined {
  if (!meta) return undefined;
  return parseCodeMeta(lang, meta).title;
}

/** @deprecated Use {@link codeTitle}. */
export function codeTitleFromMeta(meta: string | undefined): string | undefined {
  return codeTitle(undefined, meta);
}

/** Every option of a code block, from its language and meta. Never throws: what cannot be read is in `problems`. */
export function parseCodeMeta(lang: string | null | undefined, meta: string | null | undefined): CodeOptions {
  const options: CodeOptions = {
    highlight: [],
    focus: [],
    lines: false,
    wrap: false,
    expandable: false,
    copy: true,
    problems: [],
  };
  let language = lang ?? undefined;
  // VitePress style, ```` ```js{1,3} ````: the ranges are glued to the language.
  const glued = language?.indexOf('{') ?? -1;
  if (language !== undefined && glued > 0 && language.endsWith('}')) {
    addRanges(options, 'highlight', language.slice(glued));
    language = language.slice(0, glued);
  }
  // ```` ```nocopy ```` alone: plain text without a copy button.
  if (language?.toLowerCase() === 'nocopy') {
    options.copy = false;
    language = undefined;
  }
  if (language) options.language = language;

  const words: string[] = [];
  let explicitTitle: string | undefined;
  for (const token of tokenize(meta ?? '')) {
    if (token.kind === 'ranges') {
      addRanges(options, 'highlight', token.value);
      continue;
    }
    if (token.kind === 'word') {
      const key = FLAG_WORDS.get(token.value);
      if (key) setFlag(options, key, true);
      else if (!IGNORED_FLAGS.has(token.value)) words.push(token.value);
      continue;
    }
    const key = token.key.toLowerCase();
    if (key === 'title' || key === 'filename') explicitTitle = token.value.trim();
    else if (key === 'icon') options.icon = token.value.trim() || undefined;
    else if (key === 'highlight' || key === 'focus')
      addRanges(options, key, token.value, `${token.key}=${token.value}`);
    else if (Object.hasOwn(BOOLEAN_KEYS, key)) {
      const value = booleanValue(token.value);
      if (value === undefined)
        options.problems.push({
          message: `\`${token.key}\` is true or false, not \`${token.value}\``,
          hint: `write \`${token.key}\` alone to turn it on`,
        });
      else setFlag(options, BOOLEAN_KEYS[key], value);
    }
    // Other attributes (`theme`, a diagram's `placement`…) are not ours to read; they are never part of the title.
  }
  const title = explicitTitle ?? words.join(' ');
  if (title !== '') options.title = title;
  return options;
}

function setFlag(options: CodeOptions, key: Flag, value: boolean): void {
  if (key === 'nocopy') options.copy = !value;
  else options[key] = value;
}

function booleanValue(value: string): boolean | undefined {
  const text = value.trim().toLowerCase();
  return text === 'true' || text === '' ? true : text === 'false' ? false : undefined;
}

/** Add `1,3-5`, `{1,3-5}` or `[1,3,4]` to `options[key]`; a list that cannot be read is a problem, shown as `shown`. */
function addRanges(options: CodeOptions, key: 'highlight' | 'focus', written: string, shown = written): void {
  const ranges = parseRanges(written);
  if (ranges) options[key] = [...options[key], ...ranges];
  else
    options.problems.push({
      message: `\`${shown}\` is not a list of line numbers`,
      hint: `write line numbers and ranges counted from 1, like \`${shown.startsWith('{') ? '' : `${key}=`}{1,3-5}\``,
    });
}

const RANGE = /^(\d+)(?:\s*-\s*(\d+))?$/;

/** `1,3-5` (optionally in `{}` or `[]`) as ranges; undefined when any part is not a line number or range. */
export function parseRanges(written: string): Array<[number, number]> | undefined {
  let text = written.trim();
  if (/^[{[].*[}\]]$/s.test(text)) text = text.slice(1, -1).trim();
  if (text === '') return undefined;
  const ranges: Array<[number, number]> = [];
  for (const part of text.split(',')) {
    const match = RANGE.exec(part.trim());
    if (!match) return undefined;
    const start = Number(match[1]);
    const end = match[2] === undefined ? start : Number(match[2]);
    if (start < 1 || end < start) return undefined;
    ranges.push([start, end]);
  }
  return ranges;
}

type Token =
  | { kind: 'word'; value: string }
  | { kind: 'ranges'; value: string }
  | { kind: 'attribute'; key: string; value: string };

/** Split a meta string into words, `{…}` ranges and `key=value` attributes (values bare, quoted or in braces). */
function* tokenize(meta: string): Generator<Token> {
  let at = 0;
  const length = meta.length;
  while (at < length) {
    while (at < length && /\s/.test(meta[at])) at++;
    if (at >= length) return;
    const char = meta[at];
    if (char === '{') {
      const end = closing(meta, at, '}');
      yield { kind: 'ranges', value: meta.slice(at, end) };
      at = end;
      continue;
    }
    if (char === '"' || char === "'") {
      // A quoted title word: `"server.ts - setup"`.
      const end = closing(meta, at, char);
      yield { kind: 'word', value: meta.slice(at + 1, meta[end - 1] === char ? end - 1 : end) };
      at = end;
      continue;
    }
    let end = at;
    while (end < length && meta[end] !== '=' && !/\s/.test(meta[end])) end++;
    const key = meta.slice(at, end);
    if (meta[end] === '=' && ATTRIBUTE_KEY.test(key)) {
      const start = end + 1;
      const open = meta[start];
      let valueEnd: number;
      let value: string;
      if (open === '"' || open === "'" || open === '{') {
        valueEnd = closing(meta, start, open === '{' ? '}' : open);
        const closed = meta[valueEnd - 1] === (open === '{' ? '}' : open) && valueEnd - 1 > start;
        value = meta.slice(start + 1, closed ? valueEnd - 1 : valueEnd);
        // `{"text"}` and `{'text'}`: an expression holding a string literal.
        if (open === '{') value = value.trim().replace(/^(["'])(.*)\1$/s, '$2');
      } else {
        valueEnd = start;
        while (valueEnd < length && !/\s/.test(meta[valueEnd])) valueEnd++;
        value = meta.slice(start, valueEnd);
      }
      yield { kind: 'attribute', key, value };
      at = valueEnd;
      continue;
    }
    // A word that merely contains `=` (`>=`, `a=b=c`) is part of the title.
    while (end < length && !/\s/.test(meta[end])) end++;
    yield { kind: 'word', value: meta.slice(at, end) };
    at = end;
  }
}

/** The index just past the `close` that ends what opens at `open` (or the end of the text when it is unclosed). */
function closing(text: string, open: number, close: string): number {
  const end = text.indexOf(close, open + 1);
  return end === -1 ? text.length : end + 1;
}
