/**
 * The two shapes of the configuration: `UserConfig` is what `site.json` holds (spec 2.5), and `SiteConfig` is
 * the resolved form every later stage reads, with defaults applied and either-or settings normalised.
 */
import type { Position } from '../diagnostics.js';
import type { PageMenuOption } from './contextual.js';
import type { UserIconType } from './user-config.js';

/** Font Awesome style of an anchor icon: spec values plus Mintlify's `regular` and `sharp-*` (from the schema). */
export type IconType = UserIconType;

/** A hex colour, or a `{from, to}` gradient. */
export type AnchorColor = string | { from: string; to: string; via?: string };

// ---------------------------------------------------------------- as written in site.json

// Generated from the JSON Schema (src/config/schema) by scripts/generate-reference.js, so they cannot drift.
export type { UserConfig, UserNavigationGroup } from './user-config.js';

// ---------------------------------------------------------------- resolved

/** A navigation group with its position in the config file, so later stages can point at it. */
export interface NavigationGroupConfig {
  /** The group's heading; '' for pages listed outside any group (docs.json allows `pages` on a tab or anchor). */
  group: string;
  /** Strings are page references exactly as written (leading `/` and extensions are handled by the graph stage). */
  pages: Array<NavigationPageConfig | NavigationGroupConfig>;
  version?: string;
  /** docs.json group settings: sidebar icon, a badge after the name, open by default, hidden from the sidebar. */
  icon?: string;
  iconType?: IconType;
  tag?: string;
  expanded?: boolean;
  hidden?: boolean;
  /** docs.json `root`: the page a click on the group's heading opens (as written; resolved by the graph). */
  root?: string;
  /** docs.json `openapi` on a group: one generated page per operation of this source, after `pages`. */
  openapi?: OpenApiPagesSource;
  /** docs.json `asyncapi` on a group: one generated page per channel of this AsyncAPI file, after `pages`. */
  asyncapi?: OpenApiPagesSource;
  /** JSON path of this group, e.g. `navigation[2]` or `navigation[2].pages[1]`. */
  jsonPath: string;
  position?: Position;
  /** The file the entry is written in, when not the config file itself (a docs.json `$ref`). */
  file?: string;
}

/** One page entry of a navigation group, as written, with its location in the config file. */
export interface NavigationPageConfig {
  /** A page path as written (`guide/setup`), or an operation reference (`GET /users`, `openapi.json GET /users`). */
  page: string;
  jsonPath: string;
  position?: Position;
  /** The file the entry is written in, when not the config file itself (a docs.json `$ref`). */
  file?: string;
}

/**
 * Where generated operation pages come from: docs.json `openapi` on a tab, anchor, group or other division. `source`
 * is a file in the docs folder or a URL; `directory` is the URL folder the pages go in; `operations`, when given,
 * lists the operations to generate (`GET /users`) instead of all of them.
 */
export interface OpenApiPagesSource {
  source: string;
  directory?: string;
  operations?: string[];
  jsonPath: string;
  position?: Position;
  file?: string;
}

/** The kinds of docs.json navigation divisions. */
export type DivisionKind = 'product' | 'language' | 'version' | 'tab' | 'menu' | 'dropdown' | 'anchor';

/**
 * One docs.json navigation division (a product, language, version, tab, tab menu item, dropdown or anchor). It
 * either links somewhere (`href`, no content) or holds content: nested divisions and/or groups. Divisions nest in
 * any order, to any depth, as docs.json allows.
 */
export interface NavDivisionConfig {
  kind: DivisionKind;
  /** The name shown to readers; for a language, its code as written (`en`, `fr`, `zh-Hans`). */
  name: string;
  icon?: string;
  iconType?: IconType;
  color?: { light: string; dark: string };
  description?: string;
  tag?: string;
  /** A link instead of content: an external URL or a site path. */
  href?: string;
  hidden: boolean;
  /** `default: true` on a version or language. */
  isDefault: boolean;
  content: NavContentConfig;
  /**
   * A `global` link written inside a division: shown only on the pages inside that division (its `file#jsonPath`);
   * absent for `navigation.global`, shown everywhere.
   */
  within?: string;
  jsonPath: string;
  position?: Position;
  file?: string;
}

/** What a division (or the navigation root) holds. */
export interface NavContentConfig {
  /** Nested divisions, in order. */
  divisions: NavDivisionConfig[];
  /** Groups at this level, in order (loose `pages` become one group named ''). */
  groups: NavigationGroupConfig[];
  /** Generated operation pages at this level. */
  openapi?: OpenApiPagesSource;
  /** Generated channel pages (one per channel of an AsyncAPI file) at this level. */
  asyncapi?: OpenApiPagesSource;
}

/**
 * docs.json's navigation: explicit placement by nesting, instead of site.json's URL-prefix anchors and tabs.
 * `global` holds links shown on every page (docs.json `navigation.global`: anchors, tabs and so on that only link).
 */
export interface ExplicitNavigation {
  root: NavContentConfig;
  global: NavDivisionConfig[];
}

/** An anchor with defaults applied. */
export interface AnchorConfig {
  name: string;
  url: string;
  icon?: string;
  iconType: IconType;
  color?: AnchorColor;
  version?: string;
  isDefaultHidden: boolean;
  jsonPath: string;
  position?: Position;
}

/** The resolved configuration every later stage reads. */
export interface SiteConfig {
  name: string;
  /** site.json/mint.json navigation groups; pages are placed under anchors and tabs by URL prefix. */
  navigation: NavigationGroupConfig[];
  /**
   * docs.json navigation, placed by nesting. When set, `navigation`, `anchors`, `tabs` and `versions` are empty and
   * the graph places every page where this tree lists it.
   */
  explicitNavigation?: ExplicitNavigation;
  /** Always both variants; a single logo string fills both. */
  logo?: { light: string; dark: string; href: string };
  favicon?: string;
  /** docs.json `favicon.dark` where it differs from `favicon.light`: the favicon when the reader's system is dark. */
  faviconDark?: string;
  colors: {
    primary: string;
    /** Primary colour in dark mode; defaults to `primary`. */
    light: string;
    /** Colour of important buttons; defaults to `primary`. */
    dark: string;
    background?: { light: string; dark: string };
    /** `colors.anchors`: the icon background of every anchor without its own `color`. */
    anchors?: AnchorColor;
  };
  topbarLinks: Array<{ name: string; url: string; icon?: string }>;
  topbarCtaButton?: { type: 'link' | 'github'; url: string; name?: string };
  versions: string[];
  anchors: AnchorConfig[];
  topAnchor: { name: string; icon: string; iconType: IconType };
  tabs: Array<{ name: string; url: string; jsonPath: string; position?: Position }>;
  api: {
    /** Always an array; empty when unset. */
    baseUrl: string[];
    auth?: { method?: 'bearer' | 'basic' | 'key'; name?: string; inputPrefix?: string };
    playground: { mode: 'show' | 'simple' | 'hide' };
    maintainOrder: boolean;
    /** Code sample languages (keys, aliases resolved) of endpoint pages, in order. */
    examples: { languages: string[] };
  };
  /** Always an array; empty when unset. */
  openapi: string[];
  /** Where each entry of `openapi` is written in `site.json`, for the OpenAPI stage's diagnostics. Absent when unset. */
  openapiLocations?: Array<{ jsonPath: string; position?: Position }>;
  footerSocials: Record<string, string>;
  /** `thumbsRating` is present only when set to true (see `config/feedback.ts` for when the buttons are shown). */
  /**
   * docs.json `metadata.timestamp`: pages show the date of their file's last git commit (front matter `timestamp`
   * overrides it per page); absent when off.
   */
  timestamp?: true;
  /** `repo`: `feedback.repo` as written (Quire's); see `config/feedback.ts` for where else the repository comes from. */
  feedback: { suggestEdit: boolean; raiseIssue: boolean; thumbsRating?: true; repo?: string };
  modeToggle: { default?: 'light' | 'dark'; isHidden: boolean };
  backgroundImage?: string;
  /** docs.json `background.image.dark` where it differs: the background image of the dark theme. */
  backgroundImageDark?: string;
  /** The decoration behind the top of every page (`background.style`, docs.json `background.decoration`); absent when none. */
  backgroundDecoration?: BackgroundDecoration;
  /** docs.json `icons.library` when it is not Font Awesome: the set icon names are looked up in first. */
  iconLibrary?: 'lucide' | 'tabler';
  /** `theme` (site.json, mint.json, docs.json) other than `mint`: the look of one of Mintlify's themes (render/site-themes.ts). */
  layoutTheme?: LayoutTheme;
  /** Fonts of headings and body text (`font`, docs.json `fonts`); absent when none is set, and so is each side. */
  fonts?: { heading?: FontConfig; body?: FontConfig };
  /** `topbar.style`: "gradient" tints the header with the primary colours; absent for the default look. */
  topbarStyle?: 'gradient';
  /** Redirects from old paths, in config order (the first match wins); empty when unset. */
  redirects: RedirectConfig[];
  /** The page menu's actions in order (`contextual.options`; copy, view, ChatGPT and Claude when unset); empty: no menu. */
  pageMenu: PageMenuOption[];
  /** `primaryTab.name`: the label of the implicit first tab (the top anchor's name unless set). */
  primaryTab: { name: string };
  /** The search box: its text (`search.prompt`, absent: Quire's own) and where it sits on wide screens. */
  search: { prompt?: string; location: 'top' | 'side' };
  /** `codeBlock.mode` (docs.json `styling.codeblocks`): "dark" keeps code blocks dark in light mode too. */
  codeBlock: { mode: 'auto' | 'dark' };
  /** `eyebrows` (docs.json `styling.eyebrows`): above the title, the page's group or the path of groups to it. */
  eyebrows: 'section' | 'breadcrumbs';
  /** `layout`: where the logo and search box sit on wide screens; "topnav" is Quire's own look. */
  layout: 'topnav' | 'sidenav' | 'solidSidenav';
  /** `isWhiteLabeled: true`: the footer leaves out "Built with Quire". */
  whiteLabeled?: true;
  /** Analytics services and chat widgets to load on every page; absent when none is configured. */
  analytics?: AnalyticsConfig;
  /**
   * The settings that name an image (`favicon`, `logo`, `logo.light`, `logo.dark`, `backgroundImage`) with where they
   * are in `site.json`, for the checks against the docs folder's files. Absent when none is set.
   */
  imageSettings?: ImageSetting[];
  /** Site-wide meta tags and indexing (`metadata` and `seo`; docs.json `seo`); absent when neither is set. */
  seo?: SeoConfig;
  /** docs.json `description`: the meta description of pages without their own, and llms.txt's summary line. */
  description?: string;
  /** docs.json `banner`: the bar above the top bar of every page; absent when none. */
  banner?: BannerConfig;
  /** docs.json `thumbnails`: draw a social preview image per page (produce/social-images.ts); absent when unset. */
  thumbnails?: ThumbnailsConfig;
  /** docs.json `footer.links`: up to 4 columns of links in the footer; absent when none. */
  footerLinks?: FooterColumnConfig[];
  /** docs.json `errors.404`: the text of `404.html` and whether it sends readers home; absent when unset. */
  notFound?: NotFoundConfig;
  /** docs.json `seo.organization`: the publisher written as JSON-LD in the head of indexed pages; absent when unset. */
  organization?: OrganizationConfig;
  /** docs.json `variables`: `{{name}}` → value in page and snippet sources (`content/variables.ts`); absent when unset. */
  variables?: Record<string, string>;
}

/** docs.json `thumbnails`, resolved. */
export interface ThumbnailsConfig {
  /** The images' colours; absent: the site's default mode, else light. */
  appearance?: 'light' | 'dark';
  /** The background image as written, with where it is written (for its diagnostics; `file` when in a `$ref` file). */
  background?: ImageSetting & { file?: string };
}

/** An announcement bar above the top bar (docs.json `banner`). */
export interface BannerConfig {
  /** Inline Markdown, as written. */
  content: string;
  dismissible: boolean;
  type: 'info' | 'warning' | 'critical';
  /** A background colour per mode instead of the one of `type` (a mode not given keeps `type`'s). */
  color?: { light?: string; dark?: string };
}

/** One column of footer links (docs.json `footer.links[]`). */
export interface FooterColumnConfig {
  header?: string;
  /** `href` as written. */
  items: Array<{ label: string; href: string }>;
}

/** The 404 page (docs.json `errors.404`). */
export interface NotFoundConfig {
  title?: string;
  /** Inline Markdown, as written. */
  description?: string;
  /** Only `true` when written so: the page sends readers home after showing its message. */
  redirect: boolean;
}

/** The schema.org Organization that publishes the site (docs.json `seo.organization`). */
export interface OrganizationConfig {
  id?: string;
  name?: string;
  legalName?: string;
  url?: string;
  logo?: string;
  sameAs?: string[];
}

/** Search engines and social cards: site-wide meta tags and whether hidden pages are indexed. See `config/seo.ts`. */
export interface SeoConfig {
  /** `metadata` (docs.json `seo.metatags`) in written order, `canonical` aside; values trimmed, empty ones left out. */
  metaTags: SiteMetaTag[];
  /** `seo.indexHiddenPages` (docs.json `seo.indexing: "all"`): hidden pages get no `noindex` and are in the sitemap. */
  indexHiddenPages: boolean;
  /** `metadata.canonical`: the site's preferred address, an absolute http(s) URL without a trailing slash. */
  canonicalBase?: string;
}

/** One site-wide meta tag, with where it is written (for the checks of the files it names). */
export interface SiteMetaTag {
  key: string;
  content: string;
  jsonPath: string;
  position?: Position;
}

/** A CSS-only decoration behind the top of every page. */
export type BackgroundDecoration = 'gradient' | 'grid' | 'windows';

/** One font as configured: its family and, when it is loaded, its file with where the file is named. */
export interface FontConfig {
  family: string;
  weight?: number;
  /** A path in the docs folder or an http(s) URL, as written. */
  url?: string;
  format?: 'woff2' | 'woff' | 'truetype' | 'opentype';
  /** Where `url` is written, for the check that a local file exists. */
  jsonPath?: string;
  position?: Position;
}

/**
 * One redirect as written, with its location. `source` and `destination` are as written but for a leading `/`
 * added to paths that lack one (mint.json files write `guides/old` too).
 */
export interface RedirectConfig {
  source: string;
  destination: string;
  permanent: boolean;
  jsonPath: string;
  position?: Position;
  /** The file the entry is written in, when not the config file itself (a docs.json `$ref`). */
  file?: string;
}

/** One `site.json` setting naming an image: a path in the docs folder, an http(s) URL or a `data:image/…` URL. */
export interface ImageSetting {
  value: string;
  jsonPath: string;
  position?: Position;
}

/** `site.json` as loaded: its text, the resolved config, and a way to find where a JSON path sits in the file. */
export interface LoadedConfig {
  /** The config file name relative to the docs folder, normally `site.json`. */
  file: string;
  config: SiteConfig;
}

/** The default primary colour when `colors` is absent. Chosen to pass WCAG AA on white and on the default dark background. */
export const DEFAULT_PRIMARY = '#2563eb';

/**
 * The analytics services and chat widgets of a site (site.json/mint.json `analytics` and `integrations.intercom`,
 * docs.json `integrations`), with defaults applied. Only configured services are present.
 */
export interface AnalyticsConfig {
  ga4?: { measurementId: string };
  gtm?: { tagId: string };
  /** `apiHost` is an origin-and-path URL without a trailing slash. */
  posthog?: { apiKey: string; apiHost: string; sessionRecording: boolean };
  /** `server` is a host name (with an optional port), no scheme. */
  plausible?: { domain: string; server: string };
  hotjar?: { hjid: string; hjsv: string };
  fathom?: { siteId: string };
  mixpanel?: { projectToken: string; region: 'us' | 'eu' | 'in' };
  segment?: { key: string };
  amplitude?: { apiKey: string };
  koala?: { publicApiKey: string };
  intercom?: { appId: string };
}

/** Mintlify's layout themes (docs.json `theme`); `mint` is Quire's own look. */
export const LAYOUT_THEMES = [
  'mint',
  'maple',
  'palm',
  'willow',
  'linden',
  'almond',
  'aspen',
  'sequoia',
  'luma',
] as const;
export type LayoutTheme = (typeof LAYOUT_THEMES)[number];

/** Whether `theme` names one of {@link LAYOUT_THEMES}. */
export function isLayoutTheme(theme: unknown): theme is LayoutTheme {
  return (LAYOUT_THEMES as readonly unknown[]).includes(theme);
}
