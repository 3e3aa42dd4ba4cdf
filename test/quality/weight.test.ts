/**
 * The weight budget, measured in Chromium on every page of the built example: at most 10 KB (gzip) of JavaScript
 * loaded with the page, the search code not loaded until search opens, and nothing fetched from another host
 * except GitHub's API (the CTA's star count).
 */
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFiles, offlineContext, urlPathOf, useServedExample } from '../browser/helpers/chrome-site.js';

const JS_BUDGET = 10 * 1024;

const example = useServedExample();

describe('page weight', () => {
  it('loads at most 10 KB gzip of JavaScript per page, no search code, nothing from a CDN', async () => {
    const context = await offlineContext(example.browser);
    const page = await context.newPage();
    const report: string[] = [];
    const overBudget: string[] = [];
    const foreign = new Set<string>();
    for (const file of htmlFiles(example.site.dir)) {
      const scripts: Array<{ url: string; body: Buffer }> = [];
      const onResponse = async (response: import('playwright-core').Response) => {
        if (response.request().resourceType() === 'script')
          scripts.push({ url: response.url(), body: await response.body() });
      };
      const onRequest = (request: import('playwright-core').Request) => {
        const host = new URL(request.url()).hostname;
        if (host !== '127.0.0.1' && host !== 'api.github.com') foreign.add(request.url());
      };
      page.on('response', onResponse);
      page.on('request', onRequest);
      await page.goto(example.server.url + urlPathOf(file), { waitUntil: 'networkidle' });
      page.off('response', onResponse);
      page.off('request', onRequest);
      const inline = await page.$$eval('script:not([src])', (nodes) => nodes.map((n) => n.textContent ?? '').join(''));
      // The API playground loads only on endpoint pages and has its own budget (test/browser/playground-weight.test.ts).
      const pageScripts = scripts.filter((s) => !path.basename(new URL(s.url).pathname).startsWith('playground.'));
      const gzip = pageScripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0) + gzipSync(inline).length;
      expect(
        scripts.map((s) => path.basename(new URL(s.url).pathname)).filter((name) => /pagefind|dialog/.test(name)),
        file,
      ).toEqual([]);
      const html = readFileSync(path.join(example.site.dir, file));
      report.push(`${file}: JS ${gzip} B gzip, HTML ${html.length} B (${gzipSync(html).length} B gzip)`);
      if (gzip > JS_BUDGET) overBudget.push(`${file}: ${gzip} B`);
    }
    await context.close();
    console.log(report.join('\n'));
    expect(overBudget).toEqual([]);
    expect([...foreign]).toEqual([]);
  }, 120_000);
});
