/** URL helpers shared by the render stage: base paths and site-relative URLs. */

/** Normalise a `--base` value to start and end with `/` (`docs` → `/docs/`, '' → `/`). */
export function normalizeBase(base: string | undefined): string {
  if (!base) return '/';
  const trimmed = base.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** Prefix a site-relative URL (`/guide/setup/`) with the base path (`/docs/` → `/docs/guide/setup/`). External URLs pass through. */
export function withBase(base: string, url: string): string {
  if (isExternalUrl(url) || url.startsWith('#')) return url;
  return base + url.replace(/^\/+/, '');
}

/** Whether `url` points off-site (`https:`, `mailto:`, protocol-relative …). */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** Join a site URL (`https://example.com/docs`) and a base-prefixed path into an absolute URL. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = new URL(siteUrl).origin;
  return origin + path;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * `encodeURIComponent` that never throws: a lone surrogate (not text, but a JSON or YAML escape such as `"\udfff"` can
 * make one) becomes U+FFFD, as a browser would encode it.
 */
export function encodeUriComponentSafe(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\ufffd'));
}

/**
 * A `/`-separated file path as a URL path: each segment percent-encoded, so `#`, `?`, `%` and spaces in a file name
 * stay part of the path (`#frag.md` → `%23frag.md`). Page URLs (`graph/urls.ts`, and so `sitemap.xml`) and the URLs
 * of their `.md` files are made with it.
 */
export function encodePathSegments(path: string): string {
  return path.split('/').map(encodeUriComponentSafe).join('/');
}

/** `decodeURI` and `decodeURIComponent` that give back `value` as it is when its escapes are malformed. */
export function decodeUriSafe(value: string, component = true): string {
  if (!value.includes('%')) return value;
  try {
    return component ? decodeURIComponent(value) : decodeURI(value);
  } catch {
    return value;
  }
}

/**
 * The path `target` names from the folder `folder` (`/`-separated, '' for the docs folder's root), with its `.` and
 * `..` segments resolved; undefined when it climbs above the root. A trailing `/` of `target` is kept.
 */
export function resolveRelativePath(target: string, folder: string): string | undefined {
  const segments = folder === '' ? [] : folder.split('/');
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else segments.push(segment);
  }
  const trailingSlash = target.endsWith('/') && segments.length > 0;
  return segments.join('/') + (trailingSlash ? '/' : '');
}
