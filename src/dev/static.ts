/**
 * Serve the dev session like a static host serves a build, from memory: rendered pages and generated files, with
 * the live-reload client injected into HTML, and static files streamed from the docs folder; a page asked for as
 * Markdown (`Accept: text/markdown`) is answered with its `.md`. HTML is never cached
 * (a reload always shows the current version); a static file is only sent when its real path, symlinks resolved,
 * is inside the docs folder.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { contentTypeOf } from '../server/content-types.js';
import { markdownTwinOf, prefersMarkdown } from '../server/markdown-negotiation.js';
import { safeRelativePath } from '../server/safe-path.js';
import { isInside, type StaticHandler } from '../server/static-files.js';
import { encodeUriComponentSafe } from '../utils/url.js';
import { injectClient } from './client.js';
import type { DevSession } from './session.js';
import type { DevResource } from './types.js';

/** Create the handler for everything that is not a dev route. */
export function createDevStaticHandler(session: DevSession): StaticHandler {
  const realRoot = realpath(session.root);
  return async (request, response) => {
    const raw = request.url ?? '/';
    const query = raw.indexOf('?');
    const pathname = query === -1 ? raw : raw.slice(0, query);
    const search = query === -1 ? '' : raw.slice(query);
    const headOnly = request.method === 'HEAD';
    const twin = prefersMarkdown(request.headers.accept) ? markdownTwinPath(session, pathname) : undefined;
    if (twin) return send(response, session.resolve(twin) as Exclude<DevResource, { kind: 'asset' }>, headOnly, true);
    const resource = session.resolve(pathname, search);
    if (resource.kind !== 'asset') return send(response, resource, headOnly);
    // Resolved again at send time: the file may have been replaced by a symlink since the site was loaded.
    const file = path.join(await realRoot, resource.path);
    if (!(await isInside(await realRoot, file))) return send(response, session.notFound(), headOnly);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return send(response, session.notFound(), headOnly);
    response.writeHead(200, headers(contentTypeOf(file), info.size, 'no-store'));
    if (headOnly) return void response.end();
    await new Promise<void>((resolve, reject) => {
      createReadStream(file).on('error', reject).on('end', resolve).pipe(response);
    });
  };
}

/**
 * The path of the `.md` of the page at `pathname` (also written without its trailing slash), as the build writes it,
 * or undefined when `pathname` is no page's.
 */
function markdownTwinPath(session: DevSession, pathname: string): string | undefined {
  const rel = safeRelativePath(pathname, session.base);
  if (rel === undefined) return undefined;
  const key = session.keyOf(pathname);
  if (!key.startsWith('page:') && key !== 'redirect') return undefined;
  const twin = `${session.base}${markdownTwinOf(rel).split('/').map(encodeUriComponentSafe).join('/')}`;
  const twinKey = session.keyOf(twin);
  const matches = key === 'redirect' ? twinKey.startsWith('markdown:') : twinKey === `markdown:${key.slice(5)}`;
  return matches ? twin : undefined;
}

/** Send a resource that is already in memory; `negotiated` when a page's URL answered it by the `Accept` header. */
function send(
  response: ServerResponse,
  resource: Exclude<DevResource, { kind: 'asset' }>,
  headOnly: boolean,
  negotiated = false,
): void {
  if (resource.kind === 'redirect') {
    response.writeHead(resource.status ?? 301, { Location: resource.location, 'Cache-Control': 'no-store' });
    return void response.end();
  }
  const [status, type, body, cache] =
    resource.kind === 'html'
      ? [resource.status, 'text/html; charset=utf-8', injectClient(resource.html, resource.hash), 'no-store']
      : // Stylesheets carry a content hash in their name: they can be cached for good, as in a build.
        [
          200,
          contentTypeOf(resource.path),
          resource.content,
          resource.path.startsWith('_quire/') ? 'public, max-age=31536000, immutable' : 'no-store',
        ];
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const vary = negotiated || resource.key.startsWith('page:');
  response.writeHead(status, { ...headers(type, bytes.length, cache), ...(vary && { Vary: 'Accept' }) });
  response.end(headOnly ? undefined : bytes);
}

function headers(type: string, length: number, cache: string): Record<string, string | number> {
  return {
    'Content-Type': type,
    'Content-Length': length,
    'Cache-Control': cache,
    'X-Content-Type-Options': 'nosniff',
  };
}
