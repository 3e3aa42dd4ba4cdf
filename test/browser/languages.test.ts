/**
 * docs.json languages in a real browser, on test/fixtures/docs-json-languages (English by default, French, Arabic):
 * the reader's choice in the language switcher is remembered and the root URL (and so the 404 page's home link)
 * opens in that language, search loads the index of the page's language only, and an Arabic page is laid out right
 * to left (sidebar on the right, nothing wider than the screen, code left to right) with no axe violation in light
 * or dark mode.
 */
import { createRequire } from 'node:module';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineContext, useServedFixture } from './helpers/chrome-site.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const site = useServedFixture('docs-json-languages');
let context: BrowserContext | undefined;

const WIDE = { viewport: { width: 1280, height: 860 } };
const NARROW = { viewport: { width: 375, height: 812 }, isMobile: true };

/** A new browser context (empty storage unless `keep`), and a page on `path`. */
async function open(path: string, options: BrowserContextOptions = {}, keep = false): Promise<Page> {
  if (!keep || !context) {
    await context?.close();
    context = await offlineContext(site.browser, { ...WIDE, ...options });
  }
  const page = await context.newPage();
  await page.goto(site.server.url + path);
  return page;
}

afterEach(async () => {
  await context?.close();
  context = undefined;
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function chooseLanguage(page: Page, name: string, url: RegExp): Promise<void> {
  const switcher = page.locator('header .q-switcher-language');
  await switcher.locator('summary').click();
  await switcher.getByRole('link', { name }).click();
  await page.waitForURL(url);
}

describe('the language of a page', () => {
  it('is on <html>, with the page in the other languages as hreflang alternates', async () => {
    const page = await open('fr/quickstart/');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('html').getAttribute('dir')).toBeNull();
    const alternates = await page
      .locator('head link[rel="alternate"]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
    expect(alternates).toEqual([
      'en /quickstart/',
      'fr /fr/quickstart/',
      'ar /ar/quickstart/',
      'x-default /quickstart/',
    ]);
  });
});

describe('the reader’s choice', () => {
  it('is remembered: the root URL then opens in that language, until the reader picks another', async () => {
    let page = await open('quickstart/');
    await chooseLanguage(page, 'Français', /\/fr\/quickstart\/$/);
    page = await open('', {}, true);
    await page.waitForURL(/\/fr\/$/);
    await page.waitForLoadState('load');
    expect(await page.locator('h1').innerText()).toBe('Bienvenue dans Atlas');
    // No loop: the French home stays where it is.
    expect(pathOf(page)).toBe('/fr/');
    await chooseLanguage(page, 'English', /\/$/);
    page = await open('', {}, true);
    await page.waitForLoadState('load');
    expect(pathOf(page)).toBe('/');
    expect(await page.locator('h1').innerText()).toBe('Welcome to Atlas');
  });

  it('is only an explicit one: reading a page in another language does not move the root URL', async () => {
    let page = await open('ar/quickstart/');
    await page.locator('.q-sidebar a', { hasText: 'الإعداد' }).click();
    await page.waitForURL(/\/ar\/guides\/setup\/$/);
    page = await open('', {}, true);
    await page.waitForLoadState('load');
    expect(pathOf(page)).toBe('/');
  });

  it('leads the 404 page’s home link to the chosen language', async () => {
    let page = await open('quickstart/');
    await chooseLanguage(page, 'العربية', /\/ar\/quickstart\/$/);
    page = await open('fr/no-such-page/', {}, true);
    expect(await page.locator('h1').innerText()).toBe('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(/\/ar\/$/);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  });
});

describe('search', () => {
  /** The hits for `term` on `path`, and the per-language index files the page fetched. */
  async function search(path: string, term: string): Promise<{ hits: string[]; indexes: string[] }> {
    const page = await open(path);
    const indexes: string[] = [];
    page.on('request', (request) => {
      const match = /\/pagefind\.([a-z-]+)_[0-9a-f]+\.pf_meta$/.exec(new URL(request.url()).pathname);
      if (match) indexes.push(match[1]);
    });
    await page.keyboard.press('Control+k');
    await page.fill('#q-search-input', term);
    await page.waitForSelector('#q-search-results a[role="option"]');
    const hits = await page
      .locator('#q-search-results a[role="option"]')
      .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('#')[0]));
    return { hits: [...new Set(hits)].sort(), indexes };
  }

  it('loads the index of the page’s language and finds that language’s pages only', async () => {
    expect(await search('fr/quickstart/', 'nebula')).toEqual({ hits: ['/fr/', '/fr/quickstart/'], indexes: ['fr'] });
    expect(await search('quickstart/', 'nebula')).toEqual({ hits: ['/', '/quickstart/'], indexes: ['en'] });
    const arabic = await search('ar/quickstart/', 'atlas');
    expect(arabic.indexes).toEqual(['ar']);
    expect(arabic.hits.length).toBeGreaterThan(0);
    expect(arabic.hits.filter((href) => !href.startsWith('/ar/'))).toEqual([]);
  });
});

describe('a right-to-left language', () => {
  /** Boxes of the chrome, and whether anything is wider than the window. */
  const layout = (page: Page) =>
    page.evaluate(() => {
      const box = (selector: string) => {
        const rect = document.querySelector(selector)?.getBoundingClientRect();
        return rect && rect.width > 0 ? { left: rect.left, right: rect.right } : undefined;
      };
      return {
        sidebar: box('.q-sidebar'),
        main: box('.q-main'),
        toc: box('.q-toc'),
        brand: box('.q-brand'),
        prev: box('.q-prev'),
        next: box('.q-next'),
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        code: getComputedStyle(document.querySelector('.q-content pre')!).direction,
        text: getComputedStyle(document.querySelector('.q-content p')!).direction,
      };
    });

  it('mirrors the layout at 1280 px: sidebar on the right, contents on the left, code left to right', async () => {
    const page = await open('ar/quickstart/');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const boxes = await layout(page);
    expect(boxes.sidebar!.left).toBeGreaterThan(boxes.main!.right);
    expect(boxes.toc!.right).toBeLessThan(boxes.main!.left);
    expect(boxes.brand!.left).toBeGreaterThan(640);
    // Previous is at the start of the line (the right), next at its end.
    expect(boxes.prev!.left).toBeGreaterThan(boxes.next!.right);
    expect(boxes.overflow).toBeLessThanOrEqual(0);
    expect([boxes.text, boxes.code]).toEqual(['rtl', 'ltr']);
  });

  it('opens the menu from the right at 375 px, with nothing wider than the screen', async () => {
    const page = await open('ar/quickstart/', NARROW);
    expect((await layout(page)).overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = await page.locator('#q-menu').boundingBox();
    expect(menu).not.toBeNull();
    expect(Math.round(menu!.x + menu!.width)).toBe(375);
    expect(menu!.x).toBeGreaterThan(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${theme} mode, wide, narrow and with menus open`, async () => {
      const problems: string[] = [];
      const check = async (page: Page, label: string) => {
        await page.addScriptTag({ path: AXE });
        const violations = (await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } })
            .axe;
          return (await axe.run(document)).violations;
        })) as Array<{ id: string; nodes: Array<{ target: string[] }> }>;
        for (const v of violations)
          problems.push(`${label}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      };
      let page = await open('ar/quickstart/', { colorScheme: theme });
      await check(page, 'ar/quickstart/');
      await page.locator('header .q-switcher-language summary').click();
      await check(page, 'language switcher open');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+k');
      await page.fill('#q-search-input', 'atlas');
      await page.waitForSelector('#q-search-results a[role="option"]');
      await check(page, 'search open');
      page = await open('ar/quickstart/', { ...NARROW, colorScheme: theme });
      await check(page, 'ar/quickstart/ at 375 px');
      await page.getByRole('button', { name: 'Menu' }).click();
      await check(page, 'mobile menu');
      expect(problems).toEqual([]);
    }, 60_000);
  }
});
