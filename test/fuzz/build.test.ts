/**
 * End-to-end fuzzing: whole sites made of mutated settings, hostile page references and mutated pages, built with
 * `buildSite` into an output folder beside the docs folder. Each build succeeds or fails with diagnostics, never
 * throws, ends within a time bound, and writes nothing outside the output folder (everything else in the parent
 * folder is byte-identical afterwards, and no temporary folder is left beside the output).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { hashTree } from '../helpers/site-fixture.js';
import { EXAMPLE, HOSTILE, mutatedText, mutatedValue, readSeeds } from './helpers/arbitraries.js';
import { checkResult } from './helpers/check-diagnostics.js';
import { FUZZ_RUNS, FUZZ_SEED } from './helpers/fuzz-worker.js';

/** Whole builds are slower than one stage: a fiftieth of the cases of the other targets, at least 20. */
const BUILD_RUNS = Math.max(20, Math.round(FUZZ_RUNS / 50));
const BUILD_DEADLINE_MS = 60_000;

const pages = Object.values(readSeeds(EXAMPLE, ['.md']));
const FILES = [
  'index.md',
  'guide/setup.md',
  'guide/other.mdx',
  'weird name.md',
  'ünïcode.md',
  'a..md',
  '_quire/x.md',
  '404.md',
  '404.html.md',
  'sitemap.xml.md',
  '_quire/search/pagefind.js.md',
  'images/x.md',
  'guide/setup/index.md',
];
const REFS = [
  'index',
  'guide/setup',
  'guide/other',
  'weird name',
  'ünïcode',
  'a.',
  '_quire/x',
  '404',
  '../escape',
  '../../../etc/passwd',
  '/guide/setup',
  'guide/setup.md',
  '%2e%2e/x',
  'a\\..\\..\\b',
  '.',
  '',
  'index/',
  '/',
  '//evil.example/x',
  'sitemap.xml',
];
const URLS = [
  'guide',
  '/guide',
  '../..',
  'https://example.com',
  '//evil.example',
  '.',
  '',
  '_quire',
  'javascript:alert(1)',
  'data:text/html,x',
];
const KEYS = [
  'name',
  'navigation',
  'group',
  'pages',
  'anchors',
  'tabs',
  'url',
  'logo',
  'favicon',
  'topbarLinks',
  'topbarCtaButton',
  'footerSocials',
  'versions',
  'version',
  'openapi',
  'api',
  'backgroundImage',
];
const BASE = {
  name: 'Fuzz',
  navigation: [
    { group: 'Start', pages: ['index', 'guide/setup'] },
    { group: 'More', pages: ['guide/other'] },
  ],
  anchors: [{ name: 'Guide', url: 'guide' }],
  tabs: [{ name: 'Tab', url: 'guide' }],
  topbarLinks: [{ name: 'Home', url: 'https://example.com' }],
};

const work = mkdtempSync(path.join(os.tmpdir(), 'quire-fuzz-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const CLEAN = [
  '# Title\n\nText with **bold** and a [link](./index.md).\n',
  '---\ntitle: "<script>alert(1)</script>"\n---\n\n<div>raw</div>\n',
  '## Only h2\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
  '',
];
const siteArb = fc.record({
  clean: fc.boolean(),
  config: mutatedValue(
    [BASE],
    KEYS,
    fc.oneof(
      fc.constantFrom(...REFS, ...URLS, ...HOSTILE),
      fc.constantFrom(...REFS).map((r) => [r]),
      fc.jsonValue({ maxDepth: 2 }),
    ),
  ),
  files: fc.dictionary(
    fc.constantFrom(...FILES),
    mutatedText(pages.slice(0, 8), [
      '[x](../../../etc/passwd)',
      '![x](../../../../etc/hostname)',
      '[x](/_quire/)',
      '<script>alert(1)</script>',
      '# ',
      '\n---\n',
      '{',
      '\u0000',
    ]),
  ),
  index: fc.boolean(),
});

let case_ = 0;

describe('fuzzing whole builds', () => {
  it(`builds ${BUILD_RUNS} fuzzed sites, writing only inside the output folder`, { timeout: 900_000 }, async () => {
    let built = 0;
    await fc.assert(
      fc.asyncProperty(siteArb, async ({ clean, config, files, index }) => {
        const parent = path.join(work, String(case_++));
        const docs = path.join(parent, 'docs');
        const out = path.join(parent, 'out');
        mkdirSync(path.join(parent, 'other'), { recursive: true });
        writeFileSync(path.join(parent, 'other', 'keep.txt'), 'must not change');
        // Half the sites keep the base settings and clean pages for every listed page, so many builds succeed.
        const base: Record<string, string> = clean
          ? { 'index.md': CLEAN[0], 'guide/setup.md': CLEAN[1], 'guide/other.mdx': CLEAN[2] }
          : {};
        const written: Record<string, string> = {
          'site.json': `${JSON.stringify(clean ? BASE : config, null, 2) ?? ''}\n`,
          ...files,
          ...base,
        };
        if (index) written['index.md'] ??= '# Home\n';
        for (const [rel, text] of Object.entries(written)) {
          mkdirSync(path.dirname(path.join(docs, rel)), { recursive: true });
          writeFileSync(path.join(docs, rel), text);
        }
        const before = hashTree(parent);
        let timer: NodeJS.Timeout | undefined;
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`build took longer than ${BUILD_DEADLINE_MS} ms`)),
            BUILD_DEADLINE_MS,
          );
        });
        const result = await Promise.race([buildSite({ root: docs, outDir: out, workers: 0 }), deadline]).finally(() =>
          clearTimeout(timer),
        );
        if (result.ok) built++;
        // Every diagnostic names a docs file (or the command line / search), with a position when it is a file's.
        const texts: Record<string, string> = { ...written, '(command line)': '', '(search)': '' };
        checkResult({ ok: result.ok, diagnostics: result.diagnostics }, texts, [
          { rule: 'graph/unlisted-page', why: 'a page no group lists: the whole file is the problem' },
          { rule: 'graph/duplicate-url', why: 'two files for one URL: the whole file is the problem' },
          { rule: 'build/output-conflict', why: 'the file name is the problem' },
          { rule: 'search/index', why: 'about the search index, not a file' },
        ]);
        const after = hashTree(parent);
        const outside = (tree: Record<string, string>) =>
          Object.fromEntries(
            Object.entries(tree).filter(
              ([file]) => !file.startsWith(`out${path.sep}`) && !file.startsWith(`docs${path.sep}.quire${path.sep}`),
            ),
          );
        expect(outside(after)).toEqual(outside(before));
        expect(readdirSync(parent).sort()).toEqual(result.ok ? ['docs', 'other', 'out'] : ['docs', 'other']);
        rmSync(parent, { recursive: true, force: true });
      }),
      { numRuns: BUILD_RUNS, seed: FUZZ_SEED, endOnFailure: true },
    );
    expect(built).toBeGreaterThan(0);
  });
});
