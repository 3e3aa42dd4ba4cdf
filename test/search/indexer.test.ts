import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSearchIndexer, SEARCH_DIR, type SearchFile } from '../../src/search/index.js';

const page = (i: number) => ({
  url: `/docs/p${i}/`,
  order: i,
  html: `<!doctype html><html lang="en"><head><title>T</title></head><body><nav>chrome word navonly</nav><article data-pagefind-body><h1>Page ${i}</h1><p>common text zebra${i}</p><h2 id="s">Section <a class="heading-anchor" href="#s">#</a></h2><p data-pagefind-ignore>ignored</p></article></body></html>`,
});

const digest = (files: SearchFile[]) =>
  files.map((f) => `${f.path} ${createHash('sha256').update(f.content).digest('hex')}`).join('\n');

async function build(order: number[]): Promise<SearchFile[]> {
  const indexer = await createSearchIndexer();
  try {
    for (const i of order) await indexer.add(page(i));
    const files = await indexer.files();
    expect(indexer.errors).toEqual([]);
    return files;
  } finally {
    await indexer.close();
  }
}

describe('createSearchIndexer', () => {
  it('returns Pagefind’s search bundle and chunked index under _quire/search, without Pagefind’s own UIs', async () => {
    const files = await build([0, 1, 2]);
    const paths = files.map((f) => f.path);
    expect(paths.every((p) => p.startsWith(`${SEARCH_DIR}/`))).toBe(true);
    expect(paths).toContain('_quire/search/pagefind.js');
    expect(paths).toContain('_quire/search/pagefind-entry.json');
    expect(paths.some((p) => p.startsWith('_quire/search/fragment/'))).toBe(true);
    expect(paths.some((p) => p.startsWith('_quire/search/index/'))).toBe(true);
    expect(paths.filter((p) => /pagefind-(ui|modular-ui|component-ui|highlight)/.test(p))).toEqual([]);
    expect([...paths].sort()).toEqual(paths);
    const entry = JSON.parse(
      new TextDecoder().decode(files.find((f) => f.path.endsWith('pagefind-entry.json'))!.content),
    );
    expect(Object.keys(entry.languages)).toEqual(['en']);
    expect(entry.languages.en.page_count).toBe(3);
  });

  it('gives byte-identical output whatever order the pages arrive in', async () => {
    const inOrder = digest(await build([0, 1, 2, 3, 4, 5]));
    const shuffled = digest(await build([4, 1, 5, 0, 3, 2]));
    expect(shuffled).toBe(inOrder);
  });

  it('can be used twice at once and closed twice', async () => {
    const [a, b] = await Promise.all([createSearchIndexer(), createSearchIndexer()]);
    await a.add(page(0));
    await b.add({ ...page(1), order: undefined });
    expect((await a.files()).length).toBeGreaterThan(3);
    await a.close();
    await a.close();
    expect((await b.files()).length).toBeGreaterThan(3);
    await b.close();
  });
});
