/**
 * The sidebar as templates draw it: base-prefixed URLs, the current page marked, nested groups open when they hold it.
 *
 * A section with more than {@link SIDEBAR_INLINE_LIMIT} pages is folded, so that a page's HTML does not grow with the
 * size of the site: every top-level group title is listed, but only the group holding the current page lists its
 * pages. The title of a folded group links to its first page, where that group unfolds; so every page stays reachable
 * from every page, without JavaScript, in a number of links per page that grows with the groups, not the pages.
 */
import type { NavGroup, NavItem, NavPage } from '../graph/types.js';
import { isImageIcon } from '../icons/index.js';
import { isExternalUrl } from '../utils/url.js';
import { imageIconSrc, navIconData } from './nav-icon-data.js';

/** Sections with at most this many pages are drawn whole on every page. */
export const SIDEBAR_INLINE_LIMIT = 200;

/** A page link in the sidebar. */
export interface SidebarPageData {
  type: 'page';
  title: string;
  /** Where the entry links: the page (base-prefixed), or its front matter `url`. */
  url: string;
  current: boolean;
  /** Inline SVG of the entry's Font Awesome icon (front matter `icon`). */
  icon?: string;
  /** URL of the entry's image icon (front matter `icon` naming an image), base-prefixed when site-relative. */
  iconSrc?: string;
  /** Front matter `tag`: a small badge after the title. */
  tag?: string;
  /** Set when the entry links off the site (front matter `url`). */
  external?: boolean;
  /** An endpoint page's method badge (`GET`, `WEBHOOK`) before the title. */
  method?: string;
  /** A deprecated page or operation: a "Deprecated" label after the title. */
  deprecated?: true;
}

/** Sidebar icons of pages: inline SVG by page path (`SiteIcons.pages`). */
export type PageIcons = Readonly<Record<string, string>>;

/**
 * A sidebar group; nested groups are collapsible and start open when they contain the current page (or when
 * docs.json says `expanded: true`).
 */
export interface SidebarGroupData {
  type: 'group';
  /** '' for pages listed outside any group: drawn without a heading. */
  name: string;
  items: SidebarItemData[];
  version?: string;
  open: boolean;
  /** Set when the group is folded (its pages are not listed): the base-prefixed URL of its first page. */
  first?: string;
  /** docs.json group icon: inline SVG, or the URL of an image. */
  icon?: string;
  iconSrc?: string;
  /** docs.json group `tag`: a badge after the name. */
  tag?: string;
  /** docs.json `root`: the heading links to this page. */
  root?: { url: string; current: boolean };
}

/** Icons of docs.json groups, by `navIconKey` (`SiteIcons.nav`). */
export type GroupIcons = Readonly<Record<string, string>>;

/** A sidebar entry. */
export type SidebarItemData = SidebarGroupData | SidebarPageData;

/** Turn the graph's groups into sidebar data; `url` adds the base path, `currentUrl` is the (prefixed) current page. */
export function getSidebarData(
  groups: NavGroup[],
  url: (u: string) => string,
  currentUrl: string,
  icons: PageIcons = {},
  limit = SIDEBAR_INLINE_LIMIT,
  groupIcons: GroupIcons = {},
): SidebarGroupData[] {
  const map: Mapper = { url, currentUrl, icons, groupIcons };
  const folding = foldingOf(groups, url);
  if (folding.pages <= limit) return groups.map((group) => mapGroup(group, map));
  const current = folding.groupOf.get(currentUrl);
  return groups.map((group, index) => {
    const first = group.root ?? firstPage(group);
    if (!first || index === current) return mapGroup(group, map);
    const folded: SidebarGroupData = {
      type: 'group',
      name: group.name,
      items: [],
      ...(group.version !== undefined ? { version: group.version } : {}),
      open: false,
      first: url(first.url),
    };
    addGroupSettings(folded, group, map);
    return folded;
  });
}

/** What mapping the graph's groups to sidebar data needs. */
interface Mapper {
  url: (u: string) => string;
  currentUrl: string;
  icons: PageIcons;
  groupIcons: GroupIcons;
}

/** Per section: its page count and, for each (prefixed) page URL, the index of the top-level group holding it. */
interface Folding {
  pages: number;
  groupOf: Map<string, number>;
  /** The prefixed URL of the first page, to notice a different base path. */
  probe?: string;
}

// Sections are shared by all their pages: look at each once, not once per page (which would be O(pages²)).
const foldings = new WeakMap<NavGroup[], Folding>();

function foldingOf(groups: NavGroup[], url: (u: string) => string): Folding {
  const first = groups.map(firstPage).find((page) => page !== undefined);
  const probe = first && url(first.url);
  const known = foldings.get(groups);
  if (known && known.probe === probe) return known;
  const folding = computeFolding(groups, url, probe);
  foldings.set(groups, folding);
  return folding;
}

function computeFolding(groups: NavGroup[], url: (u: string) => string, probe?: string): Folding {
  const folding: Folding = { pages: 0, groupOf: new Map(), probe };
  const visit = (items: NavItem[], index: number) => {
    for (const item of items) {
      if (item.type === 'group') {
        if (item.root && !folding!.groupOf.has(url(item.root.url))) folding!.groupOf.set(url(item.root.url), index);
        visit(item.items, index);
      } else {
        folding!.pages++;
        if (!folding!.groupOf.has(url(item.url))) folding!.groupOf.set(url(item.url), index);
      }
    }
  };
  groups.forEach((group, index) => {
    visit([group], index);
  });
  return folding;
}

/** What the sidebars of a section's pages are drawn from, as text, for cache keys (see {@link sidebarDependencies}). */
export interface SidebarDependencies {
  /** What every page's sidebar in the section depends on: the whole section, or, when it is folded, every group folded. */
  shared: string;
  /** In a folded section, the group the page at `url` (unprefixed) unfolds: its index and its text. */
  own(url: string): { index: number; text: string } | undefined;
}

/**
 * What the sidebar of each page in `section` depends on. A section drawn whole: all of it. A folded one: each
 * group's folded form (everything but its pages, and its first page), plus the page's own group in full; so adding
 * or removing a page changes the sidebars of its own group's pages only (unless it becomes a group's first page).
 */
export function sidebarDependencies(
  section: { groups: NavGroup[] },
  limit = SIDEBAR_INLINE_LIMIT,
): SidebarDependencies {
  const { groups } = section;
  const folding = computeFolding(groups, (u) => u);
  if (folding.pages <= limit) return { shared: JSON.stringify(section), own: () => undefined };
  const folded = groups.map((group) => JSON.stringify([{ ...group, items: [] }, firstPage(group)?.url ?? null]));
  const texts = new Map<number, string>();
  return {
    shared: JSON.stringify([{ ...section, groups: [] }, folded]),
    own(url) {
      const index = folding.groupOf.get(url);
      if (index === undefined) return undefined;
      let text = texts.get(index);
      if (text === undefined) {
        text = JSON.stringify(groups[index]);
        texts.set(index, text);
      }
      return { index, text };
    },
  };
}

// A folded group's title links to its first page on this site (an entry with its own `url` leads elsewhere).
function firstPage(group: NavGroup): { url: string } | undefined {
  for (const item of group.items) {
    const found = item.type === 'page' ? (item.href === undefined ? item : undefined) : firstPage(item);
    if (found) return found;
  }
  return undefined;
}

function mapGroup(group: NavGroup, map: Mapper): SidebarGroupData {
  const items = group.items.map((item) => mapItem(item, map));
  const data: SidebarGroupData = {
    type: 'group',
    name: group.name,
    items,
    ...(group.version !== undefined ? { version: group.version } : {}),
    open: items.some((item) => (item.type === 'page' ? item.current : item.open)),
  };
  addGroupSettings(data, group, map);
  if (group.expanded || data.root?.current) data.open = true;
  return data;
}

/** docs.json's icon, tag and root page of a group. */
function addGroupSettings(data: SidebarGroupData, group: NavGroup, map: Mapper): void {
  if (group.icon !== undefined) {
    Object.assign(data, navIconData(group.icon, group.iconType, map.groupIcons, map.url));
  }
  if (group.tag !== undefined) data.tag = group.tag;
  if (group.root) {
    const url = map.url(group.root.url);
    data.root = { url, current: url === map.currentUrl };
  }
}

function mapItem(item: NavItem, map: Mapper): SidebarItemData {
  const { url, currentUrl, icons } = map;
  if (item.type === 'group') return mapGroup(item, map);
  const own = url(item.url);
  const external = item.href !== undefined && isExternalUrl(item.href);
  const data: SidebarPageData = {
    type: 'page',
    title: item.title,
    url: item.href === undefined ? own : external ? item.href : url(item.href),
    current: own === currentUrl,
  };
  if (external) data.external = true;
  addIcon(data, item, url, icons);
  if (item.tag !== undefined) data.tag = item.tag;
  if (item.method !== undefined) data.method = item.method;
  if (item.deprecated) data.deprecated = true;
  return data;
}

function addIcon(data: SidebarPageData, item: NavPage, url: (u: string) => string, icons: PageIcons): void {
  if (item.icon === undefined) return;
  if (!isImageIcon(item.icon)) {
    if (Object.hasOwn(icons, item.path)) data.icon = icons[item.path];
  } else {
    const src = imageIconSrc(item.icon, url);
    if (src !== undefined) data.iconSrc = src;
  }
}
