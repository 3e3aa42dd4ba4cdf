/**
 * remark plugin (MDX pages): Mintlify derives a heading's id from its text without the components in it, so
 * ``### `theme` - <Badge>required</Badge>`` is `#theme`, while the heading still shows the badge. For each heading
 * holding a JSX element or expression, the text to slug travels to rehype-heading-ids as the `data-slug-text`
 * property, which that plugin reads and removes.
 */
import type { Heading, Nodes, Root } from 'mdast';

/** The property name (hast `properties` key) that carries the slug text. */
export const SLUG_TEXT_PROPERTY = 'dataSlugText';

const JSX = new Set(['mdxJsxTextElement', 'mdxJsxFlowElement', 'mdxTextExpression', 'mdxFlowExpression']);

/** Record the slug text of every heading that has a component in it. */
export function remarkHeadingSlugText() {
  return (tree: Root): undefined => {
    walk(tree);
  };
}

function walk(node: Nodes): void {
  if (node.type === 'heading') {
    if (hasJsx(node)) {
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, [SLUG_TEXT_PROPERTY]: textWithoutJsx(node) };
    }
    return;
  }
  if ('children' in node) for (const child of node.children) walk(child);
}

function hasJsx(node: Nodes): boolean {
  return 'children' in node && node.children.some((child) => JSX.has(child.type) || hasJsx(child));
}

function textWithoutJsx(node: Nodes | Heading): string {
  if (JSX.has(node.type)) return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node) return node.children.map(textWithoutJsx).join('');
  return '';
}
