/**
 * Serve a built site with the Content-Security-Policy its `_headers` file gives, as Netlify or Cloudflare Pages
 * would: the tests that check a page breaks no policy rule see the policy readers get.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createSiteServer, listen } from '../../../src/server/http-server.js';
import { createStaticHandler } from '../../../src/server/static-files.js';
import { writeFixture } from '../../helpers/site-fixture.js';
import { buildToTemp, launchChromium, type BuiltSite } from './chrome-site.js';

/** A running server of a built folder under its own policy. */
export interface CspServer {
  origin: string;
  /** The policy from `_headers`, as sent. */
  csp: string;
  close(): Promise<void>;
}

/** Serve `dir` on a free loopback port with the `Content-Security-Policy` of its `_headers`. */
export async function serveWithCsp(dir: string): Promise<CspServer> {
  const csp = /^\s+Content-Security-Policy: (.+)$/m.exec(readFileSync(path.join(dir, '_headers'), 'utf8'))![1];
  const serveStatic = createStaticHandler(dir);
  const server = createSiteServer([], async (request, response) => {
    response.setHeader('Content-Security-Policy', csp);
    await serveStatic(request, response);
  });
  const origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  return {
    origin,
    csp,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Make pages of `context` collect the policy violations they see into `window.__violations` ("directive URI"). */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const w = window as unknown as { __violations?: string[] };
      w.__violations ??= [];
      w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

/** What {@link useCspSite} started; read it inside tests (it is filled in before they run). */
export interface CspSite {
  browser: Browser;
  server: CspServer;
}

/** Register the hooks: write `files` to a temp docs folder, build it, serve it under its policy, start Chromium. */
export function useCspSite(files: Record<string, string | object>): CspSite {
  const started: Partial<CspSite> = {};
  let docs: string | undefined;
  let site: BuiltSite | undefined;
  beforeAll(async () => {
    docs = writeFixture(files);
    site = await buildToTemp(docs);
    started.server = await serveWithCsp(site.dir);
    started.browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await started.browser?.close();
    await started.server?.close();
    site?.remove();
    if (docs) rmSync(docs, { recursive: true, force: true });
  });
  return started as CspSite;
}
