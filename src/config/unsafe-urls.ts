/**
 * Links in `site.json` become `href`s on every page, so a `javascript:` URL there would run script when a reader
 * clicks it, and a `data:` URL could show a forged page. Both are refused, as browsers read them: ASCII tabs and
 * line breaks anywhere and leading control characters or spaces are ignored, and the scheme is case-insensitive.
 */
import type { Diagnostic } from '../diagnostics.js';
import { formatJsonPath, type JsonPathSegment } from '../utils/json-path.js';
import type { Locator } from './locate.js';

const UNSAFE_SCHEMES = ['javascript', 'data', 'vbscript'];

/** The scheme (`javascript`, `data`, `vbscript`) when a link's URL would run script or show inline content. */
export function unsafeScheme(url: string): string | undefined {
  const cleaned = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  return scheme !== undefined && UNSAFE_SCHEMES.includes(scheme) ? scheme : undefined;
}

/** One error per link setting (topbar links, CTA, anchors, tabs, logo link, footer socials) with an unsafe URL. */
export function findUnsafeUrls(value: unknown, locate: Locator, file: string): Diagnostic[] {
  const config = (value ?? {}) as Record<string, unknown>;
  const paths: JsonPathSegment[][] = [];
  const each = (key: string, field: string) => {
    const list = config[key];
    if (Array.isArray(list)) list.forEach((_, i) => paths.push([key, i, field]));
  };
  each('topbarLinks', 'url');
  each('anchors', 'url');
  each('tabs', 'url');
  paths.push(['topbarCtaButton', 'url'], ['logo', 'href']);
  const socials = config.footerSocials;
  if (socials !== null && typeof socials === 'object' && !Array.isArray(socials)) for (const key of Object.keys(socials)) paths.push(['footerSocials', key]);
  const diagnostics: Diagnostic[] = [];
  for (const path of paths) {
    const url = path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key as string] : undefined), config);
    const scheme = typeof url === 'string' ? unsafeScheme(url) : undefined;
    if (scheme === undefined) continue;
    diagnostics.push({
      severity: 'error',
      rule: 'config/unsafe-url',
      file,
      position: locate.value(path),
      jsonPath: formatJsonPath(path),
      message: `expected an http(s), mailto or relative URL, found a ${scheme}: URL, which would run script or show inline content when clicked`,
      hint: 'link to a page (e.g. "https://acme.com/support" or "guides/setup"); javascript: and data: URLs are refused',
    });
  }
  return diagnostics;
}
