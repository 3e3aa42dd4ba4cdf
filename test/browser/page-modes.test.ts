/**
 * Page front matter in Chromium: the layouts of `mode` (where the sidebar goes, the menu that replaces it, the width
 * of the text), sidebar icons and tags, and axe on every layout in light and dark at desktop width and 375 px.
 */
import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';
import {
  type BuiltSite,
  buildToTemp,
  launchChromium,
  offlineContext,
  type ServedSite,
  serveSite,
} from './helpers/chrome-site.js';
import { axe } from './helpers/axe.js';

const fm = (...lines: string[]) => `---\n${lines.join('\n')}\n---\n\n`;
const TEXT = 'Words that fill a line of the page, so that the width of the text column can be measured. '.repeat(6);
const SECTIONS = '\n\n## First section\n\nMore.\n\n## Second section\n\nMore.\n';

let docs: string;
let site: BuiltSite;
let server: ServedSite;
let browser: Browser;
let context: BrowserContext | undefined;
let pageErrors: string[] = [];

beforeAll(async () => {
  docs = writeFixture({
    'site.json': {
      name: 'Modes',
      navigation: [{ group: 'Pages', pages: ['index', 'wide', 'center', 'custom', 'frame', 'community'] }],
    },
    'index.md': `${fm('title: Default', 'icon: rocket', 'tag: NEW', 'description: The usual layout.')}${TEXT}${SECTIONS}`,
    'wide.md': `${fm('title: Wide', 'mode: wide')}${TEXT}${SECTIONS}`,
    'center.md': `${fm('title: Center', 'mode: center', 'description: Centred.')}${TEXT}${SECTIONS}`,
    'custom.mdx': `${fm('title: Custom', 'mode: custom')}<div className="hero">\n\n# Welcome\n\n${TEXT}\n\n</div>\n\n<a className="hero-card" href="/wide/">A card of the author's</a>\n\nA text link: [Wide](/wide/).\n`,
    'frame.md': `${fm('title: Frame', 'mode: frame')}${TEXT}\n`,
    'community.md': `${fm('title: Community', 'url: https://example.com/discord', 'icon: discord')}Join.\n`,
  });
  site = await buildToTemp(docs);
  server = await serveSite(site.dir);
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  site?.remove();
  if (docs) rmSync(docs, { recursive: true, force: true });
});

afterEach(async () => {
  await context?.close();
  context = undefined;
  const errors = pageErrors;
  pageErrors = [];
  expect(errors).toEqual([]);
});

async function open(url: string, options: BrowserContextOptions = {}): Promise<Page> {
  context = await offlineContext(browser, { viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.url + url);
  return page;
}

const articleWidth = (page: Page) => page.locator('.q-article').evaluate((el) => el.getBoundingClientRect().width);

describe('layouts', () => {
  it('default: sidebar with the icon and the tag, table of contents, title and subtitle', async () => {
    const page = await open('');
    const entry = page.locator('.q-sidebar a[aria-current="page"]');
    await expect(entry.locator('svg.q-nav-icon').isVisible()).resolves.toBe(true);
    await expect(entry.locator('.q-nav-tag').textContent()).resolves.toBe('NEW');
    await expect(page.locator('.q-sidebar').isVisible()).resolves.toBe(true);
    await expect(page.locator('aside.q-toc').isVisible()).resolves.toBe(true);
    await expect(page.locator('.q-menu-button').isVisible()).resolves.toBe(false);
    await expect(page.locator('.q-description').textContent()).resolves.toBe('The usual layout.');
    // The entry with `url` leaves the site.
    await expect(page.locator('.q-sidebar a', { hasText: 'Community' }).getAttribute('href')).resolves.toBe(
      'https://example.com/discord',
    );
  });

  it('wide: no table of contents, and wider text than the default layout', async () => {
    const normal = await articleWidth(await open(''));
    await context?.close();
    const page = await open('wide/');
    await expect(page.locator('.q-toc, .q-toc-mobile').count()).resolves.toBe(0);
    await expect(page.locator('.q-sidebar').isVisible()).resolves.toBe(true);
    expect(await articleWidth(page)).toBeGreaterThan(normal + 100);
  });

  it('center: no sidebar nor table of contents, narrow text in the middle, the menu button opens the sidebar', async () => {
    const page = await open('center/');
    await expect(page.locator('.q-sidebar').isVisible()).resolves.toBe(false);
    await expect(page.locator('.q-toc').count()).resolves.toBe(0);
    const box = await page.locator('.q-article').boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.width).toBeLessThanOrEqual(46 * 16 + 1);
    expect(Math.abs(box!.x + box!.width / 2 - viewport.width / 2)).toBeLessThan(24);
    // Keyboard: the menu button opens the sidebar as a popover, Escape closes it and gives focus back.
    const button = page.locator('.q-menu-button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.q-sidebar').isVisible()).resolves.toBe(true);
    await expect(page.locator('.q-sidebar a', { hasText: 'Wide' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('.q-sidebar').isVisible()).resolves.toBe(false);
  });

  it('custom: the content alone, full width, with its title for screen readers only', async () => {
    const page = await open('custom/');
    await expect(page.locator('.q-sidebar').isVisible()).resolves.toBe(false);
    await expect(page.locator('.q-page-header').count()).resolves.toBe(0);
    await expect(page.locator('.q-pagination').count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Custom' }).count()).resolves.toBe(1);
    expect((await page.locator('h1.q-sr').boundingBox())?.width).toBeLessThanOrEqual(1);
    await expect(page.locator('.hero').isVisible()).resolves.toBe(true);
    // The author's classed anchor is their canvas (no link colour or underline, as on Mintlify); a text link is a link.
    const look = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.color === getComputedStyle(el.parentElement!).color, style.textDecorationLine];
      });
    expect(await look('a.hero-card')).toEqual([true, 'none']);
    expect(await look('.q-content a:not([class])')).toEqual([false, 'underline']);
    expect(await articleWidth(page)).toBeGreaterThan(1000);
    await page.locator('.q-menu-button').click();
    await expect(page.locator('.q-sidebar a', { hasText: 'Center' }).isVisible()).resolves.toBe(true);
  });

  it('frame: the content alone beside the sidebar', async () => {
    const page = await open('frame/');
    await expect(page.locator('.q-sidebar').isVisible()).resolves.toBe(true);
    await expect(page.locator('.q-page-header').count()).resolves.toBe(0);
    await expect(page.locator('.q-toc').count()).resolves.toBe(0);
    await expect(page.locator('.q-menu-button').isVisible()).resolves.toBe(false);
  });

  it('narrow screens keep the menu button on every layout', async () => {
    for (const url of ['', 'wide/', 'center/', 'custom/', 'frame/']) {
      const page = await open(url, { viewport: { width: 375, height: 800 } });
      await expect(page.locator('.q-menu-button').isVisible()).resolves.toBe(true);
      await expect(page.locator('.q-sidebar').isVisible()).resolves.toBe(false);
      await context?.close();
      context = undefined;
    }
  }, 60_000);
});

describe('axe-core', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      it(`finds no violations on any layout in ${theme} mode at ${width} px, menus open and closed`, async () => {
        const found: string[] = [];
        for (const url of ['', 'wide/', 'center/', 'custom/', 'frame/']) {
          const page = await open(url, { colorScheme: theme, viewport: { width, height: 900 } });
          await page.evaluate((t) => localStorage.setItem('quire-theme', t), theme);
          await page.reload();
          expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
          found.push(...(await axe(page)).map((v) => `${url || '/'}: ${v}`));
          if (await page.locator('.q-menu-button').isVisible()) {
            await page.locator('.q-menu-button').click();
            found.push(...(await axe(page)).map((v) => `${url || '/'} (menu open): ${v}`));
          }
          await context?.close();
          context = undefined;
        }
        expect(found).toEqual([]);
      }, 120_000);
    }
  }
});
