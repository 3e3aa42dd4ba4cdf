/** With JavaScript turned off, reading and navigating still work: sidebar, tabs, anchors, TOC, prev/next, mobile menu. */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { offlineContext, useServedExample } from './helpers/chrome-site.js';

const example = useServedExample();

async function noJs(width: number): Promise<BrowserContext> {
  return offlineContext(example.browser, { javaScriptEnabled: false, viewport: { width, height: 900 } });
}

describe('without JavaScript', () => {
  it('navigates by sidebar, tabs, anchors, table of contents and previous/next links', async () => {
    const context = await noJs(1366);
    const page = await context.newPage();
    await page.goto(example.server.url);
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    for (const control of ['.q-search-button', '.q-theme-toggle', 'header .q-version']) {
      expect(await page.locator(control).isVisible(), control).toBe(false);
    }
    await page.click('.q-nav >> text=Quickstart');
    await page.waitForURL(`${example.server.url}quickstart/`);
    await page.click('.q-toc >> text=Before you begin');
    await page.waitForURL(`${example.server.url}quickstart/#before-you-begin`);
    await page.click('a[rel="next"]');
    await page.waitForURL(`${example.server.url}authentication/`);
    await page.click('a[rel="prev"]');
    await page.waitForURL(`${example.server.url}quickstart/`);
    await page.click('.q-tabs >> text=API reference');
    await page.waitForURL(`${example.server.url}api-reference/overview/`);
    await page.click('.q-anchors >> text=Guides');
    await page.waitForURL(`${example.server.url}guides/get-or-create/`);
    await page.click('.q-nav-sub summary');
    await page.click('.q-nav-sub >> text=Embed a dashboard');
    await page.waitForURL(`${example.server.url}guides/embedding/`);
    await context.close();
  });

  it('opens the mobile menu at 375 px and the table of contents disclosure', async () => {
    const context = await noJs(375);
    const page = await context.newPage();
    await page.goto(`${example.server.url}guides/update/`);
    await page.click('.q-toc-mobile summary');
    expect(await page.locator('.q-toc-mobile a').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await page.locator('#q-menu').isVisible()).toBe(true);
    await page.click('#q-menu >> text=Errors');
    await page.waitForURL(`${example.server.url}guides/errors/`);
    await context.close();
  });
});
