/**
 * The configured redirects as the dev server answers them: what Netlify does with the `_redirects` the build
 * writes. A path that is a file of the site (a page, a redirect page, a static file) is served; any other path that
 * a redirect's source matches, `:name` and `*` included, gets a 301 (`permanent`) or 302 to the destination, the
 * first match winning in the order of `_redirects` (`render/redirect-files.ts`).
 */
import type { RedirectConfig } from '../config/types.js';
import { netlifyRedirectOrder } from '../render/redirect-files.js';
import { compilePattern, fillDestination } from '../utils/redirect-pattern.js';
import { isExternalUrl, withBase } from '../utils/url.js';

/** Where a redirect sends a path, with its status. */
export interface RedirectAnswer {
  location: string;
  status: 301 | 302;
}

/** A function from a site path (relative to the base, decoded, no leading `/`) to its redirect, if any. */
export type RedirectMatcher = (rel: string) => RedirectAnswer | undefined;

/** The matcher for `redirects` on a site served under `base`. */
export function createRedirectMatcher(redirects: readonly RedirectConfig[], base: string): RedirectMatcher {
  const entries = netlifyRedirectOrder(redirects).map((redirect) => ({
    redirect,
    match: compilePattern(redirect.source),
  }));
  if (entries.length === 0) return () => undefined;
  return (rel) => {
    for (const { redirect, match } of entries) {
      const params = match(`/${hideQueryMarks(rel)}`);
      if (!params) continue;
      // Parameters go into the URL encoded, so a `?` or `#` in a path segment stays part of the path.
      const encoded = Object.fromEntries(
        Object.entries(params).map(([name, value]) => [
          name,
          showQueryMarks(value).split('/').map(encodeURIComponent).join('/'),
        ]),
      );
      const filled = fillDestination(redirect.destination, encoded);
      // Judged on the destination as written: a splat that starts with `/` (`/go*` → `/*`) must not make a
      // `//host` URL, which browsers read as another site; one leading slash is kept.
      const location = isExternalUrl(redirect.destination) ? filled : withBase(base, filled.replace(/^[/\\]+/, '/'));
      return { location: asciiOnly(location), status: redirect.permanent ? 301 : 302 };
    }
    return undefined;
  };
}

/**
 * `rel` is decoded: a `?` or `#` in it was `%3F` or `%23` in the request, part of a segment, but patterns cut a path
 * at them. They are matched as NUL-marked stand-ins (a path of the site never holds NUL: safeRelativePath refuses it).
 */
function hideQueryMarks(rel: string): string {
  return rel.replace(/[?#]/g, (mark) => (mark === '?' ? '\0q' : '\0h'));
}

function showQueryMarks(value: string): string {
  return value.replace(/\0([qh])/g, (_, mark: string) => (mark === 'q' ? '?' : '#'));
}

/** A `Location` header carries ASCII: other characters of the author's destination are percent-encoded. */
function asciiOnly(url: string): string {
  return url.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
}
