/**
 * The body editor and the checks before sending, in Chromium on the example's Get User page: the form and the JSON
 * view stay in sync both ways, mapping rows add and remove, the base URL selector feeds the samples, problems show
 * next to their inputs (announced, focused, `aria-invalid`) and block sending unless the reader sends anyway. axe-core
 * finds no violations in the playground in any of these states, in light and dark mode.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDevPlayground } from './helpers/playground-dev.js';
import { fillApiKey, localContext, openPlayground, send } from './helpers/playground-page.js';
import { copyExample, KEYS, startExampleApi } from './helpers/playground-site.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const dev = useDevPlayground(async () => {
  const api = await startExampleApi();
  return { api, root: copyExample([api.url, 'https://api.example.com']) };
});

const curl = (page: Page) => page.textContent('.q-pg-sample:not([hidden]) code');

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Element): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    return (await axe.run(document.getElementById('quire-playground')!)).violations;
  })) as Array<{ id: string; nodes: Array<{ target: string[] }> }>;
  return violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('body editor', () => {
  it('keeps the form and the JSON view in sync both ways, and the samples follow', async () => {
    const page = await dev.context.newPage();
    await openPlayground(page, `${dev.site.url}api-reference/get-user/`);
    await page.fill('[name="body.name"]', 'From the form');
    await page.click('.q-pg-mode[data-mode="json"]');
    expect(await page.getAttribute('.q-pg-mode[data-mode="json"]', 'aria-pressed')).toBe('true');
    const json = JSON.parse(await page.inputValue('[name="body-json"]'));
    expect(json).toEqual({
      user_group_id: 'org_8412',
      name: 'From the form',
      mapping: { sales_schema: 'northwind_pg' },
      properties: { region: 'EMEA', plan: 'enterprise', store_ids: [12, 19, 31] },
    });

    await page.fill(
      '[name="body-json"]',
      JSON.stringify({ ...json, name: 'From JSON', mapping: { a: 'x', b: 'y' }, properties: { tier: 2 } }, null, 2),
    );
    expect(await curl(page)).toContain('"name": "From JSON"');
    // Every language follows the inputs, not only the one shown.
    await page.click('.q-pg-tabs [role="tab"]:text-is("Go")');
    expect(await curl(page)).toContain('\\"name\\":\\"From JSON\\"');
    await page.click('.q-pg-tabs [role="tab"]:text-is("cURL")');
    await page.click('.q-pg-mode[data-mode="form"]');
    expect(await page.inputValue('[name="body.name"]')).toBe('From JSON');
    expect(await page.inputValue('[name="body.mapping[1].key"]')).toBe('b');
    expect(JSON.parse(await page.inputValue('[name="body.properties"]'))).toEqual({ tier: 2 });

    // Mapping rows: add one, fill it, remove another.
    await page.click('button.q-pg-add');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('body.mapping[2].key');
    await page.keyboard.type('c');
    await page.fill('[name="body.mapping[2].value"]', 'z');
    await page.click('[aria-label="Remove mapping row 1"]');
    await page.click('.q-pg-mode[data-mode="json"]');
    expect(JSON.parse(await page.inputValue('[name="body-json"]')).mapping).toEqual({ b: 'y', c: 'z' });
  });

  it('keeps invalid JSON in the JSON view and says why', async () => {
    const page = await dev.context.newPage();
    await openPlayground(page, `${dev.site.url}api-reference/get-user/`);
    await page.click('.q-pg-mode[data-mode="json"]');
    await page.fill('[name="body-json"]', '{"user_group_id": ');
    await page.click('.q-pg-mode[data-mode="form"]');
    expect(await page.getAttribute('.q-pg-mode[data-mode="json"]', 'aria-pressed')).toBe('true');
    expect(await page.textContent('.q-pg-body > .q-pg-error')).toBe('Fix the JSON before switching back to the form.');
    await page.click('.q-pg-send');
    expect(await page.textContent('.q-pg-body > .q-pg-error')).toMatch(/^body Not valid JSON: /);
    expect(await page.textContent('.q-pg-status-line')).toBe('Not sent: 1 problem in the inputs.');
  });

  it('offers the base URLs to choose from; the choice feeds the samples and is kept in the tab', async () => {
    const page = await dev.context.newPage();
    await openPlayground(page, `${dev.site.url}api-reference/get-user/`);
    expect(await page.$$eval('.q-pg-base option', (options) => options.map((o) => o.textContent))).toEqual([
      dev.api.url,
      'https://api.example.com',
    ]);
    expect(await page.textContent('label[for^="qpg-base"]')).toBe('Base URL');
    await page.selectOption('.q-pg-base', 'https://api.example.com');
    expect(await curl(page)).toContain("curl 'https://api.example.com/api/user'");
    await openPlayground(page, `${dev.site.url}api-reference/update-user/`);
    expect(await page.inputValue('.q-pg-base')).toBe('https://api.example.com');
    await page.selectOption('.q-pg-base', dev.api.url);
  });
});

describe('checks before sending', () => {
  it('shows each problem at its input, focuses the first, and sends only when asked to send anyway', async () => {
    const page = await dev.context.newPage();
    await openPlayground(page, `${dev.site.url}api-reference/get-user/`);
    await fillApiKey(page, KEYS.testing);
    await page.fill('[name="body.user_group_id"]', '');
    await page.fill('[name="body.mapping[0].value"]', '');
    await page.fill('[name="body.properties"]', '[1, 2]');
    await page.click('.q-pg-send');
    expect(await page.textContent('.q-pg-status-line')).toBe('Not sent: 2 problems in the inputs.');
    expect(await page.textContent('.q-pg-summary')).toContain(
      'Fix these 2 problems before sending, or send anyway to see how the API answers.',
    );
    const id = page.locator('[name="body.user_group_id"]');
    expect(await id.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('body.user_group_id');
    const describedBy = (await id.getAttribute('aria-describedby'))!.split(' ');
    const errorText = await page.evaluate(
      (ids) => ids.map((i) => document.getElementById(i)?.textContent).join(' | '),
      describedBy,
    );
    expect(errorText).toContain('user_group_id is required');
    expect(await page.textContent('.q-pg-field-json .q-pg-error')).toBe('properties must be an object');
    expect(await page.$$('.q-pg-response:not([hidden])')).toHaveLength(0);

    // Fixing an input clears its message as the reader types.
    await page.fill('[name="body.user_group_id"]', 'org_checked');
    expect(await id.getAttribute('aria-invalid')).toBe('false');
    expect(await page.isVisible('.q-pg-field-text .q-pg-error')).toBe(false);

    expect(await axeViolations(page)).toEqual([]);
    await page.click('button.q-pg-secondary');
    await page.waitForSelector('.q-pg-response:not([hidden])');
    const response = await page.evaluate(() => JSON.parse(document.querySelector('.q-pg-response-body')!.textContent!));
    expect(response).toMatchObject({ success: 0, error: { code: 'invalid_body' } });
    expect(await page.textContent('.q-pg-response .q-pg-status')).toBe('400 Bad Request');
  });

  it('has no axe violations with a response shown, in light and dark mode', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const themed = await localContext(dev.browser, { colorScheme: theme });
      await themed.addInitScript((t) => localStorage.setItem('quire-theme', t), theme);
      const page = await themed.newPage();
      await openPlayground(page, `${dev.site.url}api-reference/get-user/`);
      await fillApiKey(page, KEYS.customer);
      const response = await send(page);
      expect(response.status).toBe('200 OK');
      await page.click('.q-pg-headers-box summary');
      expect(await axeViolations(page), theme).toEqual([]);
      await themed.close();
    }
  });
});
