/**
 * Bundle the page chrome's browser code (src/client/) with esbuild into dist/client/: one small entry script every
 * page loads, plus chunks loaded on demand (search), and the API playground (src/playground/), which only endpoint
 * pages load. File names carry content hashes, so the site build can publish
 * them as they are; dist/client/manifest.json names the entry.
 *
 * Usage: node scripts/build-client.js
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist', 'client');

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
const result = await build({
  entryPoints: {
    quire: path.join(root, 'src', 'client', 'main.ts'),
    playground: path.join(root, 'src', 'playground', 'main.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  target: ['es2020', 'chrome111', 'firefox115', 'safari16'],
  entryNames: '[name].[hash]',
  chunkNames: '[name].[hash]',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  absWorkingDir: root,
});
const files = Object.keys(result.metafile.outputs)
  .map((file) => path.relative(outdir, path.join(root, file)))
  .sort();
const entryOf = (source) =>
  Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === source)?.[0];
const entry = entryOf('src/client/main.ts');
// The API playground is a separate entry, loaded only by endpoint pages.
const playground = entryOf('src/playground/main.ts');
if (!entry || !playground) throw new Error('build-client: esbuild produced no entry script');
const manifest = {
  entry: path.relative(outdir, path.join(root, entry)),
  playground: path.relative(outdir, path.join(root, playground)),
  files,
};
await writeFile(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
