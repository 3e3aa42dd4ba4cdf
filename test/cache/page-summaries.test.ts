/**
 * Unchanged pages are not read from the cache: the last build's summary of each page (cache/page-summaries.ts)
 * gives its links, ids and problems, its files in the output are compared by hash, and its Markdown is copied from
 * the last `llms-full.txt`; an unchanged search shard's files are compared by hash too. Reads of page entries and
 * search shards are counted by wrapping the cache store.
 */
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashTree, writeFixture } from '../helpers/site-fixture.js';
import { buildWithCache, coldTree } from './helpers.js';

const reads = vi.hoisted(() => ({ pages: [] as string[], shards: [] as string[] }));

vi.mock('../../src/cache/store.js', async (original) => {
  const actual = await original<typeof import('../../src/cache/store.js')>();
  return {
    ...actual,
    createCacheStore(dir: string, secret: Uint8Array) {
      const store = actual.createCacheStore(dir, secret);
      return {
        ...store,
        read(kind: string, key: string) {
          if (kind === 'pages') reads.pages.push(key);
          if (kind === 'search-shard') reads.shards.push(key);
          return store.read(kind, key);
        },
      };
    },
  };
});

const cleanup: string[] = [];
beforeEach(() => {
  reads.pages.length = 0;
  reads.shards.length = 0;
});
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Three guides in the search and in `llms-full.txt`, and a draft page kept out of both (`noindex`). */
function site(): string {
  const dir = writeFixture({
    'site.json': {
      name: 'Summaries',
      navigation: [{ group: 'Guides', pages: ['index', 'guide/a', 'guide/b', 'draft'] }],
    },
    'index.md': '---\ntitle: Home\ndescription: The start.\n---\n\nSee [A](guide/a) and [B](guide/b#usage).\n',
    'guide/a.md': '# A\n\nText of A, with ünïcödé and 😀.\n\n```js\nconst a = 1;\n```\n',
    'guide/b.md': '# B\n\n## Usage\n\nText of B.\n',
    'draft.md': '---\ntitle: Draft\nnoindex: true\n---\n\nNot ready.\n',
  });
  cleanup.push(dir);
  return dir;
}

describe('page summaries', () => {
  it('after an edit outside the search, read no unchanged page and copy their Markdown from llms-full.txt', async () => {
    const root = site();
    const out = path.join(root, '.out');
    await buildWithCache(root, out);
    appendFileSync(path.join(root, 'draft.md'), '\nStill not ready.\n');
    reads.pages.length = 0;
    reads.shards.length = 0;
    const result = await buildWithCache(root, out);
    expect(result.stats).toMatchObject({ rendered: 1, reused: 3 });
    expect(reads.pages).toEqual([]);
    expect(reads.shards).toEqual([]);
    expect(hashTree(out)).toEqual(await coldTree(root));
    expect(readFileSync(path.join(out, 'llms-full.txt'), 'utf8')).toContain('ünïcödé and 😀');
  });

  it('reads the pages of a search shard whose text changed, and no more', async () => {
    const root = site();
    const out = path.join(root, '.out');
    await buildWithCache(root, out);
    appendFileSync(path.join(root, 'guide/b.md'), '\nMore text of B.\n');
    reads.pages.length = 0;
    reads.shards.length = 0;
    await buildWithCache(root, out);
    // A site this small has one index: the other two indexed pages are read to index it again; the draft is not.
    expect(reads.pages).toHaveLength(2);
    expect(hashTree(out)).toEqual(await coldTree(root));
  });

  it('reads the pages again when their files or llms-full.txt in the output were changed by hand', async () => {
    const root = site();
    const out = path.join(root, '.out');
    await buildWithCache(root, out);
    writeFileSync(path.join(out, 'llms-full.txt'), 'edited by hand\n');
    writeFileSync(path.join(out, 'guide/a/index.html'), 'edited by hand\n');
    rmSync(path.join(out, '_quire/search/pagefind-entry.json'));
    appendFileSync(path.join(root, 'draft.md'), '\nStill not ready.\n');
    reads.pages.length = 0;
    reads.shards.length = 0;
    await buildWithCache(root, out);
    // Home, A and B are in llms-full.txt, whose old copy can no longer be trusted; the search index is read again.
    expect(reads.pages).toHaveLength(3);
    expect(reads.shards).toHaveLength(1);
    expect(hashTree(out)).toEqual(await coldTree(root));
  });
});
