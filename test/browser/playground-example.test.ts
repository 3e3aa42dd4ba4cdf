/**
 * The example's API playground against the reference user group service, in Chromium, the way a reader uses it:
 * fill in the API key and the body, click Send, read the answer. The same steps run on `quire dev` and on a static
 * build served by `quire proxy --site`; both send Get User (a GET with a body) through the proxy.
 */
import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExampleApiJson, UserGroupJson } from '../helpers/api-answers.js';
import {
  fillApiKey,
  launchChromium,
  localContext,
  openPlayground,
  send,
  type ShownResponse,
} from './helpers/playground-page.js';
import {
  buildDocs,
  copyExample,
  KEYS,
  removeDocs,
  startDev,
  startExampleApi,
  startProxy,
  type Running,
} from './helpers/playground-site.js';

const TARGETS: Array<{ name: string; start(root: string): Promise<Running> }> = [
  { name: 'quire dev', start: (root) => startDev(root) },
  {
    name: 'a static build served by quire proxy --site',
    async start(root) {
      const out = await buildDocs(root);
      const proxy = await startProxy(root, { site: out });
      return {
        url: proxy.url,
        close: async () => {
          await proxy.close();
          rmSync(out, { recursive: true, force: true });
        },
      };
    },
  },
];

/** The user group of a successful answer of the example API, as the playground shows it. */
function groupOf(response: ShownResponse): UserGroupJson {
  return (response.json as ExampleApiJson).user_group;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

for (const target of TARGETS) {
  describe(`the example's playground on ${target.name}`, () => {
    let api: Running;
    let root: string;
    let site: Running;
    let context: BrowserContext;
    let page: Page;
    const groupId = 'org_playground';

    beforeAll(async () => {
      api = await startExampleApi();
      root = copyExample([api.url]);
      site = await target.start(root);
      context = await localContext(browser);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
      await site?.close();
      await api?.close();
      if (root) removeDocs(root);
    });

    it('Get User creates the group on the first send and finds it on the second', async () => {
      await openPlayground(page, `${site.url}api-reference/get-user/`);
      expect(await page.textContent('.q-pg-transport')).toBe('Requests go through this site’s Quire proxy.');
      await fillApiKey(page, KEYS.customer);
      await page.fill('[name="body.user_group_id"]', groupId);
      const first = await send(page);
      expect(first.status).toBe('200 OK');
      expect(first.json).toMatchObject({
        success: 1,
        new_user_group: true,
        user_group: { provided_id: groupId, name: 'Northwind Traders', api_environment_tag: 'Customer' },
      });
      expect(await page.textContent('.q-pg-response-head')).toContain('via the Quire proxy');
      const second = await send(page);
      expect(second.json).toMatchObject({
        success: 1,
        new_user_group: false,
        user_group: { provided_id: groupId, token: groupOf(first).token },
      });
      expect(await page.textContent('.q-pg-status-line')).toMatch(/^Response: 200 OK in \d+ ms\.$/);
    });

    it('Update User changes the name (the API key is still filled in: it stays in the tab)', async () => {
      await openPlayground(page, `${site.url}api-reference/update-user/`);
      expect(await page.inputValue('[name="auth-value"]')).toBe(`Token ${KEYS.customer}`);
      await page.fill('[name="body.user_group_id"]', groupId);
      await page.fill('[name="body.name"]', 'Renamed from the playground');
      const updated = await send(page);
      expect(updated.status).toBe('200 OK');
      expect(updated.json).toMatchObject({
        success: 1,
        user_group: { provided_id: groupId, name: 'Renamed from the playground' },
      });
    });

    it('Rotate Token returns a new token, and the old token is rejected afterwards', async () => {
      await openPlayground(page, `${site.url}api-reference/get-user/`);
      await page.fill('[name="body.user_group_id"]', groupId);
      const current = await send(page);
      const oldToken = groupOf(current).token;
      expect(groupOf(current).name).toBe('Renamed from the playground');

      await openPlayground(page, `${site.url}api-reference/rotate-token/`);
      await page.fill('[name="body.current_token"]', oldToken);
      const rotated = await send(page);
      expect(rotated.status).toBe('200 OK');
      const newToken = groupOf(rotated).token;
      expect(newToken).toMatch(/^ugt_[0-9a-f]{32}$/);
      expect(newToken).not.toBe(oldToken);

      const again = await send(page);
      expect(again.status).toBe('404 Not Found');
      expect(again.json).toMatchObject({ success: 0, error: { code: 'not_found' } });
      // The code samples follow the inputs.
      expect(await page.textContent('.q-pg-sample:not([hidden]) code')).toContain(`"current_token": "${oldToken}"`);
    });

    it('answers 401 with success 0 when the key is wrong', async () => {
      await openPlayground(page, `${site.url}api-reference/get-user/`);
      await fillApiKey(page, 'not-a-key');
      const denied = await send(page);
      expect(denied.status).toBe('401 Unauthorized');
      expect(denied.json).toMatchObject({ success: 0, error: { code: 'unauthorized' } });
    });
  });
}
