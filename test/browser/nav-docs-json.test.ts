/**
 * docs.json navigation in a real browser, on test/fixtures/docs-json-nav (languages × versions × tabs, a tab menu,
 * dropdowns, a group with a root page, a hidden group, global anchors): switching version and language keeps the
 * page when it exists, dropdowns and tab menus follow the disclosure pattern with the keyboard, the mobile menu at
 * 375 px holds every switcher, everything works without JavaScript, and axe finds nothing in light or dark mode.
 */
import { createRequire } from 'node:module';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineContext, useServedFixture } from './helpers/chrome-site.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const site = useServedFixture('docs-json-nav');
let context: BrowserContext | undefined;

async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  await context?.close();
  context = await offlineContext(site.browser, { viewport: { width: 1280, height: 860 }, ...options });
  const page = await context.newPage();
  await page.goto(site.server.url + path);
  return page;
}

afterEach(async () => {
  await context?.close();
  context = undefined;
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('version and language switchers', () => {
  it('go to the same page in the other version, and back', async () => {
    const page = await open('quickstart/');
    const version = page.locator('header .q-switcher-version');
    expect(await version.locator('summary').innerText()).toContain('v2');
    await version.locator('summary').click();
    await version.getByRole('link', { name: 'v1' }).click();
    await page.waitForURL(/\/v1\/quickstart\/$/);
    expect(await page.locator('h1').innerText()).toBe('Quickstart (v1)');
    expect(await page.locator('header .q-switcher-version summary').innerText()).toContain('v1');
    // The tabs and sidebar are v1's now.
    expect(await page.locator('.q-tabs a.q-active').innerText()).toBe('Guides');
    expect(await page.locator('.q-sidebar a[aria-current="page"]').innerText()).toBe('Quickstart (v1)');
    await page.locator('header .q-switcher-version summary').click();
    await page.locator('header .q-switcher-version').getByRole('link', { name: /v2/ }).click();
    await page.waitForURL(/\/quickstart\/$/);
    expect(pathOf(page)).toBe('/quickstart/');
  });

  it('go to the same page in the other language, else to the language’s first page', async () => {
    const page = await open('quickstart/');
    const language = page.locator('header .q-switcher-language');
    await language.locator('summary').click();
    await language.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/\/fr\/quickstart\/$/);
    expect(await page.locator('h1').innerText()).toBe('Démarrage rapide');
    expect(await page.locator('header .q-switcher-language summary').innerText()).toContain('Français');
    // No French page for the CLI: the switcher leads to the French home.
    await page.goto(`${site.server.url}cli/install/`);
    await page.locator('header .q-switcher-language summary').click();
    await page.locator('header .q-switcher-language').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/\/fr\/$/);
    expect(await page.locator('h1').innerText()).toBe('Bienvenue dans Orbit');
  });

  it('stay within the page’s version when only that changes', async () => {
    const page = await open('v1/quickstart/');
    await page.locator('header .q-switcher-language summary').click();
    const french = page.locator('header .q-switcher-language').getByRole('link', { name: 'Français' });
    // fr has no v1 quickstart: its first page.
    expect(await french.getAttribute('href')).toBe('/fr/');
    await page.locator('header .q-switcher-version summary').click();
    expect(
      await page.locator('header .q-switcher-version').getByRole('link', { name: /v2/ }).getAttribute('href'),
    ).toBe('/quickstart/');
  });
});

describe('dropdowns and tab menus', () => {
  it('switch sections with the sidebar dropdown', async () => {
    const page = await open('quickstart/');
    const dropdown = page.locator('.q-nav-switchers .q-switcher-dropdown');
    expect(await dropdown.locator('summary').innerText()).toContain('Getting started');
    await dropdown.locator('summary').click();
    const deploy = dropdown.getByRole('link', { name: /Deploy/ });
    expect(await deploy.innerText()).toContain('Ship it');
    await deploy.click();
    await page.waitForURL(/\/deploy\/vercel\/$/);
    expect(await page.locator('.q-nav-switchers .q-switcher-dropdown summary').innerText()).toContain('Deploy');
    expect(await page.locator('.q-sidebar .q-nav-title .q-nav-label').allInnerTexts()).toEqual(['Hosting']);
    expect(await page.locator('.q-sidebar .q-nav-title .q-nav-tag').innerText()).toBe('New');
  });

  it('open a tab menu from the keyboard, move with the arrow keys, close with Escape', async () => {
    const page = await open('quickstart/');
    const menu = page.locator('.q-tab-menu details');
    const button = menu.locator('summary');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    expect(await menu.getAttribute('open')).toBe('');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Users');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Teams');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Status');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Users');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('open')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    // Enter toggles it, as any disclosure button; Tab away closes it.
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('open')).toBe('');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await menu.getAttribute('open')).toBeNull();
  });

  it('close a menu on a click outside it, and when another opens', async () => {
    const page = await open('quickstart/');
    await page.locator('.q-tab-menu summary').click();
    expect(await page.locator('.q-tab-menu details').getAttribute('open')).toBe('');
    await page.locator('header .q-switcher-version summary').click();
    expect(await page.locator('.q-tab-menu details').getAttribute('open')).toBeNull();
    await page.locator('h1').click();
    expect(await page.locator('header .q-switcher-version').getAttribute('open')).toBeNull();
  });

  it('lead to a menu item’s pages, marking the tab and the item as current', async () => {
    const page = await open('quickstart/');
    await page.locator('.q-tab-menu summary').click();
    await page.locator('.q-nav-tab-menu-list').getByRole('link', { name: 'Teams' }).click();
    await page.waitForURL(/\/api\/teams\/list\/$/);
    expect(await page.locator('.q-tab-menu summary').getAttribute('aria-current')).toBe('true');
    expect(await page.locator('.q-nav-tab-menu-list a[aria-current="true"]').textContent()).toBe('Teams');
  });
});

describe('sidebar', () => {
  it('links a group heading to its root page and opens expanded groups; hidden groups have no entry', async () => {
    const page = await open('quickstart/');
    const cli = page.locator('.q-nav-title a', { hasText: 'CLI' });
    expect(await cli.getAttribute('href')).toBe('/cli/');
    expect(await page.locator('.q-nav-sub details').first().getAttribute('open')).toBe('');
    expect(await page.locator('.q-sidebar').innerText()).not.toContain('Internal');
    await cli.click();
    await page.waitForURL(/\/cli\/$/);
    expect(await page.locator('.q-nav-title a[aria-current="page"]').innerText()).toBe('CLI');
    expect(await page.locator('.q-next .q-pagination-title').innerText()).toBe('Install the CLI');
  });
});

describe('mobile menu at 375 px', () => {
  it('holds the switchers, the dropdown, the anchors and the groups, and switches language', async () => {
    const page = await open('quickstart/', { viewport: { width: 375, height: 812 }, isMobile: true });
    expect(await page.locator('header .q-switcher-language').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#q-menu');
    for (const selector of [
      '.q-menu-tabs',
      '.q-switcher-language',
      '.q-switcher-version',
      '.q-switcher-dropdown',
      '.q-anchors',
      '.q-nav-group',
    ])
      expect(await menu.locator(selector).first().isVisible(), selector).toBe(true);
    // The tabs, their menu items included, are links in the menu.
    expect(await menu.locator('.q-menu-tabs a').allInnerTexts()).toEqual(['Guides', 'API', 'Users', 'Teams', 'Status']);
    expect(await menu.locator('.q-anchors').innerText()).toContain('Changelog');
    await menu.locator('.q-switcher-language summary').click();
    await menu.locator('.q-switcher-language').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/\/fr\/quickstart\/$/);
  });

  it('opens a tab menu below the header, inside the screen', async () => {
    const page = await open('quickstart/', { viewport: { width: 375, height: 812 }, isMobile: true });
    await page.locator('.q-tab-menu summary').click();
    const box = await page.locator('.q-nav-tab-menu-list').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await page.locator('.q-nav-tab-menu-list').getByRole('link', { name: /Users/ }).click();
    await page.waitForURL(/\/api\/users\/list\/$/);
  });
});

describe('search', () => {
  const hits = async (page: Page, term: string) => {
    await page.keyboard.press('Control+k');
    await page.fill('#q-search-input', term);
    await page.waitForSelector('#q-search-results a[role="option"]');
    return page
      .locator('#q-search-results a[role="option"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  };

  it('stays within the page’s version and language', async () => {
    const english = await hits(await open('quickstart/'), 'Orbit');
    expect(english.length).toBeGreaterThan(0);
    expect(english.filter((href) => /^\/(fr|v1)\//.test(href))).toEqual([]);
    const french = await hits(await open('fr/quickstart/'), 'Orbit');
    expect(french.length).toBeGreaterThan(0);
    expect(french.filter((href) => !href.startsWith('/fr/') || href.startsWith('/fr/v1/'))).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('opens the switchers and the tab menu as plain disclosures', async () => {
    const page = await open('quickstart/', { javaScriptEnabled: false });
    await page.locator('header .q-switcher-version summary').click();
    await page.locator('header .q-switcher-version').getByRole('link', { name: 'v1' }).click();
    await page.waitForURL(/\/v1\/quickstart\/$/);
    await page.goto(`${site.server.url}quickstart/`);
    await page.locator('.q-tab-menu summary').click();
    expect(await page.locator('.q-nav-tab-menu-list').isVisible()).toBe(true);
  });
});

describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${theme} mode, menus open and closed, wide and narrow`, async () => {
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
      for (const path of ['quickstart/', 'api/users/list/', 'fr/quickstart/', 'changelog/', '404.html']) {
        const page = await open(path, { colorScheme: theme });
        await check(page, path);
      }
      let page = await open('cli/', { colorScheme: theme });
      await page.locator('.q-tab-menu summary').click();
      await check(page, 'tab menu open');
      await page.locator('header .q-switcher-version summary').click();
      await check(page, 'version switcher open');
      await page.locator('.q-switcher-dropdown summary').click();
      await check(page, 'dropdown open');
      page = await open('quickstart/', { colorScheme: theme, viewport: { width: 375, height: 812 }, isMobile: true });
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.locator('#q-menu .q-switcher-language summary').click();
      await check(page, 'mobile menu');
      expect(problems).toEqual([]);
    }, 60_000);
  }
});
