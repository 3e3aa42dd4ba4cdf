/**
 * rehype plugin: an empty cell in a table's header row (the top-left corner of a comparison table such as
 * `| | Testing | Customer |`) becomes a `<td>`: an empty `<th>` is a header that names nothing, which screen
 * readers announce as a blank heading for its column (axe: `empty-table-header`).
 */
import type { Element, Root } from 'hast';

/** Turn empty header-row `<th>` cells into `<td>`. */
export function rehypeTableCornerCells() {
  return function transform(tree: Root): undefined {
    walk(tree);
  };
}

function walk(parent: Root | Element): void {
  for (const node of parent.children) {
    if (node.type !== 'element') continue;
    if (node.tagName === 'thead') {
      for (const row of node.children) {
        if (row.type !== 'element' || row.tagName !== 'tr') continue;
        for (const cell of row.children) {
          if (cell.type === 'element' && cell.tagName === 'th' && isBlank(cell)) cell.tagName = 'td';
        }
      }
    } else if (node.tagName !== 'pre') walk(node);
  }
}

function isBlank(cell: Element): boolean {
  return cell.children.every((child) => child.type === 'text' && child.value.trim() === '');
}
