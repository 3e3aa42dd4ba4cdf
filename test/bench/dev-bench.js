/**
 * `npm run bench:dev`: how fast `quire dev` starts and reacts to saves, on a copy of example-docs/ and on the
 * generated 1000-page site. Runs the compiled CLI (dist/) in a child process, as an author would, and acts as the
 * browser: an SSE client per open tab, plain HTTP GETs for pages. For each site it reports p50 and p95 of
 *   - start → first page served (spawn of `quire dev` until the home page's HTML has arrived), over --starts runs;
 *   - save → reload event (a page's markdown written until its tab receives `reload`), over --saves saves;
 *   - save → new content served (until a GET of the page returns the new text);
 * and, as extra rows, the same two for title edits (which re-plan the site). Saves start once the server has
 * rendered every page in the background, i.e. in the steady state an author works in. On the generated site, also
 *   - save → search index served and save → search results updated (a new word appended to a page until the index
 *     served changes, and until a search for it in Chromium finds that page; dev-search.js), over --search-saves
 *     saves, once the first search index is ready.
 * Writes dev-results.json.
 *
 * Usage: npm run bench:dev -- [--pages 1000] [--saves 60] [--starts 5] [--search-saves 20]
 *                              [--out test/bench/dev-results.json] [--quire bin/quire.js]
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureSearchUpdates } from './dev-search.js';
import { generateSite } from './generate-site.js';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    saves: { type: 'string', default: '60' },
    starts: { type: 'string', default: '5' },
    'search-saves': { type: 'string', default: '20' },
    out: { type: 'string', default: new URL('./dev-results.json', import.meta.url).pathname },
    // The CLI to measure (e.g. a copy of an earlier version's bin/quire.js, with its dist/ beside it).
    quire: { type: 'string', default: new URL('../../bin/quire.js', import.meta.url).pathname },
  },
});
const SAVES = Number(values.saves);
const STARTS = Number(values.starts);
const SEARCH_SAVES = Number(values['search-saves']);
const TITLE_SAVES = Math.max(10, Math.round(SAVES / 3));
const repo = new URL('../../', import.meta.url).pathname;
const cli = path.resolve(values.quire);
const samples = {};
const work = mkdtempSync(path.join(os.tmpdir(), 'quire-dev-bench-'));

/** Start `quire dev` on a free port; resolves with the child, its URL, and how to wait for output lines. */
function startServer(site) {
  const child = spawn(process.execPath, [cli, 'dev', site, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  const waiters = [];
  const onData = (chunk) => {
    output += chunk;
    for (const waiter of [...waiters]) if (waiter.pattern.test(output)) waiter.resolve(output.match(waiter.pattern));
  };
  child.stdout.setEncoding('utf8').on('data', onData);
  child.stderr.setEncoding('utf8').on('data', () => {});
  const waitFor = (pattern, timeoutMs = 120_000) =>
    new Promise((resolve, reject) => {
      const match = output.match(pattern);
      if (match) return resolve(match);
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting for ${pattern}; output:\n${output}`)),
        timeoutMs,
      );
      waiters.push({
        pattern,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) resolve();
      else {
        child.once('exit', resolve);
        child.kill('SIGINT');
      }
    });
  return { child, waitFor, stop };
}

function get(port, pathname) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** An SSE client standing in for a tab showing `pathname`; `nextReload()` resolves at its next `reload` event. */
function openTab(port, pathname) {
  return new Promise((resolve, reject) => {
    let pending;
    const req = request(
      { host: '127.0.0.1', port, path: `/__quire/events?path=${encodeURIComponent(pathname)}`, agent: false },
      (res) => {
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('event: hello')) resolve(tab);
            if (block.startsWith('event: reload') && pending) {
              const done = pending;
              pending = undefined;
              done(performance.now());
            }
          }
        });
      },
    );
    const tab = {
      nextReload: () => new Promise((done) => (pending = done)),
      close: () => req.destroy(),
    };
    req.on('error', reject);
    req.end();
  });
}

async function measureStart(site) {
  const started = performance.now();
  const server = startServer(site);
  const [, port] = await server.waitFor(/Serving .* at http:\/\/127\.0\.0\.1:(\d+)\//);
  const home = await get(Number(port), '/');
  const ms = performance.now() - started;
  if (home.status !== 200) throw new Error(`home page answered ${home.status}`);
  await server.stop();
  return ms;
}

/** Save each of `pages` in turn `count` times with `edit(text, i)`; measure reload event and new content. */
async function measureSaves(site, port, pages, count, edit) {
  const tabs = new Map();
  for (const page of pages) tabs.set(page.url, await openTab(port, page.url));
  const reload = [];
  const content = [];
  const originals = new Map(pages.map((page) => [page.file, readFileSync(path.join(site, page.file), 'utf8')]));
  for (let i = 0; i < count; i++) {
    const page = pages[i % pages.length];
    const marker = `bench-save-${i}-${Date.now()}`;
    const reloaded = tabs.get(page.url).nextReload();
    const text = edit(originals.get(page.file), marker);
    const saved = performance.now();
    writeFileSync(path.join(site, page.file), text);
    reload.push((await reloaded) - saved);
    for (;;) {
      const res = await get(port, page.url);
      if (res.body.includes(marker)) break;
    }
    content.push(performance.now() - saved);
    // Let the server settle (it re-reads the file once more when its access time changes) before the next save.
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  for (const tab of tabs.values()) tab.close();
  for (const [file, text] of originals) writeFileSync(path.join(site, file), text);
  return { reload, content };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(values) {
  if (values.length === 0) return { n: 0 };
  const round = (value) => Math.round(value * 10) / 10;
  return {
    n: values.length,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    max: round(Math.max(...values)),
  };
}

async function benchSite(name, site, pages, { searchSaves = 0 } = {}) {
  const starts = [];
  for (let i = 0; i < STARTS; i++) starts.push(await measureStart(site));
  const server = startServer(site);
  const [, port] = await server.waitFor(/Serving .* at http:\/\/127\.0\.0\.1:(\d+)\//);
  await server.waitFor(/Rendered all \d+ pages/);
  const body = await measureSaves(
    site,
    Number(port),
    pages,
    SAVES,
    (text, marker) => `${text}\nEdited paragraph ${marker}.\n`,
  );
  const title = await measureSaves(site, Number(port), pages, TITLE_SAVES, (text, marker) =>
    text.replace(/^title: .*$/m, `title: "Title ${marker}"`),
  );
  const search =
    searchSaves > 0
      ? await measureSearchUpdates({ site, origin: `http://127.0.0.1:${port}`, pages, count: searchSaves })
      : undefined;
  await server.stop();
  samples[name] = { starts, body, title, ...(search && { search }) };
  return {
    site: name,
    'start → first page (ms)': summary(starts),
    'save → reload event (ms)': summary(body.reload),
    'save → new content served (ms)': summary(body.content),
    'title edit → reload event (ms)': summary(title.reload),
    'title edit → new content served (ms)': summary(title.content),
    ...(search && {
      'save → search index served (ms)': summary(search.served),
      'save → search results updated, found by a check (ms)': summary(search.found),
      '  one check alone: page load, Ctrl+K, search (ms)': summary(search.checkMs),
    }),
  };
}

try {
  const example = path.join(work, 'example');
  cpSync(path.join(repo, 'example-docs'), example, { recursive: true });
  const synthetic = path.join(work, 'synthetic');
  const pageCount = Number(values.pages);
  await generateSite(synthetic, pageCount);
  const pad = (i) => String(i).padStart(5, '0');
  const syntheticPages = [3, 260, 517, 774, 999]
    .filter((i) => i < pageCount)
    .map((i) => {
      const folder = ['guides', 'api', 'reference', 'docs'][Math.floor((i * 4) / pageCount)];
      return { file: `${folder}/page-${pad(i)}.md`, url: `/${folder}/page-${pad(i)}/` };
    });
  const examplePages = [
    { file: 'quickstart.md', url: '/quickstart/' },
    { file: 'authentication.md', url: '/authentication/' },
    { file: 'index.md', url: '/' },
  ];
  const results = [
    await benchSite('example-docs', example, examplePages),
    await benchSite(`synthetic ${pageCount + 1} pages`, synthetic, syntheticPages, { searchSaves: SEARCH_SAVES }),
  ];
  const table = {};
  for (const result of results) {
    for (const [metric, value] of Object.entries(result)) {
      if (metric === 'site') continue;
      table[`${result.site}: ${metric}`] = value;
    }
  }
  console.log(
    `quire dev on ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}:`,
  );
  console.table(table);
  const out = path.resolve(values.out);
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), cores: os.availableParallelism(), node: process.version, saves: SAVES, results, samples }, null, 2)}\n`,
  );
  console.log(
    `Written to ${path.relative(process.cwd(), out)}. Targets (1000 pages): save → reload p95 < 100 ms, start → first page < 1500 ms, save → search index served ≤ 500 ms.`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
