/**
 * The benchmark's budget: the last recorded figures (test/bench/recorded.json, the README's Benchmark table is written
 * from it) and how a new run compares with them. `npm run bench` prints, for each size, every figure beside its
 * recorded one and flags those more than 10% worse; for every figure here (times, bytes, memory, requests) higher is
 * worse.
 *
 *   node test/bench/bench-recorded.js record <results.json>… [--commit abc1234]   # record sizes, rewrite the README
 *   node test/bench/bench-recorded.js compare <results.json>                       # compare a saved run
 *
 * `record` replaces only the sizes the results hold (each size keeps its own date, commit and text) and rewrites the
 * README between `<!-- bench-recorded:start -->` and `<!-- bench-recorded:end -->`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildRows, markdownTables } from './bench-tables.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const RECORDED_FILE = path.join(here, 'recorded.json');
export const README_FILE = path.join(here, '../../README.md');
export const README_START = '<!-- bench-recorded:start -->';
export const README_END = '<!-- bench-recorded:end -->';
/** A figure this much above its recorded value is flagged. */
export const WORSE = 0.1;
export const FLAG = '⚠ >10% worse';

/** The measured fields of a build, with their units. */
const BUILD_FIELDS = [
  ['wall', 'wallMs', 'ms'],
  ['CPU', 'cpuMs', 'ms'],
  ['peak RSS, largest process', 'rssMb', 'MB'],
  ['peak RSS, all processes', 'treePeakRssMb', 'MB'],
];
const OUTPUT_FIELDS = [
  ['HTML/page', 'htmlKb', 'KB'],
  ['HTML/page gzip', 'htmlGzipKb', 'KB'],
  ['JS/page gzip', 'jsGzipKb', 'KB'],
];

/**
 * The figures of one size's row, `[{ key, value, unit }]`: each build's fields, its output size, and each search query's
 * bytes, requests and time. A query's key holds its words, so figures of other queries never meet.
 */
export function figuresOf(row) {
  const figures = [];
  const add = (key, value, unit) => {
    if (typeof value === 'number') figures.push({ key, value, unit });
  };
  for (const [name, measured, output] of buildRows(row)) {
    if (measured.skipped) continue;
    for (const [label, field, unit] of BUILD_FIELDS) add(`${name}: ${label}`, measured[field], unit);
    for (const [label, field, unit] of OUTPUT_FIELDS) add(`${name}: ${label}`, output?.[field], unit);
  }
  for (const [i, q] of (row.search?.queries ?? []).entries()) {
    const name = `${i === 0 ? 'first' : 'next'} query “${q.query}”`;
    add(`${name}: downloaded`, q.kb, 'KB');
    add(`${name}: requests`, q.requests, '');
    add(`${name}: of which the index`, q.searchKb, 'KB');
    add(`${name}: results shown after`, q.resultsMs, 'ms');
  }
  return figures;
}

/**
 * Each figure of `now` (a row of results.json) beside the same figure of `recorded` (a size of recorded.json, or
 * undefined): `{ figure, recorded, now, change, worse }`, change as a fraction of the recorded value (higher is worse),
 * `worse` when it exceeds `threshold`. A row measured on another text than the recorded one is not compared.
 * @param {any} recorded
 * @param {any} now
 * @param {{ text?: string, threshold?: number }} [options]
 */
export function compareFigures(recorded, now, { text, threshold = WORSE } = {}) {
  const comparable = recorded && (recorded.text ?? 'synthetic') === (text ?? 'synthetic');
  const before = new Map(comparable ? figuresOf(recorded).map((f) => [f.key, f.value]) : []);
  return figuresOf(now).map(({ key, value, unit }) => {
    const old = before.get(key);
    const change = old === undefined ? undefined : old === 0 ? (value === 0 ? 0 : Infinity) : (value - old) / old;
    return { figure: key, unit, recorded: old, now: value, change, worse: change !== undefined && change > threshold };
  });
}

/** A figure in its unit, as the tables write it. */
export function formatValue(value, unit) {
  if (value === undefined) return '–';
  if (unit === 'ms') return `${(value / 1000).toFixed(2)} s`;
  if (unit === 'MB') return `${Math.round(value)} MB`;
  if (unit === 'KB') return `${value} KB`;
  return String(value);
}

/**
 * The comparison as table rows: figure, recorded, now, change, flag.
 * @param {ReturnType<typeof compareFigures>} rows
 */
export function comparisonTable(rows) {
  return rows.map((r) => ({
    figure: r.figure,
    recorded: formatValue(r.recorded, r.unit),
    now: formatValue(r.now, r.unit),
    change: r.change === undefined ? '' : `${r.change >= 0 ? '+' : ''}${(r.change * 100).toFixed(1)}%`,
    flag: r.worse ? FLAG : '',
  }));
}

/** Print the comparison of one size with its recorded figures. */
export function printComparison(size, row, { text, recorded = readRecorded() } = {}) {
  const was = recorded.sizes[size];
  const rows = compareFigures(was, row, { text });
  if (!was) console.log(`\n${size} pages: nothing recorded at this size yet (test/bench/recorded.json)`);
  else if ((was.text ?? 'synthetic') !== text)
    console.log(`\n${size} pages: recorded with the ${was.text ?? 'synthetic'} text, this run used the ${text} text`);
  else {
    const worse = rows.filter((r) => r.worse).length;
    console.log(
      `\n${size} pages against the recorded figures (${was.date}, ${was.commit}): ${worse} more than ${WORSE * 100}% worse`,
    );
  }
  // Keyed by figure, so the table's first column names it.
  console.table(Object.fromEntries(comparisonTable(rows).map(({ figure, ...cells }) => [figure, cells])));
  return rows;
}

/** The commit measured, `+` when the worktree has changes (the bench measures what is there, built or not). */
export function gitCommit(repo) {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? '+' : ''}`;
  } catch {
    return undefined;
  }
}

export function readRecorded(file = RECORDED_FILE) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { sizes: {} };
}

/** The median figures of a row, without the runs behind them (recorded.json keeps what the tables show). */
function withoutRuns(value) {
  if (Array.isArray(value) || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'runs' && key !== 'stdout')
      .map(([key, v]) => [key, withoutRuns(v)]),
  );
}

/** `recorded` with the sizes of `results` (a results.json) replaced by them, each with its date, commit, machine. */
export function recordResults(recorded, results, { commit } = {}) {
  const sizes = { ...recorded.sizes };
  for (const [size, row] of Object.entries(results.sizes)) {
    sizes[size] = {
      date: results.date.slice(0, 16).replace('T', ' '),
      commit: commit ?? results.commit ?? 'unknown',
      machine: results.machine,
      text: results.text ?? 'synthetic',
      queries: results.queries,
      runs: results.runs,
      ...withoutRuns(row),
    };
  }
  return { ...recorded, sizes };
}

/** The README's block: when, where and how each size was measured, then its tables. */
export function readmeBlock(recorded) {
  const sizes = Object.entries(recorded.sizes);
  const machine = ({ cpus, cpu, memoryGb, node }) => `${cpus} cores (${cpu}), ${memoryGb} GB, Node ${node}`;
  const when = sizes.map(
    ([size, s]) =>
      `- ${Number(size).toLocaleString('en')} pages: ${s.date} UTC, commit \`${s.commit}\`, ${s.text} text, ` +
      `${s.runs === 1 ? 'one run' : `median of ${s.runs} runs`}, ${machine(s.machine)}` +
      (s.loadAverage ? `, load average ${s.loadAverage.join(' → ')}` : ''),
  );
  // Rows not run at a size are left out: the README shows what was measured.
  const measured = Object.fromEntries(
    sizes.map(([size, row]) => [
      size,
      Object.fromEntries(
        Object.entries(row).filter(([, value]) => !(value && typeof value === 'object' && value.skipped)),
      ),
    ]),
  );
  return [README_START, ...when, '', markdownTables({ sizes: measured }), README_END].join('\n');
}

/** `readme` with its recorded block replaced by `block`. */
export function replaceReadmeBlock(readme, block) {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${README_START} … ${README_END} block`);
  return readme.slice(0, start) + block + readme.slice(end + README_END.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { commit: { type: 'string' } } });
  const [command, ...files] = positionals;
  const results = files.map((file) => JSON.parse(readFileSync(file, 'utf8')));
  if (command === 'record' && results.length) {
    const recorded = results.reduce(
      (r, result) =>
        recordResults(r, result, { commit: values.commit ?? result.commit ?? gitCommit(path.join(here, '../..')) }),
      readRecorded(),
    );
    writeFileSync(RECORDED_FILE, `${JSON.stringify(recorded, null, 2)}\n`);
    writeFileSync(README_FILE, replaceReadmeBlock(readFileSync(README_FILE, 'utf8'), readmeBlock(recorded)));
    console.log(`Recorded ${Object.keys(recorded.sizes).join(', ')} pages; README.md's Benchmark table rewritten.`);
  } else if (command === 'compare' && results.length === 1) {
    for (const [size, row] of Object.entries(results[0].sizes))
      printComparison(size, row, { text: results[0].text ?? 'synthetic' });
  } else {
    console.error(
      'usage: node test/bench/bench-recorded.js record <results.json>… [--commit <sha>] | compare <results.json>',
    );
    process.exit(2);
  }
}
