/**
 * Watch the docs folder (and inputs outside it, such as an OpenAPI file referenced with `../`) with chokidar and
 * report every changed path relative to the docs folder, `/`-separated. What a path means is the session's business:
 * the watcher only leaves out what the build never reads (dot-files and dot-folders but `.mintignore`, `node_modules`,
 * and what `options.skip` says the site ignores).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Stats } from 'node:fs';
import { watch, type FSWatcher } from 'chokidar';
import { IGNORE_FILE } from '../content/ignore-rules.js';

/** Options of {@link createWatcher}. */
export interface WatcherOptions {
  /** Absolute path of the docs folder. */
  root: string;
  /** Called with the relative path of each added, changed or removed file or folder. */
  onChange(rel: string): void;
  /** Called when the file system watcher fails (e.g. too many watched files). */
  onError(error: unknown): void;
  /** Folders not to watch (absolute), e.g. a `--cache-dir` inside the docs folder: Quire writes there itself. */
  ignore?: string[];
  /** Paths (relative, `/`-separated) the site leaves out: `.mintignore` and Mintlify's default ignores. */
  skip?(rel: string, isFolder: boolean): boolean;
}

/** A running watcher. */
export interface DevWatcher {
  /** Resolves once the initial scan is done and changes are being reported. */
  ready: Promise<void>;
  /** Watched files modified (or created) at or after `time` (ms since the epoch), relative paths. */
  modifiedSince(time: number): Promise<string[]>;
  /** Make sure these files and folders are watched too (absolute paths, typically outside the docs folder). */
  watchFiles(files: string[]): void;
  close(): Promise<void>;
}

/** Start watching `options.root`. */
export function createWatcher(options: WatcherOptions): DevWatcher {
  const root = path.resolve(options.root);
  const extra = new Set<string>();
  const skipped = (options.ignore ?? []).map((dir) => path.resolve(dir));
  const ignored = (file: string, stats?: Stats) => {
    // Extra paths are watched whole (the `--templates` folder may be a dot-folder of the docs folder).
    if (extra.has(file) || [...extra].some((dir) => file.startsWith(dir + path.sep))) return false;
    if (skipped.some((dir) => file === dir || file.startsWith(dir + path.sep))) return true;
    const rel = path.relative(root, file);
    if (rel === '' || rel.startsWith('..')) return false;
    if (rel === IGNORE_FILE) return false;
    if (rel.split(path.sep).some((segment) => segment.startsWith('.') || segment === 'node_modules')) return true;
    // What .mintignore leaves out; chokidar asks again with the file's stats, which say whether it is a folder.
    return options.skip?.(rel.split(path.sep).join('/'), stats?.isDirectory() ?? false) ?? false;
  };
  // `atomic: false`: the session compares each path with the disk when it runs, so a delete followed by a re-create
  // (an editor's atomic save) needs no 100 ms wait here to be recognised as an edit.
  const watcher: FSWatcher = watch(root, { ignoreInitial: true, atomic: false, ignored });
  const report = (file: string) => options.onChange(path.relative(root, file).split(path.sep).join('/'));
  watcher.on('add', report).on('change', report).on('unlink', report).on('addDir', report).on('unlinkDir', report);
  // chokidar drops a file's events for 5 ms after one it handled, and the session's own read of a changed file is one
  // (its access time changes): a save right after it would be lost. Raw events are never dropped; the session
  // compares every reported path with the disk, so the extra reports cost one read and change nothing.
  watcher.on('raw', (_event, name, details) => {
    const watched = (details as { watchedPath?: string } | undefined)?.watchedPath;
    if (!watched || !name) return;
    const file = path.basename(watched) === name ? watched : path.join(watched, name);
    if (!ignored(file)) report(file);
  });
  watcher.on('error', (error) => options.onError(error));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    watchFiles(files) {
      const fresh = files.filter((file) => !extra.has(file));
      for (const file of fresh) extra.add(file);
      if (fresh.length > 0) watcher.add(fresh);
    },
    async modifiedSince(time) {
      const found: string[] = [];
      for (const [dir, names] of Object.entries(watcher.getWatched())) {
        for (const name of names) {
          const file = path.join(dir, name);
          const info = await stat(file).catch(() => undefined);
          if (info?.isFile() && info.mtimeMs >= time) found.push(path.relative(root, file).split(path.sep).join('/'));
        }
      }
      return found;
    },
    close: () => watcher.close(),
  };
}
