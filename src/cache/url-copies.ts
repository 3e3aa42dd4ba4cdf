/**
 * Copies of files fetched at build time (Google Fonts' stylesheets and font files, site/google-fonts.ts), one file per
 * URL in the cache folder, so that a later build without network (`--offline`) uses the same bytes.
 */
import { lstat, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A cached answer: the URL (a hash collision is not an answer), a newline, the bytes. */
export async function readUrlCopy(file: string, url: string): Promise<Uint8Array | undefined> {
  try {
    // A copy, or a folder of copies, that is a symbolic link is not one this cache made: it is not followed.
    if ((await lstat(path.dirname(file))).isSymbolicLink() || (await lstat(file)).isSymbolicLink()) return undefined;
    const data = new Uint8Array(await readFile(file));
    const newline = data.indexOf(10);
    if (newline < 0 || new TextDecoder().decode(data.subarray(0, newline)) !== url) return undefined;
    return data.slice(newline + 1);
  } catch {
    return undefined;
  }
}

/** Keep `bytes` as the copy of `url` in `file`; a cache folder that cannot be written only costs the copy. */
export async function writeUrlCopy(file: string, url: string, bytes: Uint8Array): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    // Never written through a folder that is a symbolic link (one planted in a docs folder could lead anywhere).
    if ((await lstat(path.dirname(file))).isSymbolicLink()) return;
    const head = new TextEncoder().encode(`${url}\n`);
    const data = new Uint8Array(head.byteLength + bytes.byteLength);
    data.set(head);
    data.set(bytes, head.byteLength);
    // Write then rename, exclusively, as the OpenAPI cache does: never half a file, never through a planted link.
    const temp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, file);
  } catch {
    // A read-only cache folder only costs the offline fallback.
  }
}
