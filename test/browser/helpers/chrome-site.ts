/**
 * Shared set-up of the site-chrome browser and quality tests: build a docs folder (the bundled example by default)
 * to a temp folder, serve it on a free loopback port as a static host would, and drive Debian's Chromium with
 * every request that leaves the machine aborted.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildSite, type BuildResult } from '../../../src/build.js';
import { formatDiagnostics } from '../../../src/diagnostics-format.js';
import { createSiteServer, listen } from '../../../src/server/http-server.js';
import { createStaticHandler } from '../../../src/server/static-files.js';
import { launchChromium as launchBrowser } from '../../bench/chromium.js';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The bundled example docs folder. */
export const EXAMPLE = path.join(ROOT, 'example-docs');

/** A built site in a temp folder. */
export interface BuiltSite {
  dir: string;
  result: BuildResult;
  remove(): void;
}

/** Build `root` (default: the example) into a fresh temp folder; throws with the diagnostics when it fails. */
export async function buildToTemp(
  root: string = EXAMPLE,
  options: { base?: string; siteUrl?: string; allowBrokenLinks?: boolean; offline?: boolean } = {},
): Promise<BuiltSite> {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'quire-chrome-')), 'site');
  const result = await buildSite({ root, outDir: dir, ...options });
  if (!result.ok) throw new Error(`build of ${root} failed:\n${formatDiagnostics(result.diagnostics)}`);
  return { dir, result, remove: () => rmSync(path.dirname(dir), { recursive: true, force: true }) };
}

/** A site served on a free loopback port. */
export interface ServedSite {
  /** Origin plus base, e.g. `http://127.0.0.1:43121/`. */
  url: string;
  close(): Promise<void>;
}

/** Serve a built folder under `base` on 127.0.0.1 and a free port. */
export async function serveSite(dir: string, base = '/'): Promise<ServedSite> {
  const server: Server = createSiteServer([], createStaticHandler(dir, base));
  const port = await listen(server, 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}${base}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections from a browser would otherwise hold the server open.
        server.closeAllConnections();
      }),
  };
}

/** Launch headless Chromium (Debian's, never a downloaded one). */
export function launchChromium(): Promise<Browser> {
  return launchBrowser();
}

/** A browser context in which every request to anything but 127.0.0.1 is aborted (tests never reach the internet). */
export async function offlineContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  return context;
}

/** Every `.html` file under `dir`, relative, sorted. */
export function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current).sort()) {
      const file = path.join(current, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (entry.endsWith('.html')) out.push(path.relative(dir, file).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out;
}

/** The URL path a static host serves `file` at (`guide/index.html` → `guide/`). */
export function urlPathOf(file: string): string {
  return file === 'index.html' ? '' : file.replace(/(^|\/)index\.html$/, '$1');
}

/** The built example, served over HTTP, with a Chromium to open it: filled before a file's tests, removed after. */
export interface ServedExample {
  site: BuiltSite;
  server: ServedSite;
  browser: Browser;
}

/** Register the `beforeAll`/`afterAll` hooks of a {@link ServedExample} for the calling test file. */
export function useServedExample(): ServedExample {
  const example = {} as ServedExample;
  beforeAll(async () => {
    example.site = await buildToTemp();
    example.server = await serveSite(example.site.dir);
    example.browser = await launchChromium();
  });
  afterAll(async () => {
    await example.browser?.close();
    await example.server?.close();
    example.site?.remove();
  });
  return example;
}

/**
 * Like {@link useServedExample}, for a docs folder under `test/fixtures/<name>`: built from a copy in a temporary
 * folder (so the build cache is not written into the repository), served, with a Chromium to open it.
 */
export function useServedFixture(name: string): ServedExample {
  const served = {} as ServedExample;
  let copy: string | undefined;
  beforeAll(async () => {
    copy = mkdtempSync(path.join(os.tmpdir(), `quire-${name}-`));
    const docs = path.join(copy, 'docs');
    cpSync(path.join(ROOT, 'test', 'fixtures', name), docs, { recursive: true });
    served.site = await buildToTemp(docs);
    served.server = await serveSite(served.site.dir);
    served.browser = await launchChromium();
  });
  afterAll(async () => {
    await served.browser?.close();
    await served.server?.close();
    served.site?.remove();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });
  return served;
}
