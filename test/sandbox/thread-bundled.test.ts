/**
 * The sandbox thread's text survives bundling (scripts/bundle-node.js): esbuild rewrites a free `require` into its own
 * `__require`, which a thread evaluated from text lacks, and every build with a component with logic hung waiting for
 * the thread's answer. The text is taken from thread.ts bundled as the CLI's bundle is, and run with a `require` that
 * records what the thread asks for.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

it('asks the require it is given for its modules, bundled as in dist/bundle', async () => {
  const result = await build({
    entryPoints: [path.resolve('src/sandbox/thread.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-thread-'));
  try {
    const file = path.join(dir, 'thread.mjs');
    writeFileSync(file, result.outputFiles[0].contents);
    const { threadSource } = (await import(pathToFileURL(file).href)) as { threadSource: () => string };
    const asked: string[] = [];
    const require = (name: string) => {
      asked.push(name);
      throw new Error('stop here');
    };
    expect(() => new Function('require', threadSource())(require)).toThrow('stop here');
    expect(asked).toEqual(['node:worker_threads']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
