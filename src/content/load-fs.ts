/**
 * Read the docs folder: markdown pages (`.md`/`.mdx`) and snippets (`snippets/`, `_snippets/`) into memory, every
 * other file as an asset path (which of them are published is decided later, see `site/published-files.ts`).
 * Skips the config files, dot-files and dot-folders, `node_modules`, excluded paths (the output folder, a
 * `--templates` folder inside the docs folder), folders a build wrote (they hold `.quire-output`: `quire check` or
 * `quire dev` in a docs folder that holds its `_site/`), symlinks that lead outside the docs folder, and what
 * `.mintignore` and Mintlify's default ignores leave out (`ignore-rules.ts`). Nothing else is reserved: a
 * `templates/` or `public/` folder of pages is built like any other (`snippets/` holds snippets, as in Mintlify).
 */
import { readFileSync } from 'node:fs';
import { opendir, readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { SiteError, sortDiagnostics, type Diagnostic } from '../diagnostics.js';
import { compileIgnoreRules, IGNORE_FILE, ignorePatterns, type IgnoreRules } from './ignore-rules.js';
import { isSnippetPath } from './snippets.js';
import type { ContentIndex } from './types.js';
import { applyVariables, VariableReport, type VariableOptions } from './variables.js';

/** Folders listed at the same time; enough to keep the disk busy without running out of file handles. */
const READ_CONCURRENCY = 64;

/** Names skipped at the top of the docs folder only. */
const ROOT_SKIPPED = new Set(['site.json', 'docs.json', 'mint.json']);

/** Options of {@link loadContent}. */
export interface LoadContentOptions {
  /** Absolute paths to leave out, e.g. the output folder when it lies inside the docs folder. */
  exclude?: string[];
  /** docs.json `variables`, substituted in every page and snippet as it is read (see `variables.ts`). */
  variables?: VariableOptions;
  /** Leave out what Mintlify ignores without being told (`README.md`, `build/` …): for docs.json and mint.json. */
  mintlifyDefaults?: boolean;
  /**
   * Files of the docs folder the caller read already, by relative `/`-separated path (the build cache hashes every
   * input before the load: cache/fingerprint.ts `digestInputs`): a page or snippet found here is taken from it instead
   * of being read again, and removed from it. Which files are pages is still decided by the walk.
   */
  read?: Map<string, Buffer>;
}

/** Walk the docs folder at `root` and read its pages. Paths in the result are relative, `/`-separated and sorted. */
export async function loadContent(
  root: string,
  options: LoadContentOptions = {},
): Promise<ContentIndex & { diagnostics?: Diagnostic[] }> {
  const rootPath = resolve(root);
  const realRoot = await realpath(rootPath).catch(() => undefined);
  if (realRoot === undefined || !(await stat(realRoot)).isDirectory()) {
    throw new SiteError('Could not read the docs folder', [
      {
        severity: 'error',
        rule: 'content/missing-folder',
        file: rootPath,
        message: `expected a docs folder at ${rootPath}, found ${realRoot === undefined ? 'nothing' : 'a file'}`,
        hint: 'run quire in the folder that holds site.json, or pass that folder as an argument',
      },
    ]);
  }
  // Both spellings of each excluded path, so `/tmp/x` still matches when the docs folder is reached as `/private/tmp`.
  const excluded = new Set<string>();
  for (const path of options.exclude ?? []) {
    excluded.add(resolve(path));
    const real = await realpath(path).catch(() => undefined);
    if (real !== undefined) excluded.add(real);
  }
  const problems: Diagnostic[] = [];
  const ignoreText = await readFile(join(realRoot, IGNORE_FILE), 'utf8').catch(() => undefined);
  const ignore = ignorePatterns(ignoreText, options.mintlifyDefaults === true);
  const warnings: Diagnostic[] = [];
  const files = await walk(rootPath, realRoot, excluded, compileIgnoreRules(ignore), problems, warnings);
  files.sort(compareCodeUnits);

  const pagePaths = files.filter(isPageFile);
  const snippetPaths = files.filter(isSnippetPath);
  // Read synchronously: pages are small local files, and each asynchronous read costs four thread-pool round trips
  // and their promises, about three times the CPU of the read itself (0.9 s against 0.3 s for 10,000 pages).
  const report = new VariableReport();
  // `Buffer#toString`, as `readFileSync(…, 'utf8')` decodes (a byte order mark is kept; TextDecoder drops it).
  const textOf = (path: string) => {
    const bytes = options.read?.get(path);
    if (bytes === undefined) return readFileSync(join(rootPath, path), 'utf8');
    options.read!.delete(path);
    return bytes.toString('utf8');
  };
  const read = (path: string, what: 'page' | 'snippet') => {
    try {
      return withVariables(path, textOf(path), options.variables, report);
    } catch (error) {
      problems.push(unreadable(path, what, error as NodeJS.ErrnoException));
      return '';
    }
  };
  const pages = new Map(pagePaths.map((path) => [path, read(path, 'page')]));
  const snippets = new Map(snippetPaths.map((path) => [path, read(path, 'snippet')]));
  if (problems.length > 0) throw new SiteError('Could not read the docs folder', sortDiagnostics(problems));
  const diagnostics = [...warnings, ...report.diagnostics()];
  return {
    pages,
    assets: files.filter((path) => !isPageFile(path) && !isSnippetPath(path)),
    snippets,
    ...(diagnostics.length > 0 && { diagnostics }),
    ...(ignore.length > 0 && { ignore }),
  };
}

/**
 * The one place page and snippet sources enter the pipeline, for the build and for `quire dev` alike (whole loads
 * and single files): `variables` are substituted here, so every later reader sees the values.
 */
function withVariables(path: string, raw: string, variables: VariableOptions | undefined, report: VariableReport) {
  if (!variables) return raw;
  const result = applyVariables(raw, variables);
  report.add(path, result);
  return result.text;
}

/**
 * One file of the docs folder read on its own: a page or a snippet with its text (and the problems of its variables),
 * or an asset (never read).
 */
export type ContentFile = { kind: 'page' | 'snippet'; raw: string; diagnostics?: Diagnostic[] } | { kind: 'asset' };

/**
 * Whether the walk of {@link loadContent} would look at the relative `/`-separated path `rel`: not a dot-file or
 * dot-folder, not inside `node_modules`, not a config file (`site.json`, `docs.json`, `mint.json`), and not ignored
 * by `ignore` (the patterns the load read: {@link ContentIndex.ignore}).
 */
export function isContentPath(rel: string, ignore?: readonly string[]): boolean {
  const segments = rel.split('/');
  if (
    segments.some(
      (segment) => segment === '' || segment === '..' || segment.startsWith('.') || segment === 'node_modules',
    )
  )
    return false;
  return !ROOT_SKIPPED.has(segments[0]) && !(ignore !== undefined && isIgnored(ignore, rel, false));
}

/** Whether the patterns `ignore` (a load's {@link ContentIndex.ignore}) leave out the file or folder `rel`. */
export function isIgnored(ignore: readonly string[], rel: string, isFolder: boolean): boolean {
  return rulesOf(ignore).ignores(rel, isFolder);
}

// The dev server asks about every changed path: the rules of one load are compiled once.
const compiled = new WeakMap<readonly string[], IgnoreRules>();
function rulesOf(patterns: readonly string[]): IgnoreRules {
  let rules = compiled.get(patterns);
  if (rules === undefined) {
    rules = compileIgnoreRules(patterns);
    compiled.set(patterns, rules);
  }
  return rules;
}

/**
 * Read the single file `rel` of the docs folder the way {@link loadContent} reads it (for the dev server, which
 * re-reads only what changed). Undefined when the file is missing, skipped, not a file, or reached through a symlink
 * that leads outside the docs folder.
 */
export async function readContentFile(
  root: string,
  rel: string,
  variables?: VariableOptions,
): Promise<ContentFile | undefined> {
  if (!isContentPath(rel)) return undefined;
  const rootPath = resolve(root);
  const realRoot = await realpath(rootPath).catch(() => undefined);
  const real = await realpath(join(rootPath, rel)).catch(() => undefined);
  if (realRoot === undefined || real === undefined) return undefined;
  const inside = relative(realRoot, real);
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return undefined;
  const stats = await stat(real).catch(() => undefined);
  if (!stats?.isFile()) return undefined;
  const kind = isSnippetPath(rel) ? 'snippet' : isPageFile(rel) ? 'page' : undefined;
  if (kind === undefined) return { kind: 'asset' };
  try {
    const report = new VariableReport();
    const raw = withVariables(rel, await readFile(real, 'utf8'), variables, report);
    const diagnostics = report.diagnostics();
    return { kind, raw, ...(diagnostics.length > 0 && { diagnostics }) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new SiteError('Could not read the docs folder', [unreadable(rel, kind, error as NodeJS.ErrnoException)]);
  }
}

/**
 * Whether a relative path is a markdown page (snippets are not: they are included by pages, nor is the root
 * `skill.md`: Mintlify's skill file for AI agents, published as written).
 */
function isPageFile(path: string): boolean {
  return (path.endsWith('.md') || path.endsWith('.mdx')) && !isSnippetPath(path) && path !== 'skill.md';
}

/** A folder to walk: its relative path, and the real paths of it and its parents (to stop symlink loops). */
interface Folder {
  path: string;
  chain: string[];
}

/** The file `quire build` marks its output folder with (produce/output-marker.ts, which content/ does not import). */
const BUILD_OUTPUT_MARKER = '.quire-output';

/**
 * List every content file under `rootPath` as a relative `/`-separated path. A symlink to a folder inside the docs
 * folder is walked like a copy of it, unless it points back to one of its own parents.
 */
async function walk(
  rootPath: string,
  realRoot: string,
  excluded: ReadonlySet<string>,
  ignore: IgnoreRules,
  problems: Diagnostic[],
  warnings: Diagnostic[],
): Promise<string[]> {
  const files: string[] = [];
  const leftOut: string[] = [];
  let folders: Folder[] = [{ path: '', chain: [realRoot] }];
  while (folders.length > 0) {
    const found: Folder[] = [];
    await mapLimit(folders, READ_CONCURRENCY, async ({ path: parent, chain }) => {
      const real = chain[chain.length - 1];
      const dir = await opendir(join(rootPath, parent)).catch((error: NodeJS.ErrnoException) => {
        problems.push(unreadable(parent || '.', 'folder', error));
        return undefined;
      });
      if (dir === undefined) return;
      const here: string[] = [];
      const below: Folder[] = [];
      let builtOutput = false;
      for await (const entry of dir) {
        if (entry.name === BUILD_OUTPUT_MARKER && parent !== '') builtOutput = true;
        if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
        if (parent === '' && ROOT_SKIPPED.has(entry.name)) continue;
        const path = parent === '' ? entry.name : `${parent}/${entry.name}`;
        if (excluded.has(join(rootPath, path)) || excluded.has(join(real, entry.name))) continue;
        // The walk never enters an ignored folder, so each path's own match is enough.
        if (entry.isFile()) {
          if (!ignore.matches(path, false)) here.push(path);
        } else if (entry.isDirectory()) {
          if (!ignore.matches(path, true)) below.push({ path, chain: [...chain, join(real, entry.name)] });
        } else if (entry.isSymbolicLink()) {
          const target = await followLink(join(rootPath, path), realRoot);
          if (target === undefined) {
            if (!ignore.matches(path, false)) leftOut.push(path);
            continue;
          }
          if (ignore.matches(path, target.kind === 'folder')) continue;
          if (target.kind === 'file') here.push(path);
          else if (!chain.includes(target.real)) below.push({ path, chain: [...chain, target.real] });
        }
      }
      if (builtOutput) return;
      files.push(...here);
      found.push(...below);
    });
    folders = found;
  }
  if (leftOut.length > 0) warnings.push(linksLeftOut(leftOut.sort(compareCodeUnits)));
  return files;
}

/** One warning for every link that leads out of the docs folder or to nothing: each is left out, never followed. */
function linksLeftOut(paths: string[]): Diagnostic {
  const shown = paths.slice(0, 5).join(', ');
  const more = paths.length > 5 ? ` and ${paths.length - 5} more` : '';
  return {
    severity: 'warning',
    rule: 'content/link-outside',
    file: paths[0],
    message: `${paths.length === 1 ? 'a symbolic link leads' : `${paths.length} symbolic links lead`} outside the docs folder or to nothing, so ${paths.length === 1 ? 'it is' : 'they are'} left out of the site: ${shown}${more}`,
    hint: 'copy the file into the docs folder instead of linking to it; Quire never reads through a link that leaves the folder',
  };
}

/** What a symlink points to, or undefined when it is broken or leads outside the docs folder. */
async function followLink(
  absolute: string,
  realRoot: string,
): Promise<{ kind: 'file' | 'folder'; real: string } | undefined> {
  const real = await realpath(absolute).catch(() => undefined);
  if (real === undefined) return undefined;
  const rel = relative(realRoot, real);
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return undefined;
  const stats = await stat(real);
  if (stats.isFile()) return { kind: 'file', real };
  return stats.isDirectory() ? { kind: 'folder', real } : undefined;
}

function unreadable(path: string, what: 'page' | 'snippet' | 'folder', error: NodeJS.ErrnoException): Diagnostic {
  return {
    severity: 'error',
    rule: 'content/unreadable',
    file: path,
    message: `could not read the ${what} (${error.code ?? error.message})`,
    hint: 'check that the file exists and that its permissions let you read it',
  };
}

/** Run `fn` over `items` with at most `limit` calls in flight; results keep the order of `items`. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
