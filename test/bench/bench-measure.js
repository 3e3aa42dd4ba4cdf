/**
 * Run a command as a child process and measure it: wall time, CPU time (user + system, children included) and peak
 * RSS, from `/usr/bin/time -v` when it exists. Without it, wall time is measured here, and CPU time and peak RSS are
 * taken from the JSON line the child prints, when it measures itself (bare-pipeline.js, measure-build.js).
 * Beside them, the peak RSS of the whole process tree (tree-rss.js), where /proc exists.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { treeRssSampler } from './tree-rss.js';

const TIME = '/usr/bin/time';

/** Whether `/usr/bin/time -v` measures the runs. */
export const HAS_TIME = existsSync(TIME) && spawnSync(TIME, ['-v', 'true']).status === 0;

const treeRss = await treeRssSampler();

/** Whether runs also report `treePeakRssMb`, the peak summed RSS of every process of the run. */
export const HAS_TREE_RSS = treeRss !== undefined;

/**
 * Run `command` with `args` and return `{ wallMs, cpuMs, rssMb, treePeakRssMb, stdout }`: `rssMb` is the largest single
 * process's peak, `treePeakRssMb` the peak of all its processes together. Throws when it fails or exceeds `timeoutMs`
 * (then `error.timedOut` is true).
 */
export function measure(command, args, { cwd, timeoutMs = 0, env } = {}) {
  const stopTree = treeRss?.start();
  const start = performance.now();
  const argv = HAS_TIME ? ['-v', command, ...args] : args;
  const result = spawnSync(HAS_TIME ? TIME : command, argv, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: timeoutMs || undefined,
    killSignal: 'SIGKILL',
  });
  const wallMs = performance.now() - start;
  const sampledTreeMb = stopTree?.().peakMb || undefined;
  if (result.error?.code === 'ETIMEDOUT' || (timeoutMs && wallMs >= timeoutMs && result.status !== 0)) {
    throw Object.assign(new Error(`${command} ${args.join(' ')} took more than ${Math.round(timeoutMs / 1000)} s`), {
      timedOut: true,
    });
  }
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout.slice(-2000)}\n${result.stderr.slice(-4000)}`,
    );
  }
  const measured = HAS_TIME ? fromTime(result.stderr) : fromChild(result.stdout, wallMs);
  // Sampled every 100 ms, so it can miss a short peak: the tree's peak is at least its largest process's.
  const treePeakRssMb = sampledTreeMb && Math.max(sampledTreeMb, measured.rssMb ?? 0);
  return { ...measured, treePeakRssMb, stdout: result.stdout };
}

/** Wall time, CPU time and peak RSS from `/usr/bin/time -v`'s report. */
function fromTime(report) {
  const field = (name) => report.match(new RegExp(`${name}: (.+)`))?.[1];
  const clock = field('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)').split(':').map(Number);
  return {
    wallMs: clock.reduce((total, part) => total * 60 + part, 0) * 1000,
    cpuMs: (Number(field('User time \\(seconds\\)')) + Number(field('System time \\(seconds\\)'))) * 1000,
    rssMb: Number(field('Maximum resident set size \\(kbytes\\)')) / 1024,
  };
}

/** Without `/usr/bin/time`: wall time measured here, CPU and peak RSS from the JSON line the child printed. */
function fromChild(stdout, wallMs) {
  const self = lastJson(stdout);
  return { wallMs, cpuMs: self?.cpuMs, rssMb: self?.peakRssMb };
}

/** The last line of `text` that parses as a JSON object, or undefined. */
export function lastJson(text) {
  for (const line of text.trim().split('\n').reverse()) {
    if (!line.startsWith('{')) continue;
    try {
      return JSON.parse(line);
    } catch {
      // not JSON after all
    }
  }
  return undefined;
}

/** Run `fn` `runs` times and return the runs and the median of each numeric field. */
export function repeat(runs, fn) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(fn(i));
  return summarize(results);
}

const FIELDS = ['wallMs', 'cpuMs', 'rssMb', 'treePeakRssMb'];

/** `{ runs, wallMs, cpuMs, rssMb, treePeakRssMb }` with the median of each field over `results`. */
export function summarize(results) {
  const median = (key) => {
    const values = results
      .map((r) => r[key])
      .filter((v) => typeof v === 'number')
      .sort((a, b) => a - b);
    return values.length ? values[Math.floor((values.length - 1) / 2)] : undefined;
  };
  const pick = (of) => Object.fromEntries(FIELDS.map((key) => [key, round(of(key))]));
  const runs = results.map((result) => pick((key) => result[key]));
  return { ...pick(median), runs };
}

function round(value) {
  return typeof value === 'number' ? Math.round(value) : undefined;
}
