/**
 * Tailwind utility classes in a real browser: a `grid grid-cols-2 gap-4` block lays out in two columns, utilities
 * outrank Quire's content typography, `dark:` variants follow Quire's theme (the toggle and the OS setting), and
 * the chrome around the content keeps its layout.
 */
import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';
import { buildToTemp, launchChromium, offlineContext, serveSite, type ServedSite } from './helpers/chrome-site.js';

let browser: Browser;
let site: ServedSite;
const cleanup: Array<() => unknown> = [];

beforeAll(async () => {
  browser = await launchChromium();
  const root = writeFixture({
    'docs.json': { name: 'Utilities', theme: 'mint', colors: { primary: '#16A34A' }, navigation: { pages: ['index'] } },
    'index.mdx': [
      '---',
      'title: Home',
      '---',
      '',
      '<div id="cards" className="grid grid-cols-2 gap-4">',
      '  <div id="one" className="p-4 border rounded-lg">One</div>',
      '  <div id="two" className="p-4 border rounded-lg">Two</div>',
      '</div>',
      '',
      '<p id="big" className="text-4xl mt-0">Big text</p>',
      '',
      '<div id="panel" className="bg-white dark:bg-zinc-900">',
      '  <span id="light-only" className="block dark:hidden">Light</span>',
      '  <span id="dark-only" className="hidden dark:block">Dark</span>',
      '</div>',
      '',
    ].join('\n'),
  });
  const built = await buildToTemp(root);
  site = await serveSite(built.dir);
  cleanup.push(
    () => rmSync(root, { recursive: true, force: true }),
    () => built.remove(),
    () => site.close(),
  );
});

afterAll(async () => {
  await browser?.close();
  for (const step of cleanup.reverse()) await step();
});

async function open(colorScheme: 'light' | 'dark', width = 1280): Promise<Page> {
  const context = await offlineContext(browser, { colorScheme, viewport: { width, height: 900 } });
  cleanup.push(() => context.close());
  const page = await context.newPage();
  await page.goto(site.url);
  return page;
}

const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;
const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

describe('utility classes in the browser', () => {
  it('lays a grid-cols-2 block out in two columns, with Tailwind’s gap, padding and border', async () => {
    for (const width of [1280, 375]) {
      const page = await open('light', width);
      const [one, two, cards] = [await box(page, '#one'), await box(page, '#two'), await box(page, '#cards')];
      expect(Math.abs(one.y - two.y)).toBeLessThan(1);
      expect(two.x - (one.x + one.width)).toBeCloseTo(16, 0);
      expect(one.width).toBeCloseTo(two.width, 0);
      expect(two.x + two.width).toBeLessThanOrEqual(cards.x + cards.width + 0.5);
      expect(await style(page, '#one', 'padding-top')).toBe('16px');
      expect(await style(page, '#one', 'border-top-style')).toBe('solid');
      expect(await style(page, '#one', 'border-top-width')).toBe('1px');
      expect(await style(page, '#one', 'border-top-left-radius')).toBe('8px');
    }
  });

  it('outranks Quire’s content typography', async () => {
    const page = await open('light');
    expect(await style(page, '#big', 'font-size')).toBe('36px');
    expect(await style(page, '#big', 'margin-top')).toBe('0px');
  });

  it('applies dark: variants under the dark theme, from the OS setting and from the toggle', async () => {
    const light = await open('light');
    expect(await light.locator('#light-only').isVisible()).toBe(true);
    expect(await light.locator('#dark-only').isVisible()).toBe(false);
    expect(await style(light, '#panel', 'background-color')).toBe('rgb(255, 255, 255)');

    const dark = await open('dark');
    expect(await dark.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await dark.locator('#light-only').isVisible()).toBe(false);
    expect(await dark.locator('#dark-only').isVisible()).toBe(true);
    expect(await style(dark, '#panel', 'background-color')).toBe('rgb(24, 24, 27)');

    await light.locator('[data-theme-toggle]').first().click();
    await light.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await light.locator('#dark-only').isVisible()).toBe(true);
    expect(await style(light, '#panel', 'background-color')).toBe('rgb(24, 24, 27)');
  });

  it('leaves the chrome alone: the sidebar and header keep their layout beside the content', async () => {
    const page = await open('light');
    const content = await box(page, '.q-content');
    const sidebar = page.locator('.q-sidebar').first();
    if (await sidebar.isVisible()) expect((await sidebar.boundingBox())!.x + 1).toBeLessThan(content.x);
    const header = await box(page, '.q-page-header h1');
    expect(header.y + header.height).toBeLessThanOrEqual(content.y + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });
});
