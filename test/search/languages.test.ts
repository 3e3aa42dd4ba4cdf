/**
 * A search index per language: Pagefind reads each page's `<html lang>` and writes one index per language, and the
 * browser's Pagefind loads the index of the page it runs on (see test/browser/languages.test.ts for the dialog).
 * Here: the indexer with English and French pages, and a build of the three-language docs.json fixture.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { createSearchIndexer, type SearchFile } from '../../src/search/index.js';

const page = (url: string, lang: string, text: string, order: number) => ({
  url,
  order,
  html: `<!doctype html><html lang="${lang}"><head><title>T</title></head><body><nav>menu</nav><article data-pagefind-body><h1>${text}</h1><p>${text} orbit</p></article></body></html>`,
});

/** Pagefind's fragments (one per page) by language: the URLs each language's index can return. */
function urlsByLanguage(files: Array<{ path: string; content: Uint8Array }>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const file of files) {
    const match = /\/fragment\/([a-z-]+)_[0-9a-f]+\.pf_fragment$/.exec(file.path);
    if (!match) continue;
    // A fragment is gzip of "pagefind_dcd" followed by the page's JSON.
    const json = JSON.parse(gunzipSync(file.content).toString('utf8').slice('pagefind_dcd'.length));
    out[match[1]] = [...(out[match[1]] ?? []), json.url];
  }
  for (const urls of Object.values(out)) urls.sort();
  return out;
}

function entryOf(files: Array<{ path: string; content: Uint8Array }>): {
  languages: Record<string, { page_count: number }>;
} {
  const entry = files.find((file) => file.path.endsWith('pagefind-entry.json'))!;
  return JSON.parse(new TextDecoder().decode(entry.content));
}

describe('the search indexer', () => {
  it('writes one index per page language, each holding only its own pages', async () => {
    const indexer = await createSearchIndexer();
    let files: SearchFile[];
    try {
      await indexer.add(page('/start/', 'en', 'Start', 0));
      await indexer.add(page('/fr/start/', 'fr', 'Démarrer', 1));
      await indexer.add(page('/guide/', 'en', 'Guide', 2));
      files = await indexer.files();
      expect(indexer.errors).toEqual([]);
    } finally {
      await indexer.close();
    }
    const { languages } = entryOf(files);
    expect(Object.keys(languages).sort()).toEqual(['en', 'fr']);
    expect(languages.en.page_count).toBe(2);
    expect(languages.fr.page_count).toBe(1);
    expect(urlsByLanguage(files)).toEqual({ en: ['/guide/', '/start/'], fr: ['/fr/start/'] });
    // Each language gets its own stemmer.
    expect(files.map((file) => file.path).filter((p) => /wasm\.(en|fr)\.pagefind$/.test(p))).toHaveLength(2);
  });
});

describe('a docs.json site with languages', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is searched per language: English, French and Arabic each have an index of their own pages', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-search-languages-'));
    dirs.push(dir);
    const root = path.join(dir, 'docs');
    // Build a copy, so that the build cache is not written into the repository.
    cpSync(fileURLToPath(new URL('../fixtures/docs-json-languages', import.meta.url)), root, { recursive: true });
    const out = path.join(dir, 'out');
    const result = await buildSite({ root, outDir: out });
    expect(result.ok, formatDiagnostics(result.diagnostics)).toBe(true);
    const search = path.join(out, '_quire', 'search');
    const files = readdirSync(search, { recursive: true, withFileTypes: true })
      .filter((file) => file.isFile())
      .map((file) => {
        const full = path.join(file.parentPath, file.name);
        return { path: path.relative(out, full).split(path.sep).join('/'), content: readFileSync(full) };
      });
    const { languages } = entryOf(files);
    expect(Object.fromEntries(Object.entries(languages).map(([lang, index]) => [lang, index.page_count]))).toEqual({
      ar: 3,
      en: 4,
      fr: 2,
    });
    expect(urlsByLanguage(files)).toEqual({
      ar: ['/ar/', '/ar/guides/setup/', '/ar/quickstart/'],
      en: ['/', '/guides/setup/', '/quickstart/', '/reference/'],
      fr: ['/fr/', '/fr/quickstart/'],
    });
  }, 60_000);
});
