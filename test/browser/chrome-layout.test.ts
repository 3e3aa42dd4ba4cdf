/**
 * `layout`, `search` and `codeBlock.mode` in Chromium: where the logo, the search box and the sidebar are drawn,
 * the search dialog's placeholder, code blocks kept dark in light mode, and axe on each site in light and dark at
 * 1280 and 375 px.
 */
import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

const TEXT = 'Words that fill a line of the page, with `inline code`, so that it looks like documentation. '.repeat(4);
const PAGE = `# Home\n\n${TEXT}\n\n## Code\n\n\`\`\`js title="a.js" {2}\nconst a = 1; // one\nconst b = "two";\n\`\`\`\n\n<CodeGroup>\n\n\`\`\`bash curl\ncurl https://example.com\n\`\`\`\n\n\`\`\`python Python\nprint("hi")\n\`\`\`\n\n</CodeGroup>\n\n## More\n\n${TEXT}\n`;

/** Three sites, one per look under test. */
const SITES = {
  solid: { layout: 'solidSidenav', codeBlock: { mode: 'dark' }, search: { prompt: 'Ask the Acme docs' } },
  sidenav: { layout: 'sidenav', search: { prompt: 'Search Acme' } },
  side: { search: { location: 'side' } },
} as const;
type SiteName = keyof typeof SITES;

const built: Partial<Record<SiteName, { docs: string; site: BuiltSite; server: ServedSite }>> = {};
let browser: Browser;
let context: BrowserContext | undefined;
let pageErrors: string[] = [];

beforeAll(async () => {
  for (const [name, settings] of Object.entries(SITES) as Array<[SiteName, object]>) {
    const docs = writeFixture({
      'site.json': {
        name: 'Acme',
        navigation: [
          { group: 'Start', pages: ['index', 'second'] },
          { group: 'API', pages: ['api/users'] },
        ],
        tabs: [{ name: 'API', url: 'api' }],
        ...settings,
      },
      'index.mdx': PAGE,
      'second.md': `# Second\n\n${TEXT}\n`,
      'api/users.md': `# Users\n\n${TEXT}\n`,
    });
    const site = await buildToTemp(docs);
    built[name] = { docs, site, server: await serveSite(site.dir) };
  }
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const entry of Object.values(built)) {
    await entry.server.close();
    entry.site.remove();
    rmSync(entry.docs, { recursive: true, force: true });
  }
});

afterEach(async () => {
  await context?.close();
  context = undefined;
  const errors = pageErrors;
  pageErrors = [];
  expect(errors).toEqual([]);
});

async function open(name: SiteName, theme: 'light' | 'dark' = 'light', width = 1280): Promise<Page> {
  context = await offlineContext(browser, { viewport: { width, height: 900 }, colorScheme: theme });
  await context.addInitScript((t) => localStorage.setItem('quire-theme', t), theme);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(built[name]!.server.url);
  expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
  return page;
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe('layout', () => {
  for (const name of ['solid', 'sidenav'] as const) {
    it(`${SITES[name].layout}: the logo, the search box and the sidebar share a column along the left edge`, async () => {
      const page = await open(name);
      const sidebar = await box(page, '.q-sidebar');
      const brand = await box(page, '.q-brand');
      const search = await box(page, '.q-search-button');
      const main = await box(page, '.q-main');
      expect(sidebar.x).toBe(0);
      for (const part of [brand, search]) expect(part.x + part.width).toBeLessThanOrEqual(sidebar.width);
      expect(brand.y).toBe(0);
      expect(search.y).toBeGreaterThan(brand.y + brand.height - 1);
      expect(sidebar.y).toBeGreaterThanOrEqual(search.y + search.height);
      expect(main.x).toBeGreaterThan(sidebar.width);
      // The column runs the window's full height and stays put when the page scrolls.
      expect(sidebar.y + sidebar.height).toBe(900);
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => scrollY > 0);
      expect((await box(page, '.q-brand')).y).toBe(0);
      expect((await box(page, '.q-sidebar')).y).toBe(sidebar.y);
      // The topbar beside it keeps the tabs, and the first tab is a link.
      expect((await box(page, '.q-tabs')).x).toBeGreaterThanOrEqual(sidebar.width);
    });
  }

  it('solidSidenav tints the column; sidenav leaves it the page colour', async () => {
    const tint = (page: Page) =>
      page.locator('.q-layout').evaluate((el) => getComputedStyle(el, '::before').backgroundColor);
    expect(await tint(await open('solid'))).not.toBe('rgba(0, 0, 0, 0)');
    await context?.close();
    expect(await tint(await open('sidenav'))).toBe('rgba(0, 0, 0, 0)');
  });

  it('narrow screens keep the topbar with the menu button, whatever the layout', async () => {
    const page = await open('solid', 'light', 375);
    await expect(page.locator('.q-menu-button').isVisible()).resolves.toBe(true);
    await expect(page.locator('.q-sidebar').isVisible()).resolves.toBe(false);
    expect((await box(page, '.q-brand')).y).toBeGreaterThan(0);
  });

  it('search.location "side" puts the search box atop the sidebar, under the topbar', async () => {
    const page = await open('side');
    const search = await box(page, '.q-search-button');
    const sidebar = await box(page, '.q-sidebar');
    const header = await box(page, '.q-header');
    expect(search.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(Math.abs(search.x - sidebar.x)).toBeLessThan(2);
    expect(sidebar.y).toBeGreaterThanOrEqual(search.y + search.height);
  });
});

describe('search prompt', () => {
  it('is the search box’s text and the dialog’s placeholder; the box is still named for searching', async () => {
    const page = await open('solid');
    const button = page.locator('[data-search-open]');
    await expect(button.innerText()).resolves.toContain('Ask the Acme docs');
    await expect(page.getByRole('button', { name: 'Search: Ask the Acme docs' }).count()).resolves.toBe(1);
    await button.click();
    const input = page.locator('#q-search-input');
    await expect(input.getAttribute('placeholder')).resolves.toBe('Ask the Acme docs');
    // The input's name is the dialog's title, not the placeholder.
    await expect(page.getByRole('combobox', { name: 'Search the documentation' }).count()).resolves.toBe(1);
  });

  it('without a prompt the dialog keeps its own placeholder', async () => {
    const page = await open('side');
    await page.locator('[data-search-open]').click();
    await expect(page.locator('#q-search-input').getAttribute('placeholder')).resolves.toBe('Search the docs…');
  });
});

describe('codeBlock.mode "dark"', () => {
  it('keeps code blocks and code groups dark in light mode; inline code follows the page', async () => {
    const page = await open('solid');
    const dark = 'rgb(22, 27, 34)';
    expect(await style(page, 'pre:has(> code.hljs)', 'background-color')).toBe(dark);
    expect(await style(page, '.q-code-group', 'background-color')).toBe(dark);
    expect(await style(page, 'figure.code-block > figcaption', 'background-color')).toBe('rgb(33, 38, 45)');
    expect(await style(page, '.q-content p code', 'background-color')).not.toBe(dark);
    await context?.close();
    expect(await style(await open('sidenav'), 'pre:has(> code.hljs)', 'background-color')).toBe('rgb(246, 248, 250)');
  });
});

describe('axe-core', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      it(`finds no violations on any of the three sites in ${theme} mode at ${width} px`, async () => {
        const found: string[] = [];
        for (const name of Object.keys(SITES) as SiteName[]) {
          const page = await open(name, theme, width);
          found.push(...(await axe(page)).map((v) => `${name}: ${v}`));
          await context?.close();
          context = undefined;
        }
        expect(found).toEqual([]);
      }, 60_000);
    }
  }
});
