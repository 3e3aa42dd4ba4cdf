/**
 * The record of the last successful build into an output folder: the digest of its inputs, what it reported, and
 * a listing of the output it left (path, size, modification time). When the inputs hash the same and the output
 * folder still lists exactly the same, the folder already holds what a new build would write.
 */
import { lstatSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { hashParts } from './fingerprint.js';
import type { CacheStore } from './store.js';

const KIND = 'builds';

/** What a successful build left behind. */
export interface BuildRecord {
  /** Digest of Quire, the options and every input file. */
  inputs: string;
  /** Absolute paths of input files outside the docs folder (OpenAPI `$ref`s), part of the digest. */
  externals: string[];
  /** Whether an input comes from a URL (then the record is never taken as up to date). */
  remote: boolean;
  output: OutputListing;
  diagnostics: Diagnostic[];
  stats: { pages: number; assets: number; files: number };
}

/** Every file of an output folder: `[path, size, mtimeMs]`, sorted by path. */
export type OutputListing = Array<[string, number, number]>;

/** The record key of builds of `outDir` with the given option key. */
export function recordKey(outDir: string, options: string): string {
  return hashParts('build-record', path.resolve(outDir), options);
}

/** The last record, or undefined. */
export async function readBuildRecord(store: CacheStore, key: string): Promise<BuildRecord | undefined> {
  const payload = await store.read(KIND, key);
  if (!payload) return undefined;
  try {
    const record = JSON.parse(payload.toString('utf8')) as BuildRecord;
    return typeof record.inputs === 'string' && Array.isArray(record.output) && Array.isArray(record.externals)
      ? record
      : undefined;
  } catch {
    return undefined;
  }
}

/** Save the record of a successful build. */
export function writeBuildRecord(store: CacheStore, key: string, record: BuildRecord): Promise<boolean> {
  return store.write(KIND, key, JSON.stringify(record));
}

/** List an output folder (dot-files included: the output has none of its own, so any would be a change). */
export async function listOutput(outDir: string): Promise<OutputListing> {
  const files = await listAll(outDir);
  // lstat synchronously: a promise per file costs more than the call itself (an output folder has thousands).
  return files.map((rel) => {
    const stats = lstatSync(path.join(outDir, rel));
    return [rel, stats.size, stats.mtimeMs];
  });
}

/** Whether `outDir` lists exactly as `expected`. */
export async function outputMatches(outDir: string, expected: OutputListing): Promise<boolean> {
  const actual = await listOutput(outDir).catch(() => undefined);
  if (!actual || actual.length !== expected.length) return false;
  return actual.every(
    ([file, size, mtime], i) => file === expected[i][0] && size === expected[i][1] && mtime === expected[i][2],
  );
}

async function listAll(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
}
