/**
 * The dev server's own routes, tried before static serving. This list is the one place to add server-side routes
 * (the API playground's proxy goes here as one more entry).
 */
import type { Route } from '../server/http-server.js';
import { CLIENT_PATH, CLIENT_SCRIPT, EVENTS_PATH } from './client.js';
import type { ReloadHub } from './reload.js';

/** What the routes need. */
export interface DevRouteContext {
  hub: ReloadHub;
}

/** The dev server's routes: the live-reload event stream and its client script. */
export function createDevRoutes(context: DevRouteContext): Route[] {
  return [
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
