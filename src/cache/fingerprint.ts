/**
 * Hashes that key the build cache: Quire's own code and templates (so any change to Quire, released or not,
 * invalidates every entry) and the docs folder's input files.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Hex SHA-256 of the parts, each length-prefixed so that ('ab', 'c') and ('a', 'bc') differ. */
export function hashParts(...parts: Array<string | Uint8Array>): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(`${typeof part === 'string' ? Buffer.byteLength(part) : part.length}:`);
    hash.update(part);
  }
  return hash.digest('hex');
}

const CODE_ROOT = fileURLToPath(new URL('../', import.meta.url));
const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The hash of the bundled CLI (scripts/bundle-node.js writes it into dist/bundle/): beside this module only when it
 * runs bundled, one folder below dist/ as in the compiled tree.
 */
const BUNDLE_HASH = fileURLToPath(new URL('./code-hash.txt', import.meta.url));
const BUNDLE_DIR = path.join(CODE_ROOT, 'bundle');
const CODE_FILE = /\.(js|ts|json|css|eta)$/;
/** The inputs the load step reads as text (pages and snippets). */
const SOURCE_FILE = /\.mdx?$/i;
let ownFingerprint: Promise<string> | undefined;

/**
 * The fingerprint of this Quire: its package version plus a hash of its code, client bundles and templates.
 * Bundled, the code is the bundle, whose hash was taken when it was made; compiled, every file of dist/ but the
 * bundle (which that run does not execute). `version` replaces the package version (tests use it to simulate an
 * upgrade).
 */
export async function quireFingerprint(version?: string): Promise<string> {
  ownFingerprint ??= (async () => {
    const pkg = JSON.parse(await readFile(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
    const bundle = await readFile(BUNDLE_HASH, 'utf8').catch(() => undefined);
    const code = bundle === undefined ? CODE_ROOT : path.join(CODE_ROOT, 'client');
    const files = [
      ...(await listFiles(code)).map((rel) => path.join(code, rel)),
      ...(await listFiles(path.join(PACKAGE_ROOT, 'templates'))).map((rel) =>
        path.join(PACKAGE_ROOT, 'templates', rel),
      ),
    ].filter((file) => CODE_FILE.test(file) && !file.endsWith('.d.ts') && !file.startsWith(BUNDLE_DIR + path.sep));
    const parts = files.map((file) => [path.relative(PACKAGE_ROOT, file), readFileSync(file)] as const);
    return hashParts(pkg.version, bundle ?? '', ...parts.flat());
  })();
  return hashParts(version ?? '', await ownFingerprint);
}

/** Relative `/`-separated paths of the files under `dir`, sorted; dot-entries and `node_modules` are skipped. */
export async function listFiles(dir: string, exclude: ReadonlySet<string> = new Set()): Promise<string[]> {
  const out: string[] = [];
  const walk = async (current: string, rel: string): Promise<void> => {
    const entries = await readdir(current, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const file = path.join(current, entry.name);
      if (exclude.has(file)) continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(file, child);
      else if (entry.isFile() || entry.isSymbolicLink()) out.push(child);
    }
  };
  await walk(dir, '');
  return out.sort();
}

/**
 * The files the build may read in the docs folder `root` (pages, assets, `site.json`, templates, local OpenAPI
 * files): relative paths, sorted. `exclude` holds absolute paths to skip (the output folder).
 */
export function listInputs(root: string, exclude: readonly string[]): Promise<string[]> {
  return listFiles(root, new Set(exclude.map((file) => path.resolve(file))));
}

/**
 * One hash of the `files` of `root` (relative paths) plus the `extra` files outside it (absolute), by content.
 * Read synchronously into a single hash: for a docs folder of small local files that is several times cheaper than
 * asynchronous reads, and it decides whether a build has anything to do at all. The pages and snippets read
 * (`.md`, `.mdx`) go into `keep` when given, so that the load step need not read them again.
 */
export async function digestInputs(
  root: string,
  files: readonly string[],
  extra: readonly string[] = [],
  keep?: Map<string, Buffer>,
): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [...files.map((rel) => path.join(root, rel)), ...[...extra].sort()]) {
    const name = path.relative(root, file);
    hash.update(`${Buffer.byteLength(name)}:${name}`);
    let bytes: Buffer | undefined;
    try {
      bytes = readFileSync(file);
    } catch {
      bytes = undefined;
    }
    if (bytes) hash.update(`+${bytes.length}:`).update(bytes);
    else hash.update('-');
    if (bytes && keep && SOURCE_FILE.test(name)) keep.set(name.split(path.sep).join('/'), bytes);
  }
  return hash.digest('hex');
}
