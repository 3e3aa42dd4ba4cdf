/**
 * Serve a built site with the Content-Security-Policy its `_headers` file gives, as Netlify or Cloudflare Pages
 * would: the tests that check a page breaks no policy rule see the policy readers get.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSiteServer, listen } from '../../../src/server/http-server.js';
import { createStaticHandler } from '../../../src/server/static-files.js';

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
