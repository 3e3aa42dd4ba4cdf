/**
 * The life cycle most playground browser tests share: Chromium, an API the test starts, a docs folder served by
 * `quire dev`, and one browser context, all started before the file's tests and closed after them.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, localContext } from './playground-page.js';
import { removeDocs, startDev, type Running } from './playground-site.js';

/** What {@link useDevPlayground} started; read it inside tests (it is filled in before they run). */
export interface DevPlayground {
  browser: Browser;
  context: BrowserContext;
  /** `quire dev` on {@link root}. */
  site: Running;
  /** The API the test started. */
  api: Running;
  /** The docs folder (removed afterwards). */
  root: string;
}

/** Register the hooks: `prepare` starts the API and writes the docs folder that points at it. */
export function useDevPlayground(prepare: () => Promise<{ api: Running; root: string }>): DevPlayground {
  const started: Partial<DevPlayground> = {};
  beforeAll(async () => {
    started.browser = await launchChromium();
    Object.assign(started, await prepare());
    started.site = await startDev(started.root as string);
    started.context = await localContext(started.browser);
  });
  afterAll(async () => {
    await started.context?.close();
    await started.browser?.close();
    await started.site?.close();
    await started.api?.close();
    if (started.root) removeDocs(started.root);
  });
  return started as DevPlayground;
}
