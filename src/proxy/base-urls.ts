/** The base URLs the playground proxy may send to, from the resolved site. */
import type { SiteConfig } from '../config/types.js';
import type { OperationView } from '../openapi/types.js';

/**
 * `api.baseUrl`, plus the servers of every endpoint page (OpenAPI `servers`, or the origin of an `api:` URL), without
 * duplicates. These are exactly the URLs the playground offers, so the proxy reaches nothing else.
 */
export function getPlaygroundBaseUrls(plan: {
  graph: { config: Pick<SiteConfig, 'api'> };
  operations: Readonly<Record<string, OperationView>>;
}): string[] {
  const urls = new Set<string>(plan.graph.config.api.baseUrl);
  for (const operation of Object.values(plan.operations)) for (const server of operation.servers) urls.add(server.url);
  return [...urls].filter((url) => /^https?:\/\//i.test(url));
}
