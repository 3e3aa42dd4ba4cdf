/**
 * Titles of steps, tabs and accordions: plain text, or markup written as JSX (`title={<>Use <code>x</code></>}`),
 * which real pages do. The markup is the author's own, so it passes through like raw HTML in markdown.
 */
import type { ElementContent } from 'hast';

/** A title prop as content: text, or the author's JSX markup (fragment delimiters dropped); empty when absent. */
export function titleContent(value: unknown): ElementContent[] {
  if (typeof value === 'string') return value === '' ? [] : [{ type: 'text', value }];
  if (typeof value === 'number') return [{ type: 'text', value: String(value) }];
  const jsx = jsxOf(value);
  if (jsx === undefined) return [];
  const html = jsx
    .replace(/^<>\s*|\s*<\/>$/g, '')
    .replace(/\bclassName=/g, 'class=')
    .trim();
  return html === '' ? [] : [{ type: 'raw', value: html }];
}

/** A title prop as plain text (tags of JSX markup dropped), for ids, labels and sync keys. */
export function titleText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
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
