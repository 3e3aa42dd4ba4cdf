/**
 * The Mintlify front matter keys that change how a page is shown rather than what it says: its sidebar entry (`icon`,
 * `iconType`, `tag`, `url`), whether it is listed, indexed and searched (`hidden`, `noindex`, `searchable`,
 * `keywords`), its layout (`mode`, `deprecated`, `hideFooterPagination`, `contextual`, `playground`), and the meta
 * tags of its head (`og:*`, `twitter:*`, `keywords`). A value of the wrong kind is a warning at its line, and the
 * page is built as if the key were absent. Mintlify keys Quire cannot honour warn ({@link UNHONOURED_KEYS}); keys
 * Mintlify does not define are the author's own (Mintlify allows any) and are left alone.
 */
import { resolvePageMenu } from '../config/contextual.js';
import type { PageMenuOption } from '../config/contextual.js';
import type { Diagnostic } from '../diagnostics.js';
import { didYouMean } from '../utils/did-you-mean.js';
import { unsafeUrlScheme } from '../utils/unsafe-url.js';

/**
 * Page layouts, as Mintlify names them: `default` (sidebar, table of contents), `wide` (no table of contents, wider
 * text), `center` (no sidebar nor table of contents, narrow centred text), `custom` (the content alone, without title,
 * sidebar, table of contents or page footer) and `frame` (like `custom`, with the sidebar).
 */
export const PAGE_MODES = ['default', 'wide', 'center', 'custom', 'frame'] as const;

/** One of {@link PAGE_MODES}. */
export type PageMode = (typeof PAGE_MODES)[number];

/** A `<meta>` tag of the page's head, from its front matter. */
export interface PageMetaTag {
  /** `property` for Open Graph (`og:*`), `name` for the rest (`twitter:*`, `keywords`). */
  attribute: 'property' | 'name';
  /** `og:image`, `twitter:card`, `keywords`… */
  key: string;
  content: string;
}

/** What a page's front matter says about how it is shown. Plain data. */
export interface PageSettings {
  /** Layout; `default` unless `mode` names another. */
  mode: PageMode;
  /** `hidden: true`: built and reachable by URL, but not in the sidebar, previous/next links, sitemap or search. */
  hidden: boolean;
  /** `noindex: true` (or `hidden`): a robots `noindex` meta tag; left out of the sitemap and the search index. */
  noindex: boolean;
  /** Icon before the sidebar title: a Font Awesome name, a URL, or a path in the docs folder. */
  icon?: string;
  /** Font Awesome style of `icon`, as written (checked when the icon is resolved). */
  iconType?: string;
  /** 1-based line of the `icon` key, for diagnostics about the icon. */
  iconLine?: number;
  /** A small badge after the sidebar title (`NEW`, `Beta`). */
  tag?: string;
  /** Where the sidebar entry links instead of the page (an external URL, usually). */
  url?: string;
  /** Meta tags for the head, in front matter order. */
  metaTags: PageMetaTag[];
  /** `deprecated: true`: a "Deprecated" label beside the title. */
  deprecated?: true;
  /** `searchable: false`: left out of the site's search (the page is still built, listed and indexed by engines). */
  unsearchable?: true;
  /** `keywords`: words the site's search finds the page by, though the page does not show them. */
  keywords?: string[];
  /** `boost`: the factor the page's search ranking is multiplied by (above 1 ranks it higher, below 1 lower). */
  boost?: number;
  /** `hideFooterPagination: true`: no previous/next links at the bottom. */
  hideFooterPagination?: true;
  /** The sidebar's method badge of an endpoint page (`GET`, `WEBHOOK`); absent on other pages and with `hideApiMarker`. */
  apiMarker?: string;
  /** `rss: true` on a changelog page: a button beside the title links its RSS feed. */
  rss?: true;
  /** `playground` on an endpoint page (`interactive`, `simple`, `none`), as `api.playground.mode` names them. */
  playground?: 'show' | 'simple' | 'hide';
  /** `contextual.options`: this page's menu instead of the site's (empty: no menu). */
  pageMenu?: PageMenuOption[];
  /** `timestamp`: show the last-modified date (true) or not (false) whatever docs.json `metadata.timestamp` says. */
  timestamp?: boolean;
  /** `lastUpdatedDate`: the date to show instead of git's, as `YYYY-MM-DD` or an ISO 8601 date and time. */
  lastUpdated?: string;
}

/**
 * Mintlify front matter keys that need something Quire does not have, with what the page gets instead. The message
 * names no page, so the same key on many pages is reported once with its count.
 */
const UNHONOURED_KEYS: Record<string, { message: string; hint: string }> = {
  related: {
    message: "front matter `related` needs Mintlify's Related pages add-on; no related pages are shown",
    hint: 'link the related pages from the page itself',
  },
  groups: {
    message:
      'front matter `groups` restricts a page to signed-in groups, which a static site cannot; the page is public',
    hint: 'leave pages for restricted groups out of the site, or publish them elsewhere',
  },
};

/** Front matter `lastUpdatedDate` as an ISO 8601 string (YAML reads a bare date as a Date); undefined when it is none. */
function lastUpdatedOf(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (!match || Number.isNaN(Date.parse(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`))) return undefined;
  return text;
}

/** Front matter `playground` values, as Mintlify (and site.json) name them, to `api.playground.mode`. */
const PLAYGROUND_MODES: Record<string, 'show' | 'simple' | 'hide'> = {
  interactive: 'show',
  show: 'show',
  simple: 'simple',
  none: 'hide',
  hide: 'hide',
};

/** Meta tag keys taken from front matter: Open Graph and Twitter card properties. */
const META_KEY = /^(?:og|twitter):[A-Za-z0-9_:.-]+$/;

/** Read the display settings of the page at `path` from its front matter `data` (`raw` is the whole source). */
export function readPageSettings(
  path: string,
  raw: string,
  data: Record<string, unknown>,
): { settings: PageSettings; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const settings: PageSettings = { mode: 'default', hidden: false, noindex: false, metaTags: [] };
  if (Object.keys(data).length === 0) return { settings, diagnostics };

  const warn = (key: string, message: string, hint: string) => {
    const line = frontmatterKeyLine(raw, key);
    diagnostics.push({
      severity: 'warning',
      rule: 'content/page-setting',
      file: path,
      ...(line !== undefined && { position: { line, column: 1 } }),
      message,
      hint,
    });
  };
  const text = (key: string): string | undefined => {
    const value = data[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value.trim() || undefined;
    if (typeof value === 'number') return String(value);
    warn(
      key,
      `front matter \`${key}\` should be text, found ${describe(value)}; it is ignored`,
      `write \`${key}: "…"\``,
    );
    return undefined;
  };
  /** A true/false key; `fallback` when it is absent or not a boolean (with a warning then). */
  const flagOr = (key: string, fallback: boolean): boolean => {
    const value = data[key];
    if (value === undefined || value === null) return fallback;
    if (value === false || value === 'false') return false;
    if (value === true || value === 'true') return true;
    warn(
      key,
      `front matter \`${key}\` should be true or false, found ${describe(value)}; it is ignored`,
      `write \`${key}: ${!fallback}\``,
    );
    return fallback;
  };
  const flag = (key: string): boolean => flagOr(key, false);

  const mode = text('mode');
  if (mode !== undefined) {
    if ((PAGE_MODES as readonly string[]).includes(mode)) settings.mode = mode as PageMode;
    else {
      const suggestion = didYouMean(mode, PAGE_MODES);
      warn(
        'mode',
        `unknown page mode "${mode}"; the page is shown in the default layout`,
        suggestion ? `did you mean "${suggestion}"?` : `use one of ${PAGE_MODES.map((m) => `"${m}"`).join(', ')}`,
      );
    }
  }
  settings.hidden = flag('hidden');
  settings.noindex = flag('noindex') || settings.hidden;
  if (flag('deprecated')) settings.deprecated = true;
  if (flag('hideFooterPagination')) settings.hideFooterPagination = true;
  const marker = flag('hideApiMarker') ? undefined : apiMarkerOf(data.openapi ?? data.api);
  if (marker !== undefined) settings.apiMarker = marker;
  if (flag('rss')) settings.rss = true;
  if (data.searchable !== undefined && data.searchable !== null && !flagOr('searchable', true))
    settings.unsearchable = true;
  if (data.timestamp !== undefined && data.timestamp !== null) {
    const shown = flagOr('timestamp', true);
    // A value that is not a boolean was warned about and is left out, not read as either.
    if (data.timestamp === shown || data.timestamp === String(shown)) settings.timestamp = shown;
  }
  const lastUpdated = lastUpdatedOf(data.lastUpdatedDate);
  if (lastUpdated !== undefined) settings.lastUpdated = lastUpdated;
  else if (data.lastUpdatedDate !== undefined && data.lastUpdatedDate !== null)
    warn(
      'lastUpdatedDate',
      `front matter \`lastUpdatedDate\` should be a date, found ${describe(data.lastUpdatedDate)}; the page shows its git date`,
      'write `lastUpdatedDate: 2025-01-31` (or an ISO 8601 date and time)',
    );

  if (data.boost !== undefined && data.boost !== null) {
    const boost = data.boost;
    if (typeof boost === 'number' && Number.isFinite(boost) && boost > 0) {
      if (boost !== 1) settings.boost = boost;
    } else
      warn(
        'boost',
        `front matter \`boost\` should be a number above 0, found ${describe(boost)}; the page ranks as any other`,
        'write e.g. `boost: 2` to rank the page higher, `boost: 0.5` to rank it lower',
      );
  }

  const playground = text('playground');
  if (playground !== undefined) {
    const resolved = PLAYGROUND_MODES[playground];
    if (resolved !== undefined) settings.playground = resolved;
    else
      warn(
        'playground',
        `unknown playground display "${playground}"; the page follows the site's \`api.playground\``,
        'use "interactive", "simple" or "none"',
      );
  }
  const contextual = data.contextual;
  if (contextual !== undefined && contextual !== null) {
    const options = (contextual as { options?: unknown }).options;
    if (
      typeof contextual !== 'object' ||
      Array.isArray(contextual) ||
      (options !== undefined && !Array.isArray(options))
    )
      warn(
        'contextual',
        `front matter \`contextual\` should be a mapping with an \`options\` list, found ${describe(contextual)}; the page has the site's menu`,
        'write `contextual: { options: ["copy", "view"] }`, or `options: []` for no menu',
      );
    else if (Array.isArray(options)) settings.pageMenu = resolvePageMenu({ options });
  }

  const icon = text('icon');
  if (icon !== undefined) {
    settings.icon = icon;
    const line = frontmatterKeyLine(raw, 'icon');
    if (line !== undefined) settings.iconLine = line;
    const iconType = text('iconType');
    if (iconType !== undefined) settings.iconType = iconType;
  }
  const tag = text('tag');
  if (tag !== undefined) settings.tag = tag;

  const url = text('url');
  if (url !== undefined) {
    const scheme = unsafeUrlScheme(url);
    if (scheme)
      warn(
        'url',
        `front matter \`url\` is a ${scheme}: URL, which would run script when clicked; the sidebar links to the page instead`,
        'write an http(s) URL, or a path on this site',
      );
    else settings.url = url;
  }

  for (const [key, value] of Object.entries(data)) {
    if (Object.hasOwn(UNHONOURED_KEYS, key) && value !== undefined && value !== null) {
      const { message, hint } = UNHONOURED_KEYS[key];
      warn(key, message, hint);
      continue;
    }
    if (key === 'keywords') {
      const words = (Array.isArray(value) ? value : [value])
        .filter((w) => typeof w === 'string' || typeof w === 'number')
        .map((w) => String(w).trim())
        .filter(Boolean);
      if (words.length > 0) {
        settings.metaTags.push({ attribute: 'name', key, content: words.join(', ') });
        settings.keywords = words;
      }
      continue;
    }
    if (!META_KEY.test(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      const content = String(value).trim();
      if (content)
        settings.metaTags.push({ attribute: key.startsWith('twitter:') ? 'name' : 'property', key, content });
    } else if (value !== null && value !== undefined) {
      warn(
        key,
        `front matter \`${key}\` should be text, found ${describe(value)}; no meta tag is added`,
        `write \`"${key}": "…"\``,
      );
    }
  }
  return { settings, diagnostics };
}

/** The 1-based line of `key` in the front matter of `raw` (quoted or not), or undefined. */
export function frontmatterKeyLine(raw: string, key: string): number | undefined {
  const lines = raw.split(/\r?\n/);
  if (!/^\uFEFF?---\s*$/.test(lines[0] ?? '')) return undefined;
  const name = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^(?:${name}|"${name}"|'${name}')\\s*:`);
  for (let i = 1; i < lines.length; i++) {
    if (/^(?:---|\.\.\.)\s*$/.test(lines[i])) return undefined;
    if (pattern.test(lines[i])) return i + 1;
  }
  return undefined;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'a mapping' : `${typeof value} ${JSON.stringify(value)}`;
}

const HTTP_METHOD = /^(?:\S+\s+)?(get|post|put|patch|delete|head|options|trace)\s+\S/i;
const WEBHOOK = /^(?:\S+\s+)?webhook\s+\S/i;

/** The method named by front matter `openapi`/`api` (`[file] METHOD /path`, `[file] webhook name`), upper case. */
function apiMarkerOf(reference: unknown): string | undefined {
  if (typeof reference !== 'string') return undefined;
  const text = reference.trim();
  if (WEBHOOK.test(text)) return 'WEBHOOK';
  return HTTP_METHOD.exec(text)?.[1]?.toUpperCase();
}
