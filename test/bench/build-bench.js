/**
 * `npm run bench`: Quire side by side with VitePress and with the bare unified pipeline, on deterministic synthetic
 * sites (generate-site.js) of 1,000 and 10,000 pages, all in one run on this machine. For each build: wall time, CPU
 * time and peak RSS (`/usr/bin/time -v`), and the output size per page. Quire is also timed rebuilding with nothing
 * changed and after editing one page (both with its cache in `<site>/.quire/cache`), and Pagefind alone. Prints a
 * table per size, the ratios, and writes test/bench/results.json. Quote medians.
 *
 * The same pages written as MDX with Mintlify components (generate-site.js `{ mdx: true }`) are built cold too, each
 * run right after or before the markdown build (the order flips every run, so drifting load hits both alike); the
 * ratio "cold build MDX ÷ markdown" is the median of the runs' own ratios. `--mdx none` skips it.
 *
 * VitePress is slow (minutes at 1,000 pages, more than 5 at 5,000), so by default it builds only the 1,000-page
 * site, once, within 20 minutes; `--vitepress 1000,10000` opts in to 10,000 pages, `--vitepress none` skips it.
 *
 * Usage: npm run bench -- [--sizes 1000,10000] [--runs 3] [--vitepress 1000] [--vitepress-runs 1]
 *                          [--vitepress-timeout 1200] [--mdx 1000,10000] [--workers n]
 */
import { appendFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { HAS_TIME, measure, repeat, summarize } from './bench-measure.js';
import { generateSite } from './generate-site.js';
import { outputSize } from './output-size.js';
import { generateVitePressSite, installVitePress, VITEPRESS_VERSION } from './vitepress-site.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const quire = path.join(repo, 'bin', 'quire.js');
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000' },
    runs: { type: 'string', default: '3' },
    vitepress: { type: 'string', default: '1000' },
    'vitepress-runs': { type: 'string', default: '1' },
    'vitepress-timeout': { type: 'string', default: '1200' },
    // Sizes that also build the MDX variant: every size unless given.
    mdx: { type: 'string' },
    workers: { type: 'string' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
const vitepressSizes = values.vitepress === 'none' ? [] : values.vitepress.split(',').map(Number);
const mdxSizes = values.mdx === undefined ? sizes : values.mdx === 'none' ? [] : values.mdx.split(',').map(Number);
const workerArgs = values.workers === undefined ? [] : ['--workers', values.workers];
const work = await mkdtemp(path.join(os.tmpdir(), 'quire-bench-'));
const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.availableParallelism(),
    cpu: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  measuredWith: HAS_TIME ? '/usr/bin/time -v' : 'in-process (no /usr/bin/time)',
  runs,
  sizes: {},
};

try {
  for (const size of sizes) results.sizes[size] = await benchSize(size);
} finally {
  rmSync(work, { recursive: true, force: true });
}
writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\nWrote ${path.relative(process.cwd(), path.join(here, 'results.json'))}. As Markdown (for the README):\n`,
);
console.log(markdownTable(results));

async function benchSize(size) {
  const site = path.join(work, `site-${size}`);
  const out = path.join(work, `out-${size}`);
  const { pages } = await generateSite(site, size);
  const mdxSite = mdxSizes.includes(size) ? path.join(work, `site-${size}-mdx`) : undefined;
  const mdxOut = path.join(work, `out-${size}-mdx`);
  if (mdxSite) await generateSite(mdxSite, size, { mdx: true });
  const build = () => measure(process.execPath, [quire, 'build', site, '--out', out, ...workerArgs]);
  const fresh = () => rmSync(path.join(site, '.quire'), { recursive: true, force: true });
  const coldBuild = (from, to) => {
    rmSync(path.join(from, '.quire'), { recursive: true, force: true });
    rmSync(to, { recursive: true, force: true });
    return measure(process.execPath, [quire, 'build', from, '--out', to, ...workerArgs]);
  };
  const row = { pages };
  log(`\n${size} pages: bare unified pipeline ×${runs}`);
  row.bare = repeat(runs, () => measure(process.execPath, [path.join(here, 'bare-pipeline.js'), site]));
  log(`${size} pages: bare unified pipeline with GFM ×${runs}`);
  row.bareGfm = repeat(runs, () => measure(process.execPath, [path.join(here, 'bare-pipeline.js'), site, '--gfm']));
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
  row.quireOutput = outputSize(out);
  if (mdxSite) {
    // Each run's MDX build over the markdown build next to it: the pair saw the same machine load.
    const perRun = (key) => mdxCold.map((m, i) => ratio(m[key], cold[i][key]));
    row.quireMdxCold = { ...summarize(mdxCold), wallRatios: perRun('wallMs'), cpuRatios: perRun('cpuMs') };
    row.quireMdxOutput = outputSize(mdxOut);
    rmSync(mdxOut, { recursive: true, force: true });
    rmSync(mdxSite, { recursive: true, force: true });
  }
  log(`${size} pages: Quire rebuild, nothing changed ×${runs}`);
  row.quireNoChange = repeat(runs, () => build());
  log(`${size} pages: Quire rebuild after editing one page ×${runs}`);
  row.quireOneEdit = repeat(runs, (i) => {
    appendFileSync(
      path.join(site, 'guides', 'page-00007.md'),
      `\nEdited for rebuild ${i}: a new sentence about caching.\n`,
    );
    return build();
  });
  log(`${size} pages: Pagefind alone (indexing the built pages) ×${runs}`);
  row.pagefind = repeat(runs, () => measure(process.execPath, [path.join(here, 'pagefind-alone.js'), out]));
  rmSync(out, { recursive: true, force: true });
  fresh();
  if (vitepressSizes.includes(size)) row.vitepress = await benchVitePress(site, size);
  else
    row.vitepress = {
      skipped: `not run at ${size} pages (opt in with --vitepress ${[...vitepressSizes, size].join(',')})`,
    };
  row.ratios = {
    vitepressOverQuireCold: ratio(row.vitepress.wallMs, row.quireCold.wallMs),
    quireColdOverBare: ratio(row.quireCold.wallMs, row.bare.wallMs),
    quireColdOverBareGfm: ratio(row.quireCold.wallMs, row.bareGfm.wallMs),
    ...(row.quireMdxCold && {
      mdxOverMarkdownCold: median(row.quireMdxCold.wallRatios),
      mdxOverMarkdownColdCpu: median(row.quireMdxCold.cpuRatios),
    }),
  };
  printTable(size, row);
  rmSync(site, { recursive: true, force: true });
  return row;
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

function printTable(size, row) {
  const s = (ms) => (ms === undefined ? '–' : (ms / 1000).toFixed(2));
  const mb = (value) => (value === undefined ? '–' : Math.round(value));
  const line = (name, m, output) => ({
    build: name,
    'wall (s)': s(m.wallMs),
    'CPU (s)': s(m.cpuMs),
    'peak RSS (MB)': mb(m.rssMb),
    'HTML/page (KB)': output ? `${output.htmlKb} (${output.htmlGzipKb} gz)` : '',
    'JS/page gzip (KB)': output ? output.jsGzipKb : '',
  });
  const vp = row.vitepress.skipped
    ? { build: `VitePress ${VITEPRESS_VERSION}: ${row.vitepress.skipped}` }
    : line(`VitePress ${VITEPRESS_VERSION}, full sidebar`, row.vitepress, row.vitepress.output);
  console.log(
    `\n${size} pages (${row.pages} with the home page), ${os.availableParallelism()} cores, median of ${runs} (VitePress: ${values['vitepress-runs']}):`,
  );
  console.table([
    line('Quire, cold', row.quireCold, row.quireOutput),
    ...(row.quireMdxCold ? [line('Quire, cold, the same pages as MDX', row.quireMdxCold, row.quireMdxOutput)] : []),
    line('Quire, rebuild, nothing changed', row.quireNoChange),
    line('Quire, rebuild, one page edited', row.quireOneEdit),
    line('  of which could be Pagefind (alone)', row.pagefind),
    line('bare unified pipeline (2 threads)', row.bare),
    line('bare unified pipeline + GFM (2 threads)', row.bareGfm),
    vp,
  ]);
  const { vitepressOverQuireCold, quireColdOverBare, quireColdOverBareGfm } = row.ratios;
  console.log(
    `VitePress ÷ Quire (cold, wall): ${vitepressOverQuireCold ?? '–'}×   Quire ÷ bare unified (cold, wall): ${quireColdOverBare ?? '–'} (÷ bare + GFM: ${quireColdOverBareGfm ?? '–'})`,
  );
  if (row.quireMdxCold)
    console.log(
      `cold build MDX ÷ markdown: ${row.ratios.mdxOverMarkdownCold ?? '–'}× wall, ${row.ratios.mdxOverMarkdownColdCpu ?? '–'}× CPU (median of ${runs} paired runs; wall per run: ${row.quireMdxCold.wallRatios.join(', ')})`,
    );
}

/** One Markdown table of every size: a row per build, medians. */
function markdownTable({ sizes: bySize }) {
  const s = (ms) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);
  const rows = [
    '| pages | build | wall | CPU | peak RSS | HTML/page (gzip) | JS/page gzip |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const [size, row] of Object.entries(bySize)) {
    const add = (name, m, output) =>
      rows.push(
        `| ${size} | ${name} | ${s(m.wallMs)} | ${s(m.cpuMs)} | ${m.rssMb ?? '–'} MB | ${output ? `${output.htmlKb} KB (${output.htmlGzipKb} KB)` : ''} | ${output ? `${output.jsGzipKb} KB` : ''} |`,
      );
    add('Quire, cold', row.quireCold, row.quireOutput);
    if (row.quireMdxCold) add('Quire, cold, the same pages as MDX', row.quireMdxCold, row.quireMdxOutput);
    add('Quire, rebuild, nothing changed', row.quireNoChange);
    add('Quire, rebuild, one page edited', row.quireOneEdit);
    add('Pagefind alone (part of the above)', row.pagefind);
    add('bare unified pipeline, 2 threads', row.bare);
    add('bare unified pipeline + GFM, 2 threads', row.bareGfm);
    if (row.vitepress.skipped)
      rows.push(`| ${size} | VitePress ${VITEPRESS_VERSION} | ${row.vitepress.skipped} | | | | |`);
    else add(`VitePress ${VITEPRESS_VERSION}, full sidebar`, row.vitepress, row.vitepress.output);
  }
  const ratios = Object.entries(bySize).map(
    ([size, row]) =>
      `${size} pages: VitePress ÷ Quire ${row.ratios.vitepressOverQuireCold ?? '–'}×, Quire ÷ bare unified ${row.ratios.quireColdOverBare ?? '–'} (÷ bare + GFM ${row.ratios.quireColdOverBareGfm ?? '–'})${row.ratios.mdxOverMarkdownCold === undefined ? '' : `, MDX ÷ markdown ${row.ratios.mdxOverMarkdownCold}`}`,
  );
  return `${rows.join('\n')}\n\nCold-build ratios (wall): ${ratios.join('; ')}.`;
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
