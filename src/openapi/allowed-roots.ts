/**
 * Where OpenAPI files may come from, so that a `$ref` cannot copy any file or internal URL into a published site.
 * - Local files: inside the docs folder, or a folder allowed with `--allow-openapi-root <dir>`. Real paths are
 *   compared, so a symlink in the docs folder that leads out of it is out.
 * - URLs that a file fetched from a URL points at: public addresses only (checked in http-get.ts), except under a
 *   URL allowed with `--allow-openapi-root <url>`, and refs from a file to its own origin when that is the origin of
 *   an `openapi` URL whose host is an IP address or `localhost` (the author chose that machine, and no DNS answer
 *   can move it elsewhere).
 * `openapi` URLs themselves, and URLs named in local files, are the author's and are fetched wherever they point.
 */
import { statSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import { isUrl } from './refs.js';

/** The places OpenAPI files may be read from; see the module comment. */
export interface OpenApiAccess {
  /** Real paths of the folders local files may be in, the docs folder first. */
  folders: string[];
  /** URLs under which a fetched file's `$ref`s may reach any address. */
  urls: URL[];
  /** Origins of `openapi` URLs named by IP address or `localhost`: files from there may refer to their own origin. */
  entryOrigins: string[];
}

/**
 * The access of a build of the docs folder `root` whose `openapi` setting lists `entries`, with the extra roots
 * `allowed` (absolute folder paths or http(s) URLs, as {@link parseAllowedRoot} returns them).
 */
export async function createOpenApiAccess(
  root: string,
  entries: readonly string[],
  allowed: readonly string[] = [],
): Promise<OpenApiAccess> {
  const folders = await Promise.all([root, ...allowed.filter((entry) => !isUrl(entry))].map(realLocation));
  const urls = allowed.filter(isUrl).map((entry) => new URL(entry));
  const entryOrigins: string[] = [];
  for (const entry of entries.filter((entry) => isUrl(entry) && URL.canParse(entry))) {
    const url = new URL(entry);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) || host.toLowerCase() === 'localhost') entryOrigins.push(url.origin);
  }
  return { folders, urls, entryOrigins };
}

/** The real path of `location` (absolute), and whether it is inside one of the allowed folders. */
export async function checkLocalFile(
  access: OpenApiAccess,
  location: string,
): Promise<{ inside: boolean; real: string }> {
  const real = await realLocation(location);
  return {
    inside: access.folders.some(
      (folder) => real === folder || real.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep),
    ),
    real,
  };
}

/** Whether a `$ref` to `url` in the file fetched from `from` may reach any address, not public ones only. */
export function mayReachAnyAddress(access: OpenApiAccess, url: string, from: string): boolean {
  if (!URL.canParse(url) || !URL.canParse(from)) return false;
  const target = new URL(url);
  if (target.origin === new URL(from).origin && access.entryOrigins.includes(target.origin)) return true;
  return access.urls.some(
    (allowed) => allowed.origin === target.origin && target.pathname.startsWith(allowed.pathname),
  );
}

/**
 * The real path of `location`, symlinks resolved. For a path that does not exist, the real path of its nearest
 * existing parent with the rest appended: a missing file under a symlink that leads out is out too.
 */
async function realLocation(location: string): Promise<string> {
  const rest: string[] = [];
  for (let at = path.resolve(location); ; at = path.dirname(at)) {
    try {
      return path.join(await realpath(at), ...rest.reverse());
    } catch {
      if (path.dirname(at) === at) return path.resolve(location);
      rest.push(path.basename(at));
    }
  }
}

/** Read the `--allow-openapi-root` values; see {@link parseAllowedRoot}. */
export function parseAllowedRoots(
  values: readonly string[],
  cwd = process.cwd(),
): { roots: string[] } | { error: string } {
  const roots: string[] = [];
  for (const value of values) {
    const parsed = parseAllowedRoot(value, cwd);
    if ('error' in parsed) return parsed;
    roots.push(parsed.root);
  }
  return { roots };
}

/**
 * Read one `--allow-openapi-root` value: an existing folder (made absolute against `cwd`) or an http(s) URL.
 * Returns the root, or a one-line error for the command line.
 */
export function parseAllowedRoot(value: string, cwd = process.cwd()): { root: string } | { error: string } {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    if (!isUrl(value) || !URL.canParse(value))
      return { error: `--allow-openapi-root takes a folder or an http(s) URL, found "${value}"` };
    return { root: new URL(value).href };
  }
  const folder = path.resolve(cwd, value);
  let isFolder = false;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch {
    // Reported below.
  }
  return isFolder
    ? { root: folder }
    : { error: `--allow-openapi-root takes a folder or an http(s) URL; there is no folder at ${value}` };
}
