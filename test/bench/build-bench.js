/**
 * `npm run bench`: Quire side by side with VitePress and with the bare unified pipeline, on deterministic synthetic
 * sites (generate-site.js) of 1,000 and 10,000 pages, all in one run on this machine. For each build: wall time, CPU
 * time and peak RSS (`/usr/bin/time -v`), and the output size per page. Quire is also timed rebuilding with nothing
 * changed and after editing one page (both with its cache in `<site>/.quire/cache`), and Pagefind alone. Prints a
 * table per size, the ratios, and writes test/bench/results.json. Quote medians.
 *
 * VitePress is slow (minutes at 1,000 pages, more than 5 at 5,000), so by default it builds only the 1,000-page
 * site, once, within 20 minutes; `--vitepress 1000,10000` opts in to 10,000 pages, `--vitepress none` skips it.
 *
 * Usage: npm run bench -- [--sizes 1000,10000] [--runs 3] [--vitepress 1000] [--vitepress-runs 1]
 *                          [--vitepress-timeout 1200] [--workers n]
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
    workers: { type: 'string' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
const vitepressSizes = values.vitepress === 'none' ? [] : values.vitepress.split(',').map(Number);
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
  const build = () => measure(process.execPath, [quire, 'build', site, '--out', out, ...workerArgs]);
  const fresh = () => rmSync(path.join(site, '.quire'), { recursive: true, force: true });
  const row = { pages };
  log(`\n${size} pages: bare unified pipeline ×${runs}`);
  row.bare = repeat(runs, () => measure(process.execPath, [path.join(here, 'bare-pipeline.js'), site]));
  log(`${size} pages: bare unified pipeline with GFM ×${runs}`);
  row.bareGfm = repeat(runs, () => measure(process.execPath, [path.join(here, 'bare-pipeline.js'), site, '--gfm']));
  log(`${size} pages: Quire cold build ×${runs}`);
  row.quireCold = repeat(runs, () => {
    fresh();
    rmSync(out, { recursive: true, force: true });
    return build();
  });
  row.quireOutput = outputSize(out);
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
      `${size} pages: VitePress ÷ Quire ${row.ratios.vitepressOverQuireCold ?? '–'}×, Quire ÷ bare unified ${row.ratios.quireColdOverBare ?? '–'} (÷ bare + GFM ${row.ratios.quireColdOverBareGfm ?? '–'})`,
  );
  return `${rows.join('\n')}\n\nCold-build ratios (wall): ${ratios.join('; ')}.`;
}

function ratio(a, b) {
  return typeof a === 'number' && typeof b === 'number' && b > 0 ? Math.round((a / b) * 100) / 100 : undefined;
}

function log(message) {
  console.log(`${new Date().toISOString().slice(11, 19)} ${message}`);
}
