/**
 * The page graph: every page with its URL, title and place in the navigation, plus the anchors, tabs and
 * per-section sidebars. Plain data (no functions, no classes) so it can be sent to worker threads.
 */
import type { AnchorColor, DivisionKind, IconType, SiteConfig } from '../config/types.js';
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
  /** Generated from an OpenAPI operation, not read from a file (so there is no source file to suggest edits to). */
  generated?: true;
  /** The date of the file's last git commit (ISO 8601), when the site shows it (see `ContentIndex.lastModified`). */
  lastModified?: string;
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
  /**
   * docs.json navigation only: ids of the divisions (see {@link DivisionNode}) the page's first listing sits in,
   * outermost first. Absent for unlisted pages and for site.json sites.
   */
  divisions?: string[];
  /** docs.json navigation only: the code of the language division the page is listed under (`en`, `fr`). */
  language?: string;
  /** docs.json navigation only: the name of the version division the page is listed under. */
  version?: string;
  /**
   * docs.json navigation only: the same page in the other versions and languages of its path, by division id → URL
   * (only where such a page exists; the switchers fall back to the division's first page).
   */
  equivalents?: Record<string, string>;
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
  /** An endpoint page's method (`GET`, `WEBHOOK`): a badge before the title, unless `hideApiMarker`. */
  method?: string;
  /** Front matter `deprecated: true`, or (set in the plan stage) an endpoint page whose operation is deprecated. */
  deprecated?: true;
}

/** A sidebar group; groups nest. */
export interface NavGroup {
  type: 'group';
  /** The heading; '' for pages listed outside any group (docs.json `pages` on a division). */
  name: string;
  items: NavItem[];
  version?: string;
  /** docs.json group settings: an icon before the name (resolved in the plan stage) and a badge after it. */
  icon?: string;
  iconType?: IconType;
  tag?: string;
  /** docs.json `expanded: true`: a nested group starts open. */
  expanded?: boolean;
  /** docs.json `root`: the page the group's heading links to (it has no entry of its own). */
  root?: NavPage;
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

/**
 * The sidebar shown for one anchor × tab combination (site.json), or for one division holding groups (docs.json:
 * `division` is its id; absent for groups at the root of the navigation).
 */
export interface NavSection {
  anchor: string;
  tab?: string;
  division?: string;
  groups: NavGroup[];
}

/**
 * A docs.json navigation division: a product, language, version, tab, tab menu item, dropdown or anchor, or a global
 * link (`navigation.global`). Divisions nest; `parent` and `children` are ids.
 */
export interface DivisionNode {
  type: 'division';
  kind: DivisionKind;
  /** Unique, stable id: the slugged names of the divisions from the root, e.g. `en/v2/guides`. */
  id: string;
  /** The name readers see; for a language, its code as written. */
  name: string;
  parent?: string;
  /** Child divisions, in config order. */
  children: string[];
  /** Listed in `navigation.global`: shown on every page. */
  global: boolean;
  /** A `global` link written inside a division: shown only on pages inside the division with this id. */
  within?: string;
  /**
   * Where a click goes: the configured `href` (an external URL, or a site path without the base), else the
   * division's first page in reading order; '/' when it has none.
   */
  href: string;
  /** Whether `href` leads off the site. */
  external: boolean;
  /** Whether the division is only a link (`href` configured). */
  link: boolean;
  icon?: string;
  iconType?: IconType;
  color?: { light: string; dark: string };
  description?: string;
  tag?: string;
  hidden: boolean;
  /** `default: true` (a version or language). */
  isDefault: boolean;
  /** Set when the division holds no page that is built (none listed, or all missing): not drawn as a destination. */
  empty?: true;
}

/** The whole resolved site. */
export interface SiteGraph {
  config: SiteConfig;
  /** All pages: listed ones in navigation order, then unlisted ones sorted by path. */
  pages: PageNode[];
  anchors: AnchorNode[];
  tabs: TabNode[];
  sections: NavSection[];
  /**
   * docs.json navigation only: every division in config order (depth first), then the global links. Absent for
   * site.json sites, whose `anchors` and `tabs` place pages by URL prefix instead.
   */
  divisions?: DivisionNode[];
  /** Static files to copy, relative paths. */
  assets: string[];
}
