/**
 * The playground sends the credentials each `api.auth` method asks for, checked on an echo server (through the dev
 * server's proxy): `bearer`, `basic` (inputs labelled from `name`), `key` (a header named `name`, pre-filled with
 * `inputPrefix`), and the OpenAPI security scheme when site.json sets no `api.auth`. Credentials stay in the tab
 * unless "Remember" is ticked.
 */
import type { Server } from 'node:http';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';
import { startEchoServer, type Echo } from '../helpers/echo-server.js';
import { launchChromium, localContext, openPlayground, send } from './helpers/playground-page.js';
import { removeDocs, startDev, type Running } from './helpers/playground-site.js';

let browser: Browser;
let echo: { server: Server; url: string; requests: Echo[] };

beforeAll(async () => {
  browser = await launchChromium();
  echo = await startEchoServer();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => echo?.server.close(resolve));
});

/** A one-page docs site whose endpoint page posts to the echo server, with `api` settings. */
async function authSite(api: Record<string, unknown>, openapi?: object): Promise<{ root: string; site: Running }> {
  const files: Record<string, string | object> = {
    'site.json': {
      name: 'Auth',
      navigation: [{ group: 'API', pages: ['call'] }],
      api: { baseUrl: echo.url, ...api },
      ...(openapi && { openapi: 'openapi.json' }),
    },
    'call.md': openapi
      ? '---\ntitle: Call\nopenapi: "POST /echo"\n---\n\nCalls the echo server.\n'
      : '---\ntitle: Call\napi: "POST /echo"\n---\n\nCalls the echo server.\n',
  };
  if (openapi) files['openapi.json'] = openapi;
  const root = writeFixture(files);
  return { root, site: await startDev(root) };
}

/** Open the page, let `fill` type credentials, send, and return what the echo server saw. */
async function sendWith(
  context: BrowserContext,
  url: string,
  fill: (page: import('playwright-core').Page) => Promise<void>,
): Promise<Echo> {
  const page = await context.newPage();
  await openPlayground(page, url);
  await fill(page);
  const seen = echo.requests.length;
  const response = await send(page);
  expect(response.status).toBe('200 OK');
  expect(echo.requests.length).toBe(seen + 1);
  await page.close();
  return echo.requests[seen];
}

describe('auth methods', () => {
  it('bearer sends Authorization: Bearer <token>', async () => {
    const { root, site } = await authSite({ auth: { method: 'bearer' } });
    const context = await localContext(browser);
    try {
      const seen = await sendWith(context, `${site.url}call/`, async (page) => {
        expect(await page.textContent('.q-pg-auth label')).toBe('Bearer token');
        await page.fill('[name="auth-value"]', 'tok_123');
        expect(await page.textContent('.q-pg-sample:not([hidden]) code')).toContain(
          "--header 'Authorization: Bearer tok_123'",
        );
      });
      expect(seen).toMatchObject({ method: 'POST', url: '/echo' });
      expect(seen.headers.authorization).toBe('Bearer tok_123');
    } finally {
      await context.close();
      await site.close();
      removeDocs(root);
    }
  });

  it('basic shows two inputs labelled from name’s user:password form and sends Basic base64(user:password)', async () => {
    const { root, site } = await authSite({ auth: { method: 'basic', name: 'client_id:client_secret' } });
    const context = await localContext(browser);
    try {
      const seen = await sendWith(context, `${site.url}call/`, async (page) => {
        expect(await page.$$eval('.q-pg-auth label', (labels) => labels.map((l) => l.textContent))).toEqual([
          'client_id',
          'client_secret',
          'Remember',
        ]);
        await page.getByLabel('client_id').fill('my-app');
        await page.getByLabel('client_secret').fill('s3cr3t:é');
        expect(await page.getAttribute('[name="auth-password"]', 'type')).toBe('password');
      });
      expect(seen.headers.authorization).toBe(`Basic ${Buffer.from('my-app:s3cr3t:é').toString('base64')}`);
    } finally {
      await context.close();
      await site.close();
      removeDocs(root);
    }
  });

  it('key sends the header named auth.name, starting with inputPrefix', async () => {
    const { root, site } = await authSite({ auth: { method: 'key', name: 'X-Api-Key', inputPrefix: 'Key ' } });
    const context = await localContext(browser);
    try {
      const seen = await sendWith(context, `${site.url}call/`, async (page) => {
        expect(await page.inputValue('[name="auth-value"]')).toBe('Key ');
        expect(await page.textContent('.q-pg-auth label')).toBe('X-Api-Key header');
        await page.fill('[name="auth-value"]', 'Key abc');
      });
      expect(seen.headers['x-api-key']).toBe('Key abc');
      expect(seen.headers.authorization).toBeUndefined();
    } finally {
      await context.close();
      await site.close();
      removeDocs(root);
    }
  });

  it('without api.auth, follows the OpenAPI security scheme (an API key in a header)', async () => {
    const openapi = {
      openapi: '3.1.0',
      info: { title: 'Echo', version: '1' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Send `Token <key>`.' },
        },
      },
      security: [{ token: [] }],
      paths: { '/echo': { post: { responses: { 200: { description: 'The request, echoed.' } } } } },
    };
    const { root, site } = await authSite({}, openapi);
    const context = await localContext(browser);
    try {
      const seen = await sendWith(context, `${site.url}call/`, async (page) => {
        expect(await page.textContent('.q-pg-auth .q-pg-hint')).toBe('Send Token <key>.');
        await page.fill('[name="auth-value"]', 'Token from-openapi');
      });
      expect(seen.headers.authorization).toBe('Token from-openapi');
    } finally {
      await context.close();
      await site.close();
      removeDocs(root);
    }
  });
});

describe('credentials', () => {
  it('stay in the tab, and in the browser only when "Remember" is ticked', async () => {
    const { root, site } = await authSite({ auth: { method: 'bearer' } });
    const context = await localContext(browser);
    try {
      const page = await context.newPage();
      await openPlayground(page, `${site.url}call/`);
      await page.fill('[name="auth-value"]', 'tab-only');
      expect(await page.textContent('.q-pg-remember .q-pg-note')).toBe('Kept in this tab only.');
      await openPlayground(page, `${site.url}call/`);
      expect(await page.inputValue('[name="auth-value"]')).toBe('tab-only');
      expect(
        await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('quire-playground-auth'))),
      ).toEqual([]);

      const other = await context.newPage();
      await openPlayground(other, `${site.url}call/`);
      expect(await other.inputValue('[name="auth-value"]')).toBe('');
      await other.fill('[name="auth-value"]', 'remembered');
      await other.check('.q-pg-remember input');
      expect(await other.textContent('.q-pg-remember .q-pg-note')).toBe('Saved in this browser until you untick this.');

      const third = await context.newPage();
      await openPlayground(third, `${site.url}call/`);
      expect(await third.inputValue('[name="auth-value"]')).toBe('remembered');
      expect(await third.isChecked('.q-pg-remember input')).toBe(true);
      await third.uncheck('.q-pg-remember input');
      expect(
        await third.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('quire-playground-auth'))),
      ).toEqual([]);
    } finally {
      await context.close();
      await site.close();
      removeDocs(root);
    }
  });
});
