/**
 * The journal of an in-place commit (see site-writer.ts): which files of the output folder a build replaces or adds
 * (staged in its temporary folder) and which it deletes. It is written and fsync'd beside the output folder before
 * the folder is touched, so that a build killed half-way through can be undone by the next start
 * ({@link rollBackJournal}), byte for byte.
 *
 * Every file the commit moves away (replaced or deleted) goes into an undo folder inside the temporary folder, named
 * by its place in the journal; undoing puts those back and deletes the files that were added. Both are idempotent:
 * a kill while undoing is undone by the next start again.
 */
import {
  closeSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

const JOURNAL_VERSION = 1;

/** The changes of one in-place commit. Paths are relative to the output folder, with `/` separators. */
export interface OutputJournal {
  version: number;
  /** The temporary folder holding the staged files (a sibling of the output folder; its name). */
  temp: string;
  /** Files replaced or added: the path, and whether a file was there before. */
  write: Array<[string, boolean]>;
  /** Files deleted. */
  remove: string[];
}

/** The undo folder of a journal, inside its temporary folder. */
export function undoDirOf(tempDir: string): string {
  return path.join(tempDir, '.quire-undo');
}

/** Write `journal` to `file` durably and atomically: a temporary name, fsync, rename, fsync of the folder. */
export function writeJournal(file: string, journal: OutputJournal): void {
  const temp = `${file}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, JSON.stringify(journal));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  syncFolder(path.dirname(file));
}

/** The journal in `file`, or undefined when it cannot be read (a journal only counts once renamed into place). */
export function readJournal(file: string): OutputJournal | undefined {
  try {
    const journal = JSON.parse(readFileSync(file, 'utf8')) as OutputJournal;
    if (journal.version !== JOURNAL_VERSION || !Array.isArray(journal.write) || !Array.isArray(journal.remove))
      return undefined;
    return journal;
  } catch {
    return undefined;
  }
}

/** A new journal. */
export function createJournal(temp: string, write: Array<[string, boolean]>, remove: string[]): OutputJournal {
  return { version: JOURNAL_VERSION, temp, write, remove };
}

/**
 * Apply `journal` to the folder `dir`, taking staged files from `tempDir`: deletions first (moved to the undo
 * folder; folders left empty are removed), so a path that changes from folder to file is free, then the writes.
 * `renames` stops it after that many renames (tests: a kill part-way).
 */
export function applyJournal(journal: OutputJournal, dir: string, tempDir: string, renames = Infinity): void {
  const undo = undoDirOf(tempDir);
  mkdirSync(undo, { recursive: true });
  let left = renames;
  const move = (from: string, to: string, ifPresent = false) => {
    if (left-- <= 0) throw new StoppedApply();
    if (ifPresent) moveIfPresent(from, to);
    else renameSync(from, to);
  };
  try {
    journal.remove.forEach((rel, i) => {
      move(path.join(dir, rel), path.join(undo, `r${i}`), true);
      removeEmptyParents(dir, rel);
    });
    journal.write.forEach(([rel, existed], i) => {
      const target = path.join(dir, rel);
      if (existed) move(target, path.join(undo, `w${i}`), true);
      mkdirSync(path.dirname(target), { recursive: true });
      move(path.join(tempDir, rel), target);
    });
  } catch (error) {
    if (!(error instanceof StoppedApply)) throw error;
  }
}

class StoppedApply extends Error {}

/** Undo whatever part of `journal` was applied to `dir` (see the module comment). Idempotent. */
export function rollBackJournal(journal: OutputJournal, dir: string, tempDir: string): void {
  const undo = undoDirOf(tempDir);
  for (let i = journal.write.length - 1; i >= 0; i--) {
    const [rel, existed] = journal.write[i]!;
    const target = path.join(dir, rel);
    const saved = path.join(undo, `w${i}`);
    if (existed) {
      // Moved away (and maybe replaced): put back. Not moved away, or already put back: nothing to do.
      if (kindOf(saved) !== undefined) {
        rmSync(target, { force: true, recursive: true });
        renameSync(saved, target);
      }
    } else if (kindOf(path.join(tempDir, rel)) === undefined && kindOf(target) === 'file') {
      // Added (its staged file has moved in): delete.
      unlinkSync(target);
      removeEmptyParents(dir, rel);
    }
  }
  for (let i = journal.remove.length - 1; i >= 0; i--) {
    const rel = journal.remove[i]!;
    const saved = path.join(undo, `r${i}`);
    if (kindOf(saved) === undefined) continue;
    const target = path.join(dir, rel);
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(saved, target);
  }
}

function moveIfPresent(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Remove the folders above `rel` in `dir` that are now empty (never `dir` itself). */
function removeEmptyParents(dir: string, rel: string): void {
  let parent = path.dirname(path.join(dir, rel));
  while (parent.startsWith(dir + path.sep)) {
    try {
      if (readdirSync(parent).length > 0) return;
      rmdirSync(parent);
    } catch {
      return;
    }
    parent = path.dirname(parent);
  }
}

function kindOf(file: string): 'file' | 'other' | undefined {
  try {
    return lstatSync(file).isFile() ? 'file' : 'other';
  } catch {
    return undefined;
  }
}

function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Not every platform can fsync a folder (Windows); the rename is still atomic.
  }
}
