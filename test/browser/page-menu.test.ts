/**
 * The page menu beside the title, on the built example in Chromium: opened by mouse and by keyboard (the WAI-ARIA
 * menu button pattern), "Copy page" puts the served `.md` on the clipboard and says so, "View as Markdown" serves the
 * `.md` as text/markdown, the "Open in …" links ask for the `.md` at its absolute URL (never followed), the page
 * without JavaScript, and axe with the menu open in light and dark.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineContext, useServedExample } from './helpers/chrome-site.js';
import { axe } from './helpers/axe.js';

const served = useServedExample();
let context: BrowserContext | undefined;
let pageErrors: string[] = [];

afterEach(async () => {
  await context?.close();
  context = undefined;
  const errors = pageErrors;
  pageErrors = [];
  expect(errors).toEqual([]);
});

async function open(options: BrowserContextOptions = {}, urlPath = 'quickstart/'): Promise<Page> {
  context = await offlineContext(served.browser, { viewport: { width: 1280, height: 900 }, ...options });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(served.server.url).origin });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(served.server.url + urlPath);
  // The menu's code loads on demand; it is ready once the disclosure has become a menu button.
  if (options.javaScriptEnabled !== false && urlPath !== '404.html')
    await page.locator('button.q-page-menu-toggle').waitFor();
  return page;
}

const toggle = (page: Page) => page.getByRole('button', { name: 'Page options' });
const menu = (page: Page) => page.getByRole('menu');
const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.querySelector('.q-page-menu-title')?.textContent ?? null);
const builtMarkdown = () => readFileSync(path.join(served.site.dir, 'quickstart.md'), 'utf8');

describe('page menu', () => {
  it('opens by mouse as a menu of four items, and closes on a click outside', async () => {
    const page = await open();
    const button = toggle(page);
    await expect(button.getAttribute('aria-haspopup')).resolves.toBe('menu');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(menu(page).isVisible()).resolves.toBe(false);
    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(menu(page).getByRole('menuitem').allInnerTexts()).resolves.toEqual([
      'Copy page\nCopy this page as Markdown for AI tools',
      'View as Markdown\nOpen this page as plain Markdown',
      'Open in ChatGPT\nAsk questions about this page\n(opens in a new tab)',
      'Open in Claude\nAsk questions about this page\n(opens in a new tab)',
    ]);
    await page.locator('h1').click();
    await expect(menu(page).isVisible()).resolves.toBe(false);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('works by keyboard: arrows, Home, End, Escape back to the button, Tab out closes', async () => {
    const page = await open();
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(focusedText(page)).resolves.toBe('Copy page');
    await page.keyboard.press('ArrowDown');
    await expect(focusedText(page)).resolves.toBe('View as Markdown');
    await page.keyboard.press('End');
    await expect(focusedText(page)).resolves.toBe('Open in Claude');
    await page.keyboard.press('ArrowDown');
    await expect(focusedText(page)).resolves.toBe('Copy page');
    await page.keyboard.press('ArrowUp');
    await expect(focusedText(page)).resolves.toBe('Open in Claude');
    await page.keyboard.press('Home');
    await expect(focusedText(page)).resolves.toBe('Copy page');
    await page.keyboard.press('Escape');
    await expect(menu(page).isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Page options');
    // Up on the button opens the menu at its last item.
    await page.keyboard.press('ArrowUp');
    await expect(focusedText(page)).resolves.toBe('Open in Claude');
    await page.keyboard.press('Tab');
    await expect(menu(page).isVisible()).resolves.toBe(false);
  });

  it('copies the served .md by the button beside the menu, and announces it', async () => {
    const page = await open();
    const main = page.locator('.q-page-menu-main');
    await expect(main.innerText()).resolves.toBe('Copy page');
    await main.click();
    const status = page.locator('[data-page-menu-status]');
    await expect.poll(() => status.textContent()).toBe('Page copied as Markdown');
    await expect(status.getAttribute('role')).resolves.toBe('status');
    await expect(main.innerText()).resolves.toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(builtMarkdown());
    expect(copied.startsWith('# Quickstart\n')).toBe(true);
  });

  it('copies from the menu by keyboard, then gives focus back to the menu button', async () => {
    const page = await open();
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await toggle(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-page-menu-status]').textContent()).toBe('Page copied as Markdown');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(builtMarkdown());
    await expect(menu(page).isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Page options');
  });

  it('says so when the .md cannot be fetched, and leaves the clipboard alone', async () => {
    const page = await open();
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await context?.route('**/quickstart.md', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.locator('.q-page-menu-main').click();
    await expect
      .poll(() => page.locator('[data-page-menu-status]').textContent())
      .toBe('Copy failed: use “View as Markdown” and copy the text from there');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('before');
  });

  it('"View as Markdown" opens the .md, served as text/markdown', async () => {
    const page = await open();
    await toggle(page).click();
    const [response] = await Promise.all([
      page.waitForNavigation(),
      menu(page).getByRole('menuitem', { name: 'View as Markdown' }).click(),
    ]);
    expect(new URL(page.url()).pathname).toBe('/quickstart.md');
    expect(response?.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    await expect(response?.text()).resolves.toBe(builtMarkdown());
  });

  it('"Open in" links ask the assistant to read the .md at its absolute URL, in a new tab', async () => {
    const page = await open();
    const markdown = `${served.server.url}quickstart.md`;
    const prompt = `Read ${markdown} so I can ask questions about it.`;
    // Read from the closed menu: the links are complete before anyone opens it.
    const links = page.locator('#q-page-menu-list a[target="_blank"]');
    const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    const expected = [new URL('https://chatgpt.com/?hints=search'), new URL('https://claude.ai/new')];
    for (const url of expected) url.searchParams.set('q', prompt);
    expect(hrefs).toEqual(expected.map((url) => url.href));
    await expect(links.evaluateAll((as) => as.map((a) => a.getAttribute('rel')))).resolves.toEqual([
      'noopener',
      'noopener',
    ]);
  });

  it('is on endpoint pages too, and not on the 404 page', async () => {
    const page = await open({}, 'api-reference/get-user/');
    await expect(toggle(page).isVisible()).resolves.toBe(true);
    await page.goto(`${served.server.url}no-such-page`);
    await expect(page.locator('[data-page-menu]').count()).resolves.toBe(0);
  });

  it('without JavaScript: no copy, "View as Markdown" in a disclosure, no chat link without --site-url', async () => {
    const page = await open({ javaScriptEnabled: false });
    await expect(page.locator('.q-page-menu-main').isVisible()).resolves.toBe(false);
    const summary = page.locator('summary.q-page-menu-toggle');
    await expect(summary.innerText()).resolves.toBe('Page options');
    await summary.click();
    const visible = page.locator('.q-page-menu-list a:visible, .q-page-menu-list button:visible');
    await expect(visible.allInnerTexts()).resolves.toEqual(['View as Markdown\nOpen this page as plain Markdown']);
    await expect(page.locator('.q-page-menu-list a:visible').getAttribute('href')).resolves.toBe('/quickstart.md');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${theme} mode with the menu open, and after a copy`, async () => {
      const page = await open({ colorScheme: theme });
      await page.evaluate((t) => localStorage.setItem('quire-theme', t), theme);
      await page.reload();
      await expect(page.getAttribute('html', 'data-theme')).resolves.toBe(theme);
      const run = () => axe(page);
      await toggle(page).click();
      await expect(menu(page).isVisible()).resolves.toBe(true);
      await expect(run()).resolves.toEqual([]);
      await page.keyboard.press('Escape');
      await page.locator('.q-page-menu-main').click();
      await expect.poll(() => page.locator('[data-page-menu-status]').textContent()).toBe('Page copied as Markdown');
      await expect(run()).resolves.toEqual([]);
    });
  }
});
