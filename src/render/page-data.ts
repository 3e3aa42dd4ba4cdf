/** Build the data a page template receives: plain values with every URL already base-prefixed. */
import type { SiteConfig } from '../config/types.js';
import type { AnchorNode, NavGroup, NavItem, PageNode, SiteGraph, TabNode } from '../graph/types.js';
import type { TocEntry } from '../markdown/types.js';
import { absoluteUrl, withBase } from '../utils/url.js';

/** Site-wide values every page shares. Computed once per build (or per worker). */
export interface SiteTemplateData {
  name: string;
  base: string;
  /** Base-prefixed stylesheet URLs. */
  stylesheets: string[];
  logo?: { light: string; dark: string; href: string };
  favicon?: string;
  topbarLinks: Array<{ name: string; url: string }>;
  cta?: { type: 'link' | 'github'; url: string; label: string };
  /** Theme settings the head script reads from `<html>` attributes. */
  theme: { default?: 'light' | 'dark'; forced: boolean };
  backgroundImage?: string;
  footerSocials: Array<{ key: string; url: string }>;
  versions: string[];
}

/** One link in the anchors list or tabs bar, with its state for the current page. */
export interface NavLinkData {
  name: string;
  href: string;
  external: boolean;
  active: boolean;
  icon?: string;
  version?: string;
  hidden: boolean;
}

/** Everything `templates/page.eta` receives. */
export interface PageTemplateData {
  site: SiteTemplateData;
  page: {
    title: string;
    description: string;
    url: string;
    canonical?: string;
    groups: string[];
    path: string;
  };
  html: string;
  toc: TocEntry[];
  anchors: NavLinkData[];
  tabs: NavLinkData[];
  sidebar: NavGroup[];
  /** Base-prefixed URL of the current page, to mark it in the sidebar. */
  currentUrl: string;
  prev?: { title: string; url: string };
  next?: { title: string; url: string };
}

/** Options that change URLs in the output. */
export interface UrlOptions {
  base: string;
  siteUrl?: string;
}

/** Compute the site-wide template values. `stylesheets` are site-relative output paths. */
export function getSiteTemplateData(config: SiteConfig, stylesheets: string[], options: UrlOptions): SiteTemplateData {
  const url = (u: string) => withBase(options.base, u);
  const cta = config.topbarCtaButton;
  return {
    name: config.name,
    base: options.base,
    stylesheets: stylesheets.map(url),
    logo: config.logo && { light: url(config.logo.light), dark: url(config.logo.dark), href: url(config.logo.href) },
    favicon: config.favicon && url(config.favicon),
    topbarLinks: config.topbarLinks.map((l) => ({ name: l.name, url: url(l.url) })),
    cta: cta && {
      type: cta.type,
      url: cta.type === 'link' ? url(cta.url) : cta.url,
      label: cta.type === 'github' ? githubRepoLabel(cta.url) : (cta.name ?? cta.url),
    },
    theme: { default: config.modeToggle.default, forced: config.modeToggle.isHidden && config.modeToggle.default !== undefined },
    backgroundImage: config.backgroundImage && url(config.backgroundImage),
    footerSocials: Object.keys(config.footerSocials)
      .sort()
      .map((key) => ({ key, url: config.footerSocials[key] })),
    versions: config.versions,
  };
}

/** Compute the data for one page's template. */
export function getPageTemplateData(
  graph: SiteGraph,
  site: SiteTemplateData,
  page: PageNode,
  body: { html: string; toc: TocEntry[] },
  options: UrlOptions,
): PageTemplateData {
  const url = (u: string) => withBase(options.base, u);
  const section = page.section >= 0 ? graph.sections[page.section] : undefined;
  return {
    site,
    page: {
      title: page.title,
      description: page.description,
      url: url(page.url),
      canonical: options.siteUrl ? absoluteUrl(options.siteUrl, url(page.url)) : undefined,
      groups: page.groups,
      path: page.path,
    },
    html: body.html,
    toc: body.toc,
    anchors: graph.anchors.map((a) => anchorLink(a, page, url)),
    tabs: graph.tabs.map((t) => tabLink(t, page, url)),
    sidebar: section ? prefixNav(section.groups, url) : [],
    currentUrl: url(page.url),
    prev: page.prev && { title: page.prev.title, url: url(page.prev.url) },
    next: page.next && { title: page.next.title, url: url(page.next.url) },
  };
}

function anchorLink(anchor: AnchorNode, page: PageNode, url: (u: string) => string): NavLinkData {
  const active = !anchor.external && anchor.id === page.anchor;
  return {
    name: anchor.name,
    href: anchor.external ? anchor.href : url(anchor.href),
    external: anchor.external,
    active,
    icon: anchor.icon,
    version: anchor.version,
    // Hidden anchors show only while the reader is on one of their pages.
    hidden: anchor.isDefaultHidden && !active,
  };
}

function tabLink(tab: TabNode, page: PageNode, url: (u: string) => string): NavLinkData {
  return {
    name: tab.name,
    href: tab.external ? tab.href : url(tab.href),
    external: tab.external,
    active: !tab.external && tab.id === page.tab,
    hidden: false,
  };
}

/** Copy a sidebar with every page URL passed through `url` (to add the base path). */
export function prefixNav(groups: NavGroup[], url: (u: string) => string): NavGroup[] {
  const mapItem = (item: NavItem): NavItem =>
    item.type === 'page' ? { ...item, url: url(item.url) } : { ...item, items: item.items.map(mapItem) };
  return groups.map((g) => mapItem(g) as NavGroup);
}

/** `https://github.com/owner/repo` → `owner/repo`. */
export function githubRepoLabel(repoUrl: string): string {
  const match = /github\.com\/([^/?#]+\/[^/?#]+)/i.exec(repoUrl);
  return match ? match[1].replace(/\.git$/, '') : repoUrl;
}
