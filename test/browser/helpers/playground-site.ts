/**
 * Set-up of the API playground browser tests: the reference user group service (in-process, fixed keys, a free
 * port), a copy of example-docs pointed at it, and the ways a docs site is served: `quire dev`, a static build
 * served with `quire proxy --site` (the proxy command's server, put together in-process from the same parts), and
 * a static build on a plain static host.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../../../src/build.js';
import { startDevServer } from '../../../src/dev/server.js';
import { formatDiagnostics } from '../../../src/diagnostics-format.js';
import { createExampleApiServer } from '../../../src/example-api/server.js';
import { getPlaygroundBaseUrls } from '../../../src/proxy/base-urls.js';
import { createProxyRoutes } from '../../../src/proxy/proxy-route.js';
import { createSiteServer, listen } from '../../../src/server/http-server.js';
import { createStaticHandler } from '../../../src/server/static-files.js';
import { loadSite } from '../../../src/site/load-site.js';
import { planSite } from '../../../src/site/plan-site.js';
import { EXAMPLE } from './chrome-site.js';

/** The demo keys the reference service runs with in these tests. */
export const KEYS = { customer: 'ck_playground_test', testing: 'tk_playground_test' };

/** Something listening on a loopback port. */
export interface Running {
  /** Origin, e.g. `http://127.0.0.1:41234` (with a trailing `/` for sites). */
  url: string;
  close(): Promise<void>;
}

/** Start `server` on a free loopback port. */
export async function serve(server: Server): Promise<Running> {
  const port = await listen(server, 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The reference user group service with {@link KEYS} and an empty store. */
export function startExampleApi(): Promise<Running> {
  return serve(createExampleApiServer({ customerKey: KEYS.customer, testingKey: KEYS.testing }));
}

/** A copy of example-docs in a temp folder whose `api.baseUrl` is `baseUrls` (and `api` patched); returns its path. */
export function copyExample(baseUrls: string[], api: Record<string, unknown> = {}): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'quire-playground-')), 'docs');
  cpSync(EXAMPLE, dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}.quire`) });
  const file = path.join(dir, 'site.json');
  const site = JSON.parse(readFileSync(file, 'utf8'));
  site.api = { ...site.api, ...api, baseUrl: baseUrls };
  writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`);
  return dir;
}

/** Remove a docs folder made by {@link copyExample} or a fixture (and its temp parent). */
export function removeDocs(dir: string): void {
  rmSync(path.basename(dir) === 'docs' ? path.dirname(dir) : dir, { recursive: true, force: true });
}

/** `quire dev` on `root`, on a free port, without search or background rendering. */
export async function startDev(root: string): Promise<Running> {
  const server = await startDevServer({ root, port: 0, warm: false, search: false });
  return { url: server.url, close: () => server.close() };
}

/** A fresh temp folder for a build. */
export function tempOut(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'quire-playground-site-'));
}

/** Build `root` into `out` (default: a temp folder), with `--playground-proxy` when given; returns the folder. */
export async function buildDocs(root: string, playgroundProxy?: string, out: string = tempOut()): Promise<string> {
  const result = await buildSite({ root, outDir: out, playgroundProxy });
  if (!result.ok) throw new Error(`build of ${root} failed:\n${formatDiagnostics(result.diagnostics)}`);
  return out;
}

/**
 * What `quire proxy <root> [--site <site>] [--allow-origin …]` serves: the proxy route (sending only to the docs
 * folder's API base URLs) and, with `site`, the built site on the same origin.
 */
export async function startProxy(
  root: string,
  options: { site?: string; allowOrigins?: string[] } = {},
): Promise<Running> {
  const loaded = await loadSite(root);
  if (!loaded.site) throw new Error(`could not load ${root}:\n${formatDiagnostics(loaded.diagnostics)}`);
  const { plan } = planSite(loaded.site, { base: '/' });
  const routes = createProxyRoutes({
    allowedBaseUrls: getPlaygroundBaseUrls(plan),
    allowedOrigins: options.allowOrigins,
  });
  const running = await serve(
    createSiteServer(routes, options.site ? createStaticHandler(options.site, '/') : createStaticHandler(root, '/')),
  );
  return { ...running, url: `${running.url}/` };
}

/** A built folder on a plain static host (no proxy). */
export async function startStatic(dir: string): Promise<Running> {
  const running = await serve(createSiteServer([], createStaticHandler(dir, '/')));
  return { ...running, url: `${running.url}/` };
}
