/**
 * Feedback with no analytics service, as most real configs have it: the "Was this page helpful?" buttons still
 * show, a click is acknowledged ("Thanks for your feedback", `aria-pressed`) and survives a reload, though the vote is
 * sent nowhere; the "Suggest an edit" link points at the repository the footer's GitHub link names.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildToTemp,
  launchChromium,
  offlineContext,
  serveSite,
  type BuiltSite,
  type ServedSite,
} from './helpers/chrome-site.js';

let docs: string;
let site: BuiltSite;
let server: ServedSite;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  docs = mkdtempSync(path.join(os.tmpdir(), 'quire-feedback-ack-'));
  writeFileSync(
    path.join(docs, 'mint.json'),
    JSON.stringify({
      name: 'Acknowledged',
      navigation: [{ group: 'Start', pages: ['index'] }],
      footerSocials: { github: 'https://github.com/acme/widgets' },
      feedback: { thumbsRating: true, suggestEdit: true },
    }),
  );
  writeFileSync(path.join(docs, 'index.md'), '---\ntitle: Home\n---\n\nHello.\n');
  site = await buildToTemp(docs);
  server = await serveSite(site.dir);
  browser = await launchChromium();
  context = await offlineContext(browser);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  site?.remove();
  if (docs) rmSync(docs, { recursive: true, force: true });
});

describe('feedback without analytics', () => {
  it('acknowledges a vote and keeps it across a reload, with nothing sent anywhere', async () => {
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(server.url);
    const rating = page.locator('.q-rating');
    await rating.waitFor({ state: 'visible' });
    const yes = rating.locator('button[data-vote="yes"]');
    await expect.poll(() => yes.getAttribute('aria-pressed')).toBe('false');
    const before = requests.length;
    await yes.click();
    await expect.poll(() => page.locator('[data-rating-status]').textContent()).toBe('Thanks for your feedback');
    expect(await yes.getAttribute('aria-pressed')).toBe('true');
    expect(await rating.locator('button[data-vote="no"]').getAttribute('aria-pressed')).toBe('false');
    // The vote is not sent: the click made no request.
    expect(requests.slice(before)).toEqual([]);
    await page.reload();
    await rating.waitFor({ state: 'visible' });
    await expect.poll(() => yes.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('a.q-feedback-link').getAttribute('href')).toBe(
      'https://github.com/acme/widgets/edit/main/index.md',
    );
    await page.close();
  });
});
