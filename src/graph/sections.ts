/**
 * Sidebar sections: one per anchor × tab combination that has listed pages, each holding the navigation groups
 * restricted to its pages. A group whose pages span sections is split, so each section shows its own part under
 * the same group name; groups left empty are dropped.
 */
import type { NavTreeItem } from './navigation.js';
import type { AnchorNode, NavGroup, NavItem, NavPage, NavSection, PageNode, TabNode } from './types.js';

/** What {@link resolveSections} works from. */
export interface SectionInput {
  /** The resolved navigation groups. */
  groups: readonly NavTreeItem[];
  /** Listed pages in navigation order (first occurrences), with `anchor` and `tab` set. */
  listed: readonly PageNode[];
  /** Every page that is built, by path (a navigation entry whose page is not here is skipped). */
  pages: ReadonlyMap<string, PageNode>;
  anchors: readonly AnchorNode[];
  tabs: readonly TabNode[];
}

/** Build the sections, ordered by tab then anchor, and set `section` on every listed page. */
export function resolveSections(input: SectionInput): NavSection[] {
  const anchorRank = new Map(input.anchors.map((anchor, index) => [anchor.id, index]));
  const tabRank = new Map(input.tabs.map((tab, index) => [tab.id, index]));
  const byKey = new Map<string, NavSection>();
  for (const page of input.listed) {
    const key = sectionKey(page);
    if (byKey.has(key)) continue;
    const section: NavSection = { anchor: page.anchor, groups: [] };
    if (page.tab !== undefined) section.tab = page.tab;
    byKey.set(key, section);
  }
  const sections = [...byKey.values()].sort(
    (a, b) =>
      (tabRank.get(a.tab ?? '') ?? 0) - (tabRank.get(b.tab ?? '') ?? 0) ||
      (anchorRank.get(a.anchor) ?? 0) - (anchorRank.get(b.anchor) ?? 0),
  );
  const indexByKey = new Map(sections.map((section, index) => [sectionKey(section), index]));
  for (const page of input.listed) page.section = indexByKey.get(sectionKey(page)) ?? -1;

  for (const [index, items] of splitBySection(input.groups, input.pages)) {
    for (const item of items) {
      // Pages outside any group cannot occur: navigation entries are always groups.
      if (item.type === 'group') sections[index].groups.push(item);
    }
  }
  return sections;
}

/** Split `items` into the part each section shows, keeping navigation order within each section. */
function splitBySection(items: readonly NavTreeItem[], pages: ReadonlyMap<string, PageNode>): Map<number, NavItem[]> {
  const parts = new Map<number, NavItem[]>();
  const add = (section: number, item: NavItem) => {
    const list = parts.get(section);
    if (list) list.push(item);
    else parts.set(section, [item]);
  };
  for (const item of items) {
    if (item.type === 'page') {
      const page = pages.get(item.path);
      // A hidden page keeps its section (its sidebar is shown on it) but has no entry of its own.
      if (page === undefined || page.section === -1 || page.settings.hidden) continue;
      add(page.section, navPage(page));
      continue;
    }
    for (const [section, children] of splitBySection(item.items, pages)) {
      const group: NavGroup = { type: 'group', name: item.name, items: children };
      if (item.version !== undefined) group.version = item.version;
      // site.json/mint.json groups may have an icon too (Mintlify's `navigation[].icon`).
      if (item.icon !== undefined) {
        group.icon = item.icon;
        if (item.iconType !== undefined) group.iconType = item.iconType;
      }
      add(section, group);
    }
  }
  return parts;
}

/** The sidebar entry of `page`, with the front matter's icon, tag and external `url` when it has them. */
export function navPage(page: PageNode): NavPage {
  const { icon, iconType, tag, url, apiMarker, deprecated } = page.settings;
  return {
    type: 'page',
    path: page.path,
    title: page.sidebarTitle,
    url: page.url,
    ...(url !== undefined && { href: url }),
    ...(icon !== undefined && { icon }),
    ...(icon !== undefined && iconType !== undefined && { iconType }),
    ...(tag !== undefined && { tag }),
    ...(apiMarker !== undefined && { method: apiMarker }),
    ...(deprecated && { deprecated }),
  };
}

function sectionKey(entry: { anchor: string; tab?: string }): string {
  return `${entry.anchor}\n${entry.tab ?? ''}`;
}
