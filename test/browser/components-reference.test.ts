/**
 * The API-reference and content components in Chromium, on a built fixture site (test/fixtures/components-reference):
 * request and response examples beside the text at 1280 px and in it at 375 px, field anchors, tooltips by keyboard
 * and pointer (and Escape), the view switcher, the copy buttons, the pages without JavaScript, and axe in light and
 * dark at both widths.
 */

import { createRequire } from 'node:module';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineContext, useServedFixture } from './helpers/chrome-site.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PAGES = ['', 'media/', 'more/', 'changelog/'];

const served = useServedFixture('components-reference');
let context: BrowserContext | undefined;
let pageErrors: string[] = [];

afterEach(async () => {
  await context?.close();
  context = undefined;
  const errors = pageErrors;
  pageErrors = [];
  expect(errors).toEqual([]);
});

async function open(url = '', options: BrowserContextOptions = {}): Promise<Page> {
  // Reduced motion: no fade, so what is hidden is hidden at once.
  context = await offlineContext(served.browser, {
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    ...options,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(served.server.url + url);
  return page;
}

const NARROW: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true };

describe('request and response examples', () => {
  it('stand in a sticky column beside the fields at 1280 px, in the place of the table of contents', async () => {
    const page = await open();
    const side = page.locator('.q-side-panel-inner');
    await expect(side.isVisible()).resolves.toBe(true);
    expect(
      await page.locator('.q-side-inline').evaluateAll((els) => els.every((el) => !(el as HTMLElement).offsetParent)),
    ).toBe(true);
    const field = await page.locator('#param-api-id').boundingBox();
    const column = await side.boundingBox();
    expect(field && column).toBeTruthy();
    // Beside the text: to its right, level with the top of the page.
    expect(column!.x).toBeGreaterThanOrEqual(field!.x + field!.width);
    expect(column!.y).toBeLessThan(field!.y);
    expect(await page.locator('.q-toc').isVisible()).toBe(false);
    await expect(page.locator('.q-toc-mobile').isVisible()).resolves.toBe(true);
    // It stays in view while the reader scrolls through the fields.
    await page.locator('#param-field-12').scrollIntoViewIfNeeded();
    const after = await side.boundingBox();
    expect(after!.y).toBeGreaterThanOrEqual(0);
    expect(after!.y).toBeLessThan(900);
    await expect(side.getByRole('tab', { name: 'JavaScript' }).isVisible()).resolves.toBe(true);
  });

  it('are in the text, where they are written, at 375 px; the side column is not shown', async () => {
    const page = await open('', NARROW);
    expect(await page.locator('.q-side-panel').isVisible()).toBe(false);
    const request = page.locator('.q-request-example.q-side-inline');
    await expect(request.isVisible()).resolves.toBe(true);
    const lastField = await page.locator('#param-field-12').boundingBox();
    const example = await request.boundingBox();
    expect(example!.y).toBeGreaterThan(lastField!.y);
    expect(example!.x + example!.width).toBeLessThanOrEqual(375);
  });

  it('are read once by assistive technology: only one copy is in the accessibility tree', async () => {
    for (const options of [{}, NARROW]) {
      const page = await open('', options);
      const snapshot = await page.locator('main').ariaSnapshot();
      expect(snapshot.split('curl -X POST').length - 1).toBe(1);
      await context?.close();
      context = undefined;
    }
  });
});

describe('fields', () => {
  it('link to their own anchors, which a link on the page reaches', async () => {
    const page = await open();
    await page.getByRole('link', { name: 'below' }).click();
    await page.waitForURL(/#param-on-error$/);
    const box = await page.locator('#param-on-error').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(300);
    expect(await page.locator('#param-on-error .q-field-link').getAttribute('href')).toBe('#param-on-error');
  });
});

describe('tooltips', () => {
  const tooltip = (page: Page, name: string) =>
    page.getByRole('tooltip', { includeHidden: true }).filter({ hasText: name });

  it('open on keyboard focus, keep open on their link, and close with Escape', async () => {
    const page = await open('media/');
    const tip = tooltip(page, 'Application Programming Interface');
    expect(await tip.isVisible()).toBe(false);
    const term = page.locator('.q-tooltip-trigger').first();
    await page.locator('#tooltips').evaluate((heading) => (heading as HTMLElement).scrollIntoView());
    // Tab from the heading's anchor link to the term.
    await page.locator('#tooltips .heading-anchor').focus();
    await page.keyboard.press('Tab');
    expect(await term.evaluate((el) => el === document.activeElement)).toBe(true);
    // Each state is waited for (styles and focus settle at the next frame, which may come late under load).
    await tip.waitFor({ state: 'visible' });
    // The term is described by the tooltip.
    const id = await tip.getAttribute('id');
    expect(await term.getAttribute('aria-describedby')).toBe(id);
    // The link in the tooltip is the next stop, and the tooltip stays open on it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Read the API guide');
    await tip.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    // Back to the term: it opens again.
    await page.keyboard.press('Shift+Tab');
    expect(await term.evaluate((el) => el === document.activeElement)).toBe(true);
    await tip.waitFor({ state: 'visible' });
  });

  it('open on hover, and without JavaScript too', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await open('media/', { javaScriptEnabled });
      const tip = tooltip(page, 'A short note');
      expect(await tip.isVisible()).toBe(false);
      await page.getByText('term', { exact: true }).hover();
      await expect(tip.isVisible()).resolves.toBe(true);
      await page.mouse.move(0, 0);
      await expect(tip.isVisible()).resolves.toBe(false);
      await context?.close();
      context = undefined;
    }
  });
});

describe('views, folders and copy buttons', () => {
  it('the view switcher shows one view at a time, by mouse and arrow keys', async () => {
    const page = await open('more/');
    const js = page.getByText('Only for JavaScript.');
    const py = page.getByText('Only for Python.');
    await expect(js.isVisible()).resolves.toBe(true);
    await expect(py.isVisible()).resolves.toBe(false);
    await page.getByRole('radio', { name: 'Python' }).check();
    await expect(js.isVisible()).resolves.toBe(false);
    await expect(py.isVisible()).resolves.toBe(true);
    await page.getByRole('radio', { name: 'Python' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'JavaScript' }).isChecked()).resolves.toBe(true);
    await expect(js.isVisible()).resolves.toBe(true);
  });

  it('tree folders open and close by keyboard', async () => {
    const page = await open('more/');
    const route = page.getByText('route.ts');
    await expect(route.isVisible()).resolves.toBe(false);
    await page.locator('summary', { hasText: 'api' }).focus();
    await page.keyboard.press('Enter');
    await expect(route.isVisible()).resolves.toBe(true);
  });

  it('copy buttons copy the prompt and the colour value', async () => {
    const page = await open('more/');
    await context!.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(served.server.url).origin,
    });
    await page.getByRole('button', { name: 'Copy prompt' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'You are a technical writer. Write clearly.',
    );
    await page.getByRole('button', { name: 'Copy blue-500' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#3B82F6');
  });

  it('without JavaScript, content stays readable and copy buttons are not offered', async () => {
    const page = await open('more/', { javaScriptEnabled: false });
    expect(await page.getByRole('button', { name: 'Copy prompt' }).isVisible()).toBe(false);
    await expect(page.getByText('layout.tsx').isVisible()).resolves.toBe(true);
    await expect(page.getByText('#3B82F6').first().isVisible()).resolves.toBe(true);
    await page.getByText('Show prompt').click();
    await expect(page.getByText('You are a technical writer.').isVisible()).resolves.toBe(true);
  });
});

describe('axe-core', () => {
  for (const [width, options] of [
    ['1280 px', {}],
    ['375 px', NARROW],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`finds no violations at ${width} in ${theme} mode`, async () => {
        context = await offlineContext(served.browser, {
          viewport: { width: 1280, height: 900 },
          ...options,
          colorScheme: theme,
        });
        await context.addInitScript((t) => localStorage.setItem('quire-theme', t), theme);
        const page = await context.newPage();
        page.on('pageerror', (error) => pageErrors.push(error.message));
        const problems: string[] = [];
        for (const url of PAGES) {
          await page.goto(served.server.url + url);
          expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
          await page.addScriptTag({ path: AXE });
          const violations = (await page.evaluate(async () => {
            const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } })
              .axe;
            return (await axe.run(document)).violations;
          })) as Array<{ id: string; nodes: Array<{ target: string[] }> }>;
          for (const v of violations)
            problems.push(`${url || 'index'}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
        expect(problems).toEqual([]);
      }, 60_000);
    }
  }
});
