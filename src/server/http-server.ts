/**
 * The HTTP server shared by `quire preview`, `quire proxy` and `quire dev`: server-side routes first (e.g. the API
 * playground proxy), then static files. Binds to loopback unless told otherwise.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { HostCheck } from './allowed-host.js';
import type { StaticHandler } from './static-files.js';

/** A server-side route, matched by method and exact path (or path prefix when `path` ends with `/`). */
export interface Route {
  method: string;
  path: string;
  handle(request: IncomingMessage, response: ServerResponse): Promise<void> | void;
}

/** Options of {@link createSiteServer}. */
export interface SiteServerOptions {
  /** Refuse (403) requests whose `Host` header fails this check (DNS rebinding). Default: any host. */
  allowedHost?: HostCheck;
  /** Said after the refusal of a `Host`, e.g. how to accept another name. */
  refusedHostHint?: string;
}

/** Create a server that tries `routes` in order, then serves static files for GET and HEAD. */
export function createSiteServer(routes: Route[], serveStatic: StaticHandler, options: SiteServerOptions = {}): Server {
  return createServer((request, response) => {
    if (options.allowedHost && !options.allowedHost(request.headers.host)) {
      response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      const hint = options.refusedHostHint ? ` ${options.refusedHostHint}` : '';
      return void response.end(
        `Forbidden: this server only answers requests for localhost, an IP address or the host it listens on.${hint}\n`,
      );
    }
    handle(routes, serveStatic, request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Internal server error');
      process.stderr.write(`quire: internal error while serving ${request.url}: ${String(error)}\n`);
    });
  });
}

async function handle(
  routes: Route[],
  serveStatic: StaticHandler,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const pathname = (request.url ?? '/').split('?')[0];
  for (const route of routes) {
    const matches = route.path.endsWith('/') ? pathname.startsWith(route.path) : pathname === route.path;
    if (matches && route.method === request.method) return route.handle(request, response);
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    return void response.end('Method not allowed');
  }
  await serveStatic(request, response);
}

/** Start listening and resolve with the actual port (useful with port 0). */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * Resolves on the first Ctrl-C (SIGINT) or SIGTERM. Call it before the server prints its address, so a stop right
 * after the banner is never missed.
 */
export function stopSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

/** Stop listening and end every open connection, a half-sent request's included, then resolve. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
