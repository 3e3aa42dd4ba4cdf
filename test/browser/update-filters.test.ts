/**
 * The tag filter of a changelog in Chromium (test/fixtures/update-filters): one toggle button per tag above the first
 * update; pressing tags shows only the updates with one of them, "All" shows every one; it works from the keyboard
 * and passes axe; without JavaScript there is no filter and every update shows.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axe } from './helpers/axe.js';
import { offlineContext, useServedFixture } from './helpers/chrome-site.js';

const served = useServedFixture('update-filters');
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(options: { colorScheme?: 'light' | 'dark'; javaScriptEnabled?: boolean } = {}): Promise<Page> {
  context = await offlineContext(served.browser, { viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  await page.goto(served.server.url);
  if (options.javaScriptEnabled !== false) await page.waitForSelector('.q-update-filters');
  return page;
}

const shown = (page: Page) =>
  page.$$eval('.q-update', (updates) =>
    updates.filter((u) => !(u as HTMLElement).hidden).map((u) => u.querySelector('h2')?.textContent?.replace(/#$/, '')),
  );

describe('changelog tag filters', () => {
  it('offers each tag once, in order of use, and filters the updates by the pressed tags', async () => {
    const page = await open();
    const filters = page.getByRole('group', { name: 'Filter updates by tag' });
    await expect(filters.getByRole('button').allTextContents()).resolves.toEqual(['All', 'API', 'Dashboard', 'SDK']);
    await filters.getByRole('button', { name: 'Dashboard' }).click();
    await expect(shown(page)).resolves.toEqual(['2026-11-01', '2026-10-01']);
    await expect(filters.getByRole('button', { name: 'Dashboard' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(filters.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).resolves.toBe('false');
    // From the keyboard: Tab to SDK, press Space; then All resets.
    await filters.getByRole('button', { name: 'SDK' }).focus();
    await page.keyboard.press('Space');
    await expect(shown(page)).resolves.toEqual(['2026-11-01', '2026-10-01', '2026-09-01']);
    await expect(filters.getByRole('status').textContent()).resolves.toBe('3 of 4 updates shown');
    await filters.getByRole('button', { name: 'All' }).focus();
    await page.keyboard.press('Enter');
    await expect(shown(page)).resolves.toEqual(['2026-11-01', '2026-10-01', '2026-09-01', '2026-08-01']);
  });

  it('has no axe violations, in light and dark mode', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await open({ colorScheme });
      await page.getByRole('button', { name: 'API' }).click();
      expect(await axe(page)).toEqual([]);
      await context?.close();
      context = undefined;
    }
  });

  it('shows every update and no filter without JavaScript', async () => {
    const page = await open({ javaScriptEnabled: false });
    await expect(page.locator('.q-update-filters').count()).resolves.toBe(0);
    await expect(shown(page)).resolves.toHaveLength(4);
  });
});
