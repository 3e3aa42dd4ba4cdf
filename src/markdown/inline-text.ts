/**
 * A line of author text outside the page body (the front matter `description`, shown as the subtitle) as inline
 * markdown: emphasis, code and links render, as they do on Mintlify; raw HTML stays text. Links are resolved like
 * body links (clean URLs, the base path); a link with a script scheme loses its `href`. Real projects write
 * `[JSON schema](https://json-schema.org/…)` in descriptions, which would otherwise show as raw markdown.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Paragraph, Parent, Text } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { resolveLinkTarget } from './link-target.js';
import type { LinkContext } from './types.js';

const parser = unified().use(remarkParse).freeze();
// Text with none of these characters is plain text: escape it and skip the parser.
const INLINE_SYNTAX = /[\\`*_[\]<&]/;
const SAFE_SCHEME = /^(?:https?:|mailto:|tel:|#|\/|\.|[^:]*$)/i;

/** `text`, written in the page at `pagePath`, as escaped HTML with its inline markdown rendered. */
export function renderInlineText(text: string, pagePath: string, context: LinkContext): string {
  const escapedText: Root = { type: 'root', children: [{ type: 'text', value: text }] };
  if (!INLINE_SYNTAX.test(text)) return toHtml(escapedText);
  const paragraph = parser.parse(text).children.find((node): node is Paragraph => node.type === 'paragraph');
  if (!paragraph) return toHtml(escapedText);
  htmlAsText(paragraph);
  const hast = toHast(paragraph) as Element;
  rewriteLinks(hast.children, pagePath, context);
  return toHtml({ type: 'root', children: hast.children });
}

function rewriteLinks(nodes: ElementContent[], pagePath: string, context: LinkContext): void {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    if (node.tagName === 'a' || node.tagName === 'img') {
      const attribute = node.tagName === 'a' ? 'href' : 'src';
      const url = String(node.properties[attribute] ?? '');
      if (!SAFE_SCHEME.test(url.trim())) delete node.properties[attribute];
      else {
        const target = resolveLinkTarget(url, pagePath, context);
        if (target.kind === 'page' || target.kind === 'asset' || target.kind === 'redirect')
          node.properties[attribute] = target.href;
      }
    }
    rewriteLinks(node.children, pagePath, context);
  }
}

/** Raw HTML in the text shows as the text it is. */
function htmlAsText(node: Parent): void {
  node.children = node.children.map((child) =>
    child.type === 'html' ? ({ type: 'text', value: child.value } as Text) : child,
  ) as Parent['children'];
  for (const child of node.children) if ('children' in child) htmlAsText(child as Parent);
}
