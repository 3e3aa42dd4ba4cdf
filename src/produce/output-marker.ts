/**
 * The mark of a folder `quire build` wrote: a fixed-content dot-file at the root of every build. A later build
 * replaces a folder only when it is empty or carries this mark (or is an older Quire build, see
 * {@link isQuireOutput}), so `--out` can never wipe a folder of the user's by mistake.
 *
 * Fixed content, no timestamp or version: the same input still builds byte-identical output. A dot-file, so the docs
 * loader skips it when the output folder lies inside the docs folder; static hosts may publish it, which is harmless.
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';

/** The marker file's name at the root of the output folder. */
export const OUTPUT_MARKER = '.quire-output';

/** The marker file's content. */
export const OUTPUT_MARKER_CONTENT = 'This folder was written by `quire build`; the next build replaces all of it.\n';

/**
 * Whether the folder `dir` holds a Quire build: it has the marker, or (builds of Quire versions before the marker)
 * both the `_quire/` folder of Quire's own files and the `404.html` every build writes.
 */
export function isQuireOutput(dir: string): boolean {
  if (kindOf(path.join(dir, OUTPUT_MARKER)) === 'file') return true;
  return kindOf(path.join(dir, '_quire')) === 'folder' && kindOf(path.join(dir, '404.html')) === 'file';
}

function kindOf(file: string): 'file' | 'folder' | undefined {
  try {
    const stats = lstatSync(file);
    return stats.isFile() ? 'file' : stats.isDirectory() ? 'folder' : undefined;
  } catch {
    return undefined;
  }
}
