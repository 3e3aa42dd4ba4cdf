/** Clean URLs: where a markdown source ends up (`guide/setup.md` → `/guide/setup/` in `guide/setup/index.html`). */
import { encodePathSegments } from '../utils/url.js';

const PAGE_EXTENSION = /\.mdx?$/;
const EXTERNAL_URL = /^(?:[a-z][a-z0-9+.-]*:)?\/\/|^mailto:/i;

/** The URL facts of one page source. */
export interface PageUrls {
  /** Path without extension, e.g. `guide/setup`, `index`, `guide/index`. */
  slug: string;
  /** Site-relative clean URL, percent-encoded: `/guide/setup/`, `/` for the root page. */
  url: string;
  /** Output file relative to the output folder, e.g. `guide/setup/index.html`. */
  outPath: string;
}

/** Whether `path` is a markdown page source (`.md` or `.mdx`). */
export function isPagePath(path: string): boolean {
  return PAGE_EXTENSION.test(path);
}

/** Remove a trailing `.md`/`.mdx` from `path`. */
export function stripPageExtension(path: string): string {
  return path.replace(PAGE_EXTENSION, '');
}

/** Get the slug, clean URL and output file of the page at `path` (relative, `/`-separated). */
export function getPageUrls(path: string): PageUrls {
  const slug = stripPageExtension(path);
  // `index` pages stand for their folder: `guide/index.md` is `/guide/`.
  const folder = slug === 'index' ? '' : slug.endsWith('/index') ? slug.slice(0, -'/index'.length) : slug;
  if (folder === '') return { slug, url: '/', outPath: 'index.html' };
  const url = `/${encodePathSegments(folder)}/`;
  return { slug, url, outPath: `${folder}/index.html` };
}

/** Whether an anchor or tab `url` links elsewhere (`https://…`, `//host/…`, `mailto:…`), not to a folder. */
export function isExternalUrl(url: string): boolean {
  return EXTERNAL_URL.test(url.trim());
}

/** Normalise an anchor or tab `url` to a folder prefix: no leading or trailing `/` (`/api/` → `api`). */
export function normalizePrefix(url: string): string {
  return url.trim().replace(/^\/+/, '').replace(/\/+$/, '');
}

/** The URL of a folder prefix, used when an anchor or tab lists no page: `api` → `/api/`. */
export function prefixUrl(prefix: string): string {
  return prefix === '' ? '/' : `/${encodePathSegments(prefix)}/`;
}
