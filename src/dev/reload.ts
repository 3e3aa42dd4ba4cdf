/**
 * Live reload over server-sent events. Each tab connects to `/__quire/events?path=<its URL path>&hash=<hash of the
 * HTML it got>`. After each batch of changes, the hub sends `reload` to the tabs whose resource changed (or now is
 * another resource, e.g. a 404 that became a page), then `built` to every tab. On connect, a tab whose hash is not
 * the current one (it missed a change while hidden or disconnected) gets `reload` at once. `errors` carries the
 * error overlay to every tab, and is sent on connect while there are errors.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OverlayPayload } from './overlay.js';
import type { DevResource, DevUpdate } from './types.js';

/** What the hub needs to know about the site. */
export interface ReloadHubOptions {
  /** The resource a tab at `pathname` shows now (see {@link DevResource}), rendered. */
  resolve(pathname: string): DevResource;
  /** Only the key of that resource (no rendering). */
  keyOf(pathname: string): string;
  /** Keep-alive comment interval, so dead connections are noticed. @default 15000 */
  heartbeatMs?: number;
}

/** The SSE hub. */
export interface ReloadHub {
  /** Handle a request to the events route. */
  connect(request: IncomingMessage, response: ServerResponse): void;
  /** Tell the tabs about a processed batch; returns how many were told to reload. */
  publish(update: DevUpdate): number;
  /** Show (or, with `html: ''`, clear) the error overlay in every tab; unchanged payloads are not re-sent. */
  setErrors(payload: OverlayPayload): void;
  /** End every connection. */
  close(): void;
  /** Number of connected tabs. */
  readonly size: number;
}

interface Client {
  response: ServerResponse;
  pathname: string;
  key: string;
}

/** Create an SSE hub. */
export function createReloadHub(options: ReloadHubOptions): ReloadHub {
  const clients = new Set<Client>();
  let errors: OverlayPayload = { diagnostics: [], html: '' };
  let errorsJson = JSON.stringify(errors);
  let seq = 0;
  const heartbeat = setInterval(() => {
    for (const client of clients) client.response.write(': ping\n\n');
  }, options.heartbeatMs ?? 15_000);
  heartbeat.unref();

  const send = (client: Client, event: string, data: unknown) => {
    client.response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  return {
    connect(request, response) {
      const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
      const pathname = query.get('path') ?? '/';
      const hash = query.get('hash');
      const resource = options.resolve(pathname);
      const client: Client = { response, pathname, key: resource.key };
      response.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      response.write('retry: 1000\n\n');
      clients.add(client);
      // The response's close event, not the request's: a GET request counts as closed once it has been read.
      response.on('close', () => clients.delete(client));
      send(client, 'hello', { key: client.key, seq });
      if (errors.html) send(client, 'errors', errors);
      if (hash && resource.kind === 'html' && resource.hash !== hash) send(client, 'reload', { reason: 'stale' });
    },
    publish(update) {
      seq++;
      let reloaded = 0;
      for (const client of clients) {
        const key = update.reloadAll || update.changed.size > 0 ? options.keyOf(client.pathname) : client.key;
        if (update.reloadAll || key !== client.key || update.changed.has(key)) {
          client.key = key;
          send(client, 'reload', { reason: update.reloadAll ? 'all' : 'changed', files: update.files });
          reloaded++;
        }
        send(client, 'built', { seq, files: update.files });
      }
      return reloaded;
    },
    setErrors(payload) {
      const json = JSON.stringify(payload);
      if (json === errorsJson) return;
      errors = payload;
      errorsJson = json;
      for (const client of clients) send(client, 'errors', payload);
    },
    close() {
      clearInterval(heartbeat);
      for (const client of clients) client.response.end();
      clients.clear();
    },
    get size() {
      return clients.size;
    },
  };
}
