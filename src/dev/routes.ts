/**
 * The dev server's own routes, tried before static serving. This list is the one place to add server-side routes
 * (the API playground's proxy goes here as one more entry).
 */
import { getPlaygroundBaseUrls } from '../proxy/base-urls.js';
import { createProxyRoute } from '../proxy/proxy-route.js';
import type { Route } from '../server/http-server.js';
import { CLIENT_PATH, CLIENT_SCRIPT, EVENTS_PATH } from './client.js';
import type { ReloadHub } from './reload.js';

/** What the routes need. */
export interface DevRouteContext {
  hub: ReloadHub;
  /** The current plan; the proxy reads the API base URLs from it on every request (site.json may change). */
  plan(): Parameters<typeof getPlaygroundBaseUrls>[0] | undefined;
  /** The search index's files. */
  search?: Route;
}

/** The dev server's routes: live-reload events and client, the API playground proxy, and the search index. */
export function createDevRoutes(context: DevRouteContext): Route[] {
  return [
    createProxyRoute({
      allowedBaseUrls: () => {
        const current = context.plan();
        return current ? getPlaygroundBaseUrls(current) : [];
      },
    }),
    ...(context.search ? [context.search] : []),
    { method: 'GET', path: EVENTS_PATH, handle: (request, response) => context.hub.connect(request, response) },
    {
      method: 'GET',
      path: CLIENT_PATH,
      handle(_request, response) {
        response.writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Content-Length': Buffer.byteLength(CLIENT_SCRIPT),
          'Cache-Control': 'no-store',
        });
        response.end(CLIENT_SCRIPT);
      },
    },
  ];
}
