/** A local HTTP server that answers every request with its method, path, headers and body as JSON (for proxy and playground tests). */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the echo server saw. */
export interface Echo {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Start an echo server on a free loopback port; `url` is its origin. Close it with `server.close()`. */
export async function startEchoServer(): Promise<{ server: Server; url: string; requests: Echo[] }> {
  const requests: Echo[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const echo: Echo = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      requests.push(echo);
      const text = JSON.stringify(echo);
      response.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'session=secret', 'X-Echo': 'yes' });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}
