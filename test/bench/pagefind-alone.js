/**
 * Pagefind alone: index the pages of a built Quire site the way the build does (page order, only the
 * `data-pagefind-body` part), without writing anything. Shows how much of a build is search indexing.
 * Prints `{ pages, wallMs, cpuMs, peakRssMb }` as JSON (CPU and RSS of this process; the Pagefind binary runs as
 * a child process, which `/usr/bin/time -v` counts).
 *
 * Usage: node test/bench/pagefind-alone.js <built-site-dir>
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createSearchIndexer } from '../../dist/search/index.js';

const dir = process.argv[2];
const pages = readdirSync(dir, { recursive: true })
  .filter((file) => file.endsWith('index.html') && !file.startsWith('_quire'))
  .sort();
const cpuStart = process.cpuUsage();
const start = performance.now();
const indexer = await createSearchIndexer();
for (const [order, file] of pages.entries()) {
  const url = `/${path.dirname(file) === '.' ? '' : `${path.dirname(file).split(path.sep).join('/')}/`}`;
  await indexer.add({ url, html: readFileSync(path.join(dir, file), 'utf8'), order });
}
const files = await indexer.files();
await indexer.close();
const cpu = process.cpuUsage(cpuStart);
console.log(
  JSON.stringify({
    pages: pages.length,
    files: files.length,
    wallMs: Math.round(performance.now() - start),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
