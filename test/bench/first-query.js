/**
 * What a reader downloads to search a built site: serve the output folder (static-server.js, no compression), open a
 * page in headless Chromium, open the search dialog with Ctrl+K as a reader does, type a query and wait until its
 * results are shown; then select the field's text and type a second query. For each query: the bytes of every
 * response received from the moment the dialog opened (or the second query started) until the network is quiet, and
 * separately those of the search index (`_quire/search/`), with request counts.
 */
import { openOfflineBrowser } from './chromium.js';
import { serveStatic } from './static-server.js';

const SEARCH_DIR = '/_quire/search/';
const QUIET_MS = 500;

/** Measure `queries` typed in turn on the page at `pagePath` (e.g. `/guides/page-00007/`) of the site in `outDir`. */
export async function measureSearchQueries(outDir, pagePath, queries) {
  const server = await serveStatic(outDir);
  const { browser, context } = await openOfflineBrowser();
  try {
    const page = await context.newPage();
    const network = watchNetwork(page);
    await page.goto(new URL(pagePath, server.url).href, { waitUntil: 'load' });
    await network.quiet();
    const results = [];
    for (const [i, query] of queries.entries()) {
      const mark = network.mark();
      const started = performance.now();
      if (i === 0) {
        await page.keyboard.press('Control+k');
        await page.waitForFunction(() => document.activeElement?.id === 'q-search-input');
      } else await page.keyboard.press('Control+a');
      await page.keyboard.type(query);
      const shown = await waitForResults(page, query);
      const resultsMs = Math.round(performance.now() - started);
      await network.quiet();
      results.push({ query, ...shown, resultsMs, ...network.since(mark) });
    }
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Wait until the dialog shows results marking a word of `query` (or says it found none); its status and hits. */
async function waitForResults(page, query) {
  const words = query.toLowerCase().split(/\s+/);
  await page.waitForFunction(
    (stems) => {
      const status = document.querySelector('.q-search-status')?.textContent ?? '';
      if (status.startsWith('No results') || status.startsWith('Search is not available')) return true;
      const marks = [...document.querySelectorAll('#q-search-results mark')].map((m) => m.textContent.toLowerCase());
      return status !== '' && marks.some((mark) => stems.some((stem) => mark.startsWith(stem)));
    },
    words.map((word) => word.slice(0, 4)),
    { polling: 50, timeout: 120_000 },
  );
  const status = await page.locator('.q-search-status').innerText();
  if (status.startsWith('Search is not available')) throw new Error(`search failed for “${query}”: ${status}`);
  return { status, hits: await page.locator('#q-search-results a[role="option"]').count() };
}

/** Count every request of `page` in order, with the size of its response body once it has finished. */
function watchNetwork(page) {
  const sequence = new Map();
  const done = [];
  let started = 0;
  let open = 0;
  page.on('request', (request) => {
    sequence.set(request, started++);
    open++;
  });
  const finish = async (request, ok) => {
    const sizes = ok ? await request.sizes().catch(() => undefined) : undefined;
    done.push({ seq: sequence.get(request), url: request.url(), bytes: sizes?.responseBodySize ?? 0 });
    open--;
  };
  page.on('requestfinished', (request) => void finish(request, true));
  page.on('requestfailed', (request) => void finish(request, false));
  return {
    mark: () => started,
    /** Resolves once no request has been open for QUIET_MS. */
    async quiet() {
      let quietSince = performance.now();
      while (performance.now() - quietSince < QUIET_MS) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (open > 0) quietSince = performance.now();
      }
    },
    /** Bytes and requests since `mark`, all of them and those of the search index. */
    since(mark) {
      const after = done.filter((entry) => entry.seq >= mark);
      const search = after.filter((entry) => new URL(entry.url).pathname.includes(SEARCH_DIR));
      const kb = (entries) => Math.round((entries.reduce((sum, e) => sum + e.bytes, 0) / 1024) * 10) / 10;
      return { kb: kb(after), requests: after.length, searchKb: kb(search), searchRequests: search.length };
    },
  };
}
