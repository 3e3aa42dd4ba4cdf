/**
 * The benchmark's own tools: the process-tree memory sampler, the site edits of the rebuild rows, the static server
 * of the search measurement, the README table, the corpus text of the generated sites and the comparison with the
 * recorded figures. (The benchmark itself is run by hand: `npm run bench`.)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  compareFigures,
  comparisonTable,
  FLAG,
  README_END,
  README_FILE,
  README_START,
  readmeBlock,
  readRecorded,
  recordResults,
} from './bench-recorded.js';
import { markdownTables } from './bench-tables.js';
import { readVocabulary, splitPage } from './corpus-vocabulary.js';
import { generateSite } from './generate-site.js';
import { addPage, deletePage } from './site-edits.js';
import { contentType, serveStatic } from './static-server.js';
import { descendantsRssKb } from './tree-rss.js';

const work = mkdtempSync(path.join(os.tmpdir(), 'quire-bench-tools-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('descendantsRssKb', () => {
  it('counts the memory of a child process and of its own child', async () => {
    // A child holding 64 MB that starts a grandchild holding 64 MB, and says when both are filled.
    const grandchild = "const b = Buffer.alloc(64 * 2 ** 20, 1); console.log('ready'); setInterval(() => {}, 1000);";
    const script = `const b = Buffer.alloc(64 * 2 ** 20, 1);
      const c = require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { stdio: ['ignore', 'pipe', 'inherit'] });
      c.stdout.once('data', () => console.log('ready'));
      process.on('SIGTERM', () => { c.kill(); process.exit(0); });`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      expect(descendantsRssKb(process.pid)).toBeGreaterThan(128 * 1024);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
});

describe('site edits', () => {
  it('lists an added page beside another in site.json, and deleting it restores the site', async () => {
    const site = path.join(work, 'site');
    await generateSite(site, 60);
    const before = readFileSync(path.join(site, 'site.json'), 'utf8');
    addPage(site, 'guides/added-0', 'guides/page-00007');
    const group = JSON.parse(readFileSync(path.join(site, 'site.json'), 'utf8')).navigation[0].pages as string[];
    expect(group.slice(7, 10)).toEqual(['guides/page-00007', 'guides/added-0', 'guides/page-00008']);
    expect(readFileSync(path.join(site, 'guides/added-0.md'), 'utf8')).toMatch(/^---\ntitle: "Added page added-0"/);
    deletePage(site, 'guides/added-0');
    expect(readFileSync(path.join(site, 'site.json'), 'utf8')).toBe(before);
    expect(() => readFileSync(path.join(site, 'guides/added-0.md'))).toThrow();
  });
});

describe('static server', () => {
  it('serves a folder as its index.html, files with their type and size, and 404 for the rest', async () => {
    const dir = path.join(work, 'out');
    mkdirSync(path.join(dir, 'guides', 'a'), { recursive: true });
    writeFileSync(path.join(dir, 'guides', 'a', 'index.html'), '<p>page a</p>');
    writeFileSync(path.join(dir, 'pagefind.en_1.pf_meta'), Buffer.alloc(1000, 7));
    const server = await serveStatic(dir);
    try {
      const page = await fetch(new URL('guides/a/', server.url));
      expect([page.status, page.headers.get('content-type'), await page.text()]).toEqual([
        200,
        'text/html; charset=utf-8',
        '<p>page a</p>',
      ]);
      const meta = await fetch(new URL('pagefind.en_1.pf_meta', server.url));
      expect(meta.headers.get('content-type')).toBe('application/octet-stream');
      expect((await meta.arrayBuffer()).byteLength).toBe(1000);
      expect((await fetch(new URL('guides/', server.url))).status).toBe(404);
      expect((await fetch(new URL('missing.js', server.url))).status).toBe(404);
    } finally {
      await server.close();
    }
    expect(contentType('wasm.en.pagefind')).toBe('application/octet-stream');
    expect(contentType('pagefind.js')).toBe('text/javascript; charset=utf-8');
    expect(contentType('x.wasm')).toBe('application/wasm');
    expect(contentType('pagefind-entry.json')).toBe('application/json');
  });
});

describe('markdownTables', () => {
  it('writes every build with both peaks, the search queries, and what was not run', () => {
    const m = (wallMs: number) => ({ wallMs, cpuMs: wallMs * 2, rssMb: 300, treePeakRssMb: 420 });
    const text = markdownTables({
      sizes: {
        100000: {
          pages: 100001,
          quireCold: m(300_000),
          quireOutput: { htmlKb: 20, htmlGzipKb: 5, jsGzipKb: 2.2 },
          quireNoChange: m(900),
          quireOneEdit: m(1000),
          quireOneAdded: m(1200),
          quireOneDeleted: m(1100),
          pagefind: { skipped: 'not run at 100000 pages (opt in with --pagefind 100000)' },
          bare: { skipped: 'not run at 100000 pages (opt in with --bare 100000)' },
          vitepress: { skipped: 'not run at 100000 pages (opt in with --vitepress 1000,100000)' },
          search: {
            queries: [
              { query: 'token', kb: 250.5, requests: 12, searchKb: 240.1, searchRequests: 10, resultsMs: 900 },
              { query: 'rotate schema', kb: 40, requests: 4, searchKb: 40, searchRequests: 4, resultsMs: 300 },
            ],
          },
          ratios: {},
        },
      },
    });
    expect(text).toContain('| 100000 | Quire, cold | 300.00 s | 600.00 s | 300 MB | 420 MB | 20 KB (5 KB) | 2.2 KB |');
    expect(text).toContain('| 100000 | Quire, rebuild, one page added | 1.20 s | 2.40 s | 300 MB | 420 MB |  |  |');
    expect(text).toContain('| 100000 | Quire, rebuild, one page deleted | 1.10 s |');
    expect(text).toContain(
      '| 100000 | bare unified pipeline, 2 threads | not run at 100000 pages (opt in with --bare 100000) |',
    );
    expect(text).toContain('| 100000 | first query “token” | 250.5 KB | 12 | 240.1 KB in 10 | 0.90 s |');
    expect(text).toContain('| 100000 | next query “rotate schema” | 40 KB | 4 | 40 KB in 4 | 0.30 s |');
  });
});

/** Every file under `dir` with its bytes, by relative path. */
function readTree(dir: string, prefix = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) Object.assign(files, readTree(dir, rel));
    else files[rel] = readFileSync(path.join(dir, rel), 'utf8');
  }
  return files;
}

describe('corpus text', () => {
  it('counts prose words outside front matter, code, tags and link targets, and code identifiers inside fences', () => {
    const { prose, code } = splitPage(
      '---\ntitle: Secret title\n---\nimport X from "/snippets/x.mdx"\n\nRead [the guide](/guides/hidden-path) first.\n' +
        '<Note icon="tagword">Inside a note.</Note> Use `inlinecode` here.\n```js\nconst fencedIdentifier = 1;\n```\n',
    );
    const words = prose.match(/[A-Za-z]+/g);
    expect(words).toEqual(['Read', 'the', 'guide', 'first', 'Inside', 'a', 'note', 'Use', 'here']);
    expect(code).toBe('const fencedIdentifier = 1;');
  });

  it('writes the same bytes for the same size, as large as the synthetic text, in words of the corpus', async () => {
    const a = path.join(work, 'corpus-a');
    const b = path.join(work, 'corpus-b');
    const synthetic = path.join(work, 'synthetic');
    await generateSite(a, 80, { text: 'corpus' });
    await generateSite(b, 80, { text: 'corpus' });
    await generateSite(synthetic, 80);
    const pages = readTree(a);
    expect(readTree(b)).toEqual(pages);
    // Same pages, same structure, about the same bytes.
    const syntheticPages = readTree(synthetic);
    expect(Object.keys(pages).sort()).toEqual(Object.keys(syntheticPages).sort());
    const bytes = (tree: Record<string, string>) => Object.values(tree).reduce((sum, t) => sum + t.length, 0);
    expect(bytes(pages) / bytes(syntheticPages)).toBeGreaterThan(0.9);
    expect(bytes(pages) / bytes(syntheticPages)).toBeLessThan(1.1);
    const page = pages['guides/page-00007.md'];
    expect(page).toMatch(/^---\ntitle: "[^"]+ 7"\ndescription: "[^"]+"\n---\n/);
    expect(page.match(/^## /gm)).toHaveLength(3);
    expect(page.match(/^```/gm)).toHaveLength(4);
    // A Zipfian text: the most frequent word of the corpus is on every page, the bench's query words on some only.
    const { words } = readVocabulary();
    expect(words[0][0]).toBe('the');
    expect(words.length).toBe(15000);
    const texts = Object.entries(pages).filter(([file]) => file.includes('page-'));
    const on = (word: string) => texts.filter(([, t]) => new RegExp(`\\b${word}\\b`, 'i').test(t)).length;
    expect(on('the')).toBe(80);
    expect(on('webhook')).toBeGreaterThan(0);
    expect(on('webhook')).toBeLessThan(40);
    expect(on('rate')).toBeLessThan(40);
    expect(on('limit')).toBeLessThan(40);
  });
});

describe('compareFigures', () => {
  const build = (wallMs: number, rssMb = 300) => ({ wallMs, cpuMs: 2000, rssMb, treePeakRssMb: 400 });
  const row = (coldMs: number, firstKb: number, query = 'webhook') => ({
    pages: 1001,
    quireCold: build(coldMs),
    quireOutput: { htmlKb: 27, htmlGzipKb: 8.5, jsGzipKb: 5.1 },
    quireOneEdit: build(1000, 120),
    bare: { skipped: 'not run at 1000 pages (opt in with --bare 1000)' },
    search: {
      queries: [{ query, kb: firstKb, requests: 70, searchKb: firstKb, searchRequests: 69, resultsMs: 900 }],
    },
  });

  it('flags a figure more than 10% higher than recorded, and only those', () => {
    const recorded = { text: 'corpus', ...row(10_000, 500) };
    const rows = compareFigures(recorded, row(11_500, 550), { text: 'corpus' });
    const byFigure = Object.fromEntries(rows.map((r) => [r.figure, r]));
    expect(byFigure['Quire, cold: wall']).toMatchObject({ recorded: 10_000, now: 11_500, worse: true });
    expect(byFigure['Quire, cold: wall'].change).toBeCloseTo(0.15);
    // Exactly 10% worse is within the budget.
    expect(byFigure['first query “webhook”: downloaded']).toMatchObject({ recorded: 500, now: 550, worse: false });
    expect(byFigure['Quire, cold: CPU']).toMatchObject({ change: 0, worse: false });
    expect(rows.filter((r) => r.worse).map((r) => r.figure)).toEqual(['Quire, cold: wall']);
    // Skipped builds give no figures.
    expect(rows.some((r) => r.figure.startsWith('bare'))).toBe(false);
    const table = comparisonTable(rows);
    expect(table[0]).toEqual({
      figure: 'Quire, cold: wall',
      recorded: '10.00 s',
      now: '11.50 s',
      change: '+15.0%',
      flag: FLAG,
    });
    expect(table.find((t) => t.figure === 'Quire, cold: HTML/page gzip')).toEqual({
      figure: 'Quire, cold: HTML/page gzip',
      recorded: '8.5 KB',
      now: '8.5 KB',
      change: '+0.0%',
      flag: '',
    });
    expect(comparisonTable(compareFigures(recorded, row(8000, 400), { text: 'corpus' }))[0].change).toBe('-20.0%');
  });

  it('compares nothing measured on another text, nor another query, nor with no record', () => {
    const recorded = { text: 'synthetic', ...row(10_000, 500, 'token') };
    const none = (rows: { recorded?: number; worse: boolean }[]) =>
      rows.every((r) => r.recorded === undefined && !r.worse);
    expect(none(compareFigures(recorded, row(20_000, 900), { text: 'corpus' }))).toBe(true);
    expect(none(compareFigures(undefined, row(20_000, 900), { text: 'corpus' }))).toBe(true);
    const sameText = compareFigures({ ...recorded, text: 'corpus' }, row(10_000, 900), { text: 'corpus' });
    expect(sameText.find((r) => r.figure.includes('webhook'))?.recorded).toBeUndefined();
    expect(sameText.find((r) => r.figure === 'Quire, cold: wall')?.recorded).toBe(10_000);
  });

  it('records the sizes of a run, medians only, keeping the other sizes', () => {
    const results = {
      date: '2026-11-28T14:05:00.000Z',
      commit: 'abc1234',
      machine: { cpus: 2, cpu: 'AMD EPYC', memoryGb: 24, node: 'v20.20.2' },
      text: 'corpus',
      queries: ['webhook', 'rate limit'],
      runs: 1,
      sizes: {
        1000: { ...row(9000, 500), loadAverage: [21.5, 22], quireCold: { ...build(9000), runs: [build(9000)] } },
      },
    };
    const recorded = recordResults({ sizes: { 10000: { text: 'corpus', commit: 'old' } } }, results);
    expect(recorded.sizes[10000]).toEqual({ text: 'corpus', commit: 'old' });
    expect(recorded.sizes[1000]).toMatchObject({
      date: '2026-11-28 14:05',
      commit: 'abc1234',
      text: 'corpus',
      runs: 1,
    });
    expect(recorded.sizes[1000].quireCold).toEqual(build(9000));
    const block = readmeBlock({ sizes: { 1000: recorded.sizes[1000] } });
    expect(block).toContain(
      '- 1,000 pages: 2026-11-28 14:05 UTC, commit `abc1234`, corpus text, one run, 2 cores (AMD EPYC), 24 GB, Node v20.20.2, load average 21.5 → 22\n',
    );
    // What was not run is left out of the README.
    expect(block).toContain('| 1000 | Quire, cold | 9.00 s |');
    expect(block).not.toContain('bare unified');
  });
});

describe('recorded.json', () => {
  it('is what the README Benchmark table shows', () => {
    const readme = readFileSync(README_FILE, 'utf8');
    const block = readme.slice(readme.indexOf(README_START), readme.indexOf(README_END) + README_END.length);
    expect(block).toBe(readmeBlock(readRecorded()));
    expect(block).toContain('| first query “webhook” |');
  });
});
