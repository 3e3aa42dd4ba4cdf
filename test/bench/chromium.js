/**
 * Headless Chromium for the benchmark (Debian's, never a downloaded one), in a context where every request that
 * would leave 127.0.0.1 is aborted.
 */
import { chromium } from 'playwright-core';

/** Launch headless Chromium: Debian's (or `CHROMIUM_PATH`), never a downloaded one; the tests launch it here too. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Launch Chromium and open an offline context; resolves to `{ browser, context }`. */
export async function openOfflineBrowser() {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  return { browser, context };
}
