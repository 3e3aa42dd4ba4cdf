/**
 * Map a request path to what the dev server serves, the way a static host maps it onto a build: clean page URLs
 * (`/guide/setup/`, also `/guide/setup/index.html`), a redirect from `/guide/setup` to `/guide/setup/`, generated
 * files (stylesheets, `404.html`, redirect pages …), each page's `.md` and `llms.txt`, the docs folder's static
 * files, and the configured redirects where no file is. Anything else is not found. Pure lookup:
 * the request path is checked by `safeRelativePath`, and only names the site knows are ever returned.
 */
import type { PageNode } from '../graph/types.js';
import { safeRelativePath } from '../server/safe-path.js';
import { encodeUriComponentSafe } from '../utils/url.js';
import { LLMS_FILES, type LlmsFile } from './markdown-files.js';
import type { RedirectMatcher } from './redirects.js';

/** What the session knows by URL. */
export interface LookupIndex {
  base: string;
  /** Pages by output path (`guide/setup/index.html`, `index.html`). */
  pagesByOutPath: ReadonlyMap<string, PageNode>;
  /** Generated files by output path (`404.html`, `_quire/quire.1234abcd.css`). */
  files: ReadonlyMap<string, unknown>;
  /** Static files of the docs folder, relative paths. */
  assets: ReadonlySet<string>;
  /** Pages by the output path of their Markdown version (`guide/setup.md`); with it, `llms.txt` is served too. */
  markdownPages?: ReadonlyMap<string, PageNode>;
  /** The configured redirects, for paths that are no file of the site. */
  redirect?: RedirectMatcher;
}

/** The result of a lookup. */
export type LookupTarget =
  | { kind: 'page'; page: PageNode }
  | { kind: 'file'; path: string }
  | { kind: 'asset'; path: string }
  | { kind: 'markdown'; page: PageNode }
  | { kind: 'llms'; path: LlmsFile }
  | { kind: 'redirect'; location: string; status?: 301 | 302 }
  | { kind: 'not-found' };

const INDEX = 'index.html';

/** Find what `pathname` (the percent-encoded path of a request URL, without query) points at. */
export function lookupPath(index: LookupIndex, pathname: string, search = ''): LookupTarget {
  const rel = safeRelativePath(pathname, index.base);
  if (rel === undefined) return { kind: 'not-found' };
  const isIndexFile = rel === INDEX || rel.endsWith(`/${INDEX}`);
  const folderIndex = isIndexFile ? rel : rel === '' ? INDEX : `${rel}/${INDEX}`;
  // A folder URL without its trailing slash redirects, as static hosts do, so relative links resolve the same way.
  const redirect = !isIndexFile && rel !== '' && !pathname.endsWith('/');
  // Built from the checked path, never from the raw one: `//evil.example/` must not become an open redirect.
  const location = `${index.base}${rel.split('/').map(encodeUriComponentSafe).join('/')}/${search}`;
  const page = index.pagesByOutPath.get(folderIndex);
  if (page) return redirect ? { kind: 'redirect', location } : { kind: 'page', page };
  if (index.files.has(rel)) return { kind: 'file', path: rel };
  if (index.files.has(folderIndex))
    return redirect ? { kind: 'redirect', location } : { kind: 'file', path: folderIndex };
  // What the build writes beside pages: each page's `.md`, and `llms.txt` / `llms-full.txt` unless the docs folder
  // has its own, which wins (site/agent-files.ts).
  const markdownPage = index.markdownPages?.get(rel);
  if (markdownPage) return { kind: 'markdown', page: markdownPage };
  if (index.markdownPages && isLlmsFile(rel) && !index.assets.has(rel)) return { kind: 'llms', path: rel };
  if (index.assets.has(rel)) return { kind: 'asset', path: rel };
  // A configured redirect applies where no file is, as on Netlify.
  const redirected = index.redirect?.(rel);
  if (redirected) return { kind: 'redirect', ...redirected };
  return { kind: 'not-found' };
}

function isLlmsFile(rel: string): rel is LlmsFile {
  return (LLMS_FILES as readonly string[]).includes(rel);
}
