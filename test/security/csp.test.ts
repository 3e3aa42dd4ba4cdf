/**
 * The built example under the Content-Security-Policy of its own `_headers` file (no `unsafe-inline` for scripts,
 * the theme script allowed by hash), served as a static host would: every page loads with no CSP violation, and the
 * theme toggle, search and navigation still work.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, listen } from '../../src/server/http-server.js';
import { createStaticHandler } from '../../src/server/static-files.js';
import {
  buildToTemp,
  htmlFiles,
  launchChromium,
  offlineContext,
  urlPathOf,
  type BuiltSite,
} from '../browser/helpers/chrome-site.js';

let site: BuiltSite;
let browser: Browser;
let server: Server;
let origin: string;
let csp: string;

beforeAll(async () => {
  site = await buildToTemp();
  const headers = readFileSync(path.join(site.dir, '_headers'), 'utf8');
  csp = /^\s+Content-Security-Policy: (.+)$/m.exec(headers)![1];
  const serveStatic = createStaticHandler(site.dir);
  server = createSiteServer([], async (request, response) => {
    response.setHeader('Content-Security-Policy', csp);
    await serveStatic(request, response);
  });
  origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  site?.remove();
});

/** A page that records CSP violations (events and console reports) and script errors. */
async function watchedPage(): Promise<{ page: Page; incidents: string[] }> {
  const context = await offlineContext(browser);
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const w = window as unknown as { __violations?: string[] };
      w.__violations ??= [];
      w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const incidents: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) incidents.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => incidents.push(`error: ${error.message}`));
  return { page, incidents };
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
}

describe('the example under its strict CSP', () => {
  it('has a policy without unsafe-inline or unsafe-eval for scripts, allowing the theme script by hash', () => {
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'wasm-unsafe-eval'/);
    expect(csp).not.toMatch(/unsafe-inline|'unsafe-eval'/);
  });

  it('loads every page with zero violations', { timeout: 120_000 }, async () => {
    const { page, incidents } = await watchedPage();
    for (const file of htmlFiles(site.dir)) {
      await page.goto(`${origin}/${urlPathOf(file)}`);
      // The theme script ran: it sets data-js and data-theme before the first paint.
      expect(await page.getAttribute('html', 'data-js'), file).toBe('');
      expect(await violations(page), file).toEqual([]);
    }
    expect(incidents).toEqual([]);
  });

  it('keeps the theme toggle, search and navigation working with zero violations', { timeout: 120_000 }, async () => {
    const { page, incidents } = await watchedPage();
    await page.goto(`${origin}/`);
    const before = await page.getAttribute('html', 'data-theme');
    await page.click('[data-theme-toggle]');
    expect(await page.getAttribute('html', 'data-theme')).not.toBe(before);
    await page.click('[data-search-open]');
    await page.fill('#q-search-input', 'token');
    const first = page.locator('#q-search-results a[role="option"]').first();
    await first.waitFor({ timeout: 20_000 });
    expect(await first.getAttribute('href')).toMatch(/^\//);
    await page.keyboard.press('Escape');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/quickstart/'),
      page.locator('a[href="/quickstart/"]:visible').first().click(),
    ]);
    expect(await violations(page)).toEqual([]);
    expect(incidents).toEqual([]);
  });
});
