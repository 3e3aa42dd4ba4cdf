/**
 * The API playground's weight budget: at most 30 KB (gzip) of JavaScript, loaded only by endpoint pages, measured
 * in Chromium on the built example. Other pages load neither its script nor its stylesheet.
 */
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { htmlFiles, offlineContext, urlPathOf, useServedExample } from './helpers/chrome-site.js';

const PLAYGROUND_BUDGET = 30 * 1024;
const ENDPOINT_PAGES = [
  'api-reference/get-user/index.html',
  'api-reference/update-user/index.html',
  'api-reference/rotate-token/index.html',
];

const example = useServedExample();

describe('playground weight', () => {
  it('loads at most 30 KB gzip of playground JavaScript, on endpoint pages only', async () => {
    const context = await offlineContext(example.browser);
    const page = await context.newPage();
    const sizes: string[] = [];
    for (const file of htmlFiles(example.site.dir)) {
      const loaded: Array<{ name: string; type: string; body: Buffer }> = [];
      const onResponse = async (response: Response) => {
        const name = path.basename(new URL(response.url()).pathname);
        if (name.startsWith('playground.'))
          loaded.push({ name, type: response.request().resourceType(), body: await response.body() });
      };
      page.on('response', onResponse);
      await page.goto(example.server.url + urlPathOf(file), { waitUntil: 'networkidle' });
      page.off('response', onResponse);
      const scripts = loaded.filter((l) => l.type === 'script');
      if (!ENDPOINT_PAGES.includes(file)) {
        expect(
          loaded.map((l) => l.name),
          file,
        ).toEqual([]);
        continue;
      }
      expect(scripts, file).toHaveLength(1);
      expect(
        loaded.filter((l) => l.type === 'stylesheet'),
        file,
      ).toHaveLength(1);
      expect(await page.$('#quire-playground.q-pg-ready'), file).not.toBeNull();
      const gzip = scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0);
      sizes.push(`${file}: playground JS ${gzip} B gzip (${scripts[0].body.length} B)`);
      expect(gzip, file).toBeLessThanOrEqual(PLAYGROUND_BUDGET);
    }
    await context.close();
    console.log(sizes.join('\n'));
    expect(sizes).toHaveLength(ENDPOINT_PAGES.length);
  }, 120_000);
});
