/**
 * `npm run bench`: Quire side by side with VitePress and with the bare unified pipeline, on deterministic synthetic
 * sites (generate-site.js) of 1,000 and 10,000 pages (up to 100,000 on request), all in one run on this machine. For
 * each build: wall time, CPU time, peak RSS of its largest process (`/usr/bin/time -v`) and of all its processes
 * together (tree-rss.js), and the output size per page. Quire is also timed rebuilding with nothing changed, after
 * editing one page, after adding one page and after deleting it again (all with its cache in `<site>/.quire/cache`),
 * and Pagefind alone. After the cold build, a reader's first and second search query is measured in Chromium: bytes
 * and requests (first-query.js). Prints tables per size, the ratios, and writes test/bench/results.json. Quote
 * medians.
 *
 * The same pages written as MDX with Mintlify components (generate-site.js `{ mdx: true }`) are built cold too, each
 * run right after or before the markdown build (the order flips every run, so drifting load hits both alike); the
 * ratio "cold build MDX ÷ markdown" is the median of the runs' own ratios. `--mdx none` skips it.
 *
 * VitePress is slow (minutes at 1,000 pages, more than 5 at 5,000), so by default it builds only the 1,000-page
 * site, once, within 20 minutes; `--vitepress 1000,10000` opts in to 10,000 pages, `--vitepress none` skips it.
 *
 * Large sites (50,000 pages and more) run only what they are for unless asked: Quire's builds (cold, no change, one
 * page edited, added, deleted) and the search queries, once (`--runs` overrides); the MDX variant, the bare pipeline and Pagefind alone run below 50,000 pages
 * by default (`--mdx`, `--bare`, `--pagefind` take the sizes to run them at, or `none`).
 *
 * Usage: npm run bench -- [--sizes 1000,10000] [--runs 3] [--vitepress 1000] [--vitepress-runs 1]
 *                          [--vitepress-timeout 1200] [--mdx <sizes>] [--bare <sizes>] [--pagefind <sizes>]
 *                          [--search <sizes>] [--add-delete <sizes>] [--workers n] [--out test/bench/results.json] [--quire bin/quire.js]
 */
import { rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { HAS_TIME, HAS_TREE_RSS, measure, repeat, summarize } from './bench-measure.js';
import { gitCommit, printComparison } from './bench-recorded.js';
import { markdownTables, printTables } from './bench-tables.js';
import { measureSearchQueries } from './first-query.js';
import { generateSite } from './generate-site.js';
import { outputSize } from './output-size.js';
import { addPage, deletePage, editPage } from './site-edits.js';
import { QUERIES, TEXTS } from './site-text.js';
import { generateVitePressSite, installVitePress, VITEPRESS_VERSION } from './vitepress-site.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
/** Sizes from here on are "large": one run, and only Quire's own rows, unless asked. */
const LARGE = 50_000;
/** The page every rebuild row edits, or adds a page beside; and where the search queries are typed. */
const EDITED = 'guides/page-00007';
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000' },
    // The pages' words: drawn from the real corpus's counts, or the old 45-word synthetic text (generate-site.js).
    text: { type: 'string', default: 'corpus' },
    runs: { type: 'string' },
    vitepress: { type: 'string', default: '1000' },
    'vitepress-runs': { type: 'string', default: '1' },
    'vitepress-timeout': { type: 'string', default: '1200' },
    // Sizes to run these at; unless given, every size below LARGE (search: every size).
    mdx: { type: 'string' },
    bare: { type: 'string' },
    pagefind: { type: 'string' },
    search: { type: 'string' },
    // Sizes to time adding and deleting a page at (every size unless given: each renders again about one group).
    'add-delete': { type: 'string' },
    workers: { type: 'string' },
    out: { type: 'string', default: path.join(here, 'results.json') },
    // The CLI to measure (e.g. a copy of an earlier version's bin/quire.js, with its dist/ beside it).
    quire: { type: 'string', default: path.join(repo, 'bin', 'quire.js') },
  },
});
const quire = path.resolve(values.quire);
if (!TEXTS.includes(values.text)) throw new Error(`--text must be one of ${TEXTS.join(', ')}`);
const text = values.text;
const queries = QUERIES[text];
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs ?? (sizes.some((size) => size >= LARGE) ? 1 : 3));
const sizesOf = (option, fallback) =>
  option === undefined ? fallback : option === 'none' ? [] : option.split(',').map(Number);
const belowLarge = sizes.filter((size) => size < LARGE);
const vitepressSizes = sizesOf(values.vitepress, []);
const mdxSizes = sizesOf(values.mdx, belowLarge);
const bareSizes = sizesOf(values.bare, belowLarge);
const pagefindSizes = sizesOf(values.pagefind, belowLarge);
const searchSizes = sizesOf(values.search, sizes);
const addDeleteSizes = sizesOf(values['add-delete'], sizes);
const workerArgs = values.workers === undefined ? [] : ['--workers', values.workers];
const work = await mkdtemp(path.join(os.tmpdir(), 'quire-bench-'));
const results = {
  date: new Date().toISOString(),
  commit: gitCommit(repo),
  machine: {
    cpus: os.availableParallelism(),
    cpu: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  text,
  queries,
  measuredWith: HAS_TIME ? '/usr/bin/time -v' : 'in-process (no /usr/bin/time)',
  treeRss: HAS_TREE_RSS ? 'summed VmRSS of every process of a run, sampled every 100 ms' : 'not available',
  runs,
  sizes: {},
};

const flagged = [];
try {
  for (const size of sizes) {
    await benchSize(size);
    save();
    const compared = printComparison(size, results.sizes[size], { text });
    flagged.push(...compared.filter((r) => r.worse).map((r) => `${size} pages, ${r.figure}`));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`\nWrote ${path.relative(process.cwd(), values.out)}. As Markdown (for the README):\n`);
console.log(markdownTables(results));
console.log(
  flagged.length
    ? `\n${flagged.length} figures more than 10% worse than recorded (test/bench/recorded.json):\n${flagged.map((f) => `  ${f}`).join('\n')}`
    : '\nNo figure more than 10% worse than recorded.',
);
console.log(
  `To record this run as the README's figures: node test/bench/bench-recorded.js record ${path.relative(process.cwd(), values.out)}`,
);

async function benchSize(size) {
  const site = path.join(work, `site-${size}`);
  const out = path.join(work, `out-${size}`);
  const loadBefore = os.loadavg()[0];
  log(`\n${size} pages: generating the site`);
  const { pages } = await generateSite(site, size, { text });
  const mdxSite = mdxSizes.includes(size) ? path.join(work, `site-${size}-mdx`) : undefined;
  const mdxOut = path.join(work, `out-${size}-mdx`);
  if (mdxSite) await generateSite(mdxSite, size, { mdx: true, text });
  const build = () => measure(process.execPath, [quire, 'build', site, '--out', out, ...workerArgs]);
  const coldBuild = (from, to) => {
    rmSync(path.join(from, '.quire'), { recursive: true, force: true });
    rmSync(to, { recursive: true, force: true });
    return measure(process.execPath, [quire, 'build', from, '--out', to, ...workerArgs]);
  };
  // In the results from the start and saved after each build, so a run stopped midway keeps what it measured.
  const row = { pages, loadAverage: undefined };
  results.sizes[size] = row;
  if (bareSizes.includes(size)) {
    log(`${size} pages: bare unified pipeline ×${runs}`);
    row.bare = repeat(runs, () => measure(process.execPath, [path.join(here, 'bare-pipeline.js'), site]));
    log(`${size} pages: bare unified pipeline with GFM ×${runs}`);
    row.bareGfm = repeat(runs, () => measure(process.execPath, [path.join(here, 'bare-pipeline.js'), site, '--gfm']));
  } else row.bare = skipped('bare', size);
  log(
    `${size} pages: Quire cold build ×${runs}${mdxSite ? ', each beside a cold build of the same pages as MDX' : ''}`,
  );
  const cold = [];
  const mdxCold = [];
  for (let i = 0; i < runs; i++) {
    if (mdxSite && i % 2 === 1) mdxCold.push(coldBuild(mdxSite, mdxOut));
    cold.push(coldBuild(site, out));
    if (mdxSite && i % 2 === 0) mdxCold.push(coldBuild(mdxSite, mdxOut));
  }
  row.quireCold = summarize(cold);
  save();
  row.quireOutput = outputSize(out);
  if (mdxSite) {
    // Each run's MDX build over the markdown build next to it: the pair saw the same machine load.
    const perRun = (key) => mdxCold.map((m, i) => ratio(m[key], cold[i][key]));
    row.quireMdxCold = { ...summarize(mdxCold), wallRatios: perRun('wallMs'), cpuRatios: perRun('cpuMs') };
    row.quireMdxOutput = outputSize(mdxOut);
    rmSync(mdxOut, { recursive: true, force: true });
    rmSync(mdxSite, { recursive: true, force: true });
  }
  if (searchSizes.includes(size)) {
    log(`${size} pages: search queries in Chromium (${queries.map((q) => `“${q}”`).join(', then ')})`);
    row.search = await searchRow(out);
    save();
  } else row.search = skipped('search', size);
  log(`${size} pages: Quire rebuild, nothing changed ×${runs}`);
  row.quireNoChange = repeat(runs, () => build());
  save();
  log(`${size} pages: Quire rebuild after editing one page ×${runs}`);
  row.quireOneEdit = repeat(runs, (i) => {
    editPage(site, EDITED, i);
    return build();
  });
  // A new page each run, listed beside the edited one; deleting it again restores the navigation the site had.
  if (addDeleteSizes.includes(size)) {
    const added = [];
    log(`${size} pages: Quire rebuild after adding one page, then after deleting it ×${runs}`);
    for (let i = 0; i < runs; i++) {
      const slug = `guides/added-${i}`;
      addPage(site, slug, EDITED);
      const add = build();
      deletePage(site, slug);
      added.push({ add, remove: build() });
    }
    row.quireOneAdded = summarize(added.map((run) => run.add));
    row.quireOneDeleted = summarize(added.map((run) => run.remove));
  } else row.quireOneAdded = row.quireOneDeleted = skipped('add-delete', size);
  save();
  if (pagefindSizes.includes(size)) {
    log(`${size} pages: Pagefind alone (indexing the built pages) ×${runs}`);
    row.pagefind = repeat(runs, () => measure(process.execPath, [path.join(here, 'pagefind-alone.js'), out]));
  } else row.pagefind = skipped('pagefind', size);
  rmSync(out, { recursive: true, force: true });
  rmSync(path.join(site, '.quire'), { recursive: true, force: true });
  if (vitepressSizes.includes(size)) row.vitepress = await benchVitePress(site, size);
  else row.vitepress = skipped('vitepress', size);
  row.ratios = {
    vitepressOverQuireCold: ratio(row.vitepress.wallMs, row.quireCold.wallMs),
    quireColdOverBare: ratio(row.quireCold.wallMs, row.bare.wallMs),
    quireColdOverBareGfm: ratio(row.quireCold.wallMs, row.bareGfm?.wallMs),
    ...(row.quireMdxCold && {
      mdxOverMarkdownCold: median(row.quireMdxCold.wallRatios),
      mdxOverMarkdownColdCpu: median(row.quireMdxCold.cpuRatios),
    }),
  };
  // The machine's 1-minute load average as the size started and ended: how busy it was with other work.
  row.loadAverage = [loadBefore, os.loadavg()[0]].map((load) => Math.round(load * 10) / 10);
  printTables(size, row, {
    runs,
    vitepressRuns: values['vitepress-runs'],
    cores: os.availableParallelism(),
  });
  rmSync(site, { recursive: true, force: true });
  return row;
}

/** Write the results as they stand. */
function save() {
  writeFileSync(values.out, `${JSON.stringify(results, null, 2)}\n`);
}

/** The search queries on the built site; a failure is reported in the row rather than ending a long run. */
async function searchRow(out) {
  try {
    const measured = await measureSearchQueries(out, `/${EDITED}/`, queries);
    return {
      page: `/${EDITED}/`,
      firstQueryKb: measured[0].kb,
      firstQueryRequests: measured[0].requests,
      firstQuerySearchKb: measured[0].searchKb,
      nextQueryKb: measured[1]?.kb,
      queries: measured,
    };
  } catch (error) {
    console.error(error);
    return { skipped: `failed: ${String(error.message).split('\n')[0]}` };
  }
}

/** A row not run at `size`, saying how to ask for it. */
function skipped(option, size) {
  const asked = {
    vitepress: vitepressSizes,
    bare: bareSizes,
    pagefind: pagefindSizes,
    search: searchSizes,
    'add-delete': addDeleteSizes,
  }[option];
  return { skipped: `not run at ${size} pages (opt in with --${option} ${[...asked, size].join(',')})` };
}

async function benchVitePress(site, size) {
  const { cli, dir: installDir } = installVitePress();
  const dir = path.join(installDir, `site-${size}-${process.pid}`);
  const results = [];
  try {
    for (let i = 0; i < Number(values['vitepress-runs']); i++) {
      rmSync(dir, { recursive: true, force: true });
      log(`${size} pages: VitePress ${VITEPRESS_VERSION} build (full sidebar), run ${i + 1}`);
      await generateVitePressSite(site, dir);
      results.push(
        measure(process.execPath, [cli, 'build', dir], { timeoutMs: Number(values['vitepress-timeout']) * 1000 }),
      );
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    if (!error.timedOut) throw error;
    return {
      skipped: `did not finish within ${values['vitepress-timeout']} s`,
      timeoutMs: Number(values['vitepress-timeout']) * 1000,
    };
  }
  const summary = {
    version: VITEPRESS_VERSION,
    ...summarize(results),
    output: outputSize(path.join(dir, '.vitepress', 'dist')),
  };
  rmSync(dir, { recursive: true, force: true });
  return summary;
}

/** The median of `values` (the lower middle one of an even count, as in bench-measure.js). */
function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
}

function ratio(a, b) {
  return typeof a === 'number' && typeof b === 'number' && b > 0 ? Math.round((a / b) * 100) / 100 : undefined;
}

function log(message) {
  console.log(`${new Date().toISOString().slice(11, 19)} ${message}`);
}
