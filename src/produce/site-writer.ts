/**
 * A build's output folder. Everything goes into a temporary folder beside it (the generated files through this
 * writer, the pages from render workers through page-sink.ts); `commit` swaps it in with renames, `abort` deletes
 * it. A failed or killed build therefore never touches the previous output.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { OUTPUT_MARKER, OUTPUT_MARKER_CONTENT } from './output-marker.js';

/** Writes one build's output and swaps it in atomically. */
export interface SiteWriter {
  /** The temporary folder being written. */
  readonly tempDir: string;
  writeFile(relPath: string, content: string | Uint8Array): Promise<void>;
  copyFile(source: string, relPath: string): Promise<void>;
  /** Replace the output folder with everything written so far. */
  commit(): Promise<void>;
  /** Throw away everything written so far. The output folder is left as it was. */
  abort(): Promise<void>;
}

const TEMP_MARK = '.quire-tmp-';
const OLD_MARK = '.quire-old-';

/** Options of {@link createSiteWriter}. */
export interface SiteWriterOptions {
  /**
   * Awaited between the two renames of `commit`, while the output folder is missing: the crash-safety tests widen
   * that window with it, so a kill can land there.
   */
  betweenRenames?: () => Promise<void>;
}

/**
 * Start writing a new version of `outDir`. The caller has checked that `outDir` may be replaced (see
 * output-guard.ts) and holds its lock (see output-lock.ts). Every version carries Quire's marker file.
 */
export async function createSiteWriter(outDir: string, options: SiteWriterOptions = {}): Promise<SiteWriter> {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  const name = path.basename(target);
  await mkdir(parent, { recursive: true });
  await recoverOutput(target);

  const tempDir = path.join(parent, `.${name}${TEMP_MARK}${process.pid}-${Date.now().toString(36)}`);
  await mkdir(tempDir, { recursive: true });
  writeFileSync(path.join(tempDir, OUTPUT_MARKER), OUTPUT_MARKER_CONTENT);
  const parentDirOf = createParentDirMaker(tempDir);

  return {
    tempDir,
    async writeFile(relPath, content) {
      // Synchronously: an output file is written from memory into the page cache, and the promise version costs
      // several thread-pool round trips per file (thousands of files), on a main thread that shares the cores.
      writeFileSync(parentDirOf(outputFileIn(tempDir, relPath)), content);
    },
    async copyFile(source, relPath) {
      await copyFile(source, parentDirOf(outputFileIn(tempDir, relPath)));
    },
    async commit() {
      const old = path.join(parent, `.${name}${OLD_MARK}${process.pid}`);
      const hadOutput = existsSync(target);
      if (hadOutput) await rename(target, old);
      // Between the two renames the output folder is missing; a kill here is undone by recoverOutput (next start).
      await options.betweenRenames?.();
      await rename(tempDir, target);
      if (hadOutput) await rm(old, { recursive: true, force: true });
    },
    async abort() {
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}

/**
 * Make the folder of each file it is given (once per folder, remembered) and return the file: writers of many files
 * into one output folder (the site writer, render workers) call it before each write. `root` already exists.
 */
export function createParentDirMaker(root: string): (file: string) => string {
  const made = new Set<string>([root]);
  return (file) => {
    const dir = path.dirname(file);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    return file;
  };
}

/** The absolute path of the output file `relPath` in the folder `dir`; throws when it would lie outside it. */
export function outputFileIn(dir: string, relPath: string): string {
  const file = path.resolve(dir, relPath);
  if (!file.startsWith(dir + path.sep))
    throw new Error(`Internal error: output path escapes the output folder: ${relPath}`);
  return file;
}

/**
 * Clean up after a build that was killed: stale temporary folders beside `outDir` are deleted, and if a kill landed
 * between the two renames of `commit` (output moved away, new one not yet in place) the previous output is put
 * back, byte for byte. Builds run this first, before anything can fail.
 */
export async function recoverOutput(outDir: string): Promise<void> {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  const name = path.basename(target);
  const entries = await readdir(parent).catch(() => [] as string[]);
  for (const entry of entries.sort()) {
    if (entry.startsWith(`.${name}${OLD_MARK}`)) {
      if (!existsSync(target)) await rename(path.join(parent, entry), target);
      else await rm(path.join(parent, entry), { recursive: true, force: true });
    } else if (entry.startsWith(`.${name}${TEMP_MARK}`)) {
      const pid = Number(entry.slice(`.${name}${TEMP_MARK}`.length).split('-')[0]);
      if (!isProcessAlive(pid)) await rm(path.join(parent, entry), { recursive: true, force: true });
    }
  }
}

function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
