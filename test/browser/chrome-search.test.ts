/**
 * Search in a real browser: Ctrl/Cmd-K and `/` open an accessible dialog, a distinctive word finds its page
 * first, the keyboard moves through results and opens one, excerpts are escaped, and the search code is only
 * downloaded when search is opened.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';
import { axe } from './helpers/axe.js';
import { buildToTemp, offlineContext, serveSite, useServedExample } from './helpers/chrome-site.js';

const example = useServedExample();
let context: BrowserContext;

beforeAll(async () => {
  context = await offlineContext(example.browser, { viewport: { width: 1366, height: 900 } });
});

async function search(page: Page, term: string): Promise<void> {
  await page.fill('#q-search-input', term);
  await page.waitForSelector('#q-search-results a[role="option"]');
}

describe('search', () => {
  it('loads no search code until it is opened, then finds a page by a word only it contains', async () => {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\.(js|wasm|pagefind|pf_\w+)$/.test(new URL(request.url()).pathname))
        scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(example.server.url);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /dialog|pagefind|pf_/.test(s))).toEqual([]);

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-search-input');
    await search(page, 'idempotent');
    const first = page.locator('#q-search-results a[role="option"]').first();
    expect(await first.getAttribute('href')).toMatch(/^\/guides\/token-rotation\/(#.*)?$/);
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await first.locator('.q-search-hit-title').innerText()).toBe('Rotate a user group token');
    expect(await first.locator('mark').first().innerText()).toMatch(/idempotent/i);
    expect(await page.getAttribute('#q-search-input', 'aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(scripts.some((s) => s.endsWith('/_quire/search/pagefind.js'))).toBe(true);
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    const page = await context.newPage();
    await page.goto(example.server.url);
    await page.keyboard.press('/');
    await search(page, 'token');
    const options = page.locator('#q-search-results a[role="option"]');
    expect(await options.count()).toBeGreaterThan(2);
    await page.keyboard.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await options.last().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const href = (await options.nth(0).getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await page.waitForURL(new URL(href, example.server.url).href);
  });

  it('closes with Escape and gives focus back to the search button; has no axe violations while open', async () => {
    const page = await context.newPage();
    await page.goto(example.server.url);
    await page.click('[data-search-open]');
    await search(page, 'rotate');
    expect(await axe(page, 'dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await page.locator('dialog.q-search').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.matches('[data-search-open]'))).toBe(true);
    await page.keyboard.press('Meta+k');
    expect(await page.locator('dialog.q-search').isVisible()).toBe(true);
  });

  it('says so when nothing matches', async () => {
    const page = await context.newPage();
    await page.goto(example.server.url);
    await page.keyboard.press('Control+k');
    await page.fill('#q-search-input', 'zzqxjv');
    await expect
      .poll(() => page.locator('.q-search-status').innerText(), { timeout: 10_000 })
      .toBe('No results for “zzqxjv”');
    expect(await page.locator('#q-search-results').isHidden()).toBe(true);
  });

  it('shows page text as text: markup in a page never becomes markup in a result', async () => {
    const root = writeFixture({
      'site.json': { name: 'Escape test', navigation: [{ group: 'Start', pages: ['index'] }] },
      'index.md':
        '# Home\n\nThe quokkaword appears next to `<img src=x onerror="window.__owned=1">` and &lt;b&gt;bold&lt;/b&gt; text.\n',
    });
    const built = await buildToTemp(root);
    const local = await serveSite(built.dir);
    try {
      const page = await context.newPage();
      await page.goto(local.url);
      await page.keyboard.press('Control+k');
      await search(page, 'quokkaword');
      const excerpt = page.locator('.q-search-hit-excerpt').first();
      expect(await excerpt.innerText()).toContain('<img src=x onerror="window.__owned=1">');
      expect(await excerpt.locator('img, b').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
    } finally {
      await local.close();
      built.remove();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('works under a base path: the index loads from it and results link into it', async () => {
    const built = await buildToTemp(undefined, { base: '/docs/' });
    const local = await serveSite(built.dir, '/docs/');
    try {
      const page = await context.newPage();
      await page.goto(local.url);
      await page.keyboard.press('Control+k');
      await search(page, 'idempotent');
      expect(await page.locator('#q-search-results a[role="option"]').first().getAttribute('href')).toMatch(
        /^\/docs\/guides\/token-rotation\//,
      );
    } finally {
      await local.close();
      built.remove();
    }
  });

  it('loses no keystroke typed right after the shortcut, while the search code is still loading', async () => {
    const page = await context.newPage();
    await page.goto(example.server.url);
    // No wait between the shortcut and the typing: the dialog's script is not even requested yet.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('idempotent');
    await page.locator('#q-search-input').waitFor();
    await expect.poll(() => page.inputValue('#q-search-input'), { timeout: 10_000 }).toBe('idempotent');
    await expect.poll(() => page.locator('.q-search-status').innerText(), { timeout: 10_000 }).toMatch(/^1 page found/);
  });

  it('opens with the words of a ?search= link', async () => {
    const page = await context.newPage();
    await page.goto(new URL('/guides/errors/?search=rotate%20token', example.server.url).href);
    await page.getByRole('dialog', { name: 'Search the documentation' }).waitFor();
    expect(await page.inputValue('#q-search-input')).toBe('rotate token');
    await page.waitForSelector('#q-search-results a[role="option"]');
  });

  it('neither ranks nor marks stop words: “the”, “a” and “then” are never highlighted', async () => {
    const page = await context.newPage();
    await page.goto(example.server.url);
    await page.keyboard.press('Control+k');
    await search(page, 'how do I rotate the token and then store it');
    const marked = await page.locator('#q-search-results mark').allInnerTexts();
    expect(marked.length).toBeGreaterThan(0);
    const stop = new Set(['the', 'a', 'then', 'and', 'how', 'do', 'i', 'it']);
    expect(marked.filter((word) => stop.has(word.toLowerCase()))).toEqual([]);
  });

  it('downloads for a two-word query no more of the index than its words alone, and only the shown pages’ data', async () => {
    // Counting the pages with a search for every page loaded all of the index: 10 MB at 10,000 pages.
    const downloads = async (terms: string[]) => {
      const fresh = await offlineContext(example.browser);
      const page = await fresh.newPage();
      const index = new Set<string>();
      let fragments = 0;
      page.on('request', (request) => {
        const file = /\/_quire\/search\/(?:.*\/)?(index|fragment)\/([^/]+)$/.exec(new URL(request.url()).pathname);
        if (file?.[1] === 'index') index.add(file[2]);
        else if (file) fragments++;
      });
      await page.goto(example.server.url);
      await page.keyboard.press('Control+k');
      for (const term of terms) {
        await page.fill('#q-search-input', '');
        await expect.poll(() => page.locator('.q-search-status').innerText()).toBe('');
        await page.fill('#q-search-input', term);
        await expect.poll(() => page.locator('.q-search-status').innerText(), { timeout: 10_000 }).toMatch(/found/);
      }
      await fresh.close();
      return { index, fragments };
    };
    const alone = await downloads(['rate', 'limit']);
    const together = await downloads(['rate limit']);
    // The index has more files than the two words need, or this would prove nothing.
    expect(readdirSync(path.join(example.site.dir, '_quire/search/index')).length).toBeGreaterThan(alone.index.size);
    expect([...together.index].filter((file) => !alone.index.has(file))).toEqual([]);
    // The data of the pages ranked (8 shown and 12 more that may move up), not of every page found.
    expect(together.fragments).toBeGreaterThan(0);
    expect(together.fragments).toBeLessThanOrEqual(20);
  });
});
