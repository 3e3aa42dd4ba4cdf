/**
 * The manifest of the last committed output: for each file of the output folder, a hash of its content (or, for a
 * copied file, which source it was copied from and that source's stat), and the stat the file had right after the
 * commit. A build compares against it to write only the files that changed (see site-writer.ts). It lives outside
 * the output folder (in the build cache folder), since stats differ between builds and the output must stay
 * byte-identical for the same input.
 *
 * A stat is compared whole (size, mtime, ctime, inode): a file edited, replaced or deleted by hand since the commit
 * no longer matches and is written again. The folder's own identity and stat are recorded too (see
 * {@link folderKey}): once another build changed the folder, the manifest no longer describes it.
 *
 * The file is authenticated like the cache's entries (cache/machine-key.ts): its first line is an HMAC of the rest
 * under this machine's key, so a manifest written elsewhere, or by hand, is no manifest (the build swaps the folder).
 */
import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, type Stats, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { authentic, authenticationCode, machineKey } from '../cache/machine-key.js';
import { OUTPUT_MARKER } from './output-marker.js';

const MANIFEST_VERSION = 2;
const LABEL = 'output-manifest';

/** What the manifest knows of one output file. */
export interface ManifestEntry {
  /** The stat of the file right after the commit (see {@link statKey}). */
  stat: string;
  /** Hash of the content (files written from memory). */
  hash?: string;
  /** The file it was copied from, and that file's stat at the time (copied files). */
  source?: string;
  sourceStat?: string;
}

/** The manifest of one output folder. */
export interface OutputManifest {
  version: number;
  /** The output folder (absolute). */
  outDir: string;
  /** The output folder's identity and stat right after the commit (see {@link folderKey}). */
  folder: string;
  /** By path relative to the output folder, with `/` separators. */
  files: Record<string, ManifestEntry>;
}

/** A stat as one comparable string: size, mtime, ctime and inode. */
export function statKey(stats: Stats): string {
  return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
}

/** The stat key of the regular file `file`, or undefined when it is missing or not a regular file. */
export function fileStatKey(file: string): string | undefined {
  try {
    const stats = lstatSync(file);
    return stats.isFile() ? statKey(stats) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The identity and last change of the folder `dir` (device, inode, mtime, ctime), or undefined when it is missing.
 * Every commit changes it (a swap makes a new folder; an in-place commit moves the folder aside and back, which
 * updates its ctime), so a manifest is only valid for the folder as its own commit left it: not after a build
 * with another manifest (another cache folder) or none, nor after files were added or removed at its top by hand.
 */
export function folderKey(dir: string): string | undefined {
  try {
    const stats = lstatSync(dir);
    return stats.isDirectory() ? `${stats.dev}:${stats.ino}:${stats.mtimeMs}:${stats.ctimeMs}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The manifest in `file`, when it describes the output folder `outDir` as it is now: the right version, the same
 * folder (path and inode) still holding Quire's marker. Anything else (missing, damaged, another folder's) gives
 * undefined, and the build replaces the whole folder.
 */
export function readManifest(file: string, outDir: string): OutputManifest | undefined {
  let manifest: OutputManifest;
  try {
    const text = readFileSync(file, 'utf8');
    const end = text.indexOf('\n');
    const json = text.slice(end + 1);
    if (end < 0 || !authentic(authenticationCode(machineKey(), LABEL, [json]), text.slice(0, end))) return undefined;
    manifest = JSON.parse(json) as OutputManifest;
  } catch {
    return undefined;
  }
  if (
    typeof manifest !== 'object' ||
    manifest === null ||
    manifest.version !== MANIFEST_VERSION ||
    manifest.outDir !== outDir ||
    typeof manifest.files !== 'object' ||
    manifest.files === null ||
    manifest.folder !== folderKey(outDir) ||
    !existsSync(path.join(outDir, OUTPUT_MARKER))
  )
    return undefined;
  for (const entry of Object.values(manifest.files))
    if (typeof entry !== 'object' || entry === null || typeof entry.stat !== 'string') return undefined;
  return manifest;
}

/** The manifest of the output as it is now (see {@link readManifest}), with the stat key of each of its files. */
export interface PreviousOutput {
  manifest: OutputManifest;
  /** By the manifest's relative path: {@link fileStatKey} of the file now. */
  stats: Map<string, string | undefined>;
}

/**
 * The stats of {@link readPreviousOutput}, on a thread of their own: `lstatSync` one after the other (one stat costs
 * about 4 µs there, against about 15 µs of thread-pool round trip and callback for each asynchronous one), sent back
 * as the {@link statKey}s in the order asked ('' for a missing file or one that is not a regular file).
 */
const STAT_THREAD = `
const { workerData, parentPort } = require('node:worker_threads');
const { lstatSync } = require('node:fs');
const { join } = require('node:path');
parentPort.postMessage(workerData.rels.map((rel) => {
  const s = lstatSync(join(workerData.dir, rel), { throwIfNoEntry: false });
  return s && s.isFile() ? s.size + ':' + s.mtimeMs + ':' + s.ctimeMs + ':' + s.ino : '';
}));
`;

/**
 * Read the manifest in `file` and stat every file it lists on another thread: a build starts this before it loads
 * the site, so the tens of thousands of stats of a large output run beside the load instead of one by one on the main
 * thread as each page is found unchanged. The output folder is locked for the whole build (output-lock.ts), so what
 * the stats say holds until the commit.
 */
export async function readPreviousOutput(file: string, outDir: string): Promise<PreviousOutput | undefined> {
  const manifest = readManifest(file, outDir);
  if (!manifest) return undefined;
  const rels = Object.keys(manifest.files);
  const keys = await new Promise<string[]>((resolve) => {
    let done = false;
    const settle = (found: string[]) => {
      done = true;
      resolve(found);
    };
    const here = () => {
      if (!done) settle(rels.map((rel) => fileStatKey(path.join(outDir, rel)) ?? ''));
    };
    try {
      const thread = new Worker(STAT_THREAD, { eval: true, workerData: { rels, dir: outDir } });
      thread.once('message', settle);
      // A thread that cannot start or fails: the stats are taken here instead.
      thread.once('error', here);
      thread.once('exit', here);
    } catch {
      here();
    }
  });
  return { manifest, stats: new Map(rels.map((rel, i) => [rel, keys[i] || undefined])) };
}

/** Write the manifest of `outDir` (as it is now) atomically: a reader sees the old manifest or the new one. */
export function writeManifest(file: string, outDir: string, files: Map<string, ManifestEntry>): void {
  const sorted: Record<string, ManifestEntry> = {};
  for (const rel of [...files.keys()].sort()) sorted[rel] = files.get(rel)!;
  const manifest: OutputManifest = {
    version: MANIFEST_VERSION,
    outDir,
    folder: folderKey(outDir) ?? '',
    files: sorted,
  };
  mkdirSync(path.dirname(file), { recursive: true });
  // Exclusive, under a name nobody can guess: a file or symbolic link already there is never written through.
  const temp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  const json = JSON.stringify(manifest);
  writeFileSync(temp, `${authenticationCode(machineKey(), LABEL, [json])}\n${json}`, { flag: 'wx' });
  renameSync(temp, file);
}

/** Delete the manifest: from now until a new one is written, the next build replaces the whole folder. */
export function deleteManifest(file: string): void {
  rmSync(file, { force: true });
}
