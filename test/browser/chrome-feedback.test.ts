/** The feedback links under a page: the source file in GitHub's editor, and a new issue pre-filled with the page. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, launchChromium, offlineContext, serveSite, type BuiltSite, type ServedSite } from './helpers/chrome-site.js';

let site: BuiltSite;
let server: ServedSite;
let browser: Browser;

beforeAll(async () => {
  site = await buildToTemp();
  server = await serveSite(site.dir);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  site?.remove();
});

describe('feedback links', () => {
  it('link to the page source on GitHub and to a new issue titled with the page and carrying its full URL', async () => {
    const context = await offlineContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}guides/token-rotation/`);
    const edit = page.getByRole('link', { name: 'Suggest an edit' });
    expect(await edit.getAttribute('href')).toBe('https://github.com/quire-docs/user-groups-example/edit/main/guides/token-rotation.md');
    const issue = new URL((await page.getByRole('link', { name: 'Raise an issue' }).getAttribute('href'))!);
    expect(issue.origin + issue.pathname).toBe('https://github.com/quire-docs/user-groups-example/issues/new');
    expect(issue.searchParams.get('title')).toBe('Docs: Rotate a user group token');
    expect(issue.searchParams.get('body')).toBe(`Page: ${server.url}guides/token-rotation/\n\nWhat is wrong or missing?\n`);
    await context.close();
  });
});
