/**
 * remark plugin: a ```` ```mermaid ```` code block becomes a diagram figure. The figure holds the diagram's source as
 * a code block, which is what readers see without JavaScript; the diagram script (src/client/mermaid/, linked only
 * by pages that have a diagram) draws the diagram in its place. The page is marked as using it.
 */
import type { Data, Node, Parents, Root } from 'mdast';
import type { VFile } from 'vfile';
import { getPageData } from '../page-data.js';

/** Turn the page's mermaid code blocks into diagram figures. */
export function remarkMermaid() {
  return function transform(tree: Root, file: VFile): undefined {
    if (!String(file.value).includes('mermaid')) return;
    walk(tree, file);
  };
}

/** The figure that replaces a mermaid code block: a node of its own, so that it becomes exactly its `data`. */
export interface MermaidDiagram extends Node {
  type: 'mermaidDiagram';
  data: Data;
}

declare module 'mdast' {
  interface RootContentMap {
    mermaidDiagram: MermaidDiagram;
  }
}

function walk(parent: Parents, file: VFile): void {
  const children = parent.children;
  for (let index = 0; index < children.length; index++) {
    const node = children[index];
    if (node.type === 'code' && node.lang?.toLowerCase() === 'mermaid') {
      children[index] = toFigure(node.value, node.position);
      const page = getPageData(file);
      page.features ??= new Set();
      page.features.add('mermaid');
    } else if ('children' in node) walk(node, file);
  }
}

// mdast-util-to-hast turns a node type it has no handler for into its `data.hName` element with `data.hChildren`.
function toFigure(source: string, position: Node['position']): MermaidDiagram {
  const data: Data = {
    hName: 'figure',
    hProperties: { className: ['q-mermaid'], dataMermaid: '' },
    hChildren: [
      {
        type: 'element',
        tagName: 'pre',
        properties: { className: ['q-mermaid-source'] },
        children: [
          {
            type: 'element',
            tagName: 'code',
            properties: { className: ['language-mermaid'] },
            children: [{ type: 'text', value: source }],
          },
        ],
      },
    ],
  };
  return { type: 'mermaidDiagram', data, ...(position && { position }) };
}
