/** The sidebar as templates draw it: base-prefixed URLs, the current page marked, nested groups open when they hold it. */
import type { NavGroup, NavItem } from '../graph/types.js';

/** A page link in the sidebar. */
export interface SidebarPageData {
  type: 'page';
  title: string;
  url: string;
  current: boolean;
}

/** A sidebar group; nested groups are collapsible and start open when they contain the current page. */
export interface SidebarGroupData {
  type: 'group';
  name: string;
  items: SidebarItemData[];
  version?: string;
  open: boolean;
}

/** A sidebar entry. */
export type SidebarItemData = SidebarGroupData | SidebarPageData;

/** Turn the graph's groups into sidebar data; `url` adds the base path, `currentUrl` is the (prefixed) current page. */
export function getSidebarData(groups: NavGroup[], url: (u: string) => string, currentUrl: string): SidebarGroupData[] {
  return groups.map((group) => mapGroup(group, url, currentUrl));
}

function mapGroup(group: NavGroup, url: (u: string) => string, currentUrl: string): SidebarGroupData {
  const items = group.items.map((item) => mapItem(item, url, currentUrl));
  const open = items.some((item) => (item.type === 'page' ? item.current : item.open));
  return { type: 'group', name: group.name, items, ...(group.version !== undefined ? { version: group.version } : {}), open };
}

function mapItem(item: NavItem, url: (u: string) => string, currentUrl: string): SidebarItemData {
  if (item.type === 'group') return mapGroup(item, url, currentUrl);
  const href = url(item.url);
  return { type: 'page', title: item.title, url: href, current: href === currentUrl };
}
