/**
 * Sidebar entries of endpoint pages whose OpenAPI operation is `deprecated: true` are marked, as a page with front
 * matter `deprecated: true` already is (graph/sections.ts). The operations are known only once the plan stage has
 * resolved them, after the graph, so the entries are marked here.
 */
import type { NavItem, NavPage, SiteGraph } from '../graph/types.js';
import type { PageOperations } from '../openapi/pages.js';

/** Mark the sidebar entries (and group roots) of pages whose operation is deprecated; returns how many were marked. */
export function markDeprecatedOperations(graph: SiteGraph, operations: PageOperations): number {
  const paths = new Set(
    Object.entries(operations)
      .filter(([, view]) => view.deprecated)
      .map(([path]) => path),
  );
  if (paths.size === 0) return 0;
  let marked = 0;
  const mark = (entry: NavPage): void => {
    if (!paths.has(entry.path) || entry.deprecated) return;
    entry.deprecated = true;
    marked++;
  };
  const visit = (items: NavItem[]): void => {
    for (const item of items) {
      if (item.type === 'page') mark(item);
      else {
        if (item.root) mark(item.root);
        visit(item.items);
      }
    }
  };
  for (const section of graph.sections) visit(section.groups);
  return marked;
}
