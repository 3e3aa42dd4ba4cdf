/**
 * Search engines and social cards, on the config side: site.json/mint.json `metadata` (meta tag name → content) and
 * `seo.indexHiddenPages`, docs.json `seo.metatags` and `seo.indexing`, checked and resolved into `SeoConfig`. What a
 * page's head gets from them is decided in `render/page-head.ts`; whether the files they name exist, in
 * `site/seo-files.ts`.
 */
import type { Diagnostic, Position } from '../diagnostics.js';
import { formatJsonPath, type JsonPathSegment } from '../utils/json-path.js';
import { unsafeUrlScheme } from '../utils/unsafe-url.js';
import type { Locator } from './locate.js';
import type { SeoConfig, SiteMetaTag } from './types.js';

/** Meta tags whose content is a URL, rewritten like links (base path; absolute with `--site-url`). */
export const META_URL_KEYS: ReadonlySet<string> = new Set([
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:logo',
  'og:url',
  'og:video',
  'og:video:url',
  'og:video:secure_url',
  'og:audio',
  'og:audio:url',
  'og:audio:secure_url',
  'twitter:image',
  'twitter:image:src',
  'twitter:url',
  'twitter:player',
  'msapplication-TileImage',
]);

/** The URL keys that name an image: a local one must be a file of the docs folder. */
export const META_IMAGE_KEYS: ReadonlySet<string> = new Set([
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:logo',
  'twitter:image',
  'twitter:image:src',
  'msapplication-TileImage',
]);

/** An absolute http(s) URL, as `canonical` must be. */
const ABSOLUTE_URL = /^https?:\/\/[^/\s]/i;

/** Tags the page shell writes itself; a config value for them is ignored, with a warning. */
const SHELL_KEYS = new Set(['charset', 'viewport']);

/** Open Graph namespaces: their tags are `<meta property>`, every other tag `<meta name>`. */
const PROPERTY_KEY = /^(?:og|article|book|profile|music|video|fb):/;

/** The attribute that names a meta tag: `property` for Open Graph (`og:image`, `article:author`), else `name`. */
export function metaAttribute(key: string): 'property' | 'name' {
  return PROPERTY_KEY.test(key) ? 'property' : 'name';
}

/** Where a config has its meta tags and its indexing switch. */
export interface SeoPaths {
  /** The object of meta tags: `metadata` (site.json), `seo.metatags` (docs.json). */
  metaTags: JsonPathSegment[];
}

/** The site.json/mint.json places. */
export const SITE_SEO_PATHS: SeoPaths = { metaTags: ['metadata'] };
/** The docs.json places. */
export const DOCS_SEO_PATHS: SeoPaths = { metaTags: ['seo', 'metatags'] };

/**
 * The problems of a config's meta tags that the schema cannot say well: a script URL where a URL goes (an error, as
 * for every URL of the config); an empty key or one with a space (no meta tag has one), a `canonical` that is not an
 * absolute http(s) URL, an empty content or a tag the page shell writes itself (warnings: ignored, as Mintlify takes
 * any string there).
 */
export function findMetaTagProblems(
  value: unknown,
  locate: Locator,
  file: string,
  paths: SeoPaths = SITE_SEO_PATHS,
): Diagnostic[] {
  const tags = valueAt(value, paths.metaTags);
  if (tags === null || typeof tags !== 'object' || Array.isArray(tags)) return [];
  const diagnostics: Diagnostic[] = [];
  const report = (
    severity: Diagnostic['severity'],
    rule: string,
    path: JsonPathSegment[],
    part: 'key' | 'value',
    message: string,
    hint: string,
  ) =>
    diagnostics.push({
      severity,
      rule,
      file: locate.file?.(path, part) ?? file,
      position: part === 'key' ? locate.key(path) : locate.value(path),
      jsonPath: formatJsonPath(path),
      message,
      hint,
    });
  for (const [key, content] of Object.entries(tags)) {
    const path = [...paths.metaTags, key];
    if (key.trim() === '' || /\s/.test(key)) {
      report(
        'warning',
        'config/invalid-meta-tag',
        path,
        'key',
        `expected a meta tag name, found ${JSON.stringify(key)}${key.trim() === '' ? '' : ', which has a space'}; no tag is written`,
        'meta tag names have no spaces: write e.g. "og:image", "twitter:site" or "google-site-verification"',
      );
      continue;
    }
    if (typeof content !== 'string') continue; // The schema reports it.
    if (SHELL_KEYS.has(key.toLowerCase())) {
      report(
        'warning',
        'config/ignored-meta-tag',
        path,
        'key',
        `every page already has a \`${key}\` meta tag of Quire's own; this one is ignored`,
        `remove \`${key}\``,
      );
      continue;
    }
    if (content.trim() === '') {
      report(
        'warning',
        'config/ignored-meta-tag',
        path,
        'value',
        `meta tag \`${key}\` is empty; no tag is written`,
        `give it a value, or remove \`${key}\``,
      );
      continue;
    }
    if (key === 'canonical') {
      if (!ABSOLUTE_URL.test(content.trim()))
        report(
          'warning',
          'config/invalid-url',
          path,
          'value',
          `expected the site's preferred address as an absolute http(s) URL, found ${JSON.stringify(content)}; it is ignored, and pages get no canonical link`,
          'give the address the site is served at, e.g. "https://docs.acme.com"; each page adds its path to it',
        );
      continue;
    }
    const scheme = META_URL_KEYS.has(key)
      ? unsafeUrlScheme(content, { allowImageData: META_IMAGE_KEYS.has(key) })
      : undefined;
    if (scheme)
      report(
        'error',
        'config/unsafe-url',
        path,
        'value',
        `expected an http(s) URL or a path in the docs folder, found a ${scheme}: URL`,
        'use a file of the docs folder (e.g. "/images/og.png") or an https: URL',
      );
  }
  return diagnostics;
}

/** The site.json/mint.json `metadata` and `seo` settings, resolved; undefined when neither is set. */
export function resolveSeo(
  metadata: Readonly<Record<string, string>> | undefined,
  indexHiddenPages: boolean | undefined,
  locate: (path: JsonPathSegment[]) => Position | undefined,
  paths: SeoPaths = SITE_SEO_PATHS,
): SeoConfig | undefined {
  if (metadata === undefined && indexHiddenPages === undefined) return undefined;
  const metaTags: SiteMetaTag[] = [];
  let canonicalBase: string | undefined;
  for (const [key, value] of Object.entries(metadata ?? {})) {
    const content = value.trim();
    // Checked by findMetaTagProblems: what it refuses or ignores never reaches a page.
    if (content === '' || /\s/.test(key) || key === '' || SHELL_KEYS.has(key.toLowerCase())) continue;
    if (key === 'canonical') {
      if (ABSOLUTE_URL.test(content)) canonicalBase = content.replace(/\/+$/, '');
      continue;
    }
    const path = [...paths.metaTags, key];
    const position = locate(path);
    metaTags.push({ key, content, jsonPath: formatJsonPath(path), ...(position && { position }) });
  }
  return {
    metaTags,
    indexHiddenPages: indexHiddenPages ?? false,
    ...(canonicalBase !== undefined && { canonicalBase }),
  };
}

function valueAt(value: unknown, path: readonly JsonPathSegment[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key as string] : undefined,
    value,
  );
}
