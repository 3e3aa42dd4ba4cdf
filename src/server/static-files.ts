/**
 * Serve a built site folder the way static hosts do: clean URLs (`/guide/setup/` → `guide/setup/index.html`),
 * a redirect from `/guide/setup` to `/guide/setup/`, a page's `.md` for a request that asks for Markdown
 * (`Accept: text/markdown`), and the site's `404.html` with status 404 for anything else.
 * Nothing outside the folder is ever served, symlinks included.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { encodeUriComponentSafe } from '../utils/url.js';
import { contentTypeOf } from './content-types.js';
import { markdownTwinOf, prefersMarkdown } from './markdown-negotiation.js';
import { safeRelativePath } from './safe-path.js';

/** Handles GET/HEAD requests for files of one folder. */
export type StaticHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** Create a handler serving `root` under the URL prefix `base`. */
export function createStaticHandler(root: string, base = '/'): StaticHandler {
  const rootPromise = realpath(path.resolve(root));
  return async (request, response) => {
    const realRoot = await rootPromise;
    const url = new URL(request.url ?? '/', 'http://localhost');
    const rel = safeRelativePath(url.pathname, base);
    if (rel === undefined) return send404(realRoot, response, request.method === 'HEAD');

    const file = await findFile(realRoot, rel, url.pathname.endsWith('/'));
    // A page asked for as Markdown (`Accept: text/markdown`) is answered with its `.md`, when the build wrote one.
    const isPage = file === 'directory' || file?.endsWith(`${path.sep}index.html`) === true;
    if (isPage && prefersMarkdown(request.headers.accept)) {
      const twin = path.join(realRoot, markdownTwinOf(rel));
      if ((await stat(twin).catch(() => undefined))?.isFile() && (await isInside(realRoot, twin)))
        return sendFile(response, twin, 200, request.method === 'HEAD', true);
    }
    if (file === 'directory') {
      // Built from the resolved path, not the request's: `/.//v1` must go to `/v1/`, never to `//v1/` (another host).
      response.writeHead(301, {
        Location: `${base}${rel.split('/').map(encodeUriComponentSafe).join('/')}/${url.search}`,
      });
      return void response.end();
    }
    if (!file) return send404(realRoot, response, request.method === 'HEAD');
    await sendFile(response, file, 200, request.method === 'HEAD', isPage);
  };
}

/** Resolve `rel` to a real file inside `realRoot`; 'directory' when a trailing slash is missing. */
async function findFile(
  realRoot: string,
  rel: string,
  trailingSlash: boolean,
): Promise<string | 'directory' | undefined> {
  const candidate = path.join(realRoot, rel);
  const info = await stat(candidate).catch(() => undefined);
  if (!info) return undefined;
  if (info.isDirectory()) {
    const index = path.join(candidate, 'index.html');
    if (!(await isInside(realRoot, index))) return undefined;
    return rel === '' || trailingSlash ? index : 'directory';
  }
  return info.isFile() && (await isInside(realRoot, candidate)) ? candidate : undefined;
}

/** True when `file` exists and its real path (symlinks resolved) lies inside `realRoot`. */
export async function isInside(realRoot: string, file: string): Promise<boolean> {
  const real = await realpath(file).catch(() => undefined);
  return real !== undefined && (real === realRoot || real.startsWith(realRoot + path.sep));
}

async function send404(realRoot: string, response: ServerResponse, headOnly: boolean): Promise<void> {
  const page = path.join(realRoot, '404.html');
  if (await isInside(realRoot, page)) return sendFile(response, page, 404, headOnly);
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end('Not found');
}

/** Send `file`; `negotiated` when its URL answers HTML or Markdown by the `Accept` header (a page). */
async function sendFile(
  response: ServerResponse,
  file: string,
  status: number,
  headOnly: boolean,
  negotiated = false,
): Promise<void> {
  const info = await stat(file);
  // `_quire/` files are named by content, except the social images (`_quire/og/`), named by page.
  const immutable =
    file.includes(`${path.sep}_quire${path.sep}`) && !file.includes(`${path.sep}_quire${path.sep}og${path.sep}`);
  response.writeHead(status, {
    'Content-Type': contentTypeOf(file),
    'Content-Length': info.size,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...(negotiated && { Vary: 'Accept' }),
  });
  if (headOnly) return void response.end();
  await new Promise<void>((resolve, reject) => {
    createReadStream(file).on('error', reject).on('end', resolve).pipe(response);
  });
}
