/**
 * Confine a file to a folder after symbolic links are resolved: a link in the folder that leads out of it is out.
 * Used for what Quire reads by name rather than by walking a folder: the config file (and its `$ref`s) in the docs
 * folder, and the files of a `--templates` folder.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';

/** Whether `real` (links resolved) is `realFolder` (links resolved) or lies inside it. */
export function isInsideFolder(realFolder: string, real: string): boolean {
  const rel = path.relative(realFolder, real);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/**
 * Where `file` really is, links followed, and whether that lies in `folder`: `{ real }` when it does, `{ outside }`
 * (the real path) when a link leads out, undefined when nothing is there (a missing file, a broken link).
 */
export function confineToFolder(folder: string, file: string): { real: string } | { outside: string } | undefined {
  let realFolder: string;
  let real: string;
  try {
    realFolder = realpathSync(folder);
    real = realpathSync(path.resolve(folder, file));
  } catch {
    return undefined;
  }
  return isInsideFolder(realFolder, real) ? { real } : { outside: real };
}
