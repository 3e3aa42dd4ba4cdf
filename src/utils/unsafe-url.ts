/**
 * URLs that would run script or show a forged page when a reader follows them: `javascript:`, `vbscript:` and
 * `data:`. Tested as browsers read a URL: leading and trailing C0 controls and spaces are ignored, ASCII tabs and
 * line breaks anywhere are removed, and the scheme is case-insensitive. Shared by every place that turns an author's
 * URL into an `href` or `src` (site.json links, markdown links and images).
 */

/** The schemes refused in links. */
export type UnsafeScheme = 'javascript' | 'vbscript' | 'data';

const UNSAFE_SCHEMES = new Set<string>(['javascript', 'vbscript', 'data']);

/** Options of {@link unsafeUrlScheme}. */
export interface UnsafeUrlOptions {
  /**
   * Accept `data:image/…` URLs (an image's `src`: an image cannot run script, even an SVG one).
   * @default false
   */
  allowImageData?: boolean;
}

/** The scheme of `url` when it is refused (`javascript`, `vbscript`, `data`), else undefined. */
export function unsafeUrlScheme(url: string, options: UnsafeUrlOptions = {}): UnsafeScheme | undefined {
  const cleaned = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme === undefined || !UNSAFE_SCHEMES.has(scheme)) return undefined;
  // A data: URL's media type may be preceded by whitespace, which browsers skip.
  if (scheme === 'data' && options.allowImageData && /^data:[\t\n\f\r ]*image\//i.test(cleaned)) return undefined;
  return scheme as UnsafeScheme;
}

/** Whether `url` would run script or show inline content (see {@link unsafeUrlScheme}). */
export function isScriptUrl(url: string, options: UnsafeUrlOptions = {}): boolean {
  return unsafeUrlScheme(url, options) !== undefined;
}

/** The diagnostic message for a link whose URL has the refused `scheme` (the wording site.json uses). */
export function unsafeLinkMessage(scheme: UnsafeScheme): string {
  return `expected an http(s), mailto or relative URL, found a ${scheme}: URL, which would run script or show inline content when clicked`;
}

/** The diagnostic hint for a link with a refused URL (the wording site.json uses). */
export const UNSAFE_LINK_HINT =
  'link to a page (e.g. "https://acme.com/support" or "guides/setup"); javascript: and data: URLs are refused';
