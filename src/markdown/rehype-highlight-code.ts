/**
 * rehype plugin: syntax-highlight fenced code blocks at build time with `hljs-*` classes (no inline styles, so the
 * light and dark themes are pure CSS, see `templates/assets/code.css`), make every `<pre>` keyboard-focusable because
 * it scrolls, and apply the block's options (code-meta.ts): a titled block becomes a `<figure>` with its title (and
 * icon) as caption; line numbers, highlighted, focused and diff lines split the code into one span per line
 * (code-lines.ts); `wrap`, `nocopy` and `expandable` mark the block for CSS and the copy button's script. Unknown or
 * missing languages stay plain, escaped text.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { type CodeOptions, parseCodeMeta } from './code-meta.js';
import {
  diffMarks,
  extractNotation,
  type LineMark,
  type LineMarks,
  markLines,
  splitLines,
  wrapLines,
} from './code-lines.js';
import { codeIcon, expandControl, EXPAND_MIN_LINES } from './code-parts.js';
import { highlightLanguage, lowlight } from './lowlight.js';

/** Highlight code blocks, apply their options and make them focusable. */
export function rehypeHighlightCode() {
  return function transform(tree: Root, file: VFile): undefined {
    walk(tree, file);
  };
}

// A plain recursive walk (faster than unist-util-visit on every page); code inside `<pre>` is not entered.
function walk(parent: Root | Element, file: VFile): void {
  const children = parent.children;
  for (let index = 0; index < children.length; index++) {
    const node = children[index];
    if (node.type !== 'element') continue;
    if (node.tagName === 'pre') children[index] = transformPre(node, file);
    else walk(node, file);
  }
}

/** Grammars whose text has no comments to hold `[!code …]` markers. */
const NO_NOTATION = new Set(['plaintext', 'text', 'txt']);

/** Highlight the code of `pre` and apply its options; return what replaces it (a figure when titled). */
function transformPre(pre: Element, file: VFile): Element {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  if (!code) return pre;
  pre.properties.tabIndex = 0;

  const languageClass = classNames(code).find((name) => name.startsWith('language-'));
  const meta = typeof code.data?.meta === 'string' ? code.data.meta : undefined;
  const written = languageClass?.slice('language-'.length);
  // The common case, a block with at most a language, reads no options.
  const options =
    meta === undefined && !written?.includes('{') && !isNoCopy(written) ? undefined : parseCodeMeta(written, meta);
  const name = options ? options.language : written;
  const language = name === undefined ? undefined : highlightLanguage(name);
  code.properties.className = name === undefined ? ['hljs'] : ['hljs', `language-${name}`];
  for (const problem of options?.problems ?? []) warn(file, code, problem.message, problem.hint);

  let source = code.children.length === 1 && code.children[0].type === 'text' ? code.children[0].value : undefined;
  let marks: LineMarks | undefined;
  if (source !== undefined && language !== undefined && !NO_NOTATION.has(language) && source.includes('[!code ')) {
    const notation = extractNotation(source);
    if (notation.marks.size > 0) {
      source = notation.source;
      marks = notation.marks;
      code.children = [{ type: 'text', value: source }];
    }
  }
  if (language !== undefined && source !== undefined) highlightCode(code, language, source, file);
  if (!options && !marks && language !== 'diff') return pre;

  const lineCount = source === undefined ? 0 : countLines(source);
  // Lines marked by `[!code ++]` get a `+` or `-` in the margin; a diff's lines already start with theirs.
  const diffSigns = hasMark(marks, 'add') || hasMark(marks, 'remove');
  if (source !== undefined && language === 'diff') {
    marks ??= new Map();
    diffMarks(source, marks);
  }
  if (options) marks = optionMarks(options, lineCount, marks, code, file);
  const className: string[] = [];
  if (source !== undefined && (marks !== undefined || options?.lines)) {
    code.children = wrapLines(splitLines(code.children), marks ?? new Map());
    className.push('code-lined');
    if (options?.lines) className.push('code-numbered', ...digitsClass(lineCount));
    if (hasMark(marks, 'focus')) className.push('code-focus');
    if (diffSigns) className.push('code-diff');
  }
  if (options?.wrap) className.push('code-wrap');
  if (className.length > 0) pre.properties.className = className;
  if (options && !options.copy) pre.properties.dataNocopy = true;

  return frame(pre, code, options, lineCount, file);
}

/** The marks of `highlight` and `focus` added to `marks`; a line past the end of the block is a warning. */
function optionMarks(
  options: CodeOptions,
  lineCount: number,
  marks: LineMarks | undefined,
  code: Element,
  file: VFile,
): LineMarks | undefined {
  const result: LineMarks = marks ?? new Map();
  for (const key of ['highlight', 'focus'] as const) {
    for (const [start, end] of options[key]) {
      if (start > lineCount) {
        warn(
          file,
          code,
          `\`${key}\` names line ${start}, but this block has ${lineCount} line${lineCount === 1 ? '' : 's'}`,
          'count lines from 1, the first line after the opening fence',
        );
        continue;
      }
      markLines(result, start - 1, Math.min(end, lineCount) - start + 1, key);
    }
  }
  return result.size > 0 ? result : marks;
}

function hasMark(marks: LineMarks | undefined, mark: LineMark): boolean {
  if (!marks) return false;
  for (const set of marks.values()) if (set.has(mark)) return true;
  return false;
}

/** ```` ```nocopy ```` alone (checked without allocating: this runs for every block). */
function isNoCopy(language: string | undefined): boolean {
  return language?.length === 6 && language.toLowerCase() === 'nocopy';
}

/** The number of lines of `source`, not counting the empty one after a final newline. */
function countLines(source: string): number {
  let count = 1;
  for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) count++;
  return source.endsWith('\n') ? count - 1 : count;
}

/** Line numbers of more than two digits need a wider margin. */
function digitsClass(lineCount: number): string[] {
  return lineCount >= 100 ? [`code-digits-${Math.min(String(lineCount).length, 5)}`] : [];
}

/** The block as it stands in the page: the bare `pre`, or a figure with its caption, or a box with a "show all". */
function frame(pre: Element, code: Element, options: CodeOptions | undefined, lineCount: number, file: VFile): Element {
  if (!options) return pre;
  const title = pre.data?.codeNoCaption ? undefined : options.title;
  const expand = options.expandable && lineCount >= EXPAND_MIN_LINES ? expandControl(lineCount) : undefined;
  if (title === undefined && !expand) return pre;
  const children: ElementContent[] = [];
  if (title !== undefined) {
    const caption: ElementContent[] = [];
    if (options.icon !== undefined) {
      const icon = codeIcon(options.icon);
      if (icon.svg) caption.push(icon.svg);
      else warn(file, code, icon.problem, icon.hint);
    }
    caption.push({ type: 'text', value: title });
    children.push({ type: 'element', tagName: 'figcaption', properties: {}, children: caption });
  }
  children.push(pre);
  if (expand) children.push(expand);
  const className = ['code-block', ...(expand ? ['code-expandable'] : [])];
  return { type: 'element', tagName: title === undefined ? 'div' : 'figure', properties: { className }, children };
}

function highlightCode(code: Element, language: string, source: string, file: VFile): void {
  try {
    code.children = lowlight.highlight(language, source).children as ElementContent[];
  } catch (error) {
    // A grammar bug on one block should cost that block its colours, not the page; say so and move on.
    const message = file.message(`could not highlight this \`${language}\` code block, showing it as plain text`, {
      place: code.position,
      ruleId: 'highlight',
      source: 'markdown',
      cause: error instanceof Error ? error : undefined,
    });
    message.note = 'remove the language after the opening fence to silence this';
  }
}

function warn(file: VFile, code: Element, reason: string, hint: string): void {
  const message = file.message(reason, { place: code.position, ruleId: 'code-block', source: 'markdown' });
  message.note = hint;
}

function classNames(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}
