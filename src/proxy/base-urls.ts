/** The base URLs the playground proxy may send to, from the resolved site. */
import type { SiteConfig } from '../config/types.js';
import type { OperationView, ServerView } from '../openapi/types.js';

/**
 * `api.baseUrl`, plus the servers of every endpoint page (OpenAPI `servers`, or the origin of an `api:` URL), without
 * duplicates. These are exactly the URLs the playground offers, so the proxy reaches nothing else.
 */
export function getPlaygroundBaseUrls(plan: {
  graph: { config: Pick<SiteConfig, 'api'> };
  operations: Readonly<Record<string, OperationView>>;
}): string[] {
  const urls = new Set<string>(plan.graph.config.api.baseUrl);
  for (const operation of Object.values(plan.operations))
    for (const server of operation.servers) for (const url of serverUrls(server)) urls.add(url);
  return [...urls].filter((url) => /^https?:\/\//i.test(url));
}

/** Most URLs one server's `enum` variables may expand to; past it, only the defaults are allowed. */
const MAX_SERVER_VARIANTS = 64;

/**
 * The URLs a server may be called at from the playground: its defaults, and every combination of the values its
 * variables' `enum`s list (the playground offers them in a select). Free-text variables keep their default here.
 */
export function serverUrls(server: ServerView): string[] {
  if (!server.template || !server.variables) return [server.url];
  let combos: Array<Record<string, string>> = [{}];
  for (const variable of server.variables) {
    const values = variable.enum ?? [variable.default];
    if (combos.length * values.length > MAX_SERVER_VARIANTS) return [server.url];
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [variable.name]: value })));
  }
  const template = server.template;
  return [
    server.url,
    ...combos.map((combo) => {
      const url = template.replace(/\{([^}]+)\}/g, (match, name: string) => combo[name] ?? match);
      return url.replace(/\/+$/, '') || url;
    }),
  ];
}
