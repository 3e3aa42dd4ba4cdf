/**
 * A minimal static file server for the benchmark: serves a built site's folder on 127.0.0.1 as a plain host would,
 * with no compression (so the bytes a browser receives are the files' own bytes) and no caching headers.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
};

/** Content type of `file`; Pagefind's own files (`.pagefind`, `.pf_meta`, `.pf_index`, …) are opaque bytes. */
export function contentType(file) {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Serve `dir` on a free port; resolves to `{ url, close() }` (`url` ends with `/`). */
export async function serveStatic(dir) {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    const stat = statOrUndefined(file);
    if (stat?.isDirectory()) file = path.join(file, 'index.html');
    const size = stat?.isDirectory() ? statOrUndefined(file)?.size : stat?.size;
    if (size === undefined) return void response.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
    response.writeHead(200, { 'Content-Type': contentType(file), 'Content-Length': size });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function statOrUndefined(file) {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}
