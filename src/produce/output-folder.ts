/**
 * Before a build writes anything: may it replace the output folder (see output-guard.ts), where does it really write
 * (symlinks resolved), and may it have the folder to itself (see output-lock.ts). Each refusal is a diagnostic.
 */
import path from 'node:path';
import { cacheDirOf } from '../cache/store.js';
import type { Diagnostic } from '../diagnostics.js';
import { checkCacheFolder, checkOutputFolder, realPathOf } from './output-guard.js';
import { acquireOutputLock, isOutputLock, LOCK_WAIT_MS, type OutputLock } from './output-lock.js';

/** The output folder as checked: where to write, and how the build cache should name it. */
export interface CheckedOutput {
  diagnostics: Diagnostic[];
  /** The real path the build writes to: no symlink on the way can redirect it once it was checked. */
  outDir: string;
  /**
   * The output path as the cache sees it: spelled under the docs folder as given when it lies inside it, so the cache
   * skips it when it lists the docs folder's files (the real path differs when the docs folder is reached via a link).
   */
  cacheOutDir: string;
}

/**
 * Check that `givenOut` may be replaced (with `force`: also a foreign folder), and the cache folder with it (`cache`:
 * whether the build uses it; `cacheDir`: where it is, as given to {@link cacheDirOf}).
 */
export function checkOutput(
  root: string,
  givenOut: string,
  options: { force?: boolean; cache: boolean; cacheDir?: string },
): CheckedOutput {
  const cacheDir = options.cache ? cacheDirOf(root, options.cacheDir) : undefined;
  const checked = checkOutputFolder({ root, outDir: givenOut, cacheDir, force: options.force });
  const diagnostics =
    checked.diagnostics.length || !cacheDir ? checked.diagnostics : checkCacheFolder({ root, cacheDir });
  const realRoot = realPathOf(root);
  const outDir = checked.realOut;
  const cacheOutDir = outDir.startsWith(realRoot + path.sep)
    ? path.join(root, path.relative(realRoot, outDir))
    : outDir;
  return { diagnostics, outDir, cacheOutDir };
}

/**
 * Take the output folder's lock, waiting for another build that holds it (`onWait` is told its pid). When it cannot
 * be had, the reason is an error diagnostic and the build stops before touching anything.
 */
export async function lockOutput(
  outDir: string,
  onWait: ((pid: number) => void) | undefined,
  diagnostics: Diagnostic[],
): Promise<OutputLock | undefined> {
  const problem = (message: string, hint: string) => {
    diagnostics.push({ severity: 'error', rule: 'build/output-locked', file: '(command line)', message, hint });
    return undefined;
  };
  let taken: Awaited<ReturnType<typeof acquireOutputLock>>;
  try {
    taken = await acquireOutputLock(outDir, { onWait });
  } catch (error) {
    return problem(
      `cannot write beside the output folder ${outDir}: ${(error as Error).message}`,
      'choose an output folder in a folder you can write',
    );
  }
  if (isOutputLock(taken)) return taken;
  return problem(
    `another quire build (pid ${taken.pid}) is writing ${outDir}; waited ${LOCK_WAIT_MS / 60_000} minutes for it`,
    `wait for it to finish and build again; if no quire build is running, delete ${taken.file}`,
  );
}
