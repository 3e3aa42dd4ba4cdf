/**
 * Save → search results updated, in `quire dev`: append a word no page has to a page, then find it as a reader does.
 *
 * A check, in Chromium, loads the page afresh (as its tab does on the live reload a save triggers), opens the search
 * dialog with Ctrl+K and types the word, so it goes through the site's own search code and whatever index the server
 * serves (every search file comes with `Cache-Control: no-store`). A check costs a page load and a search (about a
 * second on a busy 2-core machine), too coarse alone for a half-second target, so each save gives two times:
 *   - save → index served: the index files the dialog read in the check just before the save (its JSON entry files,
 *     which name the content-hashed files of the index) are fetched every 20 ms until one of them changes;
 *   - save → found: checks are then run until one lists the page; the time is when that check ended, so it includes
 *     one check (`checkMs` measures one with nothing changing).
 * The tab's live-reload events are blocked, so a reload never cuts a check short.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openOfflineBrowser } from './chromium.js';

const POLL_MS = 20;

/**
 * Measure `count` saves on the dev server at `origin` (e.g. `http://127.0.0.1:4321`), cycling through `pages`
 * (`{ file, url }`, relative to `site`). Waits first until the server's first index answers. Resolves to
 * `{ served, found, checkMs }` in ms: save → index served (where it could be seen), save → found, and the duration
 * of checks made while nothing changed.
 */
export async function measureSearchUpdates({ site, origin, pages, count, timeoutMs = 60_000 }) {
  const { browser, context } = await openOfflineBrowser();
  const originals = new Map(pages.map((page) => [page.file, readFileSync(path.join(site, page.file), 'utf8')]));
  try {
    await context.route('**/__quire/events*', (route) => route.abort());
    const tab = await context.newPage();
    const check = (page, word) => searchIn(tab, new URL(page.url, origin).href, word).catch(() => undefined);
    await until(async () => (await check(pages[0], 'token'))?.found.length > 0, 180_000, 'the first search index');
    // What one check costs when the index is already there: the resolution of the found times.
    const checkMs = [];
    for (const page of pages) {
      const started = performance.now();
      await check(page, 'token');
      checkMs.push(performance.now() - started);
    }
    const served = [];
    const found = [];
    for (let i = 0; i < count; i++) {
      const page = pages[i % pages.length];
      const word = uniqueWord(i);
      const before = await check(page, word);
      const entries = await fetchAll(before?.entryUrls ?? []);
      const file = path.join(site, page.file);
      const saved = performance.now();
      writeFileSync(file, `${readFileSync(file, 'utf8')}\nSearchable ${word}.\n`);
      if (entries.size > 0 && (await changed(entries, saved + timeoutMs))) served.push(performance.now() - saved);
      await until(async () => (await check(page, word))?.found.includes(page.url), timeoutMs, `“${word}”`);
      found.push(performance.now() - saved);
      // Let the server finish the batch before the next save.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { served, found, checkMs };
  } finally {
    for (const [file, text] of originals) writeFileSync(path.join(site, file), text);
    await browser.close();
  }
}

/**
 * Load `url` in `tab`, search `word` in its dialog; resolves to the paths of the pages found (none: empty) and the
 * URLs of the index's JSON files the search read.
 */
async function searchIn(tab, url, word) {
  const entryUrls = new Set();
  const onRequest = (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/_quire/search/') && pathname.endsWith('.json')) entryUrls.add(request.url());
  };
  tab.on('request', onRequest);
  try {
    await tab.goto(url);
    await tab.keyboard.press('Control+k');
    await tab.waitForFunction(() => document.activeElement?.id === 'q-search-input');
    await tab.keyboard.type(word);
    // Results, none, or no index yet: the status line says which once the search has run.
    await tab.waitForFunction(() => document.querySelector('.q-search-status')?.textContent !== '', undefined, {
      polling: 20,
      timeout: 10_000,
    });
    const found = await tab.$$eval('#q-search-results a[role="option"]', (hits) =>
      hits.map((hit) => new URL(hit.href).pathname),
    );
    return { found, entryUrls: [...entryUrls] };
  } finally {
    tab.off('request', onRequest);
  }
}

/** The bodies of `urls`, by URL (a URL that fails is left out). */
async function fetchAll(urls) {
  const bodies = new Map();
  for (const url of urls) {
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) bodies.set(url, await response.text());
  }
  return bodies;
}

/** Whether one of `bodies`' URLs answers differently before `deadline` (polled every POLL_MS). */
async function changed(bodies, deadline) {
  while (performance.now() < deadline) {
    for (const [url, body] of bodies) {
      const response = await fetch(url).catch(() => undefined);
      if (response?.ok && (await response.text()) !== body) return true;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

/** A word of letters only that no generated page has and that no earlier save used: `zqv` and `i` in base 26. */
function uniqueWord(i) {
  let word = '';
  for (let n = i + 26 * 26; n > 0; n = Math.floor(n / 26)) word = String.fromCharCode(97 + (n % 26)) + word;
  return `zqv${word}`;
}

async function until(check, timeoutMs, what) {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`search never found ${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
