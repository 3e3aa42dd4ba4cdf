/**
 * Issue 23, finding 6: a search shard the last build's summaries list but whose cache entry is gone wedged every
 * later build with "Internal error: the search index cache lost fragment/…", until the cache was deleted. Reached
 * by a kill right after an in-place commit (the old shards were pruned before the build was recorded), by two output
 * folders sharing one cache folder (each prunes the other's shards), or by files deleted by hand. Now a listed shard
 * whose files the output lacks is read before it is trusted, and indexed again when its entry is gone; entries are
 * pruned only once the build that stops listing them is recorded. Each build succeeds and equals a cold build.
 */
import { appendFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree, writeFixture } from '../helpers/site-fixture.js';
import { buildWithCache, coldTree } from '../cache/helpers.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site(): string {
  const dir = writeFixture({
    'site.json': { name: 'Shards', navigation: [{ group: 'Guides', pages: ['index', 'guide/a', 'guide/b'] }] },
    'index.md': '# Home\n\nSee [A](guide/a) and [B](guide/b).\n',
    'guide/a.md': '# A\n\nText of A.\n',
    'guide/b.md': '# B\n\nText of B.\n',
  });
  cleanup.push(dir);
  return dir;
}

/** The search files of an output folder that hold the index's text (Pagefind's fragments). */
function fragments(out: string): string[] {
  return (readdirSync(out, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.startsWith('_quire/search/') && /fragment\//.test(file));
}

describe('a search shard whose cache entry is gone', () => {
  it('is indexed again when two output folders share the cache folder', async () => {
    const root = site();
    const [a, b] = [path.join(root, '.out-a'), path.join(root, '.out-b')];
    const original = readFileSync(path.join(root, 'guide/a.md'), 'utf8');
    await buildWithCache(root, a);
    // Another output of an edited site, with the same cache: it prunes the shards it does not have.
    appendFileSync(path.join(root, 'guide/a.md'), '\nA new sentence.\n');
    await buildWithCache(root, b);
    writeFileSync(path.join(root, 'guide/a.md'), original);
    // Something else changed in A since (so it is not up to date): its summaries still list the shard B pruned.
    rmSync(path.join(a, 'llms.txt'));
    await buildWithCache(root, a);
    expect(hashTree(a)).toEqual(await coldTree(root));
  });

  it('is indexed again after a fragment and the shard entries were deleted by hand', async () => {
    const root = site();
    const out = path.join(root, '.out');
    await buildWithCache(root, out);
    const fragment = fragments(out)[0];
    expect(fragment).toBeDefined();
    rmSync(path.join(out, fragment));
    rmSync(path.join(root, '.cache', 'search-shard'), { recursive: true });
    await buildWithCache(root, out);
    expect(hashTree(out)).toEqual(await coldTree(root));
  });

  it('is indexed again when the build was recorded before its shards were pruned, then the entries went', async () => {
    // A kill after an in-place commit leaves the last build's record and summaries; here they are put back by hand
    // after the next build, and that build's own shards are all the cache holds.
    const root = site();
    const out = path.join(root, '.out');
    const cache = path.join(root, '.cache');
    const original = readFileSync(path.join(root, 'guide/a.md'), 'utf8');
    await buildWithCache(root, out);
    const saved = ['builds', 'page-summaries'].map((kind) => {
      const dir = path.join(cache, kind);
      const names = readdirSync(dir);
      return { dir, files: names.map((name) => [name, readFileSync(path.join(dir, name))] as const) };
    });
    appendFileSync(path.join(root, 'guide/a.md'), '\nA new sentence.\n');
    await buildWithCache(root, out);
    // One record and one summary file per output folder and options: the same names, now the last build's again.
    for (const { dir, files } of saved) {
      expect(readdirSync(dir).sort()).toEqual(files.map(([name]) => name).sort());
      for (const [name, bytes] of files) writeFileSync(path.join(dir, name), bytes);
    }
    writeFileSync(path.join(root, 'guide/a.md'), original);
    await buildWithCache(root, out);
    expect(hashTree(out)).toEqual(await coldTree(root));
  });
});
