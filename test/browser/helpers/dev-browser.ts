/** Set-up of the dev server browser tests: Debian's Chromium, headless, with nothing leaving the machine. */
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../bench/chromium.js';

/** Launch headless Chromium (Debian's, never a downloaded one). */
export function launchDevBrowser(): Promise<Browser> {
  return launchChromium();
}

/** Open a page that may only talk to `origin`; every other request is aborted. */
export async function openLocalPage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 700 } });
  await context.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
  return context.newPage();
}

/** Resolve when exactly `expected` tabs are connected to the dev server's event stream. */
export async function waitForTabs(count: () => number, expected: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (count() !== expected) {
    if (Date.now() > deadline) throw new Error(`expected ${expected} connected tab(s), have ${count()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
