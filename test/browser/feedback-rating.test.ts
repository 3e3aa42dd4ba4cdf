/**
 * "Was this page helpful?" (`feedback.thumbsRating`) on a site with every analytics service, served under its own
 * Content-Security-Policy in Chromium. Each service's script is a local stub that defines the service's global with
 * its documented event call and records what it receives (nothing reaches the internet): a vote by mouse or keyboard
 * reaches every service exactly once with the page and the vote, the buttons and the live region say so, the vote
 * survives a reload, and nothing breaks the policy or axe.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe } from './helpers/axe.js';
import { buildToTemp, launchChromium, type BuiltSite } from './helpers/chrome-site.js';
import { ALL_ANALYTICS } from './helpers/analytics-config.js';
import { type CspServer, serveWithCsp } from './helpers/csp-server.js';

const analytics = ALL_ANALYTICS;

/** Records one call a service received: `[service, ...arguments]`. */
const RECORD = 'function rec(){(window.__events=window.__events||[]).push([].slice.call(arguments))}';

/**
 * Each service's script URL and its stub: the global with the call a vote uses, recording its arguments. GA4 and
 * GTM keep Google's own `dataLayer`, which the page itself defines; their scripts only count as loaded.
 */
const STUBS: Record<string, string> = {
  'https://www.googletagmanager.com/gtag/js?id=G-TEST1': '',
  'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1': '',
  'https://us-assets.i.posthog.com/static/array.js': 'window.posthog={capture:function(n,p){rec("posthog",n,p)}};',
  'https://plausible.io/js/script.js': 'window.plausible=function(n,o){rec("plausible",n,o)};',
  'https://static.hotjar.com/c/hotjar-1234.js?sv=6': 'window.hj=function(k,n){rec("hotjar",k,n)};',
  'https://cdn.usefathom.com/script.js': 'window.fathom={trackEvent:function(n){rec("fathom",n)}};',
  'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js': 'window.mixpanel={track:function(n,p){rec("mixpanel",n,p)}};',
  'https://cdn.segment.com/analytics.js/v1/segkey/analytics.min.js':
    'window.analytics={track:function(n,p){rec("segment",n,p)}};',
  'https://cdn.amplitude.com/script/ampkey.js':
    'window.amplitude={init:function(){},track:function(n,p){rec("amplitude",n,p)}};',
  'https://cdn.getkoala.com/v1/pk_test/sdk.js': 'window.ko={track:function(n,p){rec("koala",n,p)}};',
};

let docs: string;
let site: BuiltSite;
let browser: Browser;
let server: CspServer;
let context: BrowserContext;

beforeAll(async () => {
  docs = mkdtempSync(path.join(os.tmpdir(), 'quire-rating-'));
  writeFileSync(
    path.join(docs, 'site.json'),
    JSON.stringify({
      name: 'Rating',
      navigation: [{ group: 'Start', pages: ['index', 'guide'] }],
      feedback: { thumbsRating: true },
      analytics,
    }),
  );
  writeFileSync(path.join(docs, 'index.md'), '---\ntitle: Home\n---\n\nHello.\n');
  writeFileSync(path.join(docs, 'guide.md'), '---\ntitle: Guide\n---\n\nA guide.\n');
  site = await buildToTemp(docs);
  server = await serveWithCsp(site.dir);
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  site?.remove();
  if (docs) rmSync(docs, { recursive: true, force: true });
});

/** A context where the services' scripts are stubs and every other request off 127.0.0.1 is aborted. */
async function stubbedContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const ctx = await browser.newContext(options);
  await ctx.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      const stub = STUBS[route.request().url()];
      if (stub === undefined) return route.abort('internetdisconnected');
      const body = `${RECORD};${stub}window.__loaded=(window.__loaded||0)+1;`;
      await route.fulfill({ status: 200, contentType: 'text/javascript', body });
    },
  );
  await ctx.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const w = window as unknown as { __violations?: string[] };
      w.__violations = w.__violations ?? [];
      w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return ctx;
}

/** Open `url` once every stub has loaded and the buttons are shown. */
async function open(ctx: BrowserContext, url: string): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(`${server.origin}${url}`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __loaded?: number }).__loaded ?? 0))
    .toBe(Object.keys(STUBS).length);
  await page.locator('.q-rating').waitFor({ state: 'visible' });
  return page;
}

/** The votes every service received, as `service page vote`, sorted. */
function received(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __events?: unknown[][]; dataLayer: unknown[] };
    const out: string[] = [];
    for (const [service, ...args] of w.__events ?? []) {
      const [name, props] = service === 'hotjar' ? [args[1], undefined] : args;
      const p = ((props as { props?: object })?.props ?? props) as { page_path?: string; vote?: string } | undefined;
      out.push(`${service} ${String(name)} ${p?.page_path ?? '-'} ${p?.vote ?? '-'}`);
    }
    for (const entry of w.dataLayer) {
      const e = entry as { event?: string; page_path?: string; vote?: string; 0?: string; 1?: string; 2?: object };
      if (e.event === 'page_feedback') out.push(`gtm ${e.event} ${e.page_path} ${e.vote}`);
      if (e[0] === 'event' && e[1] === 'page_feedback') {
        const p = e[2] as { page_path: string; vote: string };
        out.push(`ga4 ${e[1]} ${p.page_path} ${p.vote}`);
      }
    }
    return out.sort();
  });
}

/** What every one of the ten services should have received for one vote. */
function expected(url: string, vote: 'yes' | 'no'): string[] {
  return [
    `amplitude page_feedback ${url} ${vote}`,
    `fathom page_feedback_${vote} - -`,
    `ga4 page_feedback ${url} ${vote}`,
    `gtm page_feedback ${url} ${vote}`,
    `hotjar page_feedback_${vote} - -`,
    `koala page_feedback ${url} ${vote}`,
    `mixpanel page_feedback ${url} ${vote}`,
    `plausible page_feedback ${url} ${vote}`,
    `posthog page_feedback ${url} ${vote}`,
    `segment page_feedback ${url} ${vote}`,
  ];
}

const pressed = (page: Page) =>
  page.$$eval('.q-rating-button', (buttons) =>
    buttons.map((b) => `${b.textContent} ${b.getAttribute('aria-pressed')}`),
  );
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);

describe('feedback.thumbsRating in the browser', () => {
  it('sends a mouse vote once to every service, marks it pressed, thanks politely, and remembers it', async () => {
    context = await stubbedContext();
    const page = await open(context, '/');
    await expect(received(page)).resolves.toEqual([]);
    await expect(page.getByRole('group', { name: 'Was this page helpful?' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(received(page)).resolves.toEqual(expected('/', 'yes'));
    await expect(pressed(page)).resolves.toEqual(['Yes true', 'No false']);
    await expect(page.locator('.q-rating').getByRole('status').textContent()).resolves.toBe('Thanks for your feedback');
    // The same vote again sends nothing more.
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(received(page)).resolves.toEqual(expected('/', 'yes'));
    await page.reload();
    await page.locator('.q-rating').waitFor({ state: 'visible' });
    await expect(pressed(page)).resolves.toEqual(['Yes true', 'No false']);
    await expect(received(page)).resolves.toEqual([]);
    await expect(violations(page)).resolves.toEqual([]);
    await context.close();
  }, 60_000);

  it('sends a keyboard vote (Enter, then a change of mind with Space) once per service each time', async () => {
    context = await stubbedContext();
    const page = await open(context, '/guide/');
    await page.getByRole('button', { name: 'No' }).focus();
    await page.keyboard.press('Enter');
    await expect(received(page)).resolves.toEqual(expected('/guide/', 'no'));
    await expect(pressed(page)).resolves.toEqual(['Yes false', 'No true']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(received(page)).resolves.toEqual([...expected('/guide/', 'no'), ...expected('/guide/', 'yes')].sort());
    await expect(pressed(page)).resolves.toEqual(['Yes true', 'No false']);
    // Another page's vote is its own.
    const home = await open(context, '/');
    await expect(pressed(home)).resolves.toEqual(['Yes false', 'No false']);
    await expect(violations(page)).resolves.toEqual([]);
    await context.close();
  }, 60_000);

  it('queues a vote for services whose scripts have not loaded, as their own snippets do', async () => {
    context = await browser.newContext();
    // No service script arrives: each global is still the loader's queue (or missing, for Fathom and Amplitude).
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort('internetdisconnected'),
    );
    const page = await context.newPage();
    await page.goto(`${server.origin}/guide/`);
    await page.locator('.q-rating').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Yes' }).click();
    const queued = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      const calls = (name: string) => (w[name] as unknown[]).filter((c) => Array.isArray(c) && c[0] !== 'page');
      return {
        posthog: calls('posthog'),
        mixpanel: calls('mixpanel'),
        segment: calls('analytics'),
        koala: calls('ko'),
        plausible: (w.plausible as { q: unknown[] }).q,
        hotjar: (w.hj as { q: unknown[] }).q.map((args) => Array.from(args as ArrayLike<unknown>)),
        fathom: typeof w.fathom,
      };
    });
    const props = { page_path: '/guide/', vote: 'yes' };
    expect(queued).toEqual({
      posthog: [['capture', 'page_feedback', props]],
      mixpanel: [['track', 'page_feedback', props]],
      segment: [['track', 'page_feedback', props]],
      koala: [['track', 'page_feedback', props]],
      plausible: [['page_feedback', { props }]],
      hotjar: [['event', 'page_feedback_yes']],
      fathom: 'undefined',
    });
    await context.close();
  }, 60_000);

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${theme} mode, before and after a vote`, async () => {
      // axe is injected as an inline script, which the policy rightly blocks; the tests above check the policy.
      context = await stubbedContext({ colorScheme: theme, bypassCSP: true });
      const page = await open(context, '/');
      await page.evaluate((t) => localStorage.setItem('quire-theme', t), theme);
      await page.reload();
      await page.locator('.q-rating').waitFor({ state: 'visible' });
      await expect(page.getAttribute('html', 'data-theme')).resolves.toBe(theme);
      await expect(axe(page)).resolves.toEqual([]);
      await page.getByRole('button', { name: 'No' }).click();
      await expect(axe(page)).resolves.toEqual([]);
      await context.close();
    }, 60_000);
  }

  it('keeps Quire’s JavaScript of a page with the buttons within the 10 KB gzip budget', async () => {
    context = await stubbedContext();
    const page = await context.newPage();
    const own: Buffer[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(server.origin))
        own.push(await response.body());
    });
    await page.goto(`${server.origin}/`, { waitUntil: 'networkidle' });
    await page.locator('.q-rating').waitFor({ state: 'visible' });
    const inline = await page.$$eval('script:not([src])', (nodes) => nodes.map((n) => n.textContent ?? '').join(''));
    const gzip = own.reduce((sum, body) => sum + gzipSync(body).length, 0) + gzipSync(inline).length;
    // The entry and its on-demand rating chunk, at least.
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(gzip).toBeLessThanOrEqual(10 * 1024);
    console.log(`JS of a page with the rating buttons: ${gzip} B gzip (${own.length} own scripts, inline included)`);
    await context.close();
  }, 60_000);

  it('is hidden without JavaScript, since the buttons could send nothing', async () => {
    context = await browser.newContext({ javaScriptEnabled: false });
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort('internetdisconnected'),
    );
    const page = await context.newPage();
    await page.goto(`${server.origin}/`);
    await expect(page.locator('.q-rating').count()).resolves.toBe(1);
    await expect(page.locator('.q-rating').isVisible()).resolves.toBe(false);
    await context.close();
  });
});
