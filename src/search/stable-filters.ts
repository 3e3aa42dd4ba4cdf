/**
 * Pagefind writes its filter index in hash-map order, which changes from run to run: the same pages gave a filter
 * file with its values in another order, so another file name, another metadata file and another
 * `pagefind-entry.json`. This puts the values of every filter file, and the filters listed in each metadata file,
 * in sorted order and names the rewritten files by a hash of their content, so the same pages give the same files.
 * Files are only rewritten when decoding and encoding them again reproduces Pagefind's bytes exactly; anything else
 * (a format Pagefind may change) leaves every file as Pagefind wrote it.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { type CborValue, decodeCbor, encodeCbor } from './cbor.js';
import type { SearchFile } from './indexer.js';

const SIGNATURE = 'pagefind_dcd';
const FILTER_FILE = /^(.*\/filter\/)([a-z0-9-]+)_([0-9a-f]+)\.pf_filter$/i;
const META_FILE = /^(.*\/pagefind\.)([a-z0-9-]+)_([0-9a-f]+)\.pf_meta$/i;
const ENTRY_FILE = /\/pagefind-entry\.json$/;

/** `files` with every filter file and metadata file in a stable order and named by their content. */
export function stabilizeSearchFilters(files: SearchFile[]): SearchFile[] {
  if (!files.some((file) => FILTER_FILE.test(file.path))) return files;
  try {
    return rewrite(files);
  } catch {
    // Not the format this was written for: keep Pagefind's files (correct, only not byte-identical across runs).
    return files;
  }
}

function rewrite(files: SearchFile[]): SearchFile[] {
  const renamed = new Map<string, string>(); // old hash (`en_ea7144a`) → new hash
  const out = new Map<string, SearchFile>();
  for (const file of files) {
    const match = FILTER_FILE.exec(file.path);
    if (!match) continue;
    const [, dir, language, hash] = match;
    const value = read(file.content);
    if (!Array.isArray(value) || value.length !== 2 || !Array.isArray(value[1])) throw new Error('unknown filter');
    const entries = value[1] as CborValue[];
    entries.sort((a, b) => compareText(firstText(a), firstText(b)));
    const body = encodeCbor(value);
    const next = `${language}_${digest(body).slice(0, hash.length)}`;
    renamed.set(`${language}_${hash}`, next);
    out.set(file.path, { path: `${dir}${next}.pf_filter`, content: write(body) });
  }
  const metaRenamed = new Map<string, string>();
  for (const file of files) {
    const match = META_FILE.exec(file.path);
    if (!match) continue;
    const [, prefix, language, hash] = match;
    const value = read(file.content);
    if (!Array.isArray(value) || !Array.isArray(value[3])) throw new Error('unknown metadata');
    const filters = value[3] as CborValue[];
    for (const filter of filters) {
      if (!Array.isArray(filter) || typeof filter[1] !== 'string') throw new Error('unknown filter entry');
      filter[1] = renamed.get(filter[1]) ?? filter[1];
    }
    filters.sort((a, b) => compareText(firstText(a), firstText(b)));
    const body = encodeCbor(value);
    const next = `${language}_${digest(body).slice(0, hash.length)}`;
    metaRenamed.set(`${language}_${hash}`, next);
    out.set(file.path, { path: `${prefix}${next}.pf_meta`, content: write(body) });
  }
  for (const file of files) {
    if (!ENTRY_FILE.test(file.path)) continue;
    let text = new TextDecoder().decode(file.content);
    const entry = JSON.parse(text) as {
      languages?: Record<string, { hash?: string }>;
    };
    for (const language of Object.values(entry.languages ?? {})) {
      const next = language.hash && metaRenamed.get(language.hash);
      if (next) text = text.replace(`"hash":"${language.hash}"`, `"hash":"${next}"`);
    }
    out.set(file.path, { path: file.path, content: new TextEncoder().encode(text) });
  }
  return files
    .map((file) => out.get(file.path) ?? file)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The CBOR value of a gzipped Pagefind file, after checking that encoding it again gives the same bytes. */
function read(content: Uint8Array): CborValue {
  const raw = gunzipSync(content);
  if (raw.subarray(0, SIGNATURE.length).toString('latin1') !== SIGNATURE) throw new Error('no signature');
  const { value, end } = decodeCbor(raw, SIGNATURE.length);
  if (end !== raw.length || !Buffer.from(encodeCbor(value)).equals(raw.subarray(SIGNATURE.length)))
    throw new Error('does not round-trip');
  return value;
}

function write(body: Uint8Array): Uint8Array {
  return gzipSync(Buffer.concat([Buffer.from(SIGNATURE, 'latin1'), body]), { level: 9 });
}

function firstText(value: CborValue): string {
  if (!Array.isArray(value) || typeof value[0] !== 'string') throw new Error('unknown entry');
  return value[0];
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function digest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
