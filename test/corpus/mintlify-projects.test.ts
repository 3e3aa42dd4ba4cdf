/**
 * Every real Mintlify project of the shared corpus builds from its unmodified folder (mint.json or docs.json, as
 * published), with no flag but `--offline`: no errors (links and images that lead nowhere, as their images were not
 * copied, are warnings in Mintlify projects, as Mintlify publishes them), every page built, every page
 * that the navigation lists at its URL, and the fidelity tool finds no component, fence or link left raw. Then the
 * layout audit (src/layout/) opens the built site in Chromium: the home page, an endpoint page and the pages with the
 * most components, at 1280 and 375 px, in light and dark, and every defect fails the project, with its page,
 * component and a screenshot. It audits the folder the first test built, so each project is built once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it as vitestIt } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build.js';
import { BROKEN_ANCHORS } from './anchor-expectations.js';
import { compileIgnoreRules, IGNORE_FILE, ignorePatterns } from '../../src/content/ignore-rules.js';
import { auditLayout, type LayoutDefect } from '../../src/layout/audit.js';
import { choosePages } from '../../src/layout/pages.js';
import { launchChromium, serveSite } from '../browser/helpers/chrome-site.js';
import { corpusPath, describeCorpus, hasSharedCorpus } from '../helpers/shared-corpus.js';

const PROJECTS = hasSharedCorpus()
  ? readdirSync(corpusPath('mintlify-projects'))
      .filter((name) => statSync(corpusPath('mintlify-projects', name)).isDirectory())
      .sort()
  : [];
const FIDELITY = corpusPath('..', 'tools', 'mintlify-fidelity.mjs');
const OPERATION = /^(?:\S+\s+)?(?:get|post|put|patch|delete|head|options|trace)\s+\//i;
/**
 * Where the fidelity tool cannot reach 100% of titles: it strips inline code from the source before it compares, so a
 * title like "Run the CLI `dev` command" is looked for as "Run the CLI  command" (3 of 88 in trigger.dev, 1 of 136 in
 * lancedb, 1 of 1868 in PolyAI: "Why pass `reason` as a parameter?"). The pages do show those titles. It also reads
 * titles inside MDX comments, which no reader sees: 5 of 395 in PowerSync's coolify page, 1 of 229 in Hanko's
 * tutorials/introduction.
 */
const TITLE_FLOOR: Record<string, number> = {
  teamhanko__docs: 99.6,
  'triggerdotdev__trigger.dev@440d413': 96.6,
  'powersync-ja__powersync-docs': 98.7,
  'PolyAI-LDN__polyai-mintlify-doc': 99.9,
  lancedb__docs: 99.3,
};
/**
 * Where the fidelity tool cannot reach 100% of snippets: every miss was checked (issue 24 note), and each snippet's
 * text is on its pages. The tool takes a snippet's first "prose line" and looks for it in the page's text with tags
 * replaced by spaces, so it misses: a line whose inline code it strips ("To install Prefect with , run:"; checkly,
 * Novu, mintlify), a link or bold text followed by punctuation (the page reads "Novu instance , which"; Hanko's
 * hidden "**Hanko Backend Integration Guide**:"), a Markdown table row (checkly, Hanko), an attribute line of a JSX
 * tag written over several lines (trigger.dev's `href="/guides/frameworks/bun"` cards), a tooltip's tip text between
 * the words (PowerSync), and a code block after a blank line, which its fence pattern does not strip, so the "prose"
 * is code whose highlighted tokens the page splits with tags (meilisearch's 27 `client.index('movies')…` samples).
 * A floor per project: a snippet that stops reaching its page lowers the figure and fails.
 */
const SNIPPET_FLOOR: Record<string, number> = {
  'PrefectHQ__prefect@d56a01c': 66.7,
  checkly__docs: 87.7,
  meilisearch__documentation: 27,
  mintlify__docs: 96.3,
  'novuhq__docs@234d9ee': 64.7,
  'powersync-ja__powersync-docs': 59.1,
  teamhanko__docs: 69.6,
  'triggerdotdev__trigger.dev@440d413': 79.4,
};
/**
 * Raw code fences the source itself leaves raw, which CommonMark (and so Mintlify) shows as they are: Novu's
 * `legacy-guides/discord-guide.mdx` opens a fence in the middle of a line ("which is as follows: ```jsx import {",
 * line 111); Benzinga's Arabic `essentials/code` page says "three backticks ```" in its prose, with no closing run.
 */
const RAW_FENCES: Record<string, number> = { 'novuhq__docs@234d9ee': 1, 'Benzinga__benzinga-docs': 1 };
/**
 * Projects that do not build yet, each with why (issue 24). Their three tests are expected to fail (`it.fails`): a
 * project that starts to build fails its entry here, so a fixed one must leave the list.
 */
const EXPECTED_FAILURES: Record<string, string> = {};
const scratch = mkdtempSync(path.join(tmpdir(), 'quire-corpus-'));
/**
 * Pages per project the layout audit opens besides the home page and an endpoint page: the ones with the most
 * components, fifteen, as `quire check --layout` opens by default (at six, it missed defects on four projects that
 * fifteen found). 22 projects × 17 pages × 4 views take about 8 minutes of the CI run on a 2-core machine.
 */
const AUDIT_PAGES = 15;
/**
 * Layout defects the audit still finds, per project, with what they are: the audit is expected to fail there
 * (`it.fails`) until they are fixed, and a fixed project must leave the list.
 */
const LAYOUT_DEFECTS: Record<string, string> = {};
const shots = process.env.QUIRE_LAYOUT_SHOTS ?? path.join(tmpdir(), 'quire-layout-shots');
let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** One line per layout defect: where, what, and the screenshot. */
function describeDefect(d: LayoutDefect): string {
  const text = d.text ? ` "${d.text}"` : '';
  return `/${d.page.urlPath} [${d.variant}] ${d.rule} ${d.component}${text}: ${d.message}${d.screenshot ? ` — ${d.screenshot}` : ''}`;
}

/** Every page entry (a string in a `pages` array, or a group's `root`) of a config file, following docs.json `$ref`s. */
function navigationEntries(root: string, file: string): string[] {
  const entries: string[] = [];
  const walk = (value: unknown, key: string | undefined): void => {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (typeof item === 'string' && key === 'pages') entries.push(item);
        else walk(item, key);
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'root' && typeof v === 'string') entries.push(v);
        else if (k === '$ref' && typeof v === 'string' && !v.includes('redirects'))
          walk(JSON.parse(readFileSync(path.join(root, v), 'utf8')), undefined);
        else walk(v, k);
      }
    }
  };
  walk(JSON.parse(readFileSync(path.join(root, file), 'utf8')).navigation, 'navigation');
  return entries;
}

/** The page file a navigation entry names, as Mintlify resolves it, or undefined when there is none. */
function pageFile(root: string, entry: string): string | undefined {
  const stem = entry.replace(/^\/+/, '').replace(/\.mdx?$/, '');
  for (const candidate of [`${stem}.mdx`, `${stem}.md`, `${stem}/index.mdx`, `${stem}/index.md`])
    if (existsSync(path.join(root, candidate))) return candidate;
  return undefined;
}

function fidelity(root: string, out: string): Record<string, number> {
  const summary = execFileSync(process.execPath, [FIDELITY, root, out], { encoding: 'utf8' }).trim().split('\n').at(-1);
  const figures: Record<string, number> = {};
  for (const [, name, value] of summary?.matchAll(/([a-z ]+?) (\d+(?:\.\d+)?)(?:%|\/|,|;|$)/g) ?? [])
    figures[name.trim()] = Number(value);
  const pages = /pages (\d+)\/(\d+)/.exec(summary ?? '');
  if (pages) figures.pagesBuilt = Number(pages[1]);
  if (pages) figures.pagesTotal = Number(pages[2]);
  return figures;
}

/**
 * Pages the fidelity tool counts that Mintlify does not publish: those `.mintignore` and Mintlify's default ignores
 * hide (checkly's 146 `api-reference-old` and `skills` pages, `README.md`), and a root `skill.md`. The tool walks the
 * folder as it does.
 */
function hiddenPages(root: string): number {
  const ignoreFile = path.join(root, IGNORE_FILE);
  const rules = compileIgnoreRules(
    ignorePatterns(existsSync(ignoreFile) ? readFileSync(ignoreFile, 'utf8') : undefined, true),
  );
  let hidden = 0;
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      if (name.startsWith('.') || name === 'node_modules') continue;
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) {
        if (!/^_?snippets$/.test(name)) walk(file);
      } else if (/\.mdx?$/.test(name) && rules.ignores(path.relative(root, file).split(path.sep).join('/'), false))
        hidden++;
    }
  };
  walk(root);
  // A root `skill.md` is the site's agent skill file, published as written, not a page (site/agent-files.ts).
  if (existsSync(path.join(root, 'skill.md')) && !rules.ignores('skill.md', false)) hidden++;
  return hidden;
}

describeCorpus('real Mintlify projects, built from their unmodified folders', () => {
  for (const project of PROJECTS) {
    const expectedFailure = EXPECTED_FAILURES[project];
    // An expected failure runs the same tests with `it.fails`, which passes only while the test still fails.
    const it = expectedFailure === undefined ? vitestIt : vitestIt.fails;
    describe(expectedFailure === undefined ? project : `${project} (expected to fail: ${expectedFailure})`, () => {
      const root = corpusPath('mintlify-projects', project);
      const out = path.join(scratch, project);
      let result: BuildResult | undefined;

      it('builds as published, without --allow-broken-links: no errors', async () => {
        // No cache: the build must not write into the corpus folder. Offline: two projects name a remote OpenAPI URL,
        // and tests never reach the internet.
        result = await buildSite({
          root,
          outDir: out,
          offline: true,
          cache: false,
          workers: 0,
        });
        const errors = result.diagnostics.filter((d) => d.severity === 'error');
        expect(errors.map((d) => `${d.file}:${d.position?.line ?? ''} ${d.rule} ${d.message}`)).toEqual([]);
        expect(result.ok).toBe(true);
      }, 240_000);

      it("resolves the authors' #anchor links, but for the listed ones (anchor-expectations.ts)", () => {
        expect(result?.ok).toBe(true);
        const anchors = result?.diagnostics.filter((d) => d.rule === 'markdown/broken-anchor') ?? [];
        expect(anchors.every((d) => d.severity === 'warning')).toBe(true);
        expect(anchors.length).toBe(BROKEN_ANCHORS[project]?.count ?? 0);
      });

      it('builds every page its navigation lists, and reports the entries without a page', () => {
        expect(result?.ok).toBe(true);
        const configFile = ['docs.json', 'mint.json'].find((file) => existsSync(path.join(root, file)));
        expect(configFile).toBeDefined();
        const missing: string[] = [];
        let listed = 0;
        for (const entry of navigationEntries(root, configFile as string)) {
          if (OPERATION.test(entry)) continue;
          const file = pageFile(root, entry);
          if (file === undefined) {
            missing.push(entry);
            continue;
          }
          listed++;
          const slug = file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
          expect(existsSync(path.join(out, slug, 'index.html')), `${entry} is built`).toBe(true);
        }
        expect(listed).toBeGreaterThan(50);
        const reported = result?.diagnostics.filter((d) => d.rule === 'graph/missing-page') ?? [];
        expect(reported.length).toBe(missing.length);
      });

      it('leaves no component tag, code fence or markdown link raw, and shows every title, field and snippet', () => {
        expect(result?.ok).toBe(true);
        const figures = fidelity(root, out);
        expect(figures.pagesBuilt).toBe(figures.pagesTotal - hiddenPages(root));
        expect({ tags: figures['raw tags'], fences: figures['raw fences'], links: figures['raw md links'] }).toEqual({
          tags: 0,
          fences: RAW_FENCES[project] ?? 0,
          links: 0,
        });
        if (figures.titles !== undefined) expect(figures.titles).toBeGreaterThanOrEqual(TITLE_FLOOR[project] ?? 100);
        if (figures.params !== undefined) expect(figures.params).toBe(100);
        if (figures.snippets !== undefined)
          expect(figures.snippets).toBeGreaterThanOrEqual(SNIPPET_FLOOR[project] ?? 100);
      });

      const layoutIt = LAYOUT_DEFECTS[project] !== undefined && expectedFailure === undefined ? vitestIt.fails : it;
      const layoutName = `has no layout defect on its home page, an endpoint page and the pages with the most components${LAYOUT_DEFECTS[project] ? ` (expected to fail: ${LAYOUT_DEFECTS[project]})` : ''}`;
      layoutIt(
        layoutName,
        async () => {
          expect(result?.ok).toBe(true);
          browser ??= await launchChromium();
          const server = await serveSite(out);
          try {
            const defects = await auditLayout(browser, choosePages(out, AUDIT_PAGES), {
              siteUrl: server.url,
              screenshotDir: path.join(shots, project),
            });
            expect(defects.map(describeDefect)).toEqual([]);
          } finally {
            await server.close();
          }
        },
        300_000,
      );
    });
  }
});
