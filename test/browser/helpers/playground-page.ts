/** Drive the API playground of an endpoint page in Chromium: fill inputs, send, read the response. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chrome-site.js';

export { launchChromium };

/** A context that may only reach 127.0.0.1 (everything else is aborted), light mode, desktop size. */
export async function localContext(
  browser: Browser,
  options: { width?: number; colorScheme?: 'light' | 'dark' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  return context;
}

/** Open `url` and wait until its playground has rendered (and, in show mode, found how to send). */
export async function openPlayground(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('#quire-playground.q-pg-ready');
  if (await page.$('.q-pg-send'))
    await page.waitForFunction(() => !document.querySelector('.q-pg-transport')?.textContent?.startsWith('Checking'));
}

/** Type the API key into the `key` auth input (`Token <key>`). */
export async function fillApiKey(page: Page, key: string): Promise<void> {
  await page.fill('[name="auth-value"]', `Token ${key}`);
}

/** What the response panel shows. */
export interface ShownResponse {
  status: string;
  /** The body text as shown (pretty-printed). */
  text: string;
  /** The body parsed as JSON, when it is JSON. */
  json: unknown;
}

/** Click Send and wait for the response panel to show a new answer. */
export async function send(page: Page): Promise<ShownResponse> {
  const before = Number((await page.getAttribute('#quire-playground', 'data-responses')) ?? 0);
  await page.click('.q-pg-send');
  // The playground counts the answers it has shown.
  await page.waitForFunction(
    (count) => Number(document.getElementById('quire-playground')?.dataset.responses ?? 0) > count,
    before,
  );
  // Read what is there now: a failure to send shows no status pill.
  const { status, text } = await page.evaluate(() => ({
    status: document.querySelector('.q-pg-response .q-pg-status')?.textContent ?? '',
    text: document.querySelector('.q-pg-response-body')?.textContent ?? '',
  }));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status, text, json };
}
