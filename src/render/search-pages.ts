/**
 * The pages a site's search indexes, with what the search shards are planned from (search/shard-plan.ts): pages
 * search engines may index, in navigation order, with their language and search scope as the page template writes
 * them. Pages with robots `noindex` (front matter, or hidden and unlisted pages unless the site indexes hidden pages)
 * stay out of the site's own search too, as on Mintlify, and so do pages with front matter `searchable: false`.
 */
import type { SiteGraph } from '../graph/types.js';
import { getSearchScope } from '../search/page-scope.js';
import type { ShardPage } from '../search/shard-plan.js';
import { getPageLanguage, isPageIndexed } from './page-head.js';

/** The indexed pages of `graph`. */
export function searchPagesOf(graph: SiteGraph): ShardPage[] {
  const pages: ShardPage[] = [];
  for (const [order, page] of graph.pages.entries()) {
    if (!isPageIndexed(page, graph.config) || page.settings.unsearchable) continue;
    const language = getPageLanguage(graph, page).lang.toLowerCase();
    const scope = getSearchScope(graph, page)?.id;
    pages.push({ order, url: page.url, language, ...(scope !== undefined && { scope }) });
  }
  return pages;
}
