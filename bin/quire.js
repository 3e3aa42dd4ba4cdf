#!/usr/bin/env node
// Thin launcher: the CLI itself is compiled to dist/ by `npm run build` (run automatically by `npm ci`).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  // Answer --version without loading the pipeline, so it stays well under 300 ms.
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  process.stdout.write(`quire ${pkg.version}\n`);
} else {
  try {
    const { main } = await import('../dist/cli.js');
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
