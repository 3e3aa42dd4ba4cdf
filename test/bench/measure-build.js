/**
 * Child process of the benchmark: runs one cold build and prints its measurements as JSON on the last line.
 * Measuring inside the child gives CPU time and peak RSS of the build's own process (all its threads).
 * Usage: node test/bench/measure-build.js <site-dir> <out-dir> [workers]
 * The build cache of earlier runs is deleted first, so every run is a cold build.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildSite } from '../../dist/index.js';

const [root, outDir, workers] = process.argv.slice(2);
// A cold build: nothing from an earlier run's build cache (fetched OpenAPI URLs in .quire/cache/openapi stay).
for (const kind of ['builds', 'pages', 'search'])
  rmSync(path.join(root, '.quire', 'cache', kind), { recursive: true, force: true });
const cpuStart = process.cpuUsage();
const start = performance.now();
const result = await buildSite({ root, outDir, workers: workers === undefined ? undefined : Number(workers) });
const wallMs = performance.now() - start;
const cpu = process.cpuUsage(cpuStart);
const usage = process.resourceUsage();
console.log(
  JSON.stringify({
    ok: result.ok,
    pages: result.stats.pages,
    errors: result.diagnostics.filter((d) => d.severity === 'error').length,
    wallMs: Math.round(wallMs),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    peakRssMb: Math.round(usage.maxRSS / 1024),
  }),
);
