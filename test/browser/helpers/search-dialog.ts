/** Driving the search dialog as a reader does: open it from the keyboard, type, read the status and first result. */
import type { Page } from 'playwright-core';

/** Open the dialog and type `term` once its field has focus (the dialog's code loads on first use). */
export async function searchFor(page: Page, term: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.activeElement?.id === 'q-search-input');
  await page.keyboard.type(term);
}

/** The dialog's status line ("3 pages found in Guides"). */
export const searchStatus = (page: Page): Promise<string> => page.locator('.q-search-status').innerText();

/** The path of the first result's link. */
export const firstResult = (page: Page): Promise<string> =>
  page
    .locator('#q-search-results a[role="option"]')
    .first()
    .evaluate((a) => new URL((a as HTMLAnchorElement).href).pathname);

/** The paths of the results' pages, in order, each once. */
export const resultPaths = async (page: Page): Promise<string[]> => [
  ...new Set(
    await page
      .locator('#q-search-results a[role="option"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)),
  ),
];
