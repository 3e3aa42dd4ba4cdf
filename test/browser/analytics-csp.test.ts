/**
 * A site with every analytics service and Intercom configured, served with the Content-Security-Policy of its own
 * `_headers`, in Chromium: each service's script is requested from its host and each script's first call to its
 * service's API goes out (both answered by local stubs: nothing reaches the internet), with no CSP violation and
 * no script error.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ANALYTICS } from './helpers/analytics-config.js';
import { type CspServer, serveWithCsp, recordCspViolations } from './helpers/csp-server.js';
import { buildToTemp, launchChromium, type BuiltSite } from './helpers/chrome-site.js';

const analytics = ALL_ANALYTICS;

/**
 * Each service's script (as the page loads it) and the API call its stub makes, as the real script would. The
 * Amplitude stub also defines what the loader calls once the script has loaded.
 */
const SERVICES: Array<{ script: string; api: string; extra?: string }> = [
  {
    script: 'https://www.googletagmanager.com/gtag/js?id=G-TEST1',
    api: 'https://region1.google-analytics.com/g/collect',
  },
  { script: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1', api: 'https://www.googletagmanager.com/td' },
  { script: 'https://us-assets.i.posthog.com/static/array.js', api: 'https://us.i.posthog.com/e/' },
  { script: 'https://plausible.io/js/script.js', api: 'https://plausible.io/api/event' },
  { script: 'https://static.hotjar.com/c/hotjar-1234.js?sv=6', api: 'https://in.hotjar.com/api/v2/client' },
  { script: 'https://cdn.usefathom.com/script.js', api: 'https://cdn.usefathom.com/' },
  { script: 'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js', api: 'https://api-js.mixpanel.com/track/' },
  { script: 'https://cdn.segment.com/analytics.js/v1/segkey/analytics.min.js', api: 'https://api.segment.io/v1/p' },
  {
    script: 'https://cdn.amplitude.com/script/ampkey.js',
    api: 'https://api2.amplitude.com/2/httpapi',
    extra: 'window.amplitude={init:function(){window.__amplitudeInit=true}};',
  },
  { script: 'https://cdn.getkoala.com/v1/pk_test/sdk.js', api: 'https://api.getkoala.com/web/projects' },
  { script: 'https://widget.intercom.io/widget/intercom1', api: 'https://api-iam.intercom.io/messenger/web/ping' },
];

let docs: string;
let site: BuiltSite;
let browser: Browser;
let server: CspServer;
let origin: string;

beforeAll(async () => {
  docs = mkdtempSync(path.join(os.tmpdir(), 'quire-analytics-'));
  writeFileSync(
    path.join(docs, 'site.json'),
    JSON.stringify({
      name: 'Analytics',
      navigation: [{ group: 'Start', pages: ['index'] }],
      analytics,
      integrations: { intercom: 'intercom1' },
    }),
  );
  writeFileSync(path.join(docs, 'index.md'), '---\ntitle: Home\n---\n\nHello.\n');
  site = await buildToTemp(docs);
  server = await serveWithCsp(site.dir);
  origin = server.origin;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  site?.remove();
  if (docs) rmSync(docs, { recursive: true, force: true });
});

/** A context where the services' URLs get stubs and every other request off 127.0.0.1 is aborted. */
async function stubbedContext(requested: string[]): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      const url = route.request().url();
      requested.push(url);
      const service = SERVICES.find((s) => s.script === url);
      if (service) {
        const body = `${service.extra ?? ''}fetch(${JSON.stringify(service.api)},{method:"POST",body:"{}"}).catch(function(){});`;
        await route.fulfill({ status: 200, contentType: 'text/javascript', body });
      } else if (SERVICES.some((s) => s.api === url)) {
        await route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
      } else {
        await route.abort('internetdisconnected');
      }
    },
  );
  await recordCspViolations(context);
  return context;
}

describe('analytics under the site’s Content-Security-Policy', () => {
  it('loads every service’s script and lets it call its API: every stub requested, no violation, no error', async () => {
    const requested: string[] = [];
    const context = await stubbedContext(requested);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    await page.goto(`${origin}/`);
    const expected = SERVICES.flatMap((s) => [s.script, s.api]).sort();
    await expect.poll(() => expected.filter((url) => !requested.includes(url)), { timeout: 15_000 }).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __amplitudeInit?: boolean }).__amplitudeInit)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])).toEqual(
      [],
    );
    expect(problems).toEqual([]);
    // Nothing but the services' own URLs left the page.
    expect([...new Set(requested)].sort()).toEqual(expected);
    await context.close();
  }, 60_000);
});
