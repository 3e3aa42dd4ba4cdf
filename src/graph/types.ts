/**
 * The page graph: every page with its URL, title and place in the navigation, plus the anchors, tabs and
 * per-section sidebars. Plain data (no functions, no classes) so it can be sent to worker threads.
 */
import type { AnchorColor, IconType, SiteConfig } from '../config/types.js';
import type { PageSettings } from '../content/page-settings.js';

/** A link to another page, as used for previous/next and breadcrumbs. */
export interface PageLink {
  title: string;
  /** Site-relative URL without the base path, e.g. `/guide/setup/`. */
  url: string;
}

/** One page of the site. */
export interface PageNode {
  type: 'page';
  /** Source path relative to the docs folder, e.g. `guide/setup.md`. */
  path: string;
  /** Path without extension, e.g. `guide/setup`; `index` for the root page. */
  slug: string;
  /** Site-relative clean URL without the base path: `/guide/setup/`, or `/` for the root page. */
  url: string;
  /** Output file relative to the output folder, e.g. `guide/setup/index.html`. */
  outPath: string;
  /** Front matter `title`, else the first `#` heading, else the file name. */
  title: string;
  /** Front matter `sidebarTitle`, else `title`. */
  sidebarTitle: string;
  /**
   * Front matter `description`, else the first paragraph (plain text, at most ~160 characters), else '': the meta
   * description. The subtitle shown under the title is the front matter `description` alone.
   */
  description: string;
  /** Parsed front matter. */
  frontmatter: Record<string, unknown>;
  /** Display settings from the front matter: sidebar icon and tag, external `url`, layout, hidden, noindex, meta tags. */
  settings: PageSettings;
  /** Names of the navigation groups containing the page, outermost first. Empty for unlisted pages. */
  groups: string[];
  /** Id of the anchor the page belongs to (see {@link AnchorNode.id}). */
  anchor: string;
  /** Id of the tab the page belongs to, if any. */
  tab?: string;
  /** Index of the sidebar section (in {@link SiteGraph.sections}) the page is shown in; -1 when unlisted. */
  section: number;
  /** Whether the navigation lists this page (a `hidden` page may be listed: it keeps its section, not its entry). */
  listed: boolean;
  prev?: PageLink;
  next?: PageLink;
}

/** A page entry in the sidebar. */
export interface NavPage {
  type: 'page';
  path: string;
  title: string;
  /** The page's own URL (site-relative, no base path). */
  url: string;
  /** Front matter `url`: where the entry links instead of the page. */
  href?: string;
  /** Front matter `icon` and `iconType` (the icon itself is resolved in the plan stage). */
  icon?: string;
  iconType?: string;
  /** Front matter `tag`: a badge after the title. */
  tag?: string;
}

/** A sidebar group; groups nest. */
export interface NavGroup {
  type: 'group';
  name: string;
  items: NavItem[];
  version?: string;
}

/** A sidebar item. */
export type NavItem = NavGroup | NavPage;

/** An anchor of the sidebar (the top anchor included). */
export interface AnchorNode {
  type: 'anchor';
  /** Stable id: `top` for the top anchor, else the anchor's `url` prefix. */
  id: string;
  name: string;
  /** URL prefix the anchor claims (no leading or trailing `/`), '' for the top anchor. */
  prefix: string;
  /** Where a click goes: the first page of the anchor, or the external URL. */
  href: string;
  /** True when `url` is an external link rather than a folder prefix. */
  external: boolean;
  icon: string;
  iconType: IconType;
  color?: AnchorColor;
  version?: string;
  isDefaultHidden: boolean;
  isTop: boolean;
}

/** A tab of the tabs bar. */
export interface TabNode {
  type: 'tab';
  id: string;
  name: string;
  /** URL prefix the tab claims; '' for the implicit first tab. */
  prefix: string;
  href: string;
  external: boolean;
}

/** The sidebar shown for one anchor × tab combination. */
export interface NavSection {
  anchor: string;
  tab?: string;
  groups: NavGroup[];
}

/** The whole resolved site. */
export interface SiteGraph {
  config: SiteConfig;
  /** All pages: listed ones in navigation order, then unlisted ones sorted by path. */
  pages: PageNode[];
  anchors: AnchorNode[];
  tabs: TabNode[];
  sections: NavSection[];
  /** Static files to copy, relative paths. */
  assets: string[];
}
