import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import { writeFixture } from '../helpers/site-fixture.js';
import { removeSite, writeSiteFile } from '../dev/helpers/dev-site.js';
import { launchDevBrowser, openLocalPage, waitForTabs } from './helpers/dev-browser.js';

const paragraphs = Array.from(
  { length: 60 },
  (_, i) => `Paragraph ${i} of a long page, so that the reader has to scroll to read it all.`,
).join('\n\n');
const longPage = (marker: string) =>
  `---\ntitle: Long page\n---\n\n${marker}\n\n${paragraphs}\n\nThe end: ${marker}.\n`;

let root: string;
let server: DevServer;
let browser: Browser;

beforeAll(async () => {
  root = writeFixture({
    'site.json': { name: 'Dev Browser', navigation: [{ group: 'Start', pages: ['index', 'long'] }] },
    'index.md': '# Home\n\nWelcome.\n',
    'long.md': longPage('First version'),
  });
  server = await startDevServer({ root, port: 0 });
  await server.watching;
  browser = await launchDevBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  removeSite(root);
});

describe('quire dev in a browser', () => {
  it('shows a saved change without a manual reload, at the same scroll position', async () => {
    const origin = server.url.replace(/\/$/, '');
    const page = await openLocalPage(browser, origin);
    await page.goto(`${server.url}long/`);
    await waitForTabs(() => server.hub.size, 1);
    await page.evaluate(() => window.scrollTo(0, 900));
    expect(await page.evaluate(() => window.scrollY)).toBe(900);

    writeSiteFile(root, 'long.md', longPage('Second version'));
    await page.waitForFunction(() => document.body.innerText.includes('The end: Second version.'));
    await page.waitForFunction(() => window.scrollY === 900);
    expect(await page.evaluate(() => document.body.innerText.includes('First version'))).toBe(false);
    await page.context().close();
  });

  it('shows an overlay for a broken page, and removes it once the page is fixed', async () => {
    const origin = server.url.replace(/\/$/, '');
    const page = await openLocalPage(browser, origin);
    await page.goto(`${server.url}long/`);
    await waitForTabs(() => server.hub.size, 1);

    writeSiteFile(root, 'long.md', '---\ntitle: [unclosed\n---\n\nBroken.\n');
    const overlay = page.locator('quire-dev-overlay');
    await overlay.locator('.where').first().waitFor();
    expect(await overlay.locator('.where').first().textContent()).toMatch(/^long\.md:2:\d+$/);
    // The last good version stays on screen under the overlay.
    expect(await page.evaluate(() => document.body.innerText.includes('The end: Second version.'))).toBe(true);

    writeSiteFile(root, 'long.md', longPage('Third version'));
    await page.waitForFunction(() => document.body.innerText.includes('The end: Third version.'));
    await overlay.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
