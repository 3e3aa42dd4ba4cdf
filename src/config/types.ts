/**
 * The two shapes of the configuration: `UserConfig` is what `site.json` holds (spec 2.5), and `SiteConfig` is
 * the resolved form every later stage reads, with defaults applied and either-or settings normalised.
 */
import type { Position } from '../diagnostics.js';
import type { UserIconType } from './user-config.js';

/** Font Awesome style of an anchor icon: spec values plus Mintlify's `regular` and `sharp-*` (from the schema). */
export type IconType = UserIconType;

/** A hex colour, or a `{from, to}` gradient. */
export type AnchorColor = string | { from: string; to: string; via?: string };

// ---------------------------------------------------------------- as written in site.json

// Generated from the JSON Schema (src/config/schema) by scripts/generate-reference.js, so they cannot drift.
export type { UserConfig, UserNavigationGroup } from './user-config.js';

// ---------------------------------------------------------------- resolved

/** A navigation group with its position in `site.json`, so later stages can point at it. */
export interface NavigationGroupConfig {
  group: string;
  /** Strings are page references exactly as written (leading `/` and extensions are handled by the graph stage). */
  pages: Array<NavigationPageConfig | NavigationGroupConfig>;
  version?: string;
  /** JSON path of this group, e.g. `navigation[2]` or `navigation[2].pages[1]`. */
  jsonPath: string;
  position?: Position;
}

/** One page entry of a navigation group, as written, with its location in `site.json`. */
export interface NavigationPageConfig {
  page: string;
  jsonPath: string;
  position?: Position;
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
  navigation: NavigationGroupConfig[];
  /** Always both variants; a single logo string fills both. */
  logo?: { light: string; dark: string; href: string };
  favicon?: string;
  colors: {
    primary: string;
    /** Primary colour in dark mode; defaults to `primary`. */
    light: string;
    /** Colour of important buttons; defaults to `primary`. */
    dark: string;
    background?: { light: string; dark: string };
  };
  topbarLinks: Array<{ name: string; url: string }>;
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
  };
  /** Always an array; empty when unset. */
  openapi: string[];
  /** Where each entry of `openapi` is written in `site.json`, for the OpenAPI stage's diagnostics. Absent when unset. */
  openapiLocations?: Array<{ jsonPath: string; position?: Position }>;
  footerSocials: Record<string, string>;
  feedback: { suggestEdit: boolean; raiseIssue: boolean };
  modeToggle: { default?: 'light' | 'dark'; isHidden: boolean };
  backgroundImage?: string;
  /**
   * The settings that name an image (`favicon`, `logo`, `logo.light`, `logo.dark`, `backgroundImage`) with where they
   * are in `site.json`, for the checks against the docs folder's files. Absent when none is set.
   */
  imageSettings?: ImageSetting[];
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
