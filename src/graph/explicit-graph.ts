/**
 * The page graph of a docs.json site: pages placed where the navigation tree lists them (first listing wins), one
 * sidebar section per division holding groups, previous/next within a section, each division's first page, each
 * page's language, version and its equivalents in the other versions and languages.
 */
import type { ExplicitNavigation, NavContentConfig, SiteConfig } from '../config/types.js';
import type { ContentIndex } from '../content/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { linkEquivalents } from './equivalents.js';
import { resolveExplicitTree, type ExplicitTree, type Holder } from './explicit.js';
import { configLocation } from './location.js';
import type { NavTreeGroup } from './navigation.js';
import { createPageNodes, dropUrlConflicts } from './pages.js';
import { inReadingOrder, linkPrevNext } from './prev-next.js';
import { navPage } from './sections.js';
import type { DivisionNode, NavGroup, NavItem, NavSection, PageNode, SiteGraph } from './types.js';

/** The graph of a site whose navigation is `navigation` (docs.json), before unlisted pages are reported. */
export function resolveExplicitGraph(
  config: SiteConfig,
  navigation: ExplicitNavigation,
  content: ContentIndex,
  file: string,
): { graph: SiteGraph; listed: PageNode[]; unlisted: PageNode[]; diagnostics: Diagnostic[] } {
  const created = createPageNodes(content);
  const pages = created.pages;
  const tree = resolveExplicitTree(navigation, {
    pages: new Set(content.pages.keys()),
    versions: [],
    file,
    ...(content.navigationPages && { generated: content.navigationPages }),
    ...(content.operationGroups && { operationGroups: content.operationGroups }),
  });
  const { walker, holders } = tree;
  const rank = new Map(walker.order.map((path, index) => [path, index]));
  const diagnostics: Diagnostic[] = [...created.diagnostics, ...tree.diagnostics, ...dropUrlConflicts(pages, rank)];
  const byId = new Map(tree.divisions.map((division) => [division.id, division]));

  // A page listed only inside hidden groups or divisions is hidden, as if its front matter said so (unless it says
  // `hidden: false`): no entry, no previous/next, no search, no sitemap.
  const shown = new Set(walker.listings.filter((listing) => !listing.hidden).map((listing) => listing.path));
  const listed: PageNode[] = [];
  for (const path of walker.order) {
    const page = pages.get(path);
    if (page === undefined) continue;
    const first = walker.first.get(path)!;
    const holder = holders[first.place];
    page.listed = true;
    page.groups = first.names;
    page.divisions = [...holder.path];
    for (const id of holder.path) {
      const division = byId.get(id)!;
      if (division.kind === 'language' && page.language === undefined) page.language = division.name;
      if (division.kind === 'version' && page.version === undefined) page.version = division.name;
    }
    if (!shown.has(path) && page.frontmatter.hidden !== false) {
      page.settings.hidden = true;
      page.settings.noindex = true;
    }
    listed.push(page);
  }

  const sections = resolveHolderSections(holders, listed, walker.first, pages);
  linkPrevNext(listed);
  diagnostics.push(...finishDivisions(tree, listed, file));
  linkEquivalents(listed, tree.divisions, membersOf(tree, pages));

  const unlisted = [...pages.values()].filter((page) => !page.listed).sort((a, b) => (a.path < b.path ? -1 : 1));
  const graph: SiteGraph = {
    config,
    pages: [...listed, ...unlisted],
    anchors: [],
    tabs: [],
    sections,
    divisions: tree.divisions,
    assets: content.assets,
  };
  return { graph, listed, unlisted, diagnostics };
}

/** One section per holder where some page is first listed, in reading order; sets `section` on listed pages. */
function resolveHolderSections(
  holders: readonly Holder[],
  listed: readonly PageNode[],
  first: ReadonlyMap<string, { place: number }>,
  pages: ReadonlyMap<string, PageNode>,
): NavSection[] {
  const sectionOf = new Map<number, number>();
  const sections: NavSection[] = [];
  for (const page of listed) {
    const place = first.get(page.path)!.place;
    let index = sectionOf.get(place);
    if (index === undefined) {
      const holder = holders[place];
      const section: NavSection = { anchor: page.anchor, groups: toNavGroups(holder.groups, pages) };
      if (holder.division !== undefined) section.division = holder.division;
      index = sections.push(section) - 1;
      sectionOf.set(place, index);
    }
    page.section = index;
  }
  return sections;
}

/** The sidebar groups of a holder: hidden groups and pages, and pages that are not built, left out. */
function toNavGroups(groups: readonly NavTreeGroup[], pages: ReadonlyMap<string, PageNode>): NavGroup[] {
  const out: NavGroup[] = [];
  for (const group of groups) {
    const converted = toNavGroup(group, pages);
    if (converted) out.push(converted);
  }
  return out;
}

function toNavGroup(group: NavTreeGroup, pages: ReadonlyMap<string, PageNode>): NavGroup | undefined {
  if (group.hidden) return undefined;
  const items: NavItem[] = [];
  for (const item of group.items) {
    if (item.type === 'group') {
      const child = toNavGroup(item, pages);
      if (child) items.push(child);
      continue;
    }
    const page = pages.get(item.path);
    if (page && !page.settings.hidden) items.push(navPage(page));
  }
  const rootPage = group.root === undefined ? undefined : pages.get(group.root);
  const root = rootPage && !rootPage.settings.hidden ? navPage(rootPage) : undefined;
  if (items.length === 0 && root === undefined) return undefined;
  const out: NavGroup = { type: 'group', name: group.name, items };
  if (group.version !== undefined) out.version = group.version;
  if (group.icon !== undefined) {
    out.icon = group.icon;
    if (group.iconType !== undefined) out.iconType = group.iconType;
  }
  if (group.tag !== undefined) out.tag = group.tag;
  if (group.expanded !== undefined) out.expanded = group.expanded;
  if (root) out.root = root;
  return out;
}

/**
 * Point every division that holds content at its first page in reading order (else its first listed page). One
 * without any page links to the home page, with a `graph/empty-division` warning when it lists no entry at all (the
 * entries of one whose pages are all missing are reported already).
 */
function finishDivisions(tree: ExplicitTree, listed: readonly PageNode[], file: string): Diagnostic[] {
  const firstRead = new Map<string, string>();
  const firstListed = new Map<string, string>();
  for (const page of listed) {
    for (const id of page.divisions ?? []) {
      if (!firstListed.has(id)) firstListed.set(id, page.url);
      if (inReadingOrder(page) && !firstRead.has(id)) firstRead.set(id, page.url);
    }
  }
  const diagnostics: Diagnostic[] = [];
  const byId = new Map(tree.divisions.map((division) => [division.id, division]));
  // A division that holds only other divisions (tabs that are all links) opens where its first child leads.
  const firstChild = (division: DivisionNode): DivisionNode | undefined =>
    division.children.map((id) => byId.get(id)!).find((child) => child.href !== '');
  // Children first, so that a parent can fall back to them.
  for (const division of [...tree.divisions].reverse()) {
    if (division.link) continue;
    const href = firstRead.get(division.id) ?? firstListed.get(division.id);
    if (href !== undefined) {
      division.href = href;
      continue;
    }
    const child = firstChild(division);
    if (child) {
      division.href = child.href;
      division.external = child.external;
      continue;
    }
    division.href = '/';
    division.empty = true;
    const config = tree.configs.get(division.id)!;
    // Entries whose pages do not exist are reported already, one by one.
    if (listsEntries(config.content)) continue;
    diagnostics.push({
      severity: 'warning',
      rule: 'graph/empty-division',
      file: config.file ?? file,
      ...configLocation(config),
      message: `${division.kind} "${division.name}" lists no page, so readers who choose it land on the home page`,
      hint: 'add `pages` or `groups` to it, give it an `href`, or remove it',
    });
  }
  return diagnostics;
}

/** Whether `content` (or a division in it) lists any page entry or OpenAPI source, whether or not it resolved. */
function listsEntries(content: NavContentConfig): boolean {
  return (
    content.openapi !== undefined ||
    content.groups.some((group) => group.pages.length > 0 || group.root !== undefined || group.openapi !== undefined) ||
    content.divisions.some((division) => listsEntries(division.content))
  );
}

/** The pages listed under each division (every listing, duplicates included), by lower-cased slug. */
function membersOf(tree: ExplicitTree, pages: ReadonlyMap<string, PageNode>): Map<string, Map<string, PageNode>> {
  const members = new Map<string, Map<string, PageNode>>();
  for (const listing of tree.walker.listings) {
    const page = pages.get(listing.path);
    if (page === undefined) continue;
    for (const id of tree.holders[listing.place].path) {
      let set = members.get(id);
      if (!set) {
        set = new Map();
        members.set(id, set);
      }
      const key = page.slug.toLowerCase();
      if (!set.has(key)) set.set(key, page);
    }
  }
  return members;
}
