/**
 * The build cache on disk, `<docs>/.quire/cache/<kind>/<key>`: content-addressed entries (the key is a hash of
 * everything the entry was made from). Each entry carries an HMAC-SHA-256 of its kind, key and payload under this
 * machine's secret key (see machine-key.ts): a truncated, damaged or forged entry, or one written on another machine,
 * reads as missing and is made again. The cache is never trusted over a fresh render.
 */
import {
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writevSync,
} from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { authentic, authenticationCode } from './machine-key.js';

const MAGIC = 'quire-cache 2\n';
const MAC_LENGTH = 64;
const KEY = /^[0-9a-f]{16,128}$/;
/** A temporary file of an entry being written (see `tempFileOf`), left behind by a killed build. */
const TEMP = /^[0-9a-f]{16,128}\.\d+-[0-9a-z]+\.tmp$/;
/** Open for reading without following a symbolic link (where the platform can tell). */
const READ_NO_FOLLOW = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

/** Reads and writes cache entries of one docs folder. */
export interface CacheStore {
  /** The cache folder, `<docs>/.quire/cache` unless moved (see {@link cacheDirOf}). */
  readonly dir: string;
  /** The payload of an entry, or undefined when it is missing or damaged. */
  read(kind: string, key: string): Promise<Buffer | undefined>;
  /**
   * Store an entry (atomically: readers see the old entry, the new one, or none). Never fails: the cache is optional.
   * Resolves to whether the entry was written.
   */
  write(kind: string, key: string, payload: string | Uint8Array | Uint8Array[]): Promise<boolean>;
  /** The keys stored under `kind`. */
  keys(kind: string): Promise<Set<string>>;
  /** Delete the entries of `kind` whose keys are not in `keep`. */
  prune(kind: string, keep: ReadonlySet<string>): Promise<void>;
}

/**
 * The cache folder of the docs folder `root`: `given` (`--cache-dir`, resolved from the current folder), else
 * `<docs>/.quire/cache`. Every user of the cache (pages, build records, OpenAPI copies) gets its folder from here.
 */
export function cacheDirOf(root: string, given?: string): string {
  return given === undefined ? path.join(root, '.quire', 'cache') : path.resolve(given);
}

/** Open the cache in `dir` (created on first write), its entries authenticated under `secret` (see machine-key.ts). */
export function createCacheStore(dir: string, secret: Uint8Array): CacheStore {
  const fileOf = (kind: string, key: string) => entryFile(dir, kind, key);
  return {
    dir,
    async read(kind, key) {
      // Synchronously, like writes: entries are small local files read one after the other.
      let data: Buffer;
      try {
        // An entry that is a link is not this cache's: it reads as missing, whatever it points to.
        const fd = openSync(fileOf(kind, key), READ_NO_FOLLOW);
        try {
          data = readFileSync(fd);
        } finally {
          closeSync(fd);
        }
      } catch {
        return undefined;
      }
      return unpack(data, secret, kind, key);
    },
    async write(kind, key, payload) {
      return writeEntrySync(dir, secret, kind, key, payload);
    },
    async keys(kind) {
      return new Set((await namesIn(dir, kind)).filter((name) => KEY.test(name)));
    },
    async prune(kind, keep) {
      // Only what this cache writes goes: entries and temporary files by name, each a file (or a link, which is
      // removed itself, never followed). Anything else in the folder is left alone.
      const folder = path.join(dir, kind);
      const names = (await namesIn(dir, kind)).filter((name) => (KEY.test(name) && !keep.has(name)) || TEMP.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(folder, name);
          const stats = lstatIfAny(file);
          if (stats && (stats.isFile() || stats.isSymbolicLink())) await rm(file, { force: true });
        }),
      );
    },
  };
}

/**
 * {@link CacheStore.write} for a worker thread, which writes the pages it renders itself: synchronous (the thread
 * has nothing else to do meanwhile) and, like it, atomic and never failing.
 */
export function writeEntrySync(
  dir: string,
  secret: Uint8Array,
  kind: string,
  key: string,
  payload: string | Uint8Array | Uint8Array[],
): boolean {
  const file = entryFile(dir, kind, key);
  const chunks = toChunks(payload);
  const temp = tempFileOf(file);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    // Exclusive: a file or link already there under this name is never written through.
    const fd = openSync(temp, 'wx');
    try {
      writevSync(fd, [entryHeader(secret, kind, key, chunks), ...chunks]);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
    return true;
  } catch {
    // The cache only saves time: a read-only or full disk must not fail the build.
    try {
      rmSync(temp, { force: true });
    } catch {
      // Nothing was written (the folder could not be made).
    }
    return false;
  }
}

/** The names in the folder of `kind`, or none when it is missing or not a real folder (a link is never followed). */
async function namesIn(dir: string, kind: string): Promise<string[]> {
  const folder = path.join(dir, kind);
  if (!lstatIfAny(dir)?.isDirectory() || !lstatIfAny(folder)?.isDirectory()) return [];
  return readdir(folder).catch(() => [] as string[]);
}

function lstatIfAny(file: string) {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

function entryFile(dir: string, kind: string, key: string): string {
  if (!KEY.test(key) || !/^[a-z-]+$/.test(kind)) throw new Error(`Internal error: bad cache key ${kind}/${key}`);
  return path.join(dir, kind, key);
}

function tempFileOf(file: string): string {
  return `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
}

function toChunks(payload: string | Uint8Array | Uint8Array[]): Uint8Array[] {
  return typeof payload === 'string' ? [Buffer.from(payload)] : Array.isArray(payload) ? payload : [payload];
}

function entryHeader(secret: Uint8Array, kind: string, key: string, chunks: Uint8Array[]): Buffer {
  return Buffer.from(`${MAGIC}${mac(secret, kind, key, chunks)}\n`);
}

/** The payload of an entry file, or undefined when its header or authentication code is wrong. */
function unpack(data: Buffer, secret: Uint8Array, kind: string, key: string): Buffer | undefined {
  const start = MAGIC.length + MAC_LENGTH + 1;
  if (data.length < start || data.toString('latin1', 0, MAGIC.length) !== MAGIC || data[start - 1] !== 0x0a)
    return undefined;
  const payload = data.subarray(start);
  return authentic(mac(secret, kind, key, [payload]), data.toString('latin1', MAGIC.length, start - 1))
    ? payload
    : undefined;
}

/** The entry's authentication code: its kind and key are in it, so an entry moved to another name fails too. */
function mac(secret: Uint8Array, kind: string, key: string, chunks: Uint8Array[]): string {
  return authenticationCode(secret, `${kind}/${key}`, chunks);
}
