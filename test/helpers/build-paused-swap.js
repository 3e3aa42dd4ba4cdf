/**
 * Build `docs` into `out` with the compiled build, pausing `ms` (default 60 s) between the two renames of the output
 * swap (a hook of `buildSite`'s options), so a test can kill it, or start another build, inside that window.
 * Exits 0 when the build succeeded, 1 otherwise, printing its diagnostics' messages.
 * Usage: node build-paused-swap.js <docs> <out> [ms]
 */
import { buildSite } from '../../dist/build.js';

const [root, outDir, ms = '60000'] = process.argv.slice(2);
const pause = () => new Promise((resolve) => setTimeout(resolve, Number(ms)));
const result = await buildSite({ root, outDir, writer: { betweenRenames: pause } });
for (const d of result.diagnostics) process.stderr.write(`${d.severity} ${d.message}\n`);
process.exit(result.ok ? 0 : 1);
