/**
 * remark plugin: when the page asks for it, drop a leading `# Title` heading, because the page template
 * already renders the page title as the h1. Front matter and HTML comments before it do not count as content.
 */
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { getPageData } from './page-data.js';

const COMMENT_ONLY = /^\s*(?:<!--[\s\S]*?-->\s*)+$/;

/** Remove the first content node of the page when it is an h1 and `removeLeadingH1` is set. */
export function remarkLeadingH1() {
  return function transform(tree: Root, file: VFile): undefined {
    if (!getPageData(file).removeLeadingH1) return;
    const index = tree.children.findIndex((node) => !isPreamble(node));
    const first = tree.children[index];
    if (first?.type === 'heading' && first.depth === 1) tree.children.splice(index, 1);
  };
}

function isPreamble(node: RootContent): boolean {
  return node.type === 'yaml' || (node.type === 'html' && COMMENT_ONLY.test(node.value));
}
