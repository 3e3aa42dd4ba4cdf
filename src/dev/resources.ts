/**
 * Turn a request path into the resource the dev server sends: a rendered page, a generated file, a page's `.md` or
 * `llms.txt` (made on request), a static file of the docs folder, a redirect, or the site's own `404.html` with
 * status 404. Before a site could be loaded at all (broken `site.json` at start), every path gets a placeholder page
 * that the error overlay covers.
 */
import { markdownOutPath } from '../render/page-markdown.js';
import { textOf, type GeneratedFile } from '../render/styles.js';
import { contentHash } from '../utils/hash.js';
import { lookupPath } from './lookup.js';
import type { DevMarkdown } from './markdown-files.js';
import { escapeHtml } from './overlay.js';
import type { CachedPage } from './page-cache.js';
import type { DevState } from './state.js';
import type { DevHtmlResource, DevResource } from './types.js';

const hashes = new WeakMap<GeneratedFile, string>();

/**
 * Resolve `pathname` against `state`; `renderPage` renders (or takes from the cache) a page by source path, and
 * `markdown` makes the Markdown files.
 */
export function resolveResource(
  state: DevState | undefined,
  pathname: string,
  search: string,
  renderPage: (path: string) => CachedPage | undefined,
  markdown: DevMarkdown,
): DevResource {
  if (!state) return unavailable();
  const target = lookupPath(state, pathname, search);
  switch (target.kind) {
    case 'page': {
      const page = renderPage(target.page.path);
      if (!page) throw new Error(`Internal error: page ${target.page.path} is in the graph but could not be rendered`);
      return { kind: 'html', key: `page:${target.page.path}`, status: 200, html: page.rendered.html, hash: page.hash };
    }
    case 'file': {
      const file = state.files.get(target.path)!;
      if (target.path.endsWith('.html')) return htmlFile(file, 200);
      return { kind: 'file', key: `file:${file.path}`, path: file.path, content: file.content };
    }
    case 'asset':
      return { kind: 'asset', key: `asset:${target.path}`, path: target.path };
    case 'markdown': {
      const path = markdownOutPath(target.page.outPath);
      return {
        kind: 'file',
        key: `markdown:${target.page.path}`,
        path,
        content: markdown.page(state, target.page.path),
      };
    }
    case 'llms':
      return {
        kind: 'file',
        key: `file:${target.path}`,
        path: target.path,
        content: markdown.llms(state, target.path),
      };
    case 'redirect':
      return {
        kind: 'redirect',
        key: 'redirect',
        location: target.location,
        ...(target.status && { status: target.status }),
      };
    case 'not-found':
      return notFoundResource(state);
  }
}

/** The key of the resource at `pathname` (as in {@link DevResource}), without rendering anything. */
export function resourceKey(state: DevState | undefined, pathname: string): string {
  if (!state) return 'unavailable';
  const target = lookupPath(state, pathname);
  switch (target.kind) {
    case 'page':
      return `page:${target.page.path}`;
    case 'file':
      return `file:${target.path}`;
    case 'asset':
      return `asset:${target.path}`;
    case 'markdown':
      return `markdown:${target.page.path}`;
    case 'llms':
      return `file:${target.path}`;
    case 'redirect':
      return 'redirect';
    case 'not-found':
      return 'file:404.html';
  }
}

/** The site's `404.html`, with status 404. */
export function notFoundResource(state: DevState | undefined): DevHtmlResource {
  if (!state) return unavailable();
  const notFound = state.files.get('404.html');
  if (!notFound) throw new Error('Internal error: the site has no 404.html');
  return htmlFile(notFound, 404);
}

function htmlFile(file: GeneratedFile, status: number): DevHtmlResource {
  let hash = hashes.get(file);
  if (hash === undefined) {
    hash = contentHash(file.content, 12);
    hashes.set(file, hash);
  }
  return { kind: 'html', key: `file:${file.path}`, status, html: textOf(file), hash };
}

const PLACEHOLDER = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml('Quire dev server')}</title></head>
<body style="font: 16px/1.5 system-ui, sans-serif; margin: 10vh auto; max-width: 40rem; padding: 0 1rem">
<h1>The site could not be loaded</h1>
<p>Quire could not load this site: the errors are listed in the terminal and over this page. Fix them and save; this page reloads by itself.</p>
</body>
</html>
`;

function unavailable(): DevHtmlResource {
  return { kind: 'html', key: 'unavailable', status: 503, html: PLACEHOLDER, hash: contentHash(PLACEHOLDER, 12) };
}
