/**
 * Navigation in a real browser on the built example: versions (an anchor appears and disappears, the choice
 * survives navigation), tabs, anchors, hidden anchors, collapsible groups, the table-of-contents highlight and
 * the mobile menu at 375 px.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { htmlFiles, offlineContext, urlPathOf, useServedExample } from './helpers/chrome-site.js';

const example = useServedExample();
let context: BrowserContext;

async function desktop(): Promise<BrowserContext> {
  await context?.close();
  context = await offlineContext(example.browser, { viewport: { width: 1366, height: 900 } });
  return context;
}

describe('versions', () => {
  it('shows the v1 anchor only while v1 is selected, and keeps the choice across pages', async () => {
    const page = await (await desktop()).newPage();
    await page.goto(example.server.url);
    const v1Anchor = page.locator('.q-anchors [data-for-version="v1"]');
    expect(await page.getAttribute('html', 'data-version')).toBe('v2');
    expect(await v1Anchor.isVisible()).toBe(false);
    await page.selectOption('header select[data-version-select]', 'v1');
    expect(await v1Anchor.isVisible()).toBe(true);
    expect(await page.locator('header .q-version-current').innerText()).toBe('v1');
    await page.click('.q-nav a[href="/quickstart/"]');
    await page.waitForURL(`${example.server.url}quickstart/`);
    expect(await page.getAttribute('html', 'data-version')).toBe('v1');
    expect(await page.locator('.q-anchors [data-for-version="v1"]').isVisible()).toBe(true);
    expect(await page.inputValue('header select[data-version-select]')).toBe('v1');
    await page.selectOption('header select[data-version-select]', 'v2');
    expect(await page.locator('.q-anchors [data-for-version="v1"]').isVisible()).toBe(false);
    await page.reload();
    expect(await page.locator('.q-anchors [data-for-version="v1"]').isVisible()).toBe(false);
  });

  it('selects the version of a versioned page opened by link, and leaves it when another version is chosen', async () => {
    const page = await (await desktop()).newPage();
    await page.goto(`${example.server.url}v1/quickstart/`);
    expect(await page.getAttribute('html', 'data-version')).toBe('v1');
    expect(await page.locator('.q-anchors [data-for-version="v1"] a').getAttribute('aria-current')).toBe('true');
    await page.selectOption('header select[data-version-select]', 'v2');
    await page.waitForURL(example.server.url);
    expect(await page.getAttribute('html', 'data-version')).toBe('v2');
  });
});

describe('tabs and anchors', () => {
  it('goes to a tab and marks it current', async () => {
    const page = await (await desktop()).newPage();
    await page.goto(example.server.url);
    await page.click('.q-tabs >> text=API reference');
    await page.waitForURL(`${example.server.url}api-reference/overview/`);
    expect(await page.locator('.q-tabs a[aria-current="true"]').innerText()).toBe('API reference');
    expect(await page.locator('.q-nav-title').first().innerText()).toBe('API reference');
  });

  it('goes to an anchor, shows its groups and icon, and shows a hidden anchor only on its own pages', async () => {
    const page = await (await desktop()).newPage();
    await page.goto(example.server.url);
    expect(await page.locator('.q-anchors').innerText()).not.toContain('Local sandbox');
    const guides = page.locator('.q-anchors a', { hasText: 'Guides' });
    expect(await guides.locator('svg').count()).toBe(1);
    await guides.click();
    await page.waitForURL(`${example.server.url}guides/get-or-create/`);
    expect(await page.locator('.q-anchors a[aria-current="true"]').innerText()).toBe('Guides');
    expect(await page.locator('.q-nav-title').allInnerTexts()).toEqual(['Essentials', 'Advanced']);
    await page.goto(`${example.server.url}sandbox/running-locally/`);
    expect(await page.locator('.q-anchors a[aria-current="true"]').innerText()).toBe('Local sandbox');
  });

  it('opens the nested group holding the current page and lets others collapse', async () => {
    const page = await (await desktop()).newPage();
    await page.goto(`${example.server.url}guides/properties/`);
    const group = page.locator('.q-nav-sub details');
    expect(await group.getAttribute('open')).toBe('');
    expect(await page.locator('.q-nav-sub a[aria-current="page"]').innerText()).toBe('Properties and mapping');
    await page.click('.q-nav-sub summary');
    expect(await group.getAttribute('open')).toBeNull();
    await page.goto(`${example.server.url}guides/environments/`);
    expect(await page.locator('.q-nav-sub details').getAttribute('open')).toBeNull();
  });

  it('highlights the section being read in the table of contents', async () => {
    const page = await (await desktop()).newPage();
    await page.goto(`${example.server.url}guides/token-rotation/`);
    const current = page.locator('.q-toc a[aria-current="true"]');
    await page.evaluate(() => document.getElementById('rotate-safely')!.scrollIntoView({ block: 'start' }));
    await expect.poll(() => current.innerText()).toBe('Rotate safely');
    await page.evaluate(() => document.getElementById('request')!.scrollIntoView({ block: 'start' }));
    await expect.poll(() => current.innerText()).toBe('Request');
    expect(await current.count()).toBe(1);
  });
});

describe('mobile menu at 375 px', () => {
  it('opens the sidebar as a menu, navigates, and closes with Escape', async () => {
    await context?.close();
    context = await offlineContext(example.browser, {
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${example.server.url}quickstart/`);
    const menu = page.locator('#q-menu');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.locator('.q-topbar-links').isVisible()).toBe(false);
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    expect(await menu.isVisible()).toBe(true);
    expect(await page.locator('#q-menu .q-menu-links').innerText()).toContain('Status page');
    expect(await page.locator('#q-menu a[aria-current="page"]').innerText()).toBe('Quickstart');
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    await button.click();
    await page.click('#q-menu >> text=Authentication');
    await page.waitForURL(`${example.server.url}authentication/`);
    expect(await page.locator('#q-menu').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('never scrolls sideways: every page fits 375 px', async () => {
    const page = await context.newPage();
    const wide: string[] = [];
    for (const file of htmlFiles(example.site.dir)) {
      await page.goto(example.server.url + urlPathOf(file));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) wide.push(`${file}: ${width}px`);
    }
    expect(wide).toEqual([]);
  });
});
