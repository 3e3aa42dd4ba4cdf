/**
 * Whether the cache folder may be used at all. The cache deletes entries it no longer needs, and the default cache
 * lives in the docs folder, which a cloned repository or a pull request fills: a symbolic link committed as
 * `.quire/cache/pages` would have pruning delete every file of the folder it points to. So the cache is never
 * reached through a link planted there: `.quire`, the cache folder and each of its own folders and files must be
 * what they say (lstat), or the build warns and runs without the cache, touching nothing in it.
 */
import { lstatSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { cacheDirOf } from './store.js';

/** What Quire keeps in a cache folder; nothing else in it is read, written or deleted. */
export const CACHE_ENTRIES = ['builds', 'pages', 'page-summaries', 'search-shard', 'openapi', 'output-manifest.json'];

/** The cache folder a build may use, or `false` (with the warning that says why) when it must not touch it. */
export type UsableCacheDir = { dir: string; diagnostic?: undefined } | { dir: false; diagnostic: Diagnostic };

/**
 * The cache folder of the docs folder `root` (`given`: `--cache-dir`), unless a symbolic link lies on the way from the
 * docs folder to it (for a cache inside the docs folder, as the default is), is the folder itself, or is one of
 * {@link CACHE_ENTRIES} in it. Links above a `--cache-dir` outside the docs folder are the user's own and followed.
 */
export function usableCacheDir(root: string, given?: string): UsableCacheDir {
  const dir = cacheDirOf(path.resolve(root), given);
  const link = linkOnTheWay(path.resolve(root), dir) ?? CACHE_ENTRIES.map((name) => path.join(dir, name)).find(isLink);
  if (link === undefined) return { dir };
  let target = '';
  try {
    target = ` → ${readlinkSync(link)}`;
  } catch {
    // Gone meanwhile: the message names the link alone.
  }
  return {
    dir: false,
    diagnostic: {
      severity: 'warning',
      rule: 'build/cache-link',
      file: '(command line)',
      message: `the build cache folder ${dir} is reached through the symbolic link ${link}${target}; the cache never follows a link, so this build runs without it and leaves that folder alone`,
      hint: `delete the link (\`rm ${link}\`): Quire makes the cache folder itself; keep \`.quire/\` out of git`,
    },
  };
}

/** The first link among `dir` and the folders between `root` and it, when `dir` lies in `root`; else `dir` itself. */
function linkOnTheWay(root: string, dir: string): string | undefined {
  const rel = path.relative(root, dir);
  const inside = rel !== '' && !rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel);
  if (!inside) return isLink(dir) ? dir : undefined;
  let current = root;
  for (const part of rel.split(path.sep)) {
    current = path.join(current, part);
    if (isLink(current)) return current;
  }
  return undefined;
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
