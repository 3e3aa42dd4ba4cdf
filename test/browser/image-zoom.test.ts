/**
 * Image zoom in Chromium (test/fixtures/image-zoom): an image of the content opens full size in a modal dialog by
 * click or keyboard and closes with Escape, giving focus back; `noZoom` images and linked images are left alone.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axe } from './helpers/axe.js';
import { offlineContext, useServedFixture } from './helpers/chrome-site.js';

const served = useServedFixture('image-zoom');
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  context = await offlineContext(served.browser, { viewport: { width: 1280, height: 900 }, colorScheme });
  const page = await context.newPage();
  await page.goto(served.server.url);
  await page.waitForSelector('img.q-zoomable');
  return page;
}

describe('image zoom', () => {
  it('zooms only the plain content image, by keyboard, and gives focus back when closed', async () => {
    const page = await open();
    const zoomable = page.getByRole('button', { name: 'Zoom image: A green diagram' });
    await expect(zoomable.count()).resolves.toBe(1);
    await expect(page.locator('img.q-zoomable').count()).resolves.toBe(1);
    await expect(page.locator('img[data-no-zoom]').getAttribute('tabindex')).resolves.toBeNull();
    const inPage = (await zoomable.boundingBox())?.width ?? 0;
    await zoomable.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.q-zoom');
    await expect(dialog.evaluate((d: HTMLDialogElement) => d.open)).resolves.toBe(true);
    await expect(dialog.locator('img').getAttribute('alt')).resolves.toBe('A green diagram');
    const box = await dialog.locator('img').boundingBox();
    // Wider than in the column, within the window.
    expect(box?.width).toBeGreaterThan(inPage + 200);
    expect(box?.width).toBeLessThanOrEqual(1280);
    await page.keyboard.press('Escape');
    await expect(dialog.evaluate((d: HTMLDialogElement) => d.open)).resolves.toBe(false);
    await expect(zoomable.evaluate((image) => image === document.activeElement)).resolves.toBe(true);
  });

  it('opens by click and closes by a click anywhere; the linked image still navigates', async () => {
    const page = await open();
    await page.locator('img.q-zoomable').click();
    const dialog = page.locator('dialog.q-zoom');
    await expect(dialog.evaluate((d: HTMLDialogElement) => d.open)).resolves.toBe(true);
    await page.mouse.click(10, 10);
    await expect(dialog.evaluate((d: HTMLDialogElement) => d.open)).resolves.toBe(false);
    await expect(page.locator('a img').getAttribute('role')).resolves.toBeNull();
  });

  it('has no axe violations with the image zoomed, in light and dark mode', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await open(scheme);
      await page.locator('img.q-zoomable').click();
      expect(await axe(page)).toEqual([]);
      await context?.close();
      context = undefined;
    }
  });
});
