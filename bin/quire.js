#!/usr/bin/env node
// Thin launcher: the CLI is compiled to dist/ and bundled into dist/bundle/ by `npm run build` (run automatically by
// `npm ci`). The bundle starts faster (a few files instead of hundreds of modules); it is run only while it is newer
// than dist/cli.js, so that after a `tsc` alone the freshly compiled code runs.
import { readFileSync, statSync } from 'node:fs';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  // Answer --version without loading the pipeline, so it stays well under 300 ms.
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  process.stdout.write(`quire ${pkg.version}\n`);
} else {
  try {
    const { main } = await import(cliModule());
    process.exitCode = await main(args);
  } catch (error) {
    if (error && error.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/cli.js')) {
      process.stderr.write(
        'quire: the CLI is not compiled yet. Run `npm install` (or `npm run build`) in the quire folder.\n',
      );
      process.exitCode = 1;
    } else {
      throw error;
    }
  }
}

/** The bundle when it was made from the compiled code as it is now, else the compiled code itself. */
function cliModule() {
  const compiled = new URL('../dist/cli.js', import.meta.url);
  const bundled = new URL('../dist/bundle/cli.js', import.meta.url);
  const mtime = (url) => statSync(url, { throwIfNoEntry: false })?.mtimeMs;
  const bundleTime = mtime(bundled);
  const compiledTime = mtime(compiled);
  return bundleTime !== undefined && compiledTime !== undefined && bundleTime >= compiledTime
    ? bundled.href
    : compiled.href;
}
