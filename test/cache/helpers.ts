/** Builds for the cache tests: the cache in `<docs>/.cache`, and a cold build of the same site to compare with. */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { buildSite } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { hashTree } from '../helpers/site-fixture.js';

/**
 * Build `root` into `out`, with its cache in `<root>/.cache` (or without one), expecting success; `warnings` are the
 * rules the build is expected to warn about, and nothing else may be reported.
 */
export async function buildWithCache(root: string, out: string, cache = true, warnings: string[] = []) {
  const result = await buildSite({
    root,
    outDir: out,
    cacheDir: path.join(root, '.cache'),
    ...(cache ? {} : { cache: false as const }),
  });
  const unexpected = result.diagnostics.filter((d) => d.severity !== 'warning' || !warnings.includes(d.rule));
  expect(formatDiagnostics(unexpected)).toBe('');
  expect(result.diagnostics.map((d) => d.rule).sort()).toEqual([...warnings].sort());
  expect(result.ok).toBe(true);
  return result;
}

/** The hashes of every file of `root` built without a cache (into `<root>/.cold`). */
export async function coldTree(root: string, warnings: string[] = []): Promise<Record<string, string>> {
  const out = path.join(root, '.cold');
  rmSync(out, { recursive: true, force: true });
  await buildWithCache(root, out, false, warnings);
  return hashTree(out);
}
