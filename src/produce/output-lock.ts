/**
 * One build at a time per output folder. Two builds swapping the same folder at once undo each other's renames (one
 * build's recovery puts back the folder the other just moved aside) and the loser crashed. The lock is a file beside
 * the output folder, `.<name>.quire-lock`, created exclusively and holding the builder's pid; a lock whose process is
 * gone (a killed build) is stale and taken over. A second build waits for the first, up to a bound.
 */
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** How long a build waits for another build of the same output folder before giving up. */
export const LOCK_WAIT_MS = 5 * 60_000;
const POLL_MS = 100;
/** A lock file with no pid yet is a build between creating and writing it, unless it is older than this. */
const UNWRITTEN_GRACE_MS = 2000;

/** A held lock. */
export interface OutputLock {
  readonly file: string;
  release(): void;
}

/** Another build held the lock for the whole wait. */
export interface LockHeld {
  readonly file: string;
  readonly pid: number;
}

/** The lock file of the output folder `outDir` (an absolute path). */
export function lockFileOf(outDir: string): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}.quire-lock`);
}

/**
 * Take the lock of `outDir` (its parent folder is created). Waits while a live build holds it, calling `onWait` once
 * with that build's pid; after `waitMs` returns who holds it instead. Throws only when the file cannot be written.
 */
export async function acquireOutputLock(
  outDir: string,
  options: { waitMs?: number; onWait?: (pid: number) => void } = {},
): Promise<OutputLock | LockHeld> {
  const file = lockFileOf(outDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const deadline = Date.now() + (options.waitMs ?? LOCK_WAIT_MS);
  let told = false;
  for (;;) {
    if (tryCreate(file)) return { file, release: () => release(file) };
    const holder = readHolder(file);
    if (holder === undefined) continue; // Released meanwhile: try again at once.
    if (holder.stale) {
      removeIfStill(file, holder.text);
      continue;
    }
    if (Date.now() >= deadline) return { file, pid: holder.pid };
    if (!told && holder.pid > 0) {
      options.onWait?.(holder.pid);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Whether `value` is a held lock (rather than another build's). */
export function isOutputLock(value: OutputLock | LockHeld): value is OutputLock {
  return 'release' in value;
}

function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Who holds the lock, or undefined when there is no lock file any more. */
function readHolder(file: string): { pid: number; text: string; stale: boolean } | undefined {
  let text: string;
  let age: number;
  try {
    text = readFileSync(file, 'utf8');
    age = Date.now() - statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const pid = /^\d+\n$/.test(text) ? Number(text.trim()) : 0;
  if (pid === 0) return { pid, text, stale: age > UNWRITTEN_GRACE_MS };
  return { pid, text, stale: !isProcessAlive(pid) };
}

/** Remove a stale lock, unless another build replaced it since it was read. */
function removeIfStill(file: string, text: string): void {
  try {
    if (readFileSync(file, 'utf8') === text) unlinkSync(file);
  } catch {
    // Gone already.
  }
}

function release(file: string): void {
  removeIfStill(file, `${process.pid}\n`);
}

/** Whether a process with this pid runs (EPERM: it does, as another user's). The own pid counts as running. */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
