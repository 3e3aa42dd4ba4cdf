/**
 * The API servers of endpoint pages (OpenAPI `servers`, the origin of an `api:` URL) go into `connect-src` of the
 * Content-Security-Policy, so the playground may call them. One whose host is not only a host
 * (`https://api.example.com;sandbox`) is left out of the policy (`utils/policy-origin.ts`); this says so, once per
 * server, at the OpenAPI file or the page. (`api.baseUrl` is checked with the config, at its setting.)
 */
import type { SiteConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import type { PageOperations } from '../openapi/pages.js';
import { policyOrigin } from '../utils/policy-origin.js';

/** A warning for each http(s) server URL of `operations` that no policy can name. */
export function checkServerHosts(operations: PageOperations, config: Pick<SiteConfig, 'api'>): Diagnostic[] {
  const reported = new Set(config.api.baseUrl.map((url) => url.replace(/\/+$/, '') || url));
  const diagnostics: Diagnostic[] = [];
  for (const [page, operation] of Object.entries(operations)) {
    for (const { url } of operation.servers) {
      if (reported.has(url) || !/^https?:/i.test(url) || policyOrigin(url) !== undefined) continue;
      reported.add(url);
      diagnostics.push({
        severity: 'warning',
        rule: 'openapi/invalid-server',
        file: operation.file ?? page,
        message: `API server "${url}" has a host that is not a plain host name; it is left out of connect-src in _headers, so the playground cannot call it where that policy applies`,
        hint: 'give the server as an https: URL such as "https://api.example.com/v1", or set api.baseUrl',
      });
    }
  }
  return diagnostics;
}
