/** Build the data a page template receives: plain values with every URL already base-prefixed. */
import { chromeIdAttributes, type ChromeIdAttributes } from './chrome-ids.js';
import type { SiteConfig } from '../config/types.js';
import type { PageMode } from '../content/page-settings.js';
import type { AnchorNode, PageNode, SiteGraph, TabNode } from '../graph/types.js';
import type { SiteIcons } from '../icons/index.js';
import type { TocEntry } from '../markdown/types.js';
import { isExternalUrl, withBase } from '../utils/url.js';
import { getFeedbackLinks, getFeedbackRepo, getRatingServices, parseGithubRepo } from '../config/feedback.js';
import {
  getLanguageAlternates,
  getPageLanguage,
  getPageHead,
  isPageIndexed,
  type AlternateLinkData,
  type MetaTagData,
} from './page-head.js';
import { analyticsHead } from './analytics.js';
import {
  getBannerData,
  getFooterColumns,
  organizationJsonLd,
  type BannerTemplateData,
  type FooterColumnData,
} from './site-extras.js';
import { getSearchScope, getSearchVersion, type SearchScope } from '../search/page-scope.js';
import { getPageMenuData, type PageMenuData } from './page-menu-data.js';
import { getSidebarData, type SidebarGroupData } from './sidebar-data.js';
import { getDivisionNav, type DivisionLinkData, type DivisionPlace, type SwitcherData } from './division-nav.js';
import { lastModifiedOf } from './last-modified.js';
import { getTopbarLinks, type TopbarLinkData } from './topbar-links.js';

export { getSidebarData, type SidebarGroupData, type SidebarItemData, type SidebarPageData } from './sidebar-data.js';

/** What the page chrome needs besides the graph: client scripts, inline icons, whether search exists. */
export interface ChromeInit {
  /** Site-relative paths of the module scripts every page loads. */
  scripts: string[];
  /** Site-relative paths of the author's own scripts (the docs folder's `.js` files), loaded after the page is parsed. */
  authorScripts?: string[];
  icons: SiteIcons;
  /** Whether the site has a search index (shows the search box). */
  search: boolean;
}

/** Site-wide values every page shares. Computed once per build (or per worker). */
export interface SiteTemplateData {
  name: string;
  base: string;
  /** Base-prefixed stylesheet URLs. */
  stylesheets: string[];
  /** Base-prefixed module script URLs. */
  scripts: string[];
  /** Base-prefixed URLs of the author's own scripts. */
  authorScripts: string[];
  /** `single` when light and dark logos are the same file. */
  logo?: { light: string; dark: string; href: string; single: boolean };
  favicon?: string;
  /** The favicon for a dark system setting, when the site has its own. */
  faviconDark?: string;
  /** `external` links (another site, `mailto:`) get `rel="noopener"`, as every link of the chrome to another site. */
  topbarLinks: TopbarLinkData[];
  /** For `github`, `repo` is `owner/repo` (the star count is fetched by the browser). */
  cta?: { type: 'link' | 'github'; url: string; label: string; repo?: string; external: boolean };
  /** Theme settings the head script reads from `<html>` attributes. `forced` ignores the reader's stored choice. */
  theme: { default?: 'light' | 'dark'; forced: boolean; toggle: boolean };
  backgroundImage?: string;
  /** `background.style`: `<html data-decoration>`, drawn by quire.css. */
  decoration?: 'gradient' | 'grid' | 'windows';
  /** `topbar.style` "gradient": `<html data-topbar>`, drawn by quire.css with colours from theme.css. */
  topbarStyle?: 'gradient';
  /** docs.json `theme` other than `mint`: `<html data-q-theme>`, drawn by the rules theme.css carries for it. */
  layoutTheme?: string;
  /** `layout` other than "topnav": `<html data-layout>`, drawn by quire.css (the logo and search in a left column). */
  layout?: 'sidenav' | 'solidSidenav';
  /** `codeBlock.mode` "dark": `<html data-codeblocks>`, which code.css reads to keep code blocks dark. */
  codeBlocks?: 'dark';
  /** `search.location` "side": `<html data-search>`, which quire.css reads to put the search box atop the sidebar. */
  searchLocation?: 'side';
  /** `search.prompt`: the search box's text; `promptLabel` is said before it when it does not mention searching. */
  searchPrompt?: { text: string; promptLabel?: string };
  /** `isWhiteLabeled`: no "Built with Quire" in the footer. */
  whiteLabeled?: boolean;
  /** `eyebrows: "breadcrumbs"`: the eyebrow lists every group down to the page's (absent: the page's group only). */
  eyebrows?: 'breadcrumbs';
  footerSocials: Array<{ key: string; url: string; label: string; svg: string }>;
  versions: string[];
  /** JSON array of `versions`, for the head script. */
  versionsJson: string;
  /** Inline SVG of Quire's control icons. */
  icons: SiteIcons['ui'];
  search: boolean;
  /** The loader tags of the configured analytics services and widgets (raw HTML, escaped by `analytics.ts`). */
  analyticsHead?: string;
  /** docs.json `banner` (its text is rendered with each page: `bannerHtml`). */
  banner?: BannerTemplateData;
  /** docs.json `footer.links`. */
  footerColumns?: FooterColumnData[];
  /** docs.json `seo.organization` as JSON-LD, escaped for a `<script>` element; written by indexed pages. */
  organizationJsonLd?: string;
}

/** One link in the anchors list or tabs bar, with its state for the current page. */
export interface NavLinkData {
  name: string;
  href: string;
  external: boolean;
  active: boolean;
  /** Inline SVG of the anchor's icon ('' when none). */
  icon?: string;
  /** Index in `graph.anchors`: theme.css colours `.q-anchor-c<index>`. */
  index: number;
  version?: string;
  hidden: boolean;
  /** docs.json only: an image icon, a description and a badge, and a tab's menu items. */
  iconSrc?: string;
  description?: string;
  tag?: string;
  menu?: DivisionLinkData[];
}

/** The anchors and tabs of a page, and with docs.json navigation its switchers. */
export interface NavLinks {
  anchors: NavLinkData[];
  tabs: NavLinkData[];
  /** Set for docs.json navigation: the anchors list shows even with one entry (there is no implicit top anchor). */
  explicit?: true;
  /** docs.json versions, languages, products and dropdowns of the page. */
  switchers?: Partial<Record<SwitcherData['kind'], SwitcherData>>;
}

/** Everything `templates/page.eta` receives. */
export interface PageTemplateData {
  site: SiteTemplateData;
  page: {
    title: string;
    /** The meta description: front matter `description`, else the page's first paragraph. */
    description: string;
    /** The subtitle under the title, as HTML: front matter `description` only, inline markdown rendered ('' without one). */
    subtitleHtml: string;
    /** Layout (front matter `mode`); the template draws no title, sidebar or page footer where the mode says so. */
    mode: PageMode;
    /** `<meta>` tags besides the description: robots, Open Graph, Twitter, keywords, the site's `metadata`. */
    meta: MetaTagData[];
    url: string;
    canonical?: string;
    groups: string[];
    path: string;
    /** The version of the page's anchor (site.json), or of its version division (docs.json), if it has one. */
    version?: string;
    /** docs.json: the code of the page's language division, if it has one. */
    language?: string;
    /** The tab or anchor the search dialog searches by default (a hidden Pagefind filter); none without tabs/anchors. */
    searchScope?: SearchScope;
    /** site.json with `versions`: the version search files the page under (anchor or group version), if any. */
    searchVersion?: string;
    /** `<html lang>`: the page's language as a BCP 47 tag (`en` on sites without languages). */
    lang: string;
    /** `<html dir>`: `rtl` for a language written right to left. */
    dir: 'ltr' | 'rtl';
    /** `hreflang` alternates: the page in each language that has it, and `x-default`. */
    alternates: AlternateLinkData[];
    /** A changelog page's RSS feed (`render/rss-feed.ts`), linked as an alternate. */
    feed?: string;
    /** Front matter `rss: true` on a page with a feed: the button beside the title, with its icon. */
    feedButton?: { href: string; iconHtml: string };
    /**
     * The root page only: JSON of language tag → URL of that language's home, for the head script to send a reader
     * who chose another language in the switcher there.
     */
    languageHomes?: string;
    editUrl?: string;
    issueUrl?: string;
    /** "Last modified on …" (`metadata.timestamp`, front matter `timestamp`/`lastUpdatedDate`); absent: not shown. */
    lastModified?: { date: string; text: string };
    /** `feedback.thumbsRating`: the analytics services that receive the page's votes, space-separated (maybe none); absent: no buttons. */
    ratingServices?: string;
    /** Front matter `deprecated: true`: a label beside the title. */
    deprecated?: true;
    /** Front matter `keywords`, space-separated: indexed by the site's search, never shown. */
    keywords?: string;
    /**
     * Pagefind metadata the search dialog ranks by (`src/client/search/field-rank.ts`), as `key:value` pairs:
     * `kind:endpoint` on API pages, `nav:` the sidebar title when it differs from the title, `boost:` front matter
     * `boost`. Values hold no comma (Pagefind's separator).
     */
    searchMeta?: string;
    /** The site's publisher as JSON-LD (escaped), on pages search engines may index. */
    jsonLd?: string;
  };
  /** The banner's text as HTML (inline Markdown rendered), when the site has a banner. */
  bannerHtml?: string;
  /** The page menu beside the title (copy, view as Markdown, open in a chat); absent on `custom` and `frame` pages. */
  menu?: PageMenuData;
  html: string;
  toc: TocEntry[];
  anchors: NavLinkData[];
  tabs: NavLinkData[];
  explicit?: true;
  switchers?: NavLinks['switchers'];
  sidebar: SidebarGroupData[];
  /** Base-prefixed URL of the current page, to mark it in the sidebar. */
  currentUrl: string;
  /** Mintlify's `data-current-path` of `<html>`: the page's path without the base or a trailing slash (`/` home). */
  currentPath: string;
  /** Mintlify's ids on the chrome, each '' where the page's content already has that id (`chrome-ids.ts`). */
  chromeIds: ChromeIdAttributes;
  prev?: { title: string; url: string };
  next?: { title: string; url: string };
}

/** Options that change URLs in the output. */
export interface UrlOptions {
  base: string;
  siteUrl?: string;
}

/** Compute the site-wide template values. `stylesheets` are site-relative output paths. */
export function getSiteTemplateData(
  config: SiteConfig,
  stylesheets: string[],
  options: UrlOptions,
  chrome: ChromeInit,
): SiteTemplateData {
  const url = (u: string) => withBase(options.base, u);
  const cta = config.topbarCtaButton;
  const repo = cta?.type === 'github' ? parseGithubRepo(cta.url) : undefined;
  const { modeToggle } = config;
  return {
    name: config.name,
    base: options.base,
    stylesheets: stylesheets.map(url),
    scripts: chrome.scripts.map(url),
    authorScripts: (chrome.authorScripts ?? []).map(url),
    logo: config.logo && {
      light: url(config.logo.light),
      dark: url(config.logo.dark),
      href: url(config.logo.href),
      single: config.logo.light === config.logo.dark,
    },
    favicon: config.favicon && url(config.favicon),
    ...(config.faviconDark && { faviconDark: url(config.faviconDark) }),
    topbarLinks: getTopbarLinks(config, chrome.icons, url),
    cta: cta && {
      type: cta.type,
      url: cta.type === 'link' ? url(cta.url) : cta.url,
      external: isExternalUrl(cta.url),
      label: cta.type === 'github' ? githubRepoLabel(cta.url) : (cta.name ?? cta.url),
      ...(repo ? { repo: `${repo.owner}/${repo.name}` } : {}),
    },
    theme: { default: modeToggle.default, forced: modeToggle.isHidden, toggle: !modeToggle.isHidden },
    backgroundImage: config.backgroundImage && url(config.backgroundImage),
    ...(config.backgroundDecoration && { decoration: config.backgroundDecoration }),
    ...(config.topbarStyle && { topbarStyle: config.topbarStyle }),
    ...(config.layoutTheme && { layoutTheme: config.layoutTheme }),
    ...chromeOf(config),
    footerSocials: Object.keys(config.footerSocials)
      .sort()
      .map((key) => ({ key, url: config.footerSocials[key], ...chrome.icons.socials[key] })),
    versions: config.versions,
    versionsJson: JSON.stringify(config.versions),
    icons: chrome.icons.ui,
    search: chrome.search,
    ...(config.analytics && { analyticsHead: analyticsHead(config.analytics) }),
    ...(config.banner && { banner: getBannerData(config.banner, options.base) }),
    ...(config.footerLinks && { footerColumns: getFooterColumns(config.footerLinks, options.base) }),
    ...(config.organization && {
      organizationJsonLd: organizationJsonLd(config.organization, config.name, options),
    }),
  };
}

/** Compute the data for one page's template. */
export function getPageTemplateData(
  graph: SiteGraph,
  site: SiteTemplateData,
  page: PageNode,
  body: {
    html: string;
    toc: TocEntry[];
    subtitleHtml?: string;
    bannerHtml?: string;
    feed?: string;
    feedButton?: { href: string; iconHtml: string };
    ids?: string[];
  },
  options: UrlOptions,
  icons: SiteIcons,
): PageTemplateData {
  const url = (u: string) => withBase(options.base, u);
  const section = page.section >= 0 ? graph.sections[page.section] : undefined;
  const pageUrl = url(page.url);
  const head = getPageHead(graph, page, options);
  const { canonical } = head;
  const anchor = graph.anchors.find((a) => a.id === page.anchor);
  const version = page.version ?? anchor?.version;
  const { mode } = page.settings;
  // Only the default layout has a table of contents; `custom` and `frame` pages have no page footer either.
  const bare = mode === 'custom' || mode === 'frame';
  const nav = getNavLinks(graph, page, url, icons);
  const languageHomes = page.url === '/' ? getLanguageHomes(nav, pageUrl) : undefined;
  return {
    site,
    page: {
      title: page.title,
      description: head.description,
      subtitleHtml: body.subtitleHtml ?? '',
      mode,
      meta: head.meta,
      url: pageUrl,
      canonical,
      groups: page.groups,
      path: page.path,
      ...(version !== undefined ? { version } : {}),
      ...(page.language !== undefined ? { language: page.language } : {}),
      ...searchScopeOf(graph, page),
      ...getPageLanguage(graph, page),
      alternates: getLanguageAlternates(graph, page, options),
      ...(body.feed !== undefined && { feed: body.feed }),
      ...(body.feedButton !== undefined && { feedButton: body.feedButton }),
      ...(languageHomes !== undefined ? { languageHomes } : {}),
      ...(getFeedbackRepo(graph.config) ? feedbackLinks(graph, page, canonical ?? pageUrl) : {}),
      ...ratingOf(graph, bare),
      ...lastModifiedData(graph, page),
      ...(page.settings.deprecated && { deprecated: true }),
      ...(page.settings.keywords && !page.settings.unsearchable && { keywords: page.settings.keywords.join(' ') }),
      ...searchMetaOf(page),
      ...(site.organizationJsonLd && isPageIndexed(page, graph.config) && { jsonLd: site.organizationJsonLd }),
    },
    ...(body.bannerHtml !== undefined && { bannerHtml: body.bannerHtml }),
    ...pageMenuOf(graph, page, bare, options, icons),
    html: body.html,
    toc: mode === 'default' ? body.toc : [],
    ...nav,
    sidebar: section ? getSidebarData(section.groups, url, pageUrl, icons.pages, undefined, icons.nav) : [],
    currentUrl: pageUrl,
    currentPath: page.url === '/' ? '/' : page.url.replace(/\/$/, ''),
    chromeIds: chromeIdAttributes(body.ids),
    ...(!bare &&
      !page.settings.hideFooterPagination && {
        prev: page.prev && { title: page.prev.title, url: url(page.prev.url) },
        next: page.next && { title: page.next.title, url: url(page.next.url) },
      }),
  };
}

/**
 * The anchor and tab links of a page in the anchor and tab `current` (a page, or a sidebar section). With docs.json
 * navigation, those of the page's divisions (`current.divisions`; without them, a missing page: the first section's,
 * none current), with the version, language, product and dropdown switchers.
 */
export function getNavLinks(
  graph: SiteGraph,
  current: { anchor: string; tab?: string } & DivisionPlace,
  url: (u: string) => string,
  icons: SiteIcons,
): NavLinks {
  if (graph.divisions) {
    const nav = getDivisionNav(graph, current, url, icons);
    const toNavLink = (link: DivisionLinkData): NavLinkData => ({ ...link, index: 0, hidden: false });
    return {
      anchors: nav.anchors.map(toNavLink),
      tabs: nav.tabs.filter(drawable).map(toNavLink),
      explicit: true,
      switchers: nav.switchers,
    };
  }
  return {
    anchors: graph.anchors.map((a, i) => anchorLink(a, i, current, url, icons.anchors[i] ?? '')),
    tabs: graph.tabs.map((t, i) => tabLink(t, i, current, url)).filter(drawable),
  };
}

/**
 * Whether a tab shows anything: a tab named " " with no icon (PowerSync's one tab, a way to have no tab bar) is left
 * out, and a bar without tabs is not drawn, instead of an empty band under the topbar.
 */
function drawable(tab: { name: string; icon?: string; iconSrc?: string; menu?: unknown[] }): boolean {
  return tab.name.trim() !== '' || Boolean(tab.icon || tab.iconSrc || tab.menu?.length);
}

/**
 * JSON of language tag → URL for each language of the language switcher in `nav` other than the one of the page at
 * `current` (the homes the root page sends a reader to); undefined when there is none.
 */
export function getLanguageHomes(nav: NavLinks, current: string): string | undefined {
  const homes: Record<string, string> = {};
  for (const item of nav.switchers?.language?.items ?? []) {
    if (item.active || item.external || item.lang === undefined || item.href === current || item.lang in homes)
      continue;
    homes[item.lang] = item.href;
  }
  return Object.keys(homes).length > 0 ? JSON.stringify(homes) : undefined;
}

function anchorLink(
  anchor: AnchorNode,
  index: number,
  page: { anchor: string },
  url: (u: string) => string,
  icon: string,
): NavLinkData {
  const active = !anchor.external && anchor.id === page.anchor;
  return {
    name: anchor.name,
    href: anchor.external ? anchor.href : url(anchor.href),
    external: anchor.external,
    active,
    icon,
    index,
    version: anchor.version,
    // Hidden anchors show only while the reader is on one of their pages.
    hidden: anchor.isDefaultHidden && !active,
  };
}

function tabLink(tab: TabNode, index: number, page: { tab?: string }, url: (u: string) => string): NavLinkData {
  return {
    name: tab.name,
    href: tab.external ? tab.href : url(tab.href),
    external: tab.external,
    active: !tab.external && tab.id === page.tab,
    index,
    hidden: false,
  };
}

/** `https://github.com/owner/repo` → `owner/repo`. */
export function githubRepoLabel(repoUrl: string): string {
  const repo = parseGithubRepo(repoUrl);
  return repo ? `${repo.owner}/${repo.name}` : repoUrl;
}

/** The page's feedback links; a page generated from an OpenAPI operation has no file, so no "Suggest an edit". */
function feedbackLinks(graph: SiteGraph, page: PageNode, url: string): { editUrl?: string; issueUrl?: string } {
  const { editUrl, ...links } = getFeedbackLinks(graph.config, { path: page.path, title: page.title, url });
  return page.generated || editUrl === undefined ? links : { editUrl, ...links };
}

function lastModifiedData(graph: SiteGraph, page: PageNode): { lastModified?: { date: string; text: string } } {
  const lastModified = lastModifiedOf(graph.config, page);
  return lastModified ? { lastModified } : {};
}

/** The page's "Was this page helpful?" buttons: where the page footer is drawn, with or without a service for votes. */
function ratingOf(graph: SiteGraph, bare: boolean): { ratingServices?: string } {
  const services = bare ? undefined : getRatingServices(graph.config);
  return services ? { ratingServices: services.join(' ') } : {};
}

/** The page's menu: none on pages drawn without a title (`custom`, `frame`) or when `contextual.options` is empty. */
function pageMenuOf(
  graph: SiteGraph,
  page: PageNode,
  bare: boolean,
  options: UrlOptions,
  icons: SiteIcons,
): { menu?: PageMenuData } {
  // Front matter `contextual.options` gives the page its own menu (`[]`: none).
  const menu = bare
    ? undefined
    : getPageMenuData(page, page.settings.pageMenu ?? graph.config.pageMenu, options, icons.ui);
  return menu ? { menu } : {};
}

/** The template values of `layout`, `codeBlock.mode` and `search`; absent where Quire's own look applies. */
function chromeOf(
  config: SiteConfig,
): Pick<SiteTemplateData, 'layout' | 'codeBlocks' | 'searchLocation' | 'searchPrompt' | 'whiteLabeled' | 'eyebrows'> {
  const { layout, codeBlock, search, whiteLabeled, eyebrows } = config;
  const prompt = search.prompt;
  return {
    ...(layout !== 'topnav' && { layout }),
    ...(whiteLabeled && { whiteLabeled: true }),
    ...(eyebrows === 'breadcrumbs' && { eyebrows }),
    ...(codeBlock.mode === 'dark' && { codeBlocks: 'dark' as const }),
    ...(search.location === 'side' && { searchLocation: 'side' as const }),
    ...(prompt !== undefined && {
      searchPrompt: { text: prompt, ...(!/search/i.test(prompt) && { promptLabel: 'Search: ' }) },
    }),
  };
}

/** The page's search scope and site.json search version, as optional properties. */
function searchScopeOf(graph: SiteGraph, page: PageNode): { searchScope?: SearchScope; searchVersion?: string } {
  const searchScope = getSearchScope(graph, page);
  const searchVersion = getSearchVersion(graph, page);
  return { ...(searchScope ? { searchScope } : {}), ...(searchVersion !== undefined ? { searchVersion } : {}) };
}

/** The `searchMeta` of a page's view, or nothing when it has none. */
function searchMetaOf(page: PageNode): { searchMeta?: string } {
  const pairs: string[] = [];
  if (page.generated || typeof page.frontmatter.openapi === 'string') pairs.push('kind:endpoint');
  if (page.sidebarTitle !== page.title) pairs.push(`nav:${page.sidebarTitle.replace(/,/g, ' ')}`);
  if (page.settings.boost !== undefined) pairs.push(`boost:${page.settings.boost}`);
  return pairs.length > 0 ? { searchMeta: pairs.join(', ') } : {};
}
