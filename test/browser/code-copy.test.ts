/**
 * Code blocks in Chromium, on a built fixture site (test/fixtures/code-blocks-site): the copy button by mouse and by
 * keyboard (what lands on the clipboard, what is announced), `nocopy`, the expandable control, the page without
 * JavaScript, and axe in light and dark.
 */

import { createRequire } from 'node:module';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineContext, useServedFixture } from './helpers/chrome-site.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const served = useServedFixture('code-blocks-site');
let context: BrowserContext | undefined;
let pageErrors: string[] = [];

afterEach(async () => {
  await context?.close();
  context = undefined;
  const errors = pageErrors;
  pageErrors = [];
  expect(errors).toEqual([]);
});

async function open(options: BrowserContextOptions = {}): Promise<Page> {
  context = await offlineContext(served.browser, { viewport: { width: 1280, height: 900 }, ...options });
  // The page is served from 127.0.0.1, a secure context: the Clipboard API works once it is allowed.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(served.server.url).origin });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(served.server.url);
  return page;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const status = (page: Page) => page.locator('.code-copy-status');
/** The copy button of the `index`th code block of the page content. */
const copyButton = (page: Page, index: number) =>
  page.locator('.q-content pre').nth(index).locator('xpath=..').getByRole('button', { name: 'Copy code' });

describe('copy button', () => {
  it('is a named button on every code block but the nocopy one, placed without moving the block', async () => {
    const page = await open();
    const blocks = page.locator('.q-content pre');
    await expect(blocks.count()).resolves.toBe(6);
    await expect(page.getByRole('button', { name: 'Copy code' }).count()).resolves.toBe(5);
    const diagram = page.locator('figure', { hasText: 'Diagram' });
    await expect(diagram.getByRole('button').count()).resolves.toBe(0);
    // Without JavaScript the blocks are where they are with it: the wrapper the button needs changes no layout.
    const withJs = await blocks.evaluateAll((pres) => pres.map((pre) => pre.getBoundingClientRect().top));
    await context?.close();
    const noJs = await open({ javaScriptEnabled: false });
    const withoutJs = await noJs
      .locator('.q-content pre')
      .evaluateAll((pres) => pres.map((pre) => pre.getBoundingClientRect().top));
    expect(withoutJs).toEqual(withJs);
  });

  it('copies the code by click: without markers, line numbers or the final newline, and says "Copied"', async () => {
    const page = await open();
    await copyButton(page, 1).click();
    await expect.poll(() => clipboard(page)).toBe('const a = 1;\nconst a = 2;\nconsole.log(a);');
    await expect.poll(() => status(page).textContent()).toBe('Copied');
    await expect(status(page).getAttribute('role')).resolves.toBe('status');
    await expect(copyButton(page, 1).getAttribute('data-copied')).resolves.toBe('');

    await copyButton(page, 0).click();
    await expect.poll(() => clipboard(page)).toBe('npm install quire\nquire build docs');
  });

  it('works from the keyboard: Tab from the block reaches its button, Enter and Space copy', async () => {
    const page = await open();
    await page.locator('.q-content pre').nth(2).focus();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect(focused()).resolves.toBe('Copy code');
    await page.keyboard.press('Enter');
    await expect.poll(() => clipboard(page)).toBe('def greet():\n    print("Hello")\n    return True');

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.keyboard.press('Space');
    await expect.poll(() => clipboard(page)).toBe('def greet():\n    print("Hello")\n    return True');
    await expect.poll(() => status(page).textContent()).toBe('Copied');
    // The button keeps the focus, so the reader can go on from where they were.
    await expect(focused()).resolves.toBe('Copy code');
  });

  it('shows over an untitled block when it is pointed at or has the focus', async () => {
    const page = await open();
    const button = copyButton(page, 0);
    const opacity = () => button.evaluate((element) => getComputedStyle(element).opacity);
    await page.mouse.move(0, 0);
    await expect(opacity()).resolves.toBe('0');
    await page.locator('.q-content pre').first().hover();
    await expect(opacity()).resolves.toBe('1');
    await page.mouse.move(0, 0);
    await button.focus();
    await expect(opacity()).resolves.toBe('1');
  });

  it('is absent without JavaScript, and the code stays readable', async () => {
    const page = await open({ javaScriptEnabled: false });
    await expect(page.locator('.code-copy').count()).resolves.toBe(0);
    await expect(page.locator('.q-content pre').first().innerText()).resolves.toContain('npm install quire');
  });
});

describe('expandable', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`collapses a long block to its first lines, and the control shows it all (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const page = await open({ javaScriptEnabled });
      const pre = page.locator('.code-expandable pre');
      const summary = page.locator('.code-expandable summary');
      const height = () => pre.evaluate((element) => element.getBoundingClientRect().height);
      const full = await pre.evaluate((element) => element.scrollHeight);
      const collapsed = await height();
      expect(collapsed).toBeLessThan(full / 1.5);
      await expect(summary.innerText()).resolves.toBe('Show all 20 lines');
      // A native disclosure: keyboard focus and Enter toggle it.
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect.poll(height).toBeGreaterThanOrEqual(full);
      await expect(summary.innerText()).resolves.toBe('Show fewer lines');
      await summary.click();
      await expect.poll(height).toBe(collapsed);
    });
  }
});

describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${theme} mode, before and after a copy, with a block expanded`, async () => {
      const page = await open({ colorScheme: theme });
      await page.evaluate((t) => localStorage.setItem('quire-theme', t), theme);
      await page.reload();
      await expect(page.getAttribute('html', 'data-theme')).resolves.toBe(theme);
      await page.addScriptTag({ path: AXE });
      const run = () =>
        page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } })
            .axe;
          return (await axe.run(document)).violations;
        });
      await expect(run()).resolves.toEqual([]);
      await copyButton(page, 1).click();
      await page.locator('.code-expandable summary').click();
      await expect.poll(() => status(page).textContent()).toBe('Copied');
      await expect(run()).resolves.toEqual([]);
    });
  }
});
