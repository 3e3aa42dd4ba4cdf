/**
 * `quire init`: a new docs project, copied from the files in `templates/init/`. It never overwrites: when any file
 * it would write is there already, it writes nothing and names them.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyEdits, modify } from 'jsonc-parser';

/** Quire's templates of a new project. */
export const INIT_TEMPLATES = fileURLToPath(new URL('../../templates/init/', import.meta.url));

/**
 * Template names written with a leading dot. They are stored without it because npm leaves `.gitignore` files out
 * of a package, and a dot-folder in `templates/` would be easy to miss.
 */
const DOTTED = new Set(['gitignore', 'github']);

/** One file of the new project. */
export interface ScaffoldFile {
  /** Its path in the project, `/`-separated (`.github/workflows/docs.yml`). */
  path: string;
  /** The template it is copied from (absolute). */
  template: string;
}

/** What {@link scaffoldProject} did: the files written, or the files in the way (then nothing was written). */
export type ScaffoldResult = { written: string[] } | { existing: string[] };

/** The files of a new project, sorted by path. */
export function listScaffold(templatesDir: string = INIT_TEMPLATES): ScaffoldFile[] {
  return (readdirSync(templatesDir, { recursive: true }) as string[])
    .map((rel) => rel.split(path.sep))
    .filter((segments) => lstatSync(path.join(templatesDir, ...segments)).isFile())
    .map((segments) => ({
      path: segments.map((segment, i) => (i === 0 && DOTTED.has(segment) ? `.${segment}` : segment)).join('/'),
      template: path.join(templatesDir, ...segments),
    }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Write a new project into `dir` (made when missing), unless any of its files, or a file in their way, exists. */
export function scaffoldProject(dir: string, templatesDir: string = INIT_TEMPLATES): ScaffoldResult {
  const files = listScaffold(templatesDir);
  const existing = new Set<string>();
  for (const file of files) {
    const segments = file.path.split('/');
    // The file itself, or a file where one of its folders would go (`.github` as a file).
    for (let depth = 1; depth <= segments.length; depth++) {
      const target = path.join(dir, ...segments.slice(0, depth));
      if (!existsSync(target) && !isLink(target)) break;
      if (depth === segments.length || !isFolder(target)) {
        existing.add(segments.slice(0, depth).join('/'));
        break;
      }
    }
  }
  if (existing.size > 0) return { existing: [...existing].sort() };
  for (const file of files) {
    const target = path.join(dir, ...file.path.split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    // `wx`: should a file appear after the check, it is still not overwritten (the error reaches the caller).
    writeFileSync(target, readFileSync(file.template), { flag: 'wx' });
  }
  return { written: files.map((file) => file.path) };
}

/** Set `theme` in the `site.json` a scaffold wrote into `dir`, keeping the file's layout. */
export function setScaffoldTheme(dir: string, theme: string): void {
  const file = path.join(dir, 'site.json');
  const text = readFileSync(file, 'utf8');
  const edits = modify(text, ['theme'], theme, { formattingOptions: { insertSpaces: true, tabSize: 2 } });
  writeFileSync(file, applyEdits(text, edits));
}

/** Whether `file` is a folder, or a link to one. */
function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/** Whether `file` is a symbolic link (perhaps to nothing, which `existsSync` does not see). */
function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
