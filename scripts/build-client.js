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
const options = {
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
};
const result = await build({
  ...options,
  entryPoints: { quire: path.join(root, 'src', 'client', 'main.ts') },
});
// The API playground is one file of its own, sharing no chunk with the page chrome: pages without an endpoint load
// nothing of it, and its whole weight is in the file its budget measures.
const playgroundBuild = await build({
  ...options,
  splitting: false,
  entryPoints: { playground: path.join(root, 'src', 'playground', 'main.ts') },
});
// The diagram script (Mermaid, its diagram types as chunks) is built on its own, so that it shares no chunk with the
// page chrome: pages without a diagram load exactly what they did without it.
const diagrams = await build({
  ...options,
  entryPoints: { mermaid: path.join(root, 'src', 'client', 'mermaid', 'main.ts') },
});
const relative = (file) => path.relative(outdir, path.join(root, file));
const chromeFiles = new Set([
  ...Object.keys(result.metafile.outputs),
  ...Object.keys(playgroundBuild.metafile.outputs),
]);
const mermaidFiles = Object.keys(diagrams.metafile.outputs).filter((file) => !chromeFiles.has(file));
const files = [...new Set([...chromeFiles, ...mermaidFiles])].map(relative).sort();
const entryOf = (metafile, source) =>
  Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === source)?.[0];
const entry = entryOf(result.metafile, 'src/client/main.ts');
// The API playground is a separate entry, loaded only by endpoint pages.
const playground = entryOf(playgroundBuild.metafile, 'src/playground/main.ts');
const mermaid = entryOf(diagrams.metafile, 'src/client/mermaid/main.ts');
if (!entry || !playground || !mermaid) throw new Error('build-client: esbuild produced no entry script');
const manifest = {
  entry: relative(entry),
  playground: relative(playground),
  mermaid: relative(mermaid),
  // Published only by sites with a diagram.
  mermaidFiles: mermaidFiles.map(relative).sort(),
  files,
};
await writeFile(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
