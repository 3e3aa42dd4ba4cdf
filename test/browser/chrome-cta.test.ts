/**
 * The GitHub call-to-action: with GitHub's API unreachable it shows owner/repo and no count, with no error and
 * at exactly the size it has once a count arrives; a count is fetched once and cached.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { offlineContext, useServedExample } from './helpers/chrome-site.js';

const API = 'https://api.github.com/repos/quire-docs/user-groups-example';

const example = useServedExample();

/** Open the home page and collect page errors and console errors other than the browser's own network messages. */
async function open(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await page.goto(example.server.url, { waitUntil: 'networkidle' });
  return { page, errors };
}

async function box(page: Page) {
  const rect = await page.locator('header .q-cta-github').boundingBox();
  return rect && { width: rect.width, height: rect.height };
}

describe('GitHub CTA', () => {
  it('shows owner/repo without a count and without errors when the API is unreachable, keeping its size', async () => {
    const offline = await offlineContext(example.browser, { viewport: { width: 1366, height: 900 } });
    const calls: string[] = [];
    offline.on('request', (request) => calls.push(request.url()));
    const { page, errors } = await open(offline);
    const cta = page.locator('header .q-cta-github');
    expect(await cta.getAttribute('href')).toBe('https://github.com/quire-docs/user-groups-example');
    expect(await cta.locator('.q-cta-repo').innerText()).toBe('quire-docs/user-groups-example');
    expect(await cta.locator('[data-github-stars]').innerText()).toBe('Star');
    expect(calls).toContain(API);
    expect(errors).toEqual([]);
    const offlineBox = await box(page);

    const online = await offlineContext(example.browser, { viewport: { width: 1366, height: 900 } });
    let served = 0;
    await online.route(API, (route) => {
      served++;
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ stargazers_count: 12345 }),
      });
    });
    const loaded = await open(online);
    const slot = loaded.page.locator('header [data-github-stars]');
    // The count is visible; " stars" is for screen readers only.
    await expect.poll(() => slot.textContent()).toBe('12.3k stars');
    expect(await slot.locator('.q-sr').innerText()).toBe('stars');
    expect(loaded.errors).toEqual([]);
    expect(await box(loaded.page)).toEqual(offlineBox);

    // Cached: the next page shows the count without asking GitHub again.
    await loaded.page.goto(`${example.server.url}quickstart/`, { waitUntil: 'networkidle' });
    expect(await loaded.page.locator('header [data-github-stars]').textContent()).toBe('12.3k stars');
    expect(served).toBe(1);
    await offline.close();
    await online.close();
  });

  it('treats a rate-limited answer like no answer', async () => {
    const context = await offlineContext(example.browser);
    await context.route(API, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: '{"message":"API rate limit exceeded"}',
      }),
    );
    const { page, errors } = await open(context);
    expect(await page.locator('header [data-github-stars]').innerText()).toBe('Star');
    expect(errors).toEqual([]);
    await context.close();
  });
});
