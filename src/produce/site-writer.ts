/**
 * A build's output folder, written so that a failed or killed build never leaves a mix of two builds.
 *
 * Without a manifest of the previous output (first build, cache off, or the folder changed behind Quire's back)
 * everything goes into a temporary folder beside the output (the generated files through this writer, the pages
 * from render workers through page-sink.ts); `commit` swaps it in with two renames.
 *
 * With one (see output-manifest.ts), only the files that differ from the previous output are staged in the
 * temporary folder; the others are recognised by their hash (or source) and their unchanged stat, and not written.
 * `commit` then writes a journal (see output-journal.ts), moves the output folder aside, moves the staged files into
 * it and deletes the files this build no longer has, and moves it back: a kill in between is undone by
 * {@link recoverOutput}. Either way `abort` deletes the temporary folder and leaves output and manifest as they were.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { applyJournal, createJournal, readJournal, rollBackJournal, writeJournal } from './output-journal.js';
import {
  deleteManifest,
  fileStatKey,
  type ManifestEntry,
  type OutputManifest,
  type PreviousOutput,
  readManifest,
  writeManifest,
} from './output-manifest.js';
import { OUTPUT_MARKER, OUTPUT_MARKER_CONTENT } from './output-marker.js';
import { fileHash } from '../utils/hash.js';
import { SiteError } from '../diagnostics.js';

/** What a commit did to the output folder. */
export interface SiteWriterStats {
  /** `swap`: a new folder replaced the old one; `in-place`: only the changed files were written. */
  mode: 'swap' | 'in-place';
  /** Files written: every file for a swap (without a manifest: not counting pages render workers wrote). */
  written: number;
  /** Files the build produced again, identical, and so left as they were. */
  unchanged: number;
  /** Files of the previous output the build no longer has, deleted (not counted for a swap). */
  deleted: number;
}

/** Writes one build's output and commits it atomically. */
export interface SiteWriter {
  /** The temporary folder being written. */
  readonly tempDir: string;
  writeFile(relPath: string, content: string | Uint8Array): Promise<void>;
  /**
   * Copy `source` to `relPath`. With `hash` (of the source's content) the copy is compared by content like a
   * written file; without it, by the source's path and stat.
   */
  copyFile(source: string, relPath: string, hash?: string): Promise<void>;
  /**
   * Keep the output file `relPath` as it is when it has content `hash` (by the manifest, and untouched since): the
   * build then need not even have the content. Returns false when it must be written.
   */
  keepFile(relPath: string, hash: string): boolean;
  /** Tell the writer that `relPath` was written into {@link tempDir} by someone else (a render worker), with `hash`. */
  noteWritten(relPath: string, hash: string): void;
  /** The output file `relPath` as the last commit left it with content `hash`, to read from; else undefined. */
  previousFile(relPath: string, hash: string): string | undefined;
  /** After `commit`, with a manifest: every file of the output, `[path, size, mtimeMs]`, sorted by path. */
  listing(): Array<[string, number, number]> | undefined;
  /** Replace the output folder with everything written so far. */
  commit(): Promise<void>;
  /** Throw away everything written so far. The output folder is left as it was. */
  abort(): Promise<void>;
  /** What the commit did (meaningful after `commit`). */
  stats(): SiteWriterStats;
}

const TEMP_MARK = '.quire-tmp-';
const OLD_MARK = '.quire-old-';
const JOURNAL_MARK = '.quire-journal-';

/** Options of {@link createSiteWriter}. */
export interface SiteWriterOptions {
  /**
   * Awaited while the output folder is moved aside during `commit` (between the two renames of a swap, or while an
   * in-place commit moves files into it): the crash-safety tests widen that window with it, so a kill can land there.
   */
  betweenRenames?: () => Promise<void>;
  /**
   * The manifest file of the output (outside it; the build keeps it in the cache folder). With a valid one the
   * build writes only the files that changed; without one it swaps in a whole new folder. Written at every commit.
   * Absent: no manifest, always a swap.
   */
  manifest?: string;
  /**
   * The manifest read, and the output's files stat'd, ahead of time (output-manifest.ts `readPreviousOutput`, which
   * the build starts before loading the site); else the manifest is read here and each file stat'd when asked about.
   */
  previous?: Promise<PreviousOutput | undefined>;
}

/** A file staged in the temporary folder, with what the manifest will record of it. */
type Staged = Omit<ManifestEntry, 'stat'>;

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
  const parentDirOf = createParentDirMaker(tempDir);
  const ahead = options.manifest !== undefined ? await options.previous : undefined;
  const previous =
    options.manifest === undefined
      ? undefined
      : options.previous
        ? ahead?.manifest
        : readManifest(options.manifest, target);
  const statOf = (rel: string) => (ahead?.stats.has(rel) ? ahead.stats.get(rel) : fileStatKey(path.join(target, rel)));
  // What this build staged (written into tempDir by this writer), and which files it found unchanged.
  const staged = new Map<string, Staged>();
  const unchanged = new Map<string, ManifestEntry>();
  const stats: SiteWriterStats = { mode: previous ? 'in-place' : 'swap', written: 0, unchanged: 0, deleted: 0 };
  // What the manifest says of the output after the commit.
  let committed: Map<string, ManifestEntry> | undefined;

  /** The previous manifest's entry of `rel` when `same` holds for it and the file is untouched since; else undefined. */
  const previousEntry = (rel: string, same: (entry: ManifestEntry) => boolean): ManifestEntry | undefined => {
    const entry = previous?.files[rel];
    return entry && same(entry) && statOf(rel) === entry.stat ? entry : undefined;
  };
  /** Whether the output file `rel` is still what the previous manifest says; if so it is kept as it is. */
  const isUnchanged = (rel: string, same: (entry: ManifestEntry) => boolean): boolean => {
    const entry = previousEntry(rel, same);
    if (!entry) return false;
    staged.delete(rel);
    unchanged.set(rel, entry);
    return true;
  };
  const hasHash = (rel: string, hash: string | undefined) => isUnchanged(rel, (entry) => entry.hash === hash);
  const stage = (rel: string, record: Staged): string => {
    unchanged.delete(rel);
    staged.set(rel, record);
    try {
      return parentDirOf(path.join(tempDir, rel));
    } catch (error) {
      throw asOutputConflict(error, rel);
    }
  };

  const writer: SiteWriter = {
    tempDir,
    async writeFile(relPath, content) {
      const rel = relativeOutputPath(tempDir, relPath);
      // Hashed only when a manifest is kept: without one, output files are written as before.
      const hash = options.manifest ? fileHash(content) : undefined;
      if (hasHash(rel, hash)) return;
      // Synchronously: an output file is written from memory into the page cache, and the promise version costs
      // several thread-pool round trips per file (thousands of files), on a main thread that shares the cores.
      const file = stage(rel, { hash });
      try {
        writeFileSync(file, content);
      } catch (error) {
        throw asOutputConflict(error, rel);
      }
    },
    async copyFile(source, relPath, hash) {
      const rel = relativeOutputPath(tempDir, relPath);
      const copy = (record: Staged) =>
        copyFile(source, stage(rel, record)).catch((e) => Promise.reject(asOutputConflict(e, rel)));
      if (hash !== undefined) {
        if (hasHash(rel, hash)) return;
        await copy({ hash });
        return;
      }
      const sourceStat = options.manifest ? fileStatKey(source) : undefined;
      if (isUnchanged(rel, (entry) => entry.source === source && entry.sourceStat === sourceStat)) return;
      await copy({ source, sourceStat });
    },
    noteWritten(relPath, hash) {
      const rel = relativeOutputPath(tempDir, relPath);
      if (!hasHash(rel, hash)) staged.set(rel, { hash });
    },
    keepFile(relPath, hash) {
      return hasHash(relativeOutputPath(tempDir, relPath), hash);
    },
    previousFile(relPath, hash) {
      const rel = relativeOutputPath(tempDir, relPath);
      return previousEntry(rel, (entry) => entry.hash === hash) ? path.join(target, rel) : undefined;
    },
    listing() {
      if (!committed) return undefined;
      return [...committed.keys()].sort().map((rel) => {
        // A stat key is `size:mtimeMs:ctimeMs:ino` (see statKey).
        const [size, mtime] = committed!.get(rel)!.stat.split(':');
        return [rel, Number(size), Number(mtime)];
      });
    },
    async commit() {
      // Until the new manifest is written, none is valid: a kill from here on costs the next build a full swap.
      if (options.manifest) deleteManifest(options.manifest);
      if (previous) await commitInPlace(previous);
      else await commitSwap();
    },
    async abort() {
      await rm(tempDir, { recursive: true, force: true });
    },
    stats: () => ({ ...stats }),
  };
  await writer.writeFile(OUTPUT_MARKER, OUTPUT_MARKER_CONTENT);
  return writer;

  async function commitSwap(): Promise<void> {
    const old = path.join(parent, `.${name}${OLD_MARK}${process.pid}`);
    const hadOutput = existsSync(target);
    if (hadOutput) await rename(target, old);
    // Between the two renames the output folder is missing; a kill here is undone by recoverOutput (next start).
    await options.betweenRenames?.();
    await rename(tempDir, target);
    if (hadOutput) await rm(old, { recursive: true, force: true });
    // Without a manifest the folder is not walked (a swap as before): pages render workers wrote go uncounted.
    if (!options.manifest) {
      stats.written = staged.size;
      return;
    }
    const files = filesIn(target);
    stats.written = files.length;
    committed = manifestEntries(files, target);
    writeManifest(options.manifest, target, committed);
  }

  async function commitInPlace(manifest: OutputManifest): Promise<void> {
    // Pages render workers wrote straight into tempDir: staged unless identical to the output's (those the build
    // noted are known already; the temporary folder goes as a whole at the end).
    for (const rel of filesIn(tempDir)) {
      if (staged.has(rel) || unchanged.has(rel)) continue;
      const file = path.join(tempDir, rel);
      const hash = fileHash(readFileSync(file));
      if (hasHash(rel, hash)) await rm(file, { force: true });
      else staged.set(rel, { hash });
    }
    const write = [...staged.keys()].sort();
    const remove = Object.keys(manifest.files)
      .filter((rel) => !staged.has(rel) && !unchanged.has(rel))
      .sort();
    Object.assign(stats, { written: write.length, unchanged: unchanged.size, deleted: remove.length });
    if (write.length > 0 || remove.length > 0) {
      const journal = createJournal(
        path.basename(tempDir),
        write.map((rel) => [rel, existsAsFile(path.join(target, rel))]),
        remove,
      );
      const journalFile = path.join(parent, `.${name}${JOURNAL_MARK}${process.pid}`);
      writeJournal(journalFile, journal);
      // The output folder is moved aside while it changes: it is always either the previous output or the new one.
      const aside = path.join(parent, `.${name}${OLD_MARK}${process.pid}`);
      await rename(target, aside);
      try {
        await options.betweenRenames?.();
        applyJournal(journal, aside, tempDir);
      } catch (error) {
        rollBackJournal(journal, aside, tempDir);
        await rename(aside, target);
        await rm(journalFile, { force: true });
        throw error;
      }
      await rename(aside, target);
      await rm(journalFile, { force: true });
    }
    await rm(tempDir, { recursive: true, force: true });
    if (!options.manifest) return;
    const entries = new Map(unchanged);
    for (const [rel, entry] of manifestEntries(write, target, staged)) entries.set(rel, entry);
    committed = entries;
    writeManifest(options.manifest, target, entries);
  }

  /** The manifest entries of the files `rels` of `dir`, hashing those whose hash this writer did not see. */
  function manifestEntries(rels: string[], dir: string, known = staged): Map<string, ManifestEntry> {
    const entries = new Map<string, ManifestEntry>();
    for (const rel of rels) {
      const file = path.join(dir, rel);
      const record = known.get(rel) ?? {};
      const entry: ManifestEntry = { stat: fileStatKey(file) ?? '', ...record };
      if (entry.hash === undefined && entry.source === undefined) entry.hash = fileHash(readFileSync(file));
      entries.set(rel, entry);
    }
    return entries;
  }
}

/** A relative path that is already as the manifest names it: `/`-separated names, none empty, `.` or `..`. */
const PLAIN_RELATIVE = /^[^/\\:]+(?:\/[^/\\:]+)*$/;
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

/** `relPath` as the manifest names it (relative, `/` separators); throws when it would lie outside the folder. */
function relativeOutputPath(dir: string, relPath: string): string {
  // Most paths (every page's, twice per page on a rebuild) are plain already: resolving each cost more than the rest
  // of finding a page unchanged.
  if (PLAIN_RELATIVE.test(relPath) && !DOT_SEGMENT.test(relPath)) return relPath;
  return path.relative(dir, outputFileIn(dir, relPath)).split(path.sep).join('/');
}

function existsAsFile(file: string): boolean {
  try {
    return !lstatSync(file).isDirectory();
  } catch {
    return false;
  }
}

/** Every file under `dir`, relative, with `/` separators. */
function filesIn(dir: string): string[] {
  const files: string[] = [];
  const walk = (current: string, prefix: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const rel = prefix + entry.name;
      if (entry.isDirectory()) walk(path.join(current, entry.name), `${rel}/`);
      else files.push(rel);
    }
  };
  walk(dir, '');
  return files;
}

/**
 * Two outputs of one path, one a file and the other a folder (`guide.md`, a page's Markdown, and `guide.md/index.html`):
 * the plan stage keeps them apart, so one that gets here is reported as a diagnostic, not as a stack trace.
 */
function asOutputConflict(error: unknown, rel: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== 'EEXIST' && code !== 'ENOTDIR' && code !== 'EISDIR') return error;
  return new SiteError(`output conflict at ${rel}`, [
    {
      severity: 'error',
      rule: 'build/output-conflict',
      file: rel,
      message: `${rel} cannot be written: the output has a file and a folder at the same path (${code})`,
      hint: 'rename one of the pages, files or redirect sources that are written there',
    },
  ]);
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
 * Clean up after a build that was killed: an in-place commit cut short is undone (its journal says how), stale
 * temporary folders beside `outDir` are deleted, and if a kill landed while the output was moved aside the previous
 * output is put back, byte for byte. Builds run this first, before anything can fail.
 */
export async function recoverOutput(outDir: string): Promise<void> {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  const name = path.basename(target);
  const entries = (await readdir(parent).catch(() => [] as string[])).sort();
  // Journals first: their commit's folder moved aside must be rolled back before it is moved back.
  for (const entry of entries.filter((e) => e.startsWith(`.${name}${JOURNAL_MARK}`))) {
    const file = path.join(parent, entry);
    const journal = entry.endsWith('.tmp') ? undefined : readJournal(file);
    if (journal) {
      const pid = entry.slice(`.${name}${JOURNAL_MARK}`.length);
      const aside = path.join(parent, `.${name}${OLD_MARK}${pid}`);
      const tempDir = path.join(parent, path.basename(journal.temp));
      if (existsSync(aside) && !existsSync(target)) {
        rollBackJournal(journal, aside, tempDir);
        await rename(aside, target);
      }
      await rm(tempDir, { recursive: true, force: true });
    }
    await rm(file, { force: true });
  }
  for (const entry of entries) {
    if (entry.startsWith(`.${name}${OLD_MARK}`)) {
      const old = path.join(parent, entry);
      if (!existsSync(old)) continue;
      if (!existsSync(target)) await rename(old, target);
      else await rm(old, { recursive: true, force: true });
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
