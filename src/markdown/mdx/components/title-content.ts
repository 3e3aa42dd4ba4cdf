/**
 * Titles of steps, tabs and accordions: plain text, or markup written as JSX (`title={<>Use <code>x</code></>}`),
 * which real pages do. The markup is the author's own, so it passes through like raw HTML in markdown.
 */
import type { ElementContent } from 'hast';

/**
 * A title prop as content: text (with its `code spans` as code, which real titles use: "Run the CLI `dev` command"),
 * or the author's JSX markup (fragment delimiters dropped); empty when absent.
 */
export function titleContent(value: unknown): ElementContent[] {
  if (typeof value === 'string') return value === '' ? [] : withCodeSpans(value);
  if (typeof value === 'number') return [{ type: 'text', value: String(value) }];
  const jsx = jsxOf(value);
  if (jsx === undefined) return [];
  // Plain markup as hast (React's props as attributes: jsx-markup.ts); else the source, as raw HTML.
  const markup = (value as { markup?: ElementContent[] }).markup;
  if (markup) return markup;
  const html = jsx
    .replace(/^<>\s*|\s*<\/>$/g, '')
    .replace(/\bclassName=/g, 'class=')
    .trim();
  return html === '' ? [] : [{ type: 'raw', value: html }];
}

/** Text with its `code spans` (backtick pairs, as in markdown) as `<code>` elements. */
function withCodeSpans(value: string): ElementContent[] {
  const parts: ElementContent[] = [];
  let last = 0;
  for (const match of value.matchAll(CODE_SPAN)) {
    if (match.index > last) parts.push({ type: 'text', value: value.slice(last, match.index) });
    parts.push({ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: match[2] }] });
    last = match.index + match[0].length;
  }
  if (last < value.length) parts.push({ type: 'text', value: value.slice(last) });
  return parts;
}

/** A run of backticks, the code, and the same run again (markdown's code span, without its edge cases). */
const CODE_SPAN = /(`+)(?!`)(.+?)(?<!`)\1(?!`)/g;

/** A title prop as plain text (tags of JSX markup and code span backticks dropped), for ids, labels and sync keys. */
export function titleText(value: unknown): string {
  if (typeof value === 'string') return value.replace(CODE_SPAN, '$2').trim();
  if (typeof value === 'number') return String(value);
  const jsx = jsxOf(value);
  return jsx === undefined
    ? ''
    : jsx
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim();
}

function jsxOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const jsx = (value as { jsx?: unknown }).jsx;
  return typeof jsx === 'string' ? jsx : undefined;
}

/** Whether `node` is an element with the class `name`. */
export function hasClass(node: ElementContent, name: string): boolean {
  if (node.type !== 'element') return false;
  const className = node.properties.className;
  return Array.isArray(className) && className.includes(name);
}

/** Whether `node` is whitespace-only text (what MDX leaves between a component's children). */
export function isBlank(node: ElementContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}
