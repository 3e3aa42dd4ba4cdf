/**
 * Resolve a link or image URL written in a page to what it points at: an external URL, a fragment of the
 * same page, another page, a static file, or nothing (a broken link). Pure string work, no I/O.
 */
import { didYouMeanHint } from '../utils/did-you-mean.js';
import { compilePattern } from '../utils/redirect-pattern.js';
import { decodeUriSafe, resolveRelativePath } from '../utils/url.js';
import type { LinkContext } from './types.js';

/** What a URL written in a page points at. */
export type LinkTarget =
  | { kind: 'external' }
  | { kind: 'same-page'; fragment?: string }
  | { kind: 'page'; path: string; href: string; fragment?: string }
  | { kind: 'asset'; path: string; href: string }
  /** The source of a configured redirect: a reader who follows it is sent on, so it is not broken. */
  | { kind: 'redirect'; path: string; href: string }
  | { kind: 'missing'; path: string };

/**
 * What a page's rendering looked up among the site's pages: each page path tried, with the URL it had (null: no such
 * page), or `*` when it looked at every page (a "did you mean" hint). The build cache keeps this with the page, so
 * that adding or removing a page renders again only the pages whose links it changes (see cache/page-entries.ts).
 */
export type PageLookups = Array<[path: string, url: string | null]>;

/** The lookups being recorded: rendering is synchronous, so one page at a time per thread. */
let recording: Map<string, string | null> | undefined;

/** Run `render` and return what it gave with the page lookups it made (sorted by path). */
export function trackPageLookups<T>(render: () => T): { result: T; lookups: PageLookups } {
  const outer = recording;
  const lookups = new Map<string, string | null>();
  recording = lookups;
  try {
    const result = render();
    return { result, lookups: [...lookups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) };
  } finally {
    recording = outer;
  }
}

/** Note that the page being rendered depends on every page of the site (`*` in {@link PageLookups}). */
export function noteAllPagesLookup(): void {
  recording?.set('*', null);
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const PAGE_EXTENSION = /\.mdx?$/;

/** Resolve `url`, written in the page at `pagePath`, against the site's pages and static files. */
export function resolveLinkTarget(url: string, pagePath: string, context: LinkContext): LinkTarget {
  if (url === '' || SCHEME.test(url) || url.startsWith('//')) return { kind: 'external' };

  const hashIndex = url.indexOf('#');
  const beforeHash = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const fragment = hashIndex === -1 ? undefined : decodeFragment(url.slice(hashIndex + 1));
  const queryIndex = beforeHash.indexOf('?');
  const pathPart = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  if (pathPart === '') return { kind: 'same-page', fragment };

  const path = resolvePath(decodeUriSafe(pathPart), pagePath);
  if (path === undefined) return { kind: 'missing', path: pathPart };
  // Keep the query and fragment exactly as written.
  const suffix = url.slice(pathPart.length);

  const pagePathFound = findPage(path, context);
  if (pagePathFound !== undefined) {
    const href = context.base + context.urlByPath[pagePathFound].replace(/^\//, '') + suffix;
    return { kind: 'page', path: pagePathFound, href, fragment };
  }
  if (Object.hasOwn(context.assets, path)) {
    return { kind: 'asset', path, href: context.base + path.replace(/[#?]/g, encodeURIComponent) + suffix };
  }
  if (context.redirects?.length && matchesRedirect(path, context.redirects)) {
    return { kind: 'redirect', path, href: context.base + path.replace(/[#?]/g, encodeURIComponent) + suffix };
  }
  return { kind: 'missing', path };
}

/** A "did you mean" hint for a link to a page that does not exist, over page paths without extension. */
export function missingPageHint(path: string, context: LinkContext): string | undefined {
  noteAllPagesLookup();
  const candidates = new Set<string>();
  for (const pagePath of Object.keys(context.urlByPath)) {
    const slug = pagePath.replace(PAGE_EXTENSION, '');
    candidates.add(slug);
    if (slug === 'index') continue;
    if (slug.endsWith('/index')) candidates.add(slug.slice(0, -'/index'.length));
  }
  const input = path.replace(/\/$/, '').replace(PAGE_EXTENSION, '');
  return suggestAbsolute(didYouMeanHint(input, candidates));
}

/** A "did you mean" hint for an image or file that does not exist, over the static files. */
export function missingAssetHint(path: string, context: LinkContext): string | undefined {
  return suggestAbsolute(didYouMeanHint(path, Object.keys(context.assets)));
}

// Compiled once per list: the same context serves every link of every page a renderer renders.
const compiledRedirects = new WeakMap<readonly string[], Array<(path: string) => unknown>>();

function matchesRedirect(path: string, sources: readonly string[]): boolean {
  let matchers = compiledRedirects.get(sources);
  if (!matchers) {
    matchers = sources.map(compilePattern);
    compiledRedirects.set(sources, matchers);
  }
  return matchers.some((match) => match(`/${path}`) !== undefined);
}

function findPage(path: string, context: LinkContext): string | undefined {
  const bare = path.replace(/\/$/, '');
  const candidates =
    bare === ''
      ? ['index.md', 'index.mdx']
      : [`${bare}.md`, `${bare}.mdx`, `${bare}/index.md`, `${bare}/index.mdx`, bare];
  return candidates.find((candidate) => {
    const found = Object.hasOwn(context.urlByPath, candidate);
    recording?.set(candidate, found ? context.urlByPath[candidate] : null);
    return found;
  });
}

/** Resolve `.`/`..` against the page's folder (or the root for `/…`); undefined when it climbs above the root. */
function resolvePath(target: string, pagePath: string): string | undefined {
  return resolveRelativePath(target, target.startsWith('/') ? '' : pagePath.split('/').slice(0, -1).join('/'));
}

function decodeFragment(fragment: string): string | undefined {
  return fragment === '' ? undefined : decodeUriSafe(fragment);
}

function suggestAbsolute(hint: string | undefined): string | undefined {
  // Suggest the root-relative form: it works from any page.
  return hint?.replace(/`([^`]*)`/, '`/$1`');
}
