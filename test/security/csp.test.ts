/**
 * The built example under the Content-Security-Policy of its own `_headers` file (no `unsafe-inline` for scripts,
 * the theme script allowed by hash), served as a static host would: every page loads with no CSP violation, and the
 * theme toggle, search and navigation still work.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CspServer, serveWithCsp } from '../browser/helpers/csp-server.js';
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
let server: CspServer;
let origin: string;
let csp: string;

beforeAll(async () => {
  site = await buildToTemp();
  server = await serveWithCsp(site.dir);
  ({ origin, csp } = server);
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
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
