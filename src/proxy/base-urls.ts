/** The base URLs the playground proxy may send to, from the resolved site. */
import type { SiteGraph } from '../graph/types.js';

/**
 * `api.baseUrl`, plus the servers of every endpoint page (OpenAPI `servers`, or the origin of an `api:` URL), without
 * duplicates. These are exactly the URLs the playground offers, so the proxy reaches nothing else.
 */
export function getPlaygroundBaseUrls(graph: Pick<SiteGraph, 'config' | 'pages'>): string[] {
  const urls = new Set<string>(graph.config.api.baseUrl);
  for (const page of graph.pages) for (const server of page.operation?.servers ?? []) urls.add(server.url);
  return [...urls].filter((url) => /^https?:\/\//i.test(url));
}
