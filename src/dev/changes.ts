/**
 * Read what a batch of changed paths means for the docs folder: which page sources are new, edited or gone, which
 * static files appeared or disappeared, and whether the plan must be redone. Each path is compared with the disk
 * when the batch runs, so a burst of events for one file (or a delete followed by a re-create) counts once.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { isConfigFile } from '../config/index.js';
import { parseFrontmatter } from '../content/frontmatter.js';
import { getPageMeta, type PageMeta } from '../content/page-meta.js';
import { IGNORE_FILE } from '../content/ignore-rules.js';
import { isContentPath, readContentFile, type ContentFile } from '../content/load-fs.js';
import { isSiteError, type Diagnostic } from '../diagnostics.js';
import { variableOptions } from '../site/load-site.js';
import { changesLinkedFiles } from '../site/published-files.js';
import type { DevState } from './state.js';

/** What a changed path is, for the dev session. */
export type PathKind = 'config' | 'input' | 'template' | 'content' | 'ignored';

/** What the content part of a batch changed. */
export interface ContentChanges {
  /** New and edited page sources that were accepted. */
  sources: Map<string, string>;
  removedPages: string[];
  /** New and edited snippets with their text, removed ones with `undefined`: the pages including them re-render. */
  snippets: Map<string, string | undefined>;
  addedAssets: string[];
  removedAssets: string[];
  /** A static file that already existed was written. */
  editedAssets: boolean;
  /** Pages appeared, disappeared or changed their metadata (title, front matter …): the plan must be redone. */
  replan: boolean;
  /** Problems per file: a page whose new text has errors keeps its last good text; `undefined` clears the file's entry. */
  problems: Map<string, Diagnostic[] | undefined>;
}

const DATA_FILE = /\.(?:json|ya?ml)$/i;

/**
 * Files the site is built from besides `site.json`, pages, templates and static files: the OpenAPI files (as the
 * load stage read them, `$ref` targets included) and the local `openapi` entries of `site.json`. Relative to the
 * docs folder, `../` when outside it.
 */
export function getInputFiles(state: DevState | undefined, root: string): Set<string> {
  const files = new Set<string>();
  if (!state) return files;
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  for (const file of state.site.openapi?.files ?? []) files.add(relative(file));
  for (const source of state.site.config.openapi) {
    if (!/^[a-z][a-z\d+.-]*:/i.test(source)) files.add(relative(path.resolve(root, source.replace(/^\/+/, ''))));
  }
  return files;
}

/**
 * Classify a changed path. `templates` is the `--templates` folder as paths name it (relative to the docs folder,
 * `../` when outside it); a docs folder's own `templates/` is content like any other folder. While an OpenAPI file
 * failed to load, any JSON or YAML file counts as an input: it may be the missing `$ref` target.
 */
export function classifyPath(
  rel: string,
  state: DevState | undefined,
  inputs: ReadonlySet<string>,
  templates?: string,
): PathKind {
  if (templates !== undefined && (rel === templates || rel.startsWith(`${templates}/`))) return 'template';
  // A changed .mintignore changes which files are pages: everything is read again, as for the config file.
  if (isConfigFile(rel) || rel === IGNORE_FILE) return 'config';
  if (inputs.has(rel)) return 'input';
  if (!isContentPath(rel, state?.site.content.ignore)) return 'ignored';
  if ((state?.site.openapi?.failed ?? 0) > 0 && DATA_FILE.test(rel)) return 'input';
  return 'content';
}

/**
 * When static files were last seen unchanged: `since` (ms since the epoch) for all of them when the docs folder was
 * read, then the modification time of each file seen since. A file's access time changes when it is served, and
 * that is reported like a change: only a newer modification time counts as an edit.
 */
export interface AssetTimes {
  since: number;
  modified: Map<string, number>;
}

/** Compare the content paths `rels` with the disk and with `state`. */
export async function readContentChanges(
  root: string,
  state: DevState,
  rels: string[],
  times: AssetTimes,
): Promise<ContentChanges> {
  const { pages, assets, snippets = new Map<string, string>() } = state.site.content;
  const knownAssets = new Set(assets);
  const changes: ContentChanges = {
    sources: new Map(),
    removedPages: [],
    snippets: new Map(),
    addedAssets: [],
    removedAssets: [],
    editedAssets: false,
    replan: false,
    problems: new Map(),
  };
  for (const rel of expandFolders(rels, new Map([...pages, ...snippets]), knownAssets)) {
    let file: ContentFile | undefined;
    try {
      file = await readContentFile(root, rel, variableOptions(state.site.config));
    } catch (error) {
      if (!isSiteError(error)) throw error;
      changes.problems.set(rel, error.diagnostics);
      continue;
    }
    // The problems of its variables (an unknown `{{name}}`, a page grown too large), or none.
    changes.problems.set(rel, file?.kind === 'asset' ? undefined : file?.diagnostics);
    // A snippet is part of the render init: a new plan, whose fingerprints say which pages include it.
    if (file?.kind === 'snippet' ? snippets.get(rel) !== file.raw : snippets.has(rel)) {
      changes.snippets.set(rel, file?.kind === 'snippet' ? file.raw : undefined);
      changes.replan = true;
    }
    const old = pages.get(rel);
    if (file?.kind === 'page') {
      if (old === file.raw) continue;
      const checked = checkPageSource(rel, file.raw, old);
      if (checked.rejected) {
        changes.problems.set(rel, checked.rejected);
        continue;
      }
      changes.sources.set(rel, file.raw);
      // A new link to a file that is published only when linked (a `.zip`, a `.csv`) changes the published files too.
      if (!checked.sameMeta || changesLinkedFiles(state.site.content, rel, file.raw)) changes.replan = true;
    } else if (old !== undefined) {
      changes.removedPages.push(rel);
      changes.replan = true;
    }
    if (file?.kind === 'asset') {
      // Whole milliseconds, like `since` (Date.now()): a file written in the millisecond the load began is not newer.
      const modified = Math.floor((await stat(path.join(root, rel)).catch(() => undefined))?.mtimeMs ?? Date.now());
      if (!knownAssets.has(rel)) changes.addedAssets.push(rel);
      else if (modified > (times.modified.get(rel) ?? times.since)) changes.editedAssets = true;
      times.modified.set(rel, modified);
    } else if (knownAssets.has(rel)) {
      changes.removedAssets.push(rel);
    }
  }
  if (changes.addedAssets.length > 0 || changes.removedAssets.length > 0) changes.replan = true;
  return changes;
}

/**
 * Decide whether the new text `raw` of the page `rel` replaces `old`: not when its front matter has errors and the
 * old text had none (the last good version keeps being served; `rejected` holds the errors). `sameMeta` says the
 * page's metadata, and so the graph, is unchanged.
 */
export function checkPageSource(
  rel: string,
  raw: string,
  old: string | undefined,
): { rejected?: Diagnostic[]; sameMeta: boolean } {
  const meta = getPageMeta(rel, raw);
  const oldMeta = old === undefined ? undefined : getPageMeta(rel, old);
  const errors = meta.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0 && oldMeta && !oldMeta.diagnostics.some((d) => d.severity === 'error'))
    return { rejected: errors, sameMeta: true };
  // The plan stage also reads the front matter's text (for the lines of its diagnostics): it must not move either.
  const same =
    old !== undefined &&
    oldMeta !== undefined &&
    sameMeta(oldMeta, meta) &&
    frontmatterText(rel, old) === frontmatterText(rel, raw);
  return { sameMeta: same };
}

/** The front matter block of a page source, as written ('' without one). */
function frontmatterText(rel: string, raw: string): string {
  const { body } = parseFrontmatter(raw, rel).frontmatter;
  return raw.endsWith(body) ? raw.slice(0, raw.length - body.length) : raw;
}

/** A removed or renamed folder is reported once: stand for every known file inside it. */
function expandFolders(rels: string[], pages: ReadonlyMap<string, string>, assets: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const rel of rels) {
    if (!isContentPath(rel)) continue;
    out.add(rel);
    if (pages.has(rel) || assets.has(rel)) continue;
    const prefix = `${rel}/`;
    for (const path of pages.keys()) if (path.startsWith(prefix)) out.add(path);
    for (const path of assets) if (path.startsWith(prefix)) out.add(path);
  }
  return out;
}

/** Whether two metadata results are the same, so the graph built from them is too (the graph reads a page's text only through them). */
function sameMeta(a: PageMeta, b: PageMeta): boolean {
  return (
    a.title === b.title &&
    a.sidebarTitle === b.sidebarTitle &&
    a.description === b.description &&
    JSON.stringify(a.frontmatter) === JSON.stringify(b.frontmatter) &&
    JSON.stringify(a.diagnostics) === JSON.stringify(b.diagnostics)
  );
}
