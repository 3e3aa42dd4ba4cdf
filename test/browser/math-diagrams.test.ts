/**
 * Math and diagrams in Chromium, served with the site's own strict Content-Security-Policy: KaTeX renders with its
 * fonts (no failed request, no CSP violation, boxes sized by the classes that replace its inline styles); mermaid
 * blocks become SVG diagrams, drawn again in the dark theme; without JavaScript their source shows as code; the
 * pages have no axe violations; and the JavaScript each page loads is measured (a page without a diagram stays
 * within the 10 KB gzip budget).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CspServer, serveWithCsp, recordCspViolations } from './helpers/csp-server.js';
import { buildToTemp, launchChromium, offlineContext, ROOT, type BuiltSite } from './helpers/chrome-site.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let site: BuiltSite;
let browser: Browser;
let server: CspServer;
let origin: string;

beforeAll(async () => {
  site = await buildToTemp(path.join(ROOT, 'test/fixtures/math-site'));
  server = await serveWithCsp(site.dir);
  origin = server.origin;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  site?.remove();
});

/** A page that records CSP violations, script errors, failed requests and the gzip size of each script. */
async function watchedPage(options: BrowserContextOptions = {}) {
  const context = await offlineContext(browser, options);
  await recordCspViolations(context);
  const page = await context.newPage();
  const problems: string[] = [];
  const scripts = new Map<string, number>();
  const fonts: string[] = [];
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', async (response) => {
    const url = response.url();
    if (response.status() >= 400) problems.push(`${response.status()}: ${url}`);
    if (url.endsWith('.woff2')) fonts.push(url);
    if (url.endsWith('.js')) scripts.set(url, gzipSync(await response.body()).length);
  });
  const violations = () => page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
  return { page, problems, scripts, fonts, violations, close: () => context.close() };
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const result = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  })) as Array<{ id: string; nodes: Array<{ target: string[] }> }>;
  return result.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);

describe('math in the browser', () => {
  it('renders with KaTeX’s own fonts and classes under the strict CSP: no 404, no violation', async () => {
    const watched = await watchedPage();
    await watched.page.goto(`${origin}/math/`);
    await watched.page.evaluate(() => document.fonts.ready);
    expect(await watched.page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
    expect(watched.fonts.length).toBeGreaterThan(0);
    expect(watched.fonts.every((url) => url.includes('/_quire/katex/'))).toBe(true);
    // The classes size the boxes as KaTeX's inline styles did: the first strut is `height: <digits>em`.
    const strut = await watched.page.evaluate(() => {
      const element = document.querySelector<HTMLElement>('.katex-strut')!;
      const units = [...element.classList].reduce((total, name) => {
        const match = /^kq-h(\d)-(\d)$/.exec(name);
        return match ? total + Number(match[2]) * 10 ** Number(match[1]) : total;
      }, 0);
      const fontSize = Number.parseFloat(getComputedStyle(element).fontSize);
      return { expected: (units / 10_000) * fontSize, actual: element.getBoundingClientRect().height };
    });
    expect(strut.expected).toBeGreaterThan(0);
    expect(strut.actual).toBeCloseTo(strut.expected, 0);
    expect(await watched.violations()).toEqual([]);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe('mermaid diagrams in the browser', () => {
  it('draws every diagram as an SVG under the strict CSP, and again in the other theme', async () => {
    const watched = await watchedPage();
    await watched.page.goto(`${origin}/diagrams/`);
    const figures = watched.page.locator('figure.q-mermaid');
    await expect.poll(() => watched.page.locator('figure[data-mermaid="drawn"]').count(), { timeout: 30_000 }).toBe(2);
    expect(await figures.locator('.q-mermaid-diagram svg[role="img"]').count()).toBe(2);
    expect(await figures.first().locator('.q-mermaid-diagram > svg').textContent()).toContain('Review?');
    // The source is hidden once the diagram is drawn.
    expect(await figures.first().locator('pre').isVisible()).toBe(false);
    const before = await figures.first().locator('.q-mermaid-diagram > svg').getAttribute('id');
    await watched.page.click('[data-theme-toggle]');
    await expect
      .poll(() => figures.first().locator('.q-mermaid-diagram > svg').getAttribute('id'), { timeout: 30_000 })
      .not.toBe(before);
    expect(await watched.violations()).toEqual([]);
    expect(watched.problems).toEqual([]);
    await watched.close();
  }, 60_000);

  it('shows the diagram source as code without JavaScript', async () => {
    const context = await offlineContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/diagrams/`);
    const source = page.locator('figure.q-mermaid pre code').first();
    expect(await source.isVisible()).toBe(true);
    expect(await source.textContent()).toContain('A[Write] --> B{Review?}');
    await context.close();
  });

  it('keeps the script weight of pages without a diagram within budget, and reports it', async () => {
    const weights: Record<string, number> = {};
    for (const url of ['', 'math/', 'diagrams/']) {
      const watched = await watchedPage();
      await watched.page.goto(`${origin}/${url}`);
      if (url === 'diagrams/')
        await expect
          .poll(() => watched.page.locator('figure[data-mermaid="drawn"]').count(), { timeout: 30_000 })
          .toBe(2);
      else await watched.page.waitForLoadState('networkidle');
      weights[url || '/'] = sum(watched.scripts);
      if (url !== 'diagrams/') expect([...watched.scripts.keys()].some((src) => src.includes('/mermaid.'))).toBe(false);
      await watched.close();
    }
    console.log(`JS per page, gzip bytes: ${JSON.stringify(weights)}`);
    expect(weights['/']).toBeLessThanOrEqual(10 * 1024);
    expect(weights['math/']).toBe(weights['/']);
    expect(weights['diagrams/']).toBeGreaterThan(weights['/']);
  }, 90_000);
});

describe('axe on math and diagram pages', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`finds no violations in ${theme} mode`, async () => {
      // axe is injected as an inline script, which the CSP would block: this context ignores the policy.
      const context = await offlineContext(browser, { colorScheme: theme, bypassCSP: true });
      await context.addInitScript((t) => localStorage.setItem('quire-theme', t), theme);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const url of ['math/', 'diagrams/']) {
        await page.goto(`${origin}/${url}`);
        if (url === 'diagrams/')
          await expect.poll(() => page.locator('figure[data-mermaid="drawn"]').count(), { timeout: 30_000 }).toBe(2);
        problems.push(...(await axeViolations(page)).map((v) => `${url}: ${v}`));
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 60_000);
  }
});
