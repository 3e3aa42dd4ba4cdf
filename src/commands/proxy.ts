/**
 * `quire proxy [docs] [--site <built>] [--allow-origin <origin>] [--allow-host <name>]`: the API playground proxy on
 * its own, for sites on static hosting. It reads the docs folder's site.json (and OpenAPI files) for the API base URLs
 * it may send to, serves `POST /__quire/proxy`, and with `--site` also serves the built site on the same origin. Like
 * `quire dev` it answers only the names it is meant to be reached by (DNS rebinding).
 */
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { usableCacheDir } from '../cache/cache-folder.js';
import { cacheDirOf } from '../cache/store.js';
import { formatDiagnostics } from '../diagnostics-format.js';
import { getPlaygroundBaseUrls } from '../proxy/base-urls.js';
import { createProxyRoutes, PROXY_PATH } from '../proxy/proxy-route.js';
import { createHostCheck, hostsOfOrigins } from '../server/allowed-host.js';
import { closeServer, createSiteServer, listen, stopSignal } from '../server/http-server.js';
import { createStaticHandler, type StaticHandler } from '../server/static-files.js';
import { loadSite } from '../site/load-site.js';
import { planSite } from '../site/plan-site.js';
import type { Styles } from '../utils/terminal.js';
import { normalizeBase } from '../utils/url.js';
import { reportListenError } from './listen-error.js';

/** Options of the proxy command. */
export interface ProxyCommandOptions {
  /** The docs folder (with site.json). */
  dir: string;
  /** A built site to serve beside the proxy. */
  site?: string;
  port: number;
  host: string;
  base?: string;
  /** Origins of docs sites elsewhere that may use the proxy (CORS). */
  allowOrigins: string[];
  /** `--allow-openapi-root`: folders (absolute) and URLs OpenAPI files may also come from. */
  allowOpenapiRoots?: string[];
  /** More names the proxy may be reached by (`--allow-host`), besides loopback names, IP addresses, `host` and the hosts of `allowOrigins`. */
  allowHosts?: string[];
  /** `--cache-dir`: the cache folder, where copies of OpenAPI URLs go. @default `<dir>/.quire/cache` */
  cacheDir?: string;
}

/** Default port of `quire proxy`. */
export const DEFAULT_PROXY_PORT = 4174;

/** Run the proxy until the process is stopped; returns an exit code only when it cannot start. */
export async function runProxyCommand(options: ProxyCommandOptions, color: boolean, s: Styles): Promise<number> {
  const base = normalizeBase(options.base);
  const siteDir = options.site === undefined ? undefined : path.resolve(options.site);
  if (siteDir && !existsSync(path.join(siteDir, 'index.html'))) {
    process.stderr.write(
      `${s.red('error')} ${options.site} has no index.html; build the site first: quire build ${options.dir} --out ${options.site}\n`,
    );
    return 1;
  }
  const root = path.resolve(options.dir);
  const cacheDir = cacheDirOf(root, options.cacheDir);
  const loaded = await loadSite(root, {
    allowOpenapiRoots: options.allowOpenapiRoots,
    cacheDir: usableCacheDir(root, options.cacheDir).dir,
    exclude: [cacheDir],
    authorFiles: false,
  });
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error');
  if (!loaded.site || errors.length) {
    process.stderr.write(`${formatDiagnostics(errors.length ? errors : loaded.diagnostics, { color })}\n`);
    process.stderr.write(
      `${s.red('error')} the proxy needs the API base URLs of ${options.dir}; fix the problems above\n`,
    );
    return 1;
  }
  const { plan } = planSite(loaded.site, { base });
  const allowed = getPlaygroundBaseUrls(plan);
  if (allowed.length === 0) {
    process.stderr.write(
      `${s.red('error')} ${options.dir} has no API base URL: set \`api.baseUrl\` in site.json or \`servers\` in its OpenAPI file\n`,
    );
    return 1;
  }
  const routes = createProxyRoutes({ allowedBaseUrls: allowed, allowedOrigins: options.allowOrigins });
  const server = createSiteServer(routes, siteDir ? createStaticHandler(siteDir, base) : proxyOnly, {
    allowedHost: createHostCheck(options.host, [
      ...hostsOfOrigins(options.allowOrigins),
      ...(options.allowHosts ?? []),
    ]),
    refusedHostHint:
      'To reach `quire proxy` by another name (its public host name), start it with --allow-host <name>.',
  });
  // Listen for Ctrl-C before anything is printed, so a stop right after the banner is never missed.
  const stopped = stopSignal();
  try {
    const port = await listen(server, options.port, options.host);
    const origin = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
    process.stdout.write(`${s.green('✓')} Playground proxy at ${s.bold(`${origin}${PROXY_PATH}`)}, sending only to:\n`);
    for (const url of allowed) process.stdout.write(`    ${url}\n`);
    if (siteDir) process.stdout.write(`  Serving ${options.site} at ${s.bold(`${origin}${base}`)}\n`);
    if (options.allowOrigins.length)
      process.stdout.write(`  Accepting requests from ${options.allowOrigins.join(', ')}\n`);
    process.stdout.write('  (Ctrl-C to stop)\n');
  } catch (error) {
    if (reportListenError(error, options.port, s)) return 1;
    throw error;
  }
  await stopped;
  await closeServer(server);
  return 0;
}

// Without --site, everything but the proxy route is a short JSON 404.
const proxyOnly: StaticHandler = async (_request, response: ServerResponse) => {
  const text = JSON.stringify({ error: { code: 'not_found', message: `this server only answers POST ${PROXY_PATH}` } });
  response.writeHead(404, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
  });
  response.end(text);
};
