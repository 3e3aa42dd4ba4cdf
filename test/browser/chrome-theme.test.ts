/**
 * Dark mode in a real browser: the theme is right at the first paint (the head script runs before it), the
 * reader's choice persists, `modeToggle.default` and the OS setting decide for new readers, and `isHidden`
 * with `default` forces a mode.
 */
import { rmSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';
import {
  buildToTemp,
  launchChromium,
  offlineContext,
  serveSite,
  type BuiltSite,
  type ServedSite,
} from './helpers/chrome-site.js';

let browser: Browser;
const cleanup: Array<() => unknown> = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  for (const step of cleanup.reverse()) await step();
});

/** Build and serve a small site whose `modeToggle` is `modeToggle`. */
async function themeSite(modeToggle: object | undefined): Promise<ServedSite> {
  const root = writeFixture({
    'site.json': {
      name: 'Theme test',
      navigation: [{ group: 'Start', pages: ['index', 'next'] }],
      ...(modeToggle ? { modeToggle } : {}),
    },
    'index.md': '# Home\n\nHello.\n',
    'next.md': '# Next\n\nMore.\n',
  });
  const site: BuiltSite = await buildToTemp(root);
  const server = await serveSite(site.dir);
  cleanup.push(
    () => rmSync(root, { recursive: true, force: true }),
    () => site.remove(),
    () => server.close(),
  );
  return server;
}

/** Open `url` recording `data-theme` at the first animation frame (before the first paint) and every later change. */
async function openRecording(
  options: BrowserContextOptions,
  url: string,
  stored?: string,
): Promise<{ page: Page; first: string | null; changes: string[] }> {
  const context = await offlineContext(browser, options);
  cleanup.push(() => context.close());
  if (stored) await context.addInitScript((value) => localStorage.setItem('quire-theme', value), stored);
  await context.addInitScript(() => {
    const w = window as unknown as { __first?: string | null; __changes: string[] };
    w.__changes = [];
    requestAnimationFrame(() => {
      w.__first = document.documentElement.getAttribute('data-theme');
      new MutationObserver(() => w.__changes.push(document.documentElement.getAttribute('data-theme') ?? '')).observe(
        document.documentElement,
        {
          attributes: true,
          attributeFilter: ['data-theme'],
        },
      );
    });
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __first?: string }).__first !== undefined);
  const { first, changes } = await page.evaluate(() => {
    const w = window as unknown as { __first: string | null; __changes: string[] };
    return { first: w.__first, changes: w.__changes };
  });
  return { page, first, changes };
}

describe('theme', () => {
  let example: BuiltSite;
  let server: ServedSite;

  beforeAll(async () => {
    example = await buildToTemp();
    server = await serveSite(example.dir);
    cleanup.push(
      () => example.remove(),
      () => server.close(),
    );
  });

  it('starts in modeToggle.default even when the OS is dark, and paints it first', async () => {
    const { first, changes } = await openRecording({ colorScheme: 'dark' }, server.url);
    expect(first).toBe('light');
    expect(changes).toEqual([]);
  });

  it('switches with the toggle, remembers the choice across pages, and paints it first on the next page', async () => {
    const { page, first } = await openRecording({ colorScheme: 'light' }, server.url);
    expect(first).toBe('light');
    const toggle = page.locator('header [data-theme-toggle]');
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    await toggle.click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    // Mintlify's `dark` class, which authors' stylesheets select on, follows the theme.
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('quire-theme'))).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(12, 14, 26)');
    // The logo follows the theme: site.json has a light and a dark variant.
    expect(await page.locator('header .q-logo-dark').isVisible()).toBe(true);
    expect(await page.locator('header .q-logo-light').isVisible()).toBe(false);
    const next = await openRecording({ colorScheme: 'light' }, `${server.url}quickstart/`, 'dark');
    expect(next.first).toBe('dark');
    expect(await next.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await next.page.locator('header [data-theme-toggle]').click();
    expect(await next.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(next.changes).toEqual([]);
  });

  it('follows the OS when there is no default, unless the reader chose', async () => {
    const site = await themeSite(undefined);
    expect((await openRecording({ colorScheme: 'dark' }, site.url)).first).toBe('dark');
    expect((await openRecording({ colorScheme: 'light' }, site.url)).first).toBe('light');
    const chosen = await openRecording({ colorScheme: 'dark' }, site.url, 'light');
    expect(chosen.first).toBe('light');
    expect(chosen.changes).toEqual([]);
  });

  it('forces the default mode and hides the toggle with isHidden + default', async () => {
    const site = await themeSite({ default: 'dark', isHidden: true });
    const { page, first, changes } = await openRecording({ colorScheme: 'light' }, site.url, 'light');
    expect(first).toBe('dark');
    expect(changes).toEqual([]);
    expect(await page.locator('[data-theme-toggle]').count()).toBe(0);
  });

  it('hides the toggle with isHidden alone and follows the OS', async () => {
    const site = await themeSite({ isHidden: true });
    const { page, first } = await openRecording({ colorScheme: 'dark' }, site.url, 'light');
    expect(first).toBe('dark');
    expect(await page.locator('[data-theme-toggle]').count()).toBe(0);
  });
});
