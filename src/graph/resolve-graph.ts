/**
 * Resolve the page graph from the config and the docs folder's content: pages with URLs and titles, anchors,
 * tabs, sidebar sections and previous/next links. Pure: no I/O, and the same input always gives the same graph.
 * site.json and mint.json place pages under anchors and tabs by URL prefix (here); docs.json places them by nesting
 * (`explicit-graph.ts`). Both give the same `SiteGraph`.
 */
import type { SiteConfig } from '../config/types.js';
import type { ContentIndex } from '../content/types.js';
import { sortDiagnostics, type Diagnostic } from '../diagnostics.js';
import { finishAnchors, resolveAnchors } from './anchors.js';
import { resolveExplicitGraph } from './explicit-graph.js';
import { resolveNavigation } from './navigation.js';
import { createPageNodes, dropUrlConflicts } from './pages.js';
import { inReadingOrder, linkPrevNext } from './prev-next.js';
import { resolveSections } from './sections.js';
import { TOP_TAB_ID, finishTabs, resolveTabs } from './tabs.js';
import type { PageNode, SiteGraph } from './types.js';

/** Options of {@link resolveGraph}. */
export interface ResolveGraphOptions {
  /**
   * Name of the config file that diagnostics about navigation, anchors and tabs point at.
   * @default 'site.json'
   */
  configFile?: string;
}

/** Resolve the {@link SiteGraph}; user mistakes come back as diagnostics (sorted), never as exceptions. */
export function resolveGraph(
  config: SiteConfig,
  content: ContentIndex,
  options: ResolveGraphOptions = {},
): { graph: SiteGraph; diagnostics: Diagnostic[] } {
  const file = options.configFile ?? 'site.json';
  const generated = content.navigationPages;
  if (config.explicitNavigation) {
    const explicit = resolveExplicitGraph(config, config.explicitNavigation, content, file);
    const diagnostics = [...explicit.diagnostics, ...reportUnlisted(explicit.unlisted, file)];
    return { graph: explicit.graph, diagnostics: sortDiagnostics(diagnostics) };
  }
  const created = createPageNodes(content);
  const pages = created.pages;
  const navigation = resolveNavigation(
    config.navigation,
    new Set(content.pages.keys()),
    config.versions,
    file,
    generated,
  );
  const rank = new Map(navigation.order.map((path, index) => [path, index]));
  const diagnostics: Diagnostic[] = [
    ...created.diagnostics,
    ...navigation.diagnostics,
    ...dropUrlConflicts(pages, rank),
  ];

  const anchors = resolveAnchors(config, file);
  const tabs = resolveTabs(config, file);
  diagnostics.push(...anchors.diagnostics, ...tabs.diagnostics);
  for (const page of pages.values()) {
    page.anchor = anchors.claim(page.slug);
    const tab = tabs.claim(page.slug);
    if (tab !== undefined) page.tab = tab;
  }

  const listed: PageNode[] = [];
  for (const path of navigation.order) {
    const page = pages.get(path);
    if (page === undefined) continue;
    page.listed = true;
    page.groups = navigation.groupsByPath.get(path) ?? [];
    listed.push(page);
  }
  const sections = resolveSections({
    groups: navigation.groups,
    listed,
    pages,
    anchors: anchors.anchors,
    tabs: tabs.tabs,
  });
  linkPrevNext(listed);

  const firstAnchorUrl = new Map<string, string>();
  const firstTabUrl = new Map<string, string>();
  for (const page of listed) {
    if (!inReadingOrder(page)) continue;
    if (!firstAnchorUrl.has(page.anchor)) firstAnchorUrl.set(page.anchor, page.url);
    if (page.tab !== undefined && !firstTabUrl.has(page.tab)) firstTabUrl.set(page.tab, page.url);
  }
  diagnostics.push(...finishAnchors(anchors.anchors, firstAnchorUrl, config, file));
  const finished = finishTabs(tabs, firstTabUrl, config, file);
  diagnostics.push(...finished.diagnostics);

  const unlisted = [...pages.values()].filter((page) => !page.listed).sort((a, b) => (a.path < b.path ? -1 : 1));
  const keepsTopTab = finished.tabs.some((tab) => tab.id === TOP_TAB_ID);
  for (const page of unlisted) {
    // With every listed page inside a configured tab, the implicit first tab is gone: stray pages have no tab.
    if (page.tab === TOP_TAB_ID && !keepsTopTab) delete page.tab;
  }
  diagnostics.push(...reportUnlisted(unlisted, file));

  const graph: SiteGraph = {
    config,
    pages: [...listed, ...unlisted],
    anchors: anchors.anchors,
    tabs: finished.tabs,
    sections,
    assets: content.assets,
  };
  return { graph, diagnostics: sortDiagnostics(diagnostics) };
}

/** A `graph/unlisted-page` warning for each page the navigation does not list. */
function reportUnlisted(unlisted: readonly PageNode[], file: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const page of unlisted) {
    // The root page is the home page: it needs no place in the sidebar. A hidden page asked not to have one.
    if (page.slug === 'index' || page.settings.hidden) continue;
    diagnostics.push({
      severity: 'warning',
      rule: 'graph/unlisted-page',
      file: page.path,
      message: `page is not listed in navigation: it is built at ${page.url} but not shown in the sidebar`,
      hint: `add "${page.slug}" to the \`pages\` of a group in ${file}, or delete the file if it is unused`,
    });
  }
  return diagnostics;
}
