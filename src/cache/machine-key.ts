/**
 * The secret that proves a cache entry was written on this machine. The default cache lives in the docs folder, so
 * whoever can change the docs folder (a contributor, a pull request) can change the cache too; a checksum anyone can
 * recompute proves nothing then. Every entry is authenticated with HMAC-SHA-256 under a key kept outside the docs
 * folder, in the user's cache folder: `$XDG_CACHE_HOME/quire/cache-key`, else `~/.cache/quire/cache-key` (32
 * random bytes, mode 0600, made on first use). An entry under another key (another machine's, a forged one) is a
 * miss and is made again. Without a usable key file (a read-only home) the build uses a key of its own, in memory:
 * its cache then serves only itself, and the next build starts cold.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  closeSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const KEY_BYTES = 32;

/** Where the key of this user lives, by the XDG base directory rules (a relative `XDG_CACHE_HOME` is ignored). */
export function machineKeyFile(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_CACHE_HOME;
  const base = xdg && path.isAbsolute(xdg) ? xdg : path.join(os.homedir(), '.cache');
  return path.join(base, 'quire', 'cache-key');
}

const loaded = new Map<string, Buffer>();

/** The key of this machine (see the module comment): read, else made; the same for the whole process. */
export function machineKey(file: string = machineKeyFile()): Buffer {
  let key = loaded.get(file);
  if (!key) {
    key = readKey(file) ?? makeKey(file) ?? randomBytes(KEY_BYTES);
    loaded.set(file, key);
  }
  return key;
}

/** The HMAC-SHA-256 (hex) of `chunks` under `secret`, for what `label` names (so one thing cannot pass for another). */
export function authenticationCode(
  secret: Uint8Array,
  label: string,
  chunks: ReadonlyArray<string | Uint8Array>,
): string {
  const hmac = createHmac('sha256', secret).update(`${label}\n`);
  for (const chunk of chunks) hmac.update(chunk);
  return hmac.digest('hex');
}

/** Whether the code `found` is `expected` (compared in constant time). */
export function authentic(expected: string, found: unknown): boolean {
  if (typeof found !== 'string' || found.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(found));
}

function readKey(file: string): Buffer | undefined {
  try {
    const stats = lstatSync(file);
    if (!stats.isFile() || stats.size !== KEY_BYTES) return undefined;
    const key = readFileSync(file);
    return key.length === KEY_BYTES ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Make a new key file: written whole under a temporary name, then linked into place, so that two builds starting at
 * once agree on one key (the second finds the first's). A damaged key file is replaced.
 */
function makeKey(file: string): Buffer | undefined {
  const key = randomBytes(KEY_BYTES);
  const temp = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeSync(fd, key);
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(temp, file);
    } catch (error) {
      // Another build made one meanwhile, or the file there is damaged: take a good one, else replace it. (A file
      // system without hard links gets the rename too.)
      const theirs = (error as NodeJS.ErrnoException).code === 'EEXIST' ? readKey(file) : undefined;
      if (theirs) return theirs;
      renameSync(temp, file);
    }
    return key;
  } catch {
    return undefined;
  } finally {
    rmSync(temp, { force: true });
  }
}
