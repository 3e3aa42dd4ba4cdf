/**
 * Where the redirect page of each literal redirect source goes in the output, and why a source gets none. A redirect
 * page must never take the place of another output: a page (`/x`, `/x/`, `/x/index`, `/x/index.html` and their case
 * variants are all the page `/x` on some host or file system), a static file, a file Quire generates (`_headers`,
 * `llms.txt`, a page's `.md` …), Quire's `_quire/` folder, or another redirect page; nor be a path no file system
 * can hold (a NUL byte, a 300-character name). Without this check such a source silently replaced the home page, or
 * crashed the build half-way through writing. Pure: works on the graph, shared by the plan stage's checks
 * (`site/redirects.ts`) and the files the build writes (`site/site-files.ts`), so both agree.
 */
import type { RedirectConfig } from '../config/types.js';
import type { SiteGraph } from '../graph/types.js';
import { markdownOutPath } from '../render/page-markdown.js';
import { isLiteralPattern, isUsableSource, normalizeRedirectPath } from '../utils/redirect-pattern.js';
import { decodeUriSafe } from '../utils/url.js';
import { RESERVED_FOLDER } from './output-paths.js';

/** Files a build may write at the root of the output besides pages, their `.md` and static files. */
const ROOT_FILES = [
  'index.html',
  '404.html',
  'sitemap.xml',
  'robots.txt',
  'llms.txt',
  'llms-full.txt',
  '_headers',
  '_redirects',
  'vercel.json',
  '.quire-output',
];

/** The longest file name (in UTF-8 bytes) common file systems hold. */
const MAX_NAME_BYTES = 255;

/**
 * Why a literal source gets no redirect page (the entry stays in `_redirects` and `vercel.json`, unless it sends a page
 * or file off-site: `checkRedirects` leaves those out).
 */
export type RedirectPageProblem =
  | { kind: 'page'; page: string }
  | { kind: 'file'; file: string }
  | { kind: 'generated'; file: string; markdownOf?: string }
  | { kind: 'redirect'; other: RedirectConfig; file: string; path: string }
  | { kind: 'invalid'; why: string };

/** The redirect pages to write, and the literal sources that get none with the reason. */
export interface RedirectPages {
  pages: Array<{ redirect: RedirectConfig; path: string }>;
  problems: Array<{ redirect: RedirectConfig; problem: RedirectPageProblem }>;
}

/**
 * The key two paths share when a host or file system serves them as one page: decoded, without `/index`,
 * `/index.html` or trailing slashes, in lower case (macOS and Windows file systems ignore case).
 */
export function samePageKey(path: string): string {
  const decoded = decodeUriSafe(normalizeRedirectPath(path)).normalize('NFC').toLowerCase();
  const bare = decoded.replace(/(?:\/index(?:\.html?)?)?\/*$/, '');
  return bare === '' ? '/' : bare;
}

/** Decide the redirect page of every literal, usable source of `graph.config.redirects`, in config order. */
export function planRedirectPages(graph: Pick<SiteGraph, 'pages' | 'assets' | 'config'>): RedirectPages {
  const pages = new Map<string, string>();
  for (const page of graph.pages) {
    pages.set(samePageKey(page.url), page.path);
    // Mintlify also serves a page at its file path: `/assistant/index` is the page `assistant/index.mdx`.
    pages.set(samePageKey(page.path.replace(/\.mdx?$/, '')), page.path);
  }
  // Every other output file, by its key on a case-insensitive file system, with what it is.
  const files = new Map<string, RedirectPageProblem>();
  const claim = (path: string, problem: RedirectPageProblem) => {
    if (!files.has(fileKey(path))) files.set(fileKey(path), problem);
  };
  for (const asset of graph.assets) claim(asset, { kind: 'file', file: asset });
  for (const file of ROOT_FILES) claim(file, { kind: 'generated', file });
  for (const page of graph.pages) {
    claim(page.outPath, { kind: 'page', page: page.path });
    claim(markdownOutPath(page.outPath), {
      kind: 'generated',
      file: markdownOutPath(page.outPath),
      markdownOf: page.path,
    });
  }
  const folders = new Map<string, RedirectPageProblem>();
  for (const [key, problem] of files) for (const folder of parentFolders(key)) folders.set(folder, problem);

  const result: RedirectPages = { pages: [], problems: [] };
  // The redirect pages so far, by key, and the folders they are in (`/a.html` and `/a.html/b` cannot both be).
  const written = new Map<string, { redirect: RedirectConfig; path: string }>();
  const writtenFolders = new Map<string, { redirect: RedirectConfig; path: string }>();
  for (const redirect of graph.config.redirects) {
    if (!isUsableSource(redirect.source) || !isLiteralPattern(redirect.source)) continue;
    const problem = (problem: RedirectPageProblem) => result.problems.push({ redirect, problem });
    const page = pages.get(samePageKey(redirect.source));
    if (page !== undefined) {
      problem({ kind: 'page', page });
      continue;
    }
    const path = redirectPagePath(redirect.source);
    if (typeof path !== 'string') {
      problem(path);
      continue;
    }
    const key = fileKey(path);
    const taken = takenBy(key, files, folders);
    if (taken) {
      problem(taken);
      continue;
    }
    const other =
      written.get(key) ??
      writtenFolders.get(key) ??
      parentFolders(key)
        .map((folder) => written.get(folder))
        .find(Boolean);
    if (other) {
      // The same source twice: the first wins on every host too, so there is nothing to say.
      if (normalizeRedirectPath(other.redirect.source) !== normalizeRedirectPath(redirect.source))
        problem({ kind: 'redirect', other: other.redirect, file: other.path, path });
      continue;
    }
    written.set(key, { redirect, path });
    for (const folder of parentFolders(key))
      if (!writtenFolders.has(folder)) writtenFolders.set(folder, { redirect, path });
    result.pages.push({ redirect, path });
  }
  return result;
}

/** What already holds the output file `key`, one of its folders, or a file inside it. */
function takenBy(
  key: string,
  files: ReadonlyMap<string, RedirectPageProblem>,
  folders: ReadonlyMap<string, RedirectPageProblem>,
): RedirectPageProblem | undefined {
  if (key === RESERVED_FOLDER || key.startsWith(`${RESERVED_FOLDER}/`))
    return { kind: 'generated', file: `${RESERVED_FOLDER}/` };
  const exact = files.get(key) ?? folders.get(key);
  if (exact) return exact;
  for (const folder of parentFolders(key)) {
    const file = files.get(folder);
    if (file) return file;
  }
  return undefined;
}

/**
 * Where the redirect page of `source` goes in the output: `old/page/index.html`, `old.html` for a source ending in
 * `.html`; or why it cannot be a file.
 */
function redirectPagePath(source: string): string | Extract<RedirectPageProblem, { kind: 'invalid' }> {
  const segments = decodeUriSafe(normalizeRedirectPath(source)).split('/').slice(1);
  const invalid = (why: string) => ({ kind: 'invalid' as const, why });
  // The root is the home page, or the page that sends readers to it.
  if (segments.length === 1 && segments[0] === '') return 'index.html';
  if (segments.some((s) => /[\u0000-\u001f\u007f]/.test(s))) return invalid('it has a control character (such as %00)');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return invalid('it has an empty, "." or ".." segment');
  if (segments.some((s) => s.includes('\\'))) return invalid('it has a backslash');
  const last = segments[segments.length - 1];
  // `/old.html` is a file of its own name; every other path is a folder with an index, like the pages.
  const path = /\.html?$/i.test(last) ? segments.join('/') : `${segments.join('/')}/index.html`;
  if (segments.some((s) => Buffer.byteLength(s) > MAX_NAME_BYTES))
    return invalid(`a segment is longer than the ${MAX_NAME_BYTES} bytes a file name may have`);
  return path;
}

function fileKey(path: string): string {
  return path.normalize('NFC').toLowerCase();
}

function parentFolders(key: string): string[] {
  const parts = key.split('/');
  return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('/'));
}
