/**
 * Decide which files of the docs folder the site publishes (copied by `quire build`, served by `quire dev`):
 * - web file types anywhere (images, video, audio, fonts, PDFs, CSS, JS), `robots.txt`/`llms.txt` at the root, and
 *   everything in `public/` (see `content/publish-rules.ts`);
 * - any other file a page or snippet links to (`[data](/files/data.csv)`, `<a href="/files/app.zip">`), or that
 *   `site.json` names (`favicon`, `logo`, `backgroundImage`, the local OpenAPI files and the files they `$ref`);
 * - never a secret-shaped file (`*.pem`, `*.key`, `id_rsa`, `secrets.yaml` …): a page or setting naming one is an error.
 * Everything else is left out, and reported as `info` notes (they never fail a build, not even with `--strict`), one
 * per file, or one per folder when all of a folder's files are left out for the same reason.
 */
import path from 'node:path';
import { isPublishedByName, PUBLIC_FOLDER, secretKind } from '../content/publish-rules.js';
import type { ContentIndex } from '../content/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { checkConfigFiles } from './config-files.js';
import { findFileReferences } from './file-references.js';
import type { LoadedSite } from './load-site.js';

/** Why a file was left out. */
type Reason = 'secret' | 'unlinked';

/** The files to publish (sorted, relative paths) and what to report: errors for links to secrets, notes for the rest. */
export function selectPublishedFiles(
  site: Pick<LoadedSite, 'root' | 'configFile' | 'config' | 'content' | 'openapi'>,
): {
  assets: string[];
  diagnostics: Diagnostic[];
} {
  const files = site.content.assets;
  const diagnostics: Diagnostic[] = [];
  const published = new Set(files.filter((file) => isPublishedByName(file) && secretKind(file) === undefined));
  const linked = new Set<string>();

  const others = new Set(files.filter((file) => !published.has(file)));
  // Snippets link too: their text is part of every page that includes it.
  const sources = new Map([...site.content.pages, ...(site.content.snippets ?? [])]);
  for (const reference of findFileReferences(sources, others)) {
    const kind = secretKind(reference.file);
    if (kind === undefined) linked.add(reference.file);
    else {
      diagnostics.push({
        severity: 'error',
        rule: 'content/secret-file',
        file: reference.page,
        position: reference.position,
        message: `link to "${reference.url}" points at ${reference.file}, which looks like ${kind}: such files are never published`,
        hint: `remove the link, and keep keys and secrets out of the docs folder`,
      });
    }
  }
  const config = checkConfigFiles(site.config, files, site.configFile);
  diagnostics.push(...config.diagnostics);
  for (const reference of config.references) {
    const kind = secretKind(reference.file);
    if (kind === undefined) linked.add(reference.file);
    else {
      const { file: _file, ...at } = reference;
      diagnostics.push({
        severity: 'error',
        rule: 'content/secret-file',
        file: site.configFile,
        ...at,
        message: `expected an image, found ${reference.file}, which looks like ${kind}: such files are never published`,
        hint: 'name an image file, and keep keys and secrets out of the docs folder',
      });
    }
  }
  // The OpenAPI files: published before this policy existed, and a page may offer them for download.
  const known = new Set(files);
  for (const absolute of site.openapi.files) {
    const rel = path.relative(site.root, absolute).split(path.sep).join('/');
    if (known.has(rel) && secretKind(rel) === undefined) linked.add(rel);
  }

  for (const file of linked) published.add(file);
  const leftOut = new Map<string, Reason>();
  for (const file of files)
    if (!published.has(file)) leftOut.set(file, secretKind(file) === undefined ? 'unlinked' : 'secret');
  diagnostics.push(...reportLeftOut(files, leftOut));
  return { assets: files.filter((file) => published.has(file)), diagnostics };
}

/**
 * Whether a page's new text `raw` links to other files than its old text did, among the files not published by name
 * (the dev server then plans the site again: the published files may change).
 */
export function changesLinkedFiles(content: ContentIndex, page: string, raw: string): boolean {
  const others = new Set(content.assets.filter((file) => !isPublishedByName(file) || secretKind(file) !== undefined));
  if (others.size === 0) return false;
  const linked = (pages: ReadonlyMap<string, string>) =>
    [...new Set(findFileReferences(pages, others, [page]).map((reference) => reference.file))].sort().join('\n');
  return linked(content.pages) !== linked(new Map([...content.pages, [page, raw]]));
}

/** One note per left-out file, or per folder whose files (two or more) are all left out for the same reason. */
function reportLeftOut(files: readonly string[], leftOut: ReadonlyMap<string, Reason>): Diagnostic[] {
  if (leftOut.size === 0) return [];
  // For each folder: how many files it holds, and how many are left out for each reason.
  const totals = new Map<string, number>();
  const byReason = new Map<string, number>();
  for (const file of files) {
    const reason = leftOut.get(file);
    for (const folder of foldersOf(file)) {
      totals.set(folder, (totals.get(folder) ?? 0) + 1);
      if (reason) byReason.set(`${reason}:${folder}`, (byReason.get(`${reason}:${folder}`) ?? 0) + 1);
    }
  }
  const entries = new Map<string, { reason: Reason; count: number }>();
  for (const [file, reason] of leftOut) {
    const folder = foldersOf(file).find(
      (f) => (totals.get(f) ?? 0) >= 2 && byReason.get(`${reason}:${f}`) === totals.get(f),
    );
    entries.set(folder === undefined ? file : `${folder}/`, {
      reason,
      count: folder === undefined ? 1 : (totals.get(folder) ?? 1),
    });
  }
  return [...entries].map(([file, { reason, count }]) => leftOutNote(file, reason, count));
}

/** The folders holding `file`, outermost first: `a/b/c.txt` → `a`, `a/b`. */
function foldersOf(file: string): string[] {
  const parts = file.split('/');
  return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('/'));
}

function leftOutNote(file: string, reason: Reason, count: number): Diagnostic {
  const what = count === 1 ? 'left out of the site' : `left out of the site: its ${count} files`;
  if (reason === 'secret') {
    return {
      severity: 'info',
      rule: 'content/left-out',
      file,
      message:
        count === 1
          ? `${what}: it looks like ${secretKind(file)}, and such files are never published`
          : `${what} look like keys or secrets, which are never published`,
      hint: 'keep keys and secrets out of the docs folder',
    };
  }
  return {
    severity: 'info',
    rule: 'content/left-out',
    file,
    message: `${what}${count === 1 ? ': it is' : ' are'} not linked from a page or site.json, not a web file type (image, video, font, PDF, CSS, JS), and not in ${PUBLIC_FOLDER}/`,
    hint: `to publish ${count === 1 ? 'it' : 'them'}, link to ${count === 1 ? 'it' : 'them'} from a page or move ${count === 1 ? 'it' : 'them'} into ${PUBLIC_FOLDER}/`,
  };
}
