/**
 * What `quire build` may replace. A build swaps its output folder in whole, deleting what was there, so before
 * anything is written the output path is checked, symlinks resolved:
 * - never the root of the file system, the docs folder or a folder containing it, the home folder, the current
 *   folder or a folder containing either, nor a folder overlapping the build cache; never a file;
 * - a missing path, an empty folder or a folder an earlier build wrote (see render/output-marker.ts) is replaced;
 * - any other folder only with `--force`, and even then not inside the docs folder, where its files are sources.
 * The build cache folder, symlinks resolved, must not be or contain the docs, home or current folder either: the
 * cache deletes what it does not know in its own subfolders.
 */
import { lstatSync, readdirSync, realpathSync, type Stats } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { isQuireOutput } from './output-marker.js';

/** How many of a refused folder's visible entries its message names (and one dot-entry). */
const NAMED_ENTRIES = 3;

/** Where a build reads and writes, as given (absolute). */
export interface OutputGuardInput {
  /** The docs folder. */
  root: string;
  /** The output folder. */
  outDir: string;
  /** The build cache folder, when the build uses the cache. */
  cacheDir?: string;
  /** Replace a non-empty folder Quire did not write. */
  force?: boolean;
  /** The user's home folder. @default os.homedir() */
  home?: string;
  /** The current folder. @default process.cwd() */
  cwd?: string;
}

/** The verdict: problems (none: the build may write), and the output folder with symlinks resolved. */
export interface OutputGuardResult {
  diagnostics: Diagnostic[];
  /** The real output path: the build writes here, so a symlink on the way can no longer redirect it. */
  realOut: string;
}

/** Check that a build may replace `input.outDir`; see the module comment. Reads the disk, writes nothing. */
export function checkOutputFolder(input: OutputGuardInput): OutputGuardResult {
  const realOut = realPathOf(input.outDir);
  const realRoot = realPathOf(input.root);
  const shown = describePath(input.outDir, realOut);
  const refuse = (message: string, hint: string): OutputGuardResult => ({
    diagnostics: [{ severity: 'error', rule: 'build/unsafe-output', file: '(command line)', message, hint }],
    realOut,
  });
  const elsewhere = 'choose a new or empty folder outside the docs folder, e.g. `--out _site`';

  if (realOut === path.parse(realOut).root)
    return refuse(`the output folder ${shown} is the root of the file system`, elsewhere);
  const protectedFolders: Array<[string, string]> = [
    [realRoot, 'the docs folder'],
    [realPathOf(input.home ?? os.homedir()), 'your home folder'],
    [realPathOf(input.cwd ?? process.cwd()), 'the current folder'],
  ];
  for (const [folder, name] of protectedFolders) {
    if (folder === realOut)
      return refuse(`the output folder ${shown} is ${name}; building there would delete everything in it`, elsewhere);
    if (isInside(realOut, folder))
      return refuse(`the output folder ${shown} contains ${name}; building there would delete it`, elsewhere);
  }
  if (input.cacheDir !== undefined) {
    const realCache = realPathOf(input.cacheDir);
    if (realCache === realOut || isInside(realOut, realCache) || isInside(realCache, realOut)) {
      return refuse(
        `the output folder ${shown} overlaps the build cache folder ${describePath(input.cacheDir, realCache)}`,
        elsewhere,
      );
    }
  }

  let stats: Stats;
  try {
    stats = lstatSync(realOut);
  } catch {
    return { diagnostics: [], realOut }; // Nothing there: the build makes it.
  }
  if (stats.isSymbolicLink()) {
    return refuse(
      `the output folder ${shown} is a symbolic link to a path that does not exist`,
      'remove the link or choose another folder, e.g. `--out _site`',
    );
  }
  if (!stats.isDirectory()) {
    return refuse(
      `the output path ${shown} is a file, not a folder; Quire never replaces a file with a folder`,
      'choose a folder, e.g. `--out _site`',
    );
  }
  let entries: string[];
  try {
    entries = readdirSync(realOut);
  } catch (error) {
    return refuse(
      `cannot read the output folder ${shown}: ${(error as Error).message}`,
      'choose a folder you can write, e.g. `--out _site`',
    );
  }
  if (entries.length === 0 || isQuireOutput(realOut)) return { diagnostics: [], realOut };
  const holds = `it holds ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}, such as ${nameSome(entries)}`;
  if (isInside(realRoot, realOut)) {
    return refuse(
      `the output folder ${shown} is inside the docs folder and was not written by Quire: ${holds}; what is in the docs folder is your site's sources, even with --force`,
      'choose a new or empty folder, e.g. `--out _site`',
    );
  }
  if (input.force) return { diagnostics: [], realOut };
  return refuse(
    `the output folder ${shown} is not empty and was not written by Quire: ${holds}`,
    'choose a new or empty folder, e.g. `--out _site`, or pass `--force` to delete everything in it and build there',
  );
}

/** Check that the build cache folder, symlinks resolved, cannot delete the docs, home or current folder's files. */
export function checkCacheFolder(input: { root: string; cacheDir: string; home?: string; cwd?: string }): Diagnostic[] {
  const realCache = realPathOf(input.cacheDir);
  const folders = [
    realPathOf(input.root),
    realPathOf(input.home ?? os.homedir()),
    realPathOf(input.cwd ?? process.cwd()),
  ];
  if (
    realCache !== path.parse(realCache).root &&
    !folders.some((folder) => folder === realCache || isInside(realCache, folder))
  )
    return [];
  return [
    {
      severity: 'error',
      rule: 'build/unsafe-cache',
      file: '(command line)',
      message: `the build cache folder ${describePath(input.cacheDir, realCache)} is, or contains, the docs, home or current folder; the cache deletes files it does not know in its folder`,
      hint: `choose a cache folder of its own with --cache-dir, e.g. \`--cache-dir .quire/cache\`, or remove the symbolic link on the way to ${input.cacheDir}: Quire makes the folder itself`,
    },
  ];
}

/**
 * The real path of `file`, which may not exist yet: its nearest existing ancestor with symlinks resolved, plus the
 * rest. A symlink whose target is missing stays in the path (the caller sees it with lstat).
 */
export function realPathOf(file: string): string {
  const rest: string[] = [];
  let current = path.resolve(file);
  for (;;) {
    try {
      return path.join(realpathSync.native(current), ...rest);
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return path.resolve(file);
      rest.unshift(path.basename(current));
      current = parent;
    }
  }
}

/** Whether `inner` lies strictly inside the folder `outer` (both absolute and normalized). */
function isInside(outer: string, inner: string): boolean {
  const prefix = outer.endsWith(path.sep) ? outer : outer + path.sep;
  return inner !== outer && inner.startsWith(prefix);
}

/** The path as given, and where it really leads when a symlink redirects it. */
function describePath(given: string, real: string): string {
  const resolved = path.resolve(given);
  return resolved === real ? resolved : `${resolved} (really ${real}, through a symbolic link)`;
}

/** A few entry names, e.g. `thesis.pdf, notes, .ssh`: the first visible ones, and the first dot-entry (`.git`, `.ssh`). */
function nameSome(entries: string[]): string {
  const sorted = [...entries].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const visible = sorted.filter((name) => !name.startsWith('.'));
  const hidden = sorted.filter((name) => name.startsWith('.'));
  const named = [
    ...visible.slice(0, NAMED_ENTRIES),
    ...hidden.slice(0, Math.max(1, NAMED_ENTRIES - visible.length)),
  ].slice(0, NAMED_ENTRIES + 1);
  return `${named.join(', ')}${entries.length > named.length ? ' …' : ''}`;
}
