/**
 * Peak memory of a whole process tree: the RSS of every process below the bench's own (a measured command, its
 * worker threads, and any child process it starts, such as the Pagefind binary), summed, sampled every 100 ms.
 *
 * `measure()` runs commands with `spawnSync`, which blocks the bench's main thread, so the sampling runs on a worker
 * thread of its own and the two share their state through a SharedArrayBuffer: [generation, peak KB, samples].
 * The generation is 0 while nothing is measured; a sample only counts toward the generation it started in.
 *
 * Linux only (/proc); elsewhere `treeRssSampler()` resolves to undefined. RSS counts shared pages (libraries, the
 * Node binary) once per process, so the sum is an upper bound of the tree's memory.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isMainThread, Worker, workerData } from 'node:worker_threads';

const INTERVAL_MS = 100;
const GENERATION = 0;
const PEAK_KB = 1;
const SAMPLES = 2;

if (!isMainThread && workerData?.treeRss) sampleForever(new Int32Array(workerData.treeRss));

/**
 * Start the sampling thread (once). Resolves to `{ start() }` where `start()` begins a measurement and returns
 * `stop()`, which ends it and returns `{ peakMb, samples }`; or to undefined without /proc.
 */
export async function treeRssSampler() {
  if (!existsSync('/proc/self/stat')) return undefined;
  const buffer = new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT);
  const control = new Int32Array(buffer);
  const worker = new Worker(new URL(import.meta.url), { workerData: { treeRss: buffer } });
  await new Promise((resolve, reject) => worker.once('online', resolve).once('error', reject));
  worker.unref();
  let generation = 0;
  return {
    start() {
      generation++;
      Atomics.store(control, PEAK_KB, 0);
      Atomics.store(control, SAMPLES, 0);
      Atomics.store(control, GENERATION, generation);
      return () => {
        Atomics.store(control, GENERATION, 0);
        return { peakMb: Atomics.load(control, PEAK_KB) / 1024, samples: Atomics.load(control, SAMPLES) };
      };
    },
  };
}

function sampleForever(control) {
  const tick = () => {
    const generation = Atomics.load(control, GENERATION);
    if (generation !== 0) {
      const kb = descendantsRssKb(process.pid);
      // Skip a sample that outlived its measurement (the next one may have started meanwhile).
      if (Atomics.load(control, GENERATION) === generation) {
        if (kb > Atomics.load(control, PEAK_KB)) Atomics.store(control, PEAK_KB, kb);
        Atomics.add(control, SAMPLES, 1);
      }
    }
    setTimeout(tick, INTERVAL_MS);
  };
  tick();
}

/** The summed VmRSS (KB) of every descendant of `root`, `/usr/bin/time` itself left out. */
export function descendantsRssKb(root) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    if (!stat) continue;
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after its last ")".
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const ppid = Number(stat.slice(close + 2).split(' ')[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push({ pid: Number(name), comm });
  }
  let total = 0;
  const queue = [...(children.get(root) ?? [])];
  while (queue.length) {
    const { pid, comm } = queue.shift();
    queue.push(...(children.get(pid) ?? []));
    if (comm === 'time') continue;
    const rss = read(`/proc/${pid}/status`)?.match(/^VmRSS:\s+(\d+) kB/m);
    if (rss) total += Number(rss[1]);
  }
  return total;
}

function read(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process ended meanwhile
  }
}
