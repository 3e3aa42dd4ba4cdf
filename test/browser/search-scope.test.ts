/**
 * The search dialog's scope control: a "Search in" radio pair (all sections, the default, or only the reader's tab or
 * anchor), used with the keyboard, announced through the status line, free of axe violations in light and dark;
 * absent on a site without tabs or anchors.
 */
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/server.js';
import { writeFixture } from '../helpers/site-fixture.js';
import { axe } from './helpers/axe.js';
import { firstResult, resultPaths, searchFor, searchStatus } from './helpers/search-dialog.js';
import { buildToTemp, offlineContext, serveSite, useServedExample } from './helpers/chrome-site.js';

const example = useServedExample();

describe('search scope control', () => {
  it('defaults to all sections, narrows to the reader’s tab and back with the arrow keys, and says where', async () => {
    const context = await offlineContext(example.browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(new URL('/api-reference/overview/', example.server.url).href);
    await page.keyboard.press('Control+k');
    const group = page.getByRole('group', { name: 'Search in' });
    await group.waitFor();
    const here = group.getByRole('radio', { name: 'Only API reference' });
    const all = group.getByRole('radio', { name: 'All sections' });
    expect(await all.isChecked()).toBe(true);

    await page.keyboard.type('token');
    await expect.poll(() => searchStatus(page), { timeout: 10_000 }).toMatch(/^\d+ pages found in all sections$/);
    const everywhere = await resultPaths(page);
    expect(everywhere.some((path) => !path.startsWith('/api-reference/'))).toBe(true);

    // Tab leaves the field for the close button, then the checked radio; the arrows move the choice.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await all.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await here.isChecked()).toBe(true);
    await expect.poll(() => searchStatus(page), { timeout: 10_000 }).toMatch(/^\d+ pages? found in API reference$/);
    expect((await resultPaths(page)).every((path) => path.startsWith('/api-reference/'))).toBe(true);

    await page.keyboard.press('ArrowLeft');
    expect(await all.isChecked()).toBe(true);
    await expect.poll(() => searchStatus(page), { timeout: 10_000 }).toMatch(/in all sections$/);
    // The results stay keyboard-driven from the field.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-search-input');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('#q-search-results a[aria-selected="true"]').count()).toBe(1);
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations with the control shown (${theme})`, async () => {
      const context = await offlineContext(example.browser, {
        colorScheme: theme,
        viewport: { width: 1280, height: 900 },
      });
      // The example site sets a default theme, so the reader's choice (stored by the theme toggle) picks dark.
      await context.addInitScript((value) => localStorage.setItem('quire-theme', value), theme);
      const page = await context.newPage();
      await page.goto(new URL('/guides/errors/', example.server.url).href);
      expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
      await searchFor(page, 'token');
      await expect.poll(() => searchStatus(page), { timeout: 10_000 }).toMatch(/found in all sections$/);
      expect(await axe(page, 'dialog')).toEqual([]);
      await context.close();
    });
  }

  it('is not shown on a site without tabs or anchors', async () => {
    const root = writeFixture({
      'site.json': { name: 'Flat', navigation: [{ group: 'Start', pages: ['index', 'more'] }] },
      'index.md': '# Home\n\nThe wombatword is here.\n',
      'more.md': '# More\n\nThe wombatword is here too.\n',
    });
    const built = await buildToTemp(root);
    const local = await serveSite(built.dir);
    const context = await offlineContext(example.browser);
    try {
      const page = await context.newPage();
      await page.goto(local.url);
      await searchFor(page, 'wombatword');
      await expect.poll(() => searchStatus(page), { timeout: 10_000 }).toBe('2 pages found');
      expect(await page.locator('.q-search-scope').isHidden()).toBe(true);
    } finally {
      await context.close();
      await local.close();
      built.remove();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('works the same in quire dev, whose index holds the same rendered pages', async () => {
    const root = writeFixture({
      'site.json': {
        name: 'Dev scope',
        anchors: [{ name: 'Guides', url: 'guides', icon: 'book' }],
        navigation: [
          { group: 'Start', pages: ['index'] },
          { group: 'Guides', pages: ['guides/one'] },
        ],
      },
      'index.md': '# Home\n\nThe koalaword lives here.\n',
      'guides/one.md': '# One\n\nThe koalaword lives in the guides too.\n',
    });
    const server = await startDevServer({ root, port: 0 });
    const context = await offlineContext(example.browser);
    try {
      await server.watching;
      await server.searchIdle();
      const page = await context.newPage();
      await page.goto(`${server.url}guides/one/`);
      await searchFor(page, 'koalaword');
      await expect.poll(() => searchStatus(page), { timeout: 10_000 }).toBe('2 pages found in all sections');
      await page.getByRole('radio', { name: 'Only Guides' }).check();
      await expect.poll(() => searchStatus(page), { timeout: 10_000 }).toBe('1 page found in Guides');
      expect(await firstResult(page)).toBe('/guides/one/');
    } finally {
      await context.close();
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
