/**
 * The floor Quire is compared with: the bare unified pipeline (remark-parse → remark-rehype → rehype-stringify, no
 * plugins, no output) over every markdown page of a folder, on `workers` threads (default: one per core), reading the
 * files as Quire does. Prints `{ pages, wallMs, cpuMs, peakRssMb }` as JSON on its last line.
 *
 * With `--gfm`, remark-gfm is added: the least a pipeline needs to render these pages' tables at all (GFM syntax
 * roughly doubles micromark's parse time), so it is the floor of any renderer of the same output.
 *
 * Usage: node test/bench/bare-pipeline.js <site-dir> [workers] [--gfm]
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

if (isMainThread) {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const args = process.argv.slice(2);
  const gfm = args.includes('--gfm');
  const [dir, workerArg] = args.filter((arg) => arg !== '--gfm');
  const files = readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.md') && !file.split(path.sep).some((part) => part.startsWith('.')))
    .sort()
    .map((file) => path.join(dir, file));
  const count = Math.max(1, Number(workerArg ?? os.availableParallelism()));
  const shares = Array.from({ length: count }, (_, i) => files.filter((_, j) => j % count === i));
  const pages = await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { files: share, gfm } });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  const cpu = process.cpuUsage(cpuStart);
  console.log(
    JSON.stringify({
      pages: pages.reduce((a, b) => a + b, 0),
      wallMs: Math.round(performance.now() - start),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
} else {
  const { files, gfm } = workerData;
  const processor = (gfm ? unified().use(remarkParse).use(remarkGfm) : unified().use(remarkParse))
    .use(remarkRehype)
    .use(rehypeStringify)
    .freeze();
  let pages = 0;
  for (const file of files) {
    processor.stringify(processor.runSync(processor.parse(readFileSync(file, 'utf8'))));
    pages++;
  }
  parentPort.postMessage(pages);
}
