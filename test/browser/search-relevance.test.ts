/**
 * Search relevance over the example docs, through the real built Pagefind index and the real dialog in Chromium:
 * each query is what a reader types, with the page a reader means as the expected first result. The first set
 * searches all sections (from the home page, widened); the scoped set checks that the reader's tab or anchor comes
 * first and that widening finds the other sections. docs/notes: /work/notes/s5-search-scope.md has the table.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { offlineContext, useServedExample } from './helpers/chrome-site.js';

/** Query → the page (path, no fragment) a reader looking for it means. */
const ALL_SECTIONS: Array<[string, string]> = [
  ['rotate token', '/guides/token-rotation/'],
  ['environment', '/guides/environments/'],
  ['get or create', '/guides/get-or-create/'],
  ['api key', '/authentication/'],
  ['authorization header', '/authentication/'],
  ['rate limit', '/api-reference/overview/'],
  ['embed dashboard', '/guides/embedding/'],
  ['data source mapping', '/guides/properties/'],
  ['merge properties', '/guides/update/'],
  ['run locally', '/sandbox/running-locally/'],
  ['idempotent', '/guides/token-rotation/'],
  ['lose token', '/guides/token-rotation/'],
  ['staging production', '/guides/environments/'],
  ['error codes', '/guides/errors/'],
  ['response envelope', '/guides/errors/'],
  ['sql editor variables', '/guides/properties/'],
  ['demo keys', '/sandbox/running-locally/'],
  ['first user group', '/quickstart/'],
  ['concepts', '/'],
  ['update user', '/guides/update/'],
  ['retry', '/guides/errors/'],
];

/**
 * Queries whose first result is not yet the page a reader means, with what comes first instead (see the notes of
 * issue 16): no ranking setting tried (Pagefind's ranking options, title and description weights) fixes them
 * without breaking others. `it.fails` keeps them honest: when ranking improves, the test turns red, and the query
 * moves to the list above.
 */
const KNOWN_MISSES: Array<[string, string, string]> = [
  // Every endpoint page has a "401 Unauthorized" response heading.
  ['401', '/authentication/', '/api-reference/rotate-token/'],
  // The overview's "Rate limits" heading and its field table (which does give the properties limits).
  ['properties limit', '/guides/properties/', '/api-reference/overview/'],
  // The quickstart's short "A base URL." prerequisite outranks the overview's "Base URL" section.
  ['base url', '/api-reference/overview/', '/quickstart/'],
  // "lost" is not stemmed to "lose": the guide's "If you lose the new token" does not match; the endpoint's does.
  ['lost token', '/guides/token-rotation/', '/api-reference/rotate-token/'],
];

const example = useServedExample();
let context: BrowserContext;

beforeAll(async () => {
  context = await offlineContext(example.browser, { viewport: { width: 1280, height: 900 } });
});

/** Open `path` and the search dialog on it (in `on`, else the shared context). */
async function openSearch(path: string, on = context): Promise<Page> {
  const page = await on.newPage();
  await page.goto(new URL(path, example.server.url).href);
  await page.keyboard.press('Control+k');
  await page.locator('#q-search-input').waitFor();
  return page;
}

/** The result paths (no fragment, pages in order, each once) of `term` in the open dialog. */
async function resultPages(page: Page, term: string): Promise<string[]> {
  // Clearing the field empties the status at once, so a non-empty status below is this term's.
  await page.fill('#q-search-input', '');
  await expect.poll(() => page.locator('.q-search-status').innerText()).toBe('');
  await page.fill('#q-search-input', term);
  await expect.poll(() => page.locator('.q-search-status').innerText()).not.toBe('');
  const hrefs = await page
    .locator('#q-search-results a[role="option"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

describe('search relevance: all sections', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openSearch('/');
    await page.getByRole('radio', { name: 'All sections' }).check();
  });

  it.each(ALL_SECTIONS)('“%s” finds %s first', async (term, expected) => {
    const pages = await resultPages(page, term);
    expect(pages[0]).toBe(expected);
  });

  // Passes while the query misses; turns red once ranking puts the expected page first.
  it.fails.each(KNOWN_MISSES)('known miss: “%s” should find %s first (today: %s)', async (term, expected) => {
    const pages = await resultPages(page, term);
    expect(pages[0]).toBe(expected);
  });
});

describe('search relevance: the reader’s section first, all sections on request', () => {
  it('in the API reference tab, “rotate token” finds the Rotate Token endpoint; widened, the guide too', async () => {
    const page = await openSearch('/api-reference/overview/');
    const scoped = await resultPages(page, 'rotate token');
    expect(scoped[0]).toBe('/api-reference/rotate-token/');
    expect(scoped.every((path) => path.startsWith('/api-reference/'))).toBe(true);
    await page.getByRole('radio', { name: 'All sections' }).check();
    expect(await resultPages(page, 'rotate token')).toContain('/guides/token-rotation/');
  });

  it('in the Guides anchor, “update user” finds the guide; in the API reference tab, the endpoint', async () => {
    const guides = await openSearch('/guides/errors/');
    expect((await resultPages(guides, 'update user'))[0]).toBe('/guides/update/');
    const api = await openSearch('/api-reference/overview/');
    expect((await resultPages(api, 'update user'))[0]).toBe('/api-reference/update-user/');
  });

  it('in the v1 archive, “quickstart” finds the v1 quickstart; widened, the current one comes in', async () => {
    const page = await openSearch('/v1/');
    const scoped = await resultPages(page, 'quickstart');
    expect(scoped[0]).toBe('/v1/quickstart/');
    expect(scoped).not.toContain('/quickstart/');
    await page.getByRole('radio', { name: 'All sections' }).check();
    expect(await resultPages(page, 'quickstart')).toContain('/quickstart/');
  });

  it('never shows another version’s pages: from the current version, the v1 archive stays out even widened', async () => {
    // A fresh context: the version a reader last visited (the v1 archive above) is remembered in localStorage.
    const fresh = await offlineContext(example.browser);
    const page = await openSearch('/', fresh);
    await page.getByRole('radio', { name: 'All sections' }).check();
    const pages = await resultPages(page, 'quickstart');
    expect(pages).toContain('/quickstart/');
    expect(pages.filter((path) => path.startsWith('/v1/'))).toEqual([]);
    await fresh.close();
  });

  it('with nothing in the reader’s section, shows the other sections’ results and says so', async () => {
    const page = await openSearch('/');
    const pages = await resultPages(page, 'idempotent');
    expect(pages[0]).toBe('/guides/token-rotation/');
    expect(await page.locator('.q-search-status').innerText()).toBe('1 page found in all sections (none in Overview)');
  });
});
