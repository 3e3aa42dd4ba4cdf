/**
 * OpenAPI `description`s are CommonMark. They come from API files that may not be written by the docs author (a
 * URL, a generated file), so they render without raw HTML: an HTML tag in a description shows as text, and links
 * keep only safe protocols. Headings are demoted below the endpoint page's own h2/h3 outline.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { Html, Root as MdastRoot, Text } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

// Text with none of these characters renders as itself, without running the markdown parser.
const MARKDOWN_SYNTAX = /[\\`*_[\]<>#!|~&\n]|^\s*(?:[-+>]|\d+[.)])\s|https?:|www\./;
const SAFE_URL = /^(?:https?:|mailto:|#|\/|\.{0,2}\/|[^:]*$)/i;
const CACHE_LIMIT = 5_000;

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkHtmlAsText).use(remarkRehype).freeze();
const cache = new Map<string, ElementContent[]>();

/** Render a CommonMark description to hast nodes (block content: paragraphs, lists, code …). */
export function renderDescription(markdown: string): ElementContent[] {
  const text = markdown.trim();
  if (text === '') return [];
  if (!MARKDOWN_SYNTAX.test(text))
    return [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] }];
  const cached = cache.get(text);
  // Descriptions of shared schemas repeat on many pages; hast nodes are only read, so sharing them is safe.
  if (cached) return cached;
  const tree = processor.runSync(processor.parse(text)) as Root;
  const nodes = tree.children.filter(
    (node): node is ElementContent => node.type === 'element' || (node.type === 'text' && node.value.trim() !== ''),
  );
  for (const node of nodes) sanitize(node);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, nodes);
  return nodes;
}

/** Render a description that must stay inline (a table cell, a summary line): its first paragraph's content. */
export function renderInlineDescription(markdown: string): ElementContent[] {
  const blocks = renderDescription(markdown);
  const first = blocks[0];
  if (blocks.length === 1 && first.type === 'element' && first.tagName === 'p') return first.children;
  return blocks;
}

/** remark plugin: raw HTML becomes literal text instead of markup. */
function remarkHtmlAsText() {
  return (tree: MdastRoot) => {
    const visit = (node: { children?: unknown[] }) => {
      if (!Array.isArray(node.children)) return;
      node.children = node.children.map((child) => {
        const html = child as Html;
        if (html.type === 'html') return { type: 'text', value: html.value, position: html.position } satisfies Text;
        visit(child as { children?: unknown[] });
        return child;
      });
    };
    visit(tree as { children?: unknown[] });
  };
}

function sanitize(node: ElementContent): void {
  if (node.type !== 'element') return;
  const element: Element = node;
  if (/^h[1-6]$/.test(element.tagName))
    element.tagName = `h${Math.min(6, Math.max(4, Number(element.tagName[1]) + 3))}`;
  for (const attribute of ['href', 'src'] as const) {
    const value = element.properties[attribute];
    if (typeof value === 'string' && !SAFE_URL.test(value.trim())) delete element.properties[attribute];
  }
  if (
    element.tagName === 'a' &&
    typeof element.properties.href === 'string' &&
    /^https?:/i.test(element.properties.href)
  ) {
    element.properties.rel = ['noopener', 'noreferrer'];
  }
  element.children.forEach(sanitize);
}
