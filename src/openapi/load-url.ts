/**
 * Fetch an OpenAPI file from a URL at build time (through http-get.ts, with its limits), and keep a copy under
 * `openapi/` in the cache folder (`<docs>/.quire/cache` unless moved with `--cache-dir`) so that a later build without network can still use it (with a warning).
 */
import { lstat, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentHash } from '../utils/hash.js';
import { guardedGet, RefusedFetchError } from './http-get.js';

/** Options of {@link fetchSourceUrl}. */
export interface FetchSourceOptions {
  /** Give up after this long. @default 10000 */
  timeoutMs?: number;
  /** Folder of cached copies; no caching when absent. */
  cacheDir?: string;
  /** Give up on a body larger than this many bytes. @default 33554432 (32 MB) */
  maxBytes?: number;
  /** `public`: connect to public addresses only (for URLs that a fetched file names). @default 'any' */
  addresses?: 'any' | 'public';
  /** Do not connect at all (`--offline`): answer from the cached copy, else fail. */
  offline?: boolean;
}

/** Why an offline build has no file for a URL. */
const OFFLINE_FAILURE = 'not fetched, because the build runs with --offline';

/** A fetched file, or why it could not be fetched. */
export type FetchedSource =
  | { ok: true; text: string; contentType?: string; cachedAt?: string; failure?: string }
  | { ok: false; failure: string; refused?: RefusedFetchError['why'] };

interface CacheEntry {
  url: string;
  fetchedAt: string;
  /** Fetched with `addresses: 'public'`: only such a copy may stand in for a fetch that must reach a public address. */
  public?: boolean;
  contentType?: string;
  text: string;
}

/** The default time limit for fetching one OpenAPI file. */
export const DEFAULT_FETCH_TIMEOUT_MS = 10_000;

/** The folder of OpenAPI copies in the cache folder `cacheDir` (cache/store.ts `cacheDirOf`). */
export function openApiCacheDir(cacheDir: string): string {
  return path.join(cacheDir, 'openapi');
}

/**
 * Fetch `url`. On success the copy is cached; when the network fails, the cached copy is returned with `cachedAt`
 * and the `failure` that made it necessary, so the caller can warn. A fetch refused by the rules of
 * {@link guardedGet} (an address that is not public, a redirect to another origin) is never answered from the cache.
 */
export async function fetchSourceUrl(url: string, options: FetchSourceOptions = {}): Promise<FetchedSource> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const addresses = options.addresses ?? 'any';
  const cacheFile = options.cacheDir ? path.join(options.cacheDir, `${contentHash(url, 16)}.json`) : undefined;
  let failure: string;
  if (options.offline) {
    const cached = cacheFile ? await readCache(cacheFile, url) : undefined;
    if (cached && (addresses === 'any' || cached.public === true))
      return {
        ok: true,
        text: cached.text,
        contentType: cached.contentType,
        cachedAt: cached.fetchedAt,
        failure: OFFLINE_FAILURE,
      };
    return { ok: false, failure: OFFLINE_FAILURE };
  }
  try {
    const response = await guardedGet(url, { timeoutMs, maxBytes, addresses });
    const { text, contentType } = response;
    if (text === undefined) {
      failure = `the file is larger than ${(maxBytes / 1024 / 1024).toFixed(1)} MB, the most Quire reads`;
    } else if (response.status >= 200 && response.status < 300) {
      if (cacheFile)
        await writeCache(cacheFile, {
          url,
          fetchedAt: new Date().toISOString(),
          public: addresses === 'public',
          contentType,
          text,
        });
      return { ok: true, text, contentType };
    } else failure = `the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  } catch (error) {
    if (error instanceof RefusedFetchError) return { ok: false, failure: error.message, refused: error.why };
    failure = describeFetchError(error, timeoutMs);
  }
  const cached = cacheFile ? await readCache(cacheFile, url) : undefined;
  if (cached && (addresses === 'any' || cached.public === true))
    return { ok: true, text: cached.text, contentType: cached.contentType, cachedAt: cached.fetchedAt, failure };
  return { ok: false, failure };
}

/** Turn what a failed fetch threw into words: timeout, refused, unknown host … */
export function describeFetchError(error: unknown, timeoutMs: number): string {
  const err = error as { name?: string; message?: string; code?: string; cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError')
    return `no answer within ${timeoutMs / 1000} s (timed out)`;
  const code = err.code ?? err.cause?.code;
  if (code === 'ECONNREFUSED') return 'the connection was refused (is the server running?)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the host name could not be resolved (are you offline?)';
  if (code === 'ENETUNREACH' || code === 'EHOSTUNREACH') return 'the network is unreachable (are you offline?)';
  if (code === 'ECONNRESET') return 'the server closed the connection';
  const detail = err.cause?.message ?? err.message ?? String(error);
  return code ? `${detail} (${code})` : detail;
}

async function writeCache(file: string, entry: CacheEntry): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so an interrupted build never leaves half a file for the next offline build. Exclusive, so
    // a file or symbolic link already there under the temporary name is never written through.
    const temp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, JSON.stringify(entry), { flag: 'wx' });
    await rename(temp, file);
  } catch {
    // A read-only docs folder only costs the offline fallback; the build itself goes on.
  }
}

async function readCache(file: string, url: string): Promise<CacheEntry | undefined> {
  try {
    // A copy that is a symbolic link is not one this cache wrote: it is not followed.
    if ((await lstat(file)).isSymbolicLink()) return undefined;
    const entry = JSON.parse(await readFile(file, 'utf8')) as CacheEntry;
    return entry.url === url && typeof entry.text === 'string' ? entry : undefined;
  } catch {
    return undefined;
  }
}
