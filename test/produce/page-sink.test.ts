import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLookupCheck, PAGE_KIND, readPageEntry } from '../../src/cache/page-entries.js';
import { createCacheStore } from '../../src/cache/store.js';
import type { PageNode, SiteGraph } from '../../src/graph/types.js';
import type { RenderedPage } from '../../src/render/page.js';
import { createPageWriter, keepPage } from '../../src/produce/page-sink.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-sink-'));
  dirs.push(dir);
  return dir;
}

const KEY = 'cd'.repeat(32);
const SECRET = Buffer.alloc(32, 7);
const page: RenderedPage = {
  path: 'guide/setup.md',
  outPath: 'guide/setup/index.html',
  html: '<html><body><nav>chrome</nav><main data-pagefind-body><h1 id="setup">Setup</h1></main></body></html>',
  ids: ['setup'],
  links: [{ href: 'other#x', targetPath: 'guide/other.md', fragment: 'x', position: { line: 3, column: 1 } }],
  diagnostics: [],
  lookups: [['guide/other.md', '/guide/other/']],
};
/** The site's pages as the entry's lookups saw them, and as they are after `guide/other.md` was deleted. */
const sameSite = createLookupCheck({ pages: [{ path: 'guide/other.md', url: '/guide/other/' }] } as SiteGraph);
const otherGone = createLookupCheck({ pages: [] as PageNode[] } as SiteGraph);

describe('createPageWriter', () => {
  it('writes the page and its cache entry, and hands back everything but the HTML', async () => {
    const outDir = tempDir();
    const cacheDir = tempDir();
    const delivered = createPageWriter({ outDir, cacheDir, cacheSecret: SECRET })(page, KEY);
    expect(readFileSync(path.join(outDir, 'guide/setup/index.html'), 'utf8')).toBe(page.html);
    expect(delivered.html).toBeUndefined();
    expect(delivered.ids).toEqual(['setup']);
    expect(delivered.links).toEqual(page.links);
    // Only the indexed region travels back, for the search index.
    expect(delivered.searchHtml).toContain('<main data-pagefind-body><h1 id="setup">Setup</h1></main>');
    expect(delivered.searchHtml).not.toContain('chrome');
    // The entry reads back as the page itself, so the next build reuses it.
    const node = { path: page.path, outPath: page.outPath } as PageNode;
    const entry = await readPageEntry(createCacheStore(cacheDir, SECRET), KEY, node, sameSite);
    expect(entry).toEqual(page);
    // Once a page it linked to is gone, the entry is no longer this page's render.
    expect(await readPageEntry(createCacheStore(cacheDir, SECRET), KEY, node, otherGone)).toBeUndefined();
    // The hashes of its files and indexed text travel back, for the output manifest and the page's summary.
    expect(Object.keys(delivered.hashes).sort()).toEqual(['html', 'search']);
    expect(readdirSync(path.join(cacheDir, PAGE_KIND))).toEqual([KEY]);
  });

  it('writes no cache entry without a cache folder or key', () => {
    const outDir = tempDir();
    createPageWriter({ outDir })(page, KEY);
    createPageWriter({ outDir, cacheDir: path.join(outDir, 'cache') })(page, undefined);
    expect(readdirSync(outDir).sort()).toEqual(['guide']);
  });

  it('refuses an output path outside the output folder', () => {
    const outDir = tempDir();
    expect(() => createPageWriter({ outDir })({ ...page, outPath: '../escape.html' }, undefined)).toThrow(
      /escapes the output folder/,
    );
    expect(readdirSync(path.dirname(outDir))).not.toContain('escape.html');
  });
});

describe('keepPage', () => {
  it('keeps the HTML and adds its searchable part', () => {
    const kept = keepPage(page);
    expect(kept.html).toBe(page.html);
    expect(kept.searchHtml).not.toContain('chrome');
  });
});
