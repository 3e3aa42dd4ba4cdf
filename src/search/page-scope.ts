/**
 * The search scope of a page: the part of the site (anchor and tab with site.json/mint.json, the product, tab,
 * anchor, dropdown or menu item with docs.json) the page is read in. The page template marks it as a hidden Pagefind
 * filter (`scope:<id>`) with its name for the dialog, which searches the reader's scope by default and can widen to
 * all sections. Sites without tabs or anchors have no scopes, so their pages carry no such filter.
 */
import type { DivisionKind } from '../config/types.js';
import type { NavItem, PageNode, SiteGraph } from '../graph/types.js';

/** The Pagefind filter key of the scope. */
export const SCOPE_FILTER = 'scope';

/** A page's search scope. */
export interface SearchScope {
  /** Stable filter value: `anchor-<id> tab-<id>` (site.json) or a division id (docs.json). */
  id: string;
  /** What the dialog calls it: `Guides`, `API reference`, `Product › Guides`. */
  name: string;
}

/** Version and language divisions are filters of their own (always applied), not scopes. */
const SCOPE_KINDS: ReadonlySet<DivisionKind> = new Set(['product', 'tab', 'menu', 'dropdown', 'anchor']);

/** The scope `page` is searched in, or undefined when the site has no tabs or anchors (or the page none of them). */
export function getSearchScope(graph: SiteGraph, page: PageNode): SearchScope | undefined {
  return graph.divisions ? divisionScope(graph, page) : sectionScope(graph, page);
}

/** docs.json: the page's innermost product, tab, menu item, dropdown or anchor, named with the ones around it. */
function divisionScope(graph: SiteGraph, page: PageNode): SearchScope | undefined {
  const byId = new Map((graph.divisions ?? []).map((division) => [division.id, division]));
  const path = (page.divisions ?? [])
    .map((id) => byId.get(id))
    .filter((division) => division !== undefined && SCOPE_KINDS.has(division.kind));
  const innermost = path[path.length - 1];
  if (!innermost) return undefined;
  return { id: filterValue(innermost.id), name: path.map((division) => division!.name).join(' › ') };
}

/**
 * site.json/mint.json: the page's anchor and tab. Only parts the site has are used (internal anchors besides the top
 * one; tabs); the name leaves out the implicit top anchor and first tab unless that is all the page has.
 */
function sectionScope(graph: SiteGraph, page: PageNode): SearchScope | undefined {
  const hasAnchors = graph.anchors.some((anchor) => !anchor.isTop && !anchor.external);
  const hasTabs = graph.tabs.length > 0;
  if (!hasAnchors && !hasTabs) return undefined;
  const anchor = hasAnchors ? graph.anchors.find((a) => a.id === page.anchor) : undefined;
  const tab = hasTabs ? graph.tabs.find((t) => t.id === page.tab) : undefined;
  if (!anchor && !tab) return undefined;
  const ids = [anchor ? `anchor-${anchor.id}` : '', tab ? `tab-${tab.id}` : ''].filter(Boolean);
  const own = [anchor && !anchor.isTop ? anchor.name : '', tab && tab.prefix !== '' ? tab.name : ''].filter(Boolean);
  const name = own.length > 0 ? own.join(' › ') : (anchor?.name ?? tab!.name);
  return { id: filterValue(ids.join(' ')), name };
}

/** Pagefind reads `key:value, key:value` in a filter attribute: a value keeps no comma. */
function filterValue(id: string): string {
  return id.replace(/,/g, ' ');
}

/**
 * site.json/mint.json with `versions`: the version search files the page under — its anchor's, else that of the
 * navigation groups listing it (when every listing in its sidebar section has the same one). Undefined for a page
 * of every version, and on docs.json sites (their version divisions are marked by the page template already).
 */
export function getSearchVersion(graph: SiteGraph, page: PageNode): string | undefined {
  if (graph.divisions || graph.config.versions.length === 0) return undefined;
  const anchor = graph.anchors.find((a) => a.id === page.anchor);
  if (anchor?.version !== undefined) return anchor.version;
  const section = page.section >= 0 ? graph.sections[page.section] : undefined;
  if (!section) return undefined;
  const found = new Set<string | undefined>();
  listingVersions(section.groups, page.path, undefined, found);
  const [only] = found;
  return found.size === 1 ? only : undefined;
}

/** Add to `found` the group version (inherited by nested groups) of every listing of `path` in `items`. */
function listingVersions(items: NavItem[], path: string, version: string | undefined, found: Set<string | undefined>) {
  for (const item of items) {
    if (item.type === 'page') {
      if (item.path === path) found.add(version);
    } else {
      listingVersions(item.items, path, item.version ?? version, found);
    }
  }
}
