/**
 * Run a command as a child process and measure it: wall time, CPU time (user + system, children included) and peak
 * RSS, from `/usr/bin/time -v` when it exists. Without it, wall time is measured here, and CPU time and peak RSS are
 * taken from the JSON line the child prints, when it measures itself (bare-pipeline.js, measure-build.js).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TIME = '/usr/bin/time';

/** Whether `/usr/bin/time -v` measures the runs. */
export const HAS_TIME = existsSync(TIME) && spawnSync(TIME, ['-v', 'true']).status === 0;

/**
 * Run `command` with `args` and return `{ wallMs, cpuMs, rssMb, stdout }`. Throws when it fails or exceeds
 * `timeoutMs` (then `error.timedOut` is true).
 */
export function measure(command, args, { cwd, timeoutMs = 0, env } = {}) {
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
  const self = lastJson(result.stdout);
  if (!HAS_TIME) return { wallMs, cpuMs: self?.cpuMs, rssMb: self?.peakRssMb, stdout: result.stdout };
  const field = (name) => result.stderr.match(new RegExp(`${name}: (.+)`))?.[1];
  const clock = field('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)').split(':').map(Number);
  return {
    wallMs: clock.reduce((total, part) => total * 60 + part, 0) * 1000,
    cpuMs: (Number(field('User time \\(seconds\\)')) + Number(field('System time \\(seconds\\)'))) * 1000,
    rssMb: Number(field('Maximum resident set size \\(kbytes\\)')) / 1024,
    stdout: result.stdout,
  };
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

/** `{ runs, wallMs, cpuMs, rssMb }` with the median of each field over `results`. */
export function summarize(results) {
  const median = (key) => {
    const values = results
      .map((r) => r[key])
      .filter((v) => typeof v === 'number')
      .sort((a, b) => a - b);
    return values.length ? values[Math.floor((values.length - 1) / 2)] : undefined;
  };
  const runs = results.map(({ wallMs, cpuMs, rssMb }) => ({
    wallMs: round(wallMs),
    cpuMs: round(cpuMs),
    rssMb: round(rssMb),
  }));
  return { wallMs: round(median('wallMs')), cpuMs: round(median('cpuMs')), rssMb: round(median('rssMb')), runs };
}

function round(value) {
  return typeof value === 'number' ? Math.round(value) : undefined;
}
