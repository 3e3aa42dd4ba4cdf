/**
 * The parts of docs.json that Quire reads, as they are once the schema (`schema/*.json`) has accepted them and the
 * settings Quire ignores are removed. Only what `navigation.ts` and `settings.ts` read is typed.
 */
import type { WrittenAnalytics } from '../analytics.js';
import type { WrittenContextual } from '../contextual.js';
import type { IconType, OrganizationConfig } from '../types.js';

/** A Font Awesome icon: its name, or the name and its style. */
export type DocsIcon = string | { name: string; style?: IconType };

/** `openapi` on a navigation entry, or `api.openapi`. */
export type DocsOpenApi = string | DocsOpenApiSource | Array<string | DocsOpenApiSource>;

export interface DocsOpenApiSource {
  source: string;
  directory?: string;
}

/** What a navigation level holds: the content keys (at most one of them, which `navigation.ts` checks). */
export interface DocsNavContent {
  products?: DocsDivision[];
  languages?: DocsDivision[];
  versions?: DocsDivision[];
  tabs?: DocsDivision[];
  menu?: DocsDivision[];
  dropdowns?: DocsDivision[];
  anchors?: DocsDivision[];
  groups?: DocsGroup[];
  pages?: DocsPageEntry[];
  openapi?: DocsOpenApi;
  asyncapi?: DocsOpenApi;
  href?: string;
  /** On a division: links shown on every page inside it (on the navigation root: on every page). */
  global?: Partial<Record<'languages' | 'versions' | 'tabs' | 'dropdowns' | 'anchors' | 'products', DocsDivision[]>>;
}

/** A product, language, version, tab, menu item, dropdown or anchor; its name is under its own key. */
export interface DocsDivision extends DocsNavContent {
  product?: string;
  language?: string;
  version?: string;
  tab?: string;
  item?: string;
  dropdown?: string;
  anchor?: string;
  name?: string;
  icon?: DocsIcon;
  color?: { light?: string; dark?: string };
  description?: string;
  tag?: string;
  hidden?: boolean;
  default?: boolean;
}

export interface DocsGroup {
  group: string;
  pages?: DocsPageEntry[];
  icon?: DocsIcon;
  tag?: string;
  expanded?: boolean;
  hidden?: boolean;
  root?: string;
  openapi?: DocsOpenApi;
  asyncapi?: DocsOpenApi;
}

export type DocsPageEntry = string | DocsGroup;

export interface DocsNavigation extends DocsNavContent {
  global?: Partial<Record<'languages' | 'versions' | 'tabs' | 'dropdowns' | 'anchors' | 'products', DocsDivision[]>>;
}

/** A font of docs.json `fonts` (`family` is required in `heading` and `body`, and beside `source`). */
export interface DocsFont {
  family?: string;
  weight?: number;
  source?: string;
  format?: 'woff2' | 'woff' | 'truetype' | 'opentype';
}

/** docs.json, validated. */
export interface DocsJson {
  name: string;
  theme?: string;
  colors?: { primary: string; light?: string; dark?: string };
  logo?: string | { light: string; dark: string; href?: string };
  favicon?: string | { light: string; dark: string };
  appearance?: { default?: 'system' | 'light' | 'dark'; strict?: boolean };
  background?: {
    image?: string | { light: string; dark: string };
    color?: { light?: string; dark?: string };
    decoration?: 'gradient' | 'grid' | 'windows';
  };
  fonts?: DocsFont & { heading?: DocsFont; body?: DocsFont };
  icons?: { library: 'fontawesome' | 'lucide' | 'tabler' };
  /** `codeblocks`: "system", "dark", or a Shiki theme (a name, or an object naming themes) Quire does not use. */
  styling?: { codeblocks?: string | Record<string, unknown>; eyebrows?: 'section' | 'breadcrumbs' };
  search?: { prompt?: string };
  navbar?: {
    links?: Array<{ label?: string; href: string; type?: 'github' | 'discord'; icon?: string }>;
    primary?: { type: 'button' | 'github' | 'discord'; label?: string; href: string };
  };
  navigation: DocsNavigation;
  footer?: {
    socials?: Record<string, string>;
    links?: Array<{ header?: string; items: Array<{ label: string; href: string }> }>;
  };
  api?: {
    openapi?: DocsOpenApi;
    playground?: { display?: 'interactive' | 'simple' | 'none' | 'auth' };
    mdx?: { server?: string | string[]; auth?: { method?: 'bearer' | 'basic' | 'key' | 'cobo'; name?: string } };
    examples?: { languages?: string[] };
  };
  redirects?: Array<{ source: string; destination: string; permanent?: boolean }>;
  /** `timestamp`: a last-modified date on every page. */
  metadata?: { timestamp?: boolean };
  /** Quire's: the feedback Mintlify switches on in its dashboard, as mint.json writes it. */
  feedback?: { thumbsRating?: boolean; suggestEdit?: boolean; raiseIssue?: boolean; repo?: string };
  /** Analytics services and chat widgets in one object (site.json's `analytics` plus `integrations`). */
  integrations?: WrittenAnalytics & { intercom?: { appId: string } };
  /** Indexing, the meta tags of every page and the publisher's JSON-LD. */
  seo?: {
    indexing?: 'navigable' | 'all';
    metatags?: Record<string, string>;
    trailingSlash?: boolean;
    organization?: OrganizationConfig;
  };
  description?: string;
  banner?: {
    content: string;
    dismissible?: boolean;
    type?: 'info' | 'warning' | 'critical';
    color?: string | { light?: string; dark?: string };
  };
  thumbnails?: { appearance?: 'light' | 'dark'; background?: string; fonts?: { family?: string } };
  errors?: { '404'?: { redirect?: boolean; title?: string; description?: string } };
  variables?: Record<string, string>;
  /** The page menu's options. */
  contextual?: WrittenContextual;
}
