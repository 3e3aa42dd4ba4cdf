/** One {@link PageNode} per markdown file, with its URL and metadata; two files with one URL are an error. */
import { getPageMeta } from '../content/page-meta.js';
import type { ContentIndex } from '../content/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { TOP_ID } from './anchors.js';
import type { PageNode } from './types.js';
import { getPageUrls } from './urls.js';

/** Create a page node for every page in `content`, not yet placed in the navigation (unlisted, top anchor). */
export function createPageNodes(content: ContentIndex): { pages: Map<string, PageNode>; diagnostics: Diagnostic[] } {
  const pages = new Map<string, PageNode>();
  const diagnostics: Diagnostic[] = [];
  for (const [path, raw] of content.pages) {
    const meta = getPageMeta(path, raw);
    diagnostics.push(...meta.diagnostics);
    const lastModified = content.lastModified?.get(path);
    pages.set(path, {
      type: 'page',
      path,
      ...getPageUrls(path),
      title: meta.title,
      sidebarTitle: meta.sidebarTitle,
      description: meta.description,
      frontmatter: meta.frontmatter,
      settings: meta.settings,
      groups: [],
      anchor: TOP_ID,
      section: -1,
      listed: false,
      ...(content.generatedPages?.has(path) && { generated: true as const }),
      ...(lastModified !== undefined && { lastModified }),
    });
  }
  return { pages, diagnostics };
}

/**
 * Find files that map to the same URL (`a.md` and `a.mdx`, or `a.md` and `a/index.md`) and remove all but one from
 * `pages`: the one listed first in navigation, else the `.mdx` one (as Mintlify), else the first by path. Mintlify
 * builds such projects, so each removed file gets a `graph/duplicate-url` warning naming the one that is built.
 */
export function dropUrlConflicts(pages: Map<string, PageNode>, listedRank: ReadonlyMap<string, number>): Diagnostic[] {
  const byUrl = new Map<string, PageNode>();
  const clashes = new Map<string, PageNode[]>();
  for (const page of pages.values()) {
    const first = byUrl.get(page.url);
    if (first === undefined) byUrl.set(page.url, page);
    else clashes.set(page.url, [...(clashes.get(page.url) ?? [first]), page]);
  }
  const diagnostics: Diagnostic[] = [];
  for (const [url, clash] of clashes) {
    const rank = (page: PageNode) => listedRank.get(page.path) ?? Infinity;
    const mdx = (page: PageNode) => (page.path.endsWith('.mdx') ? 0 : 1);
    const keep = clash.reduce((best, page) =>
      rank(page) < rank(best) || (rank(page) === rank(best) && mdx(page) < mdx(best)) ? page : best,
    );
    for (const page of clash) {
      if (page === keep) continue;
      pages.delete(page.path);
      diagnostics.push({
        severity: 'warning',
        rule: 'graph/duplicate-url',
        file: page.path,
        message: `${page.path} and ${keep.path} both map to the URL ${url}; only ${keep.path} is built`,
        hint: `rename or remove ${page.path} to build it too, or to silence this`,
      });
    }
  }
  return diagnostics;
}
