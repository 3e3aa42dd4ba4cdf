/**
 * Expansion bombs of every kind (issue 23, item 3), with generated fan-outs: template literals that repeat a string,
 * snippets that include a snippet several times, snippets that show their children several times, nested `.map`s,
 * docs.json `$ref` fan-outs and OpenAPI `$ref` fan-outs, each just deep enough to go past its budget twice over.
 * Budgets are counted, not timed, so small inputs suffice: every build must fail with the budget's error at a real
 * place in the file it names, never crash or run away. The deadline only tells a hang from a slow machine.
 */
import { rmSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { MAX_MERGED_VALUES } from '../../src/config/docs-json/refs.js';
import { MAX_EXPANDED_NODES, MAX_VALUE_UNITS } from '../../src/markdown/mdx/budget.js';
import { MAX_ENDPOINT_NODES } from '../../src/openapi/limits.js';
import {
  type Bomb,
  childrenBomb,
  docsRefBomb,
  mapBomb,
  openApiRefBomb,
  snippetBomb,
  templateBomb,
} from '../helpers/expansion-bombs.js';
import { writeFixture } from '../helpers/site-fixture.js';
import { checkResult } from './helpers/check-diagnostics.js';
import { FUZZ_SEED } from './helpers/fuzz-worker.js';

const RUNS = 12;
const DEADLINE_MS = 120_000;
/** Snippets and components nest at most 24 deep (snippets.ts), so a snippet bomb has at most 23 levels below the page. */
const MAX_SNIPPET_LEVELS = 23;

/** The fewest levels of `fanout` that reach `target` copies, plus one (twice the budget, at least). */
function levelsFor(fanout: number, target: number): number {
  return Math.ceil(Math.log(target) / Math.log(fanout)) + 1;
}

const KINDS: Record<string, (fanout: number) => Bomb> = {
  template: (f) => templateBomb(f, levelsFor(f, MAX_VALUE_UNITS / 16)),
  snippets: (f) => snippetBomb(f, Math.min(MAX_SNIPPET_LEVELS, levelsFor(f, MAX_EXPANDED_NODES / f))),
  children: (f) => childrenBomb(f, Math.min(MAX_SNIPPET_LEVELS, levelsFor(f, MAX_EXPANDED_NODES))),
  map: (f) => mapBomb(f, levelsFor(f, MAX_EXPANDED_NODES)),
  'docs.json $ref': (f) => docsRefBomb(f, levelsFor(f, MAX_MERGED_VALUES / 2)),
  'OpenAPI $ref': (f) => openApiRefBomb(f, levelsFor(f, MAX_ENDPOINT_NODES / 2)),
};

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The files as written to disk (objects as indented JSON), for checking positions. */
function texts(files: Bomb['files']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files).map(([file, content]) => [
      file,
      typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`,
    ]),
  );
}

describe('expansion budgets, fuzzed', () => {
  it(`stops ${RUNS} generated expansion bombs with a located error`, { timeout: RUNS * DEADLINE_MS }, async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(KINDS)), fc.integer({ min: 2, max: 8 }), async (kind, fanout) => {
        seen.add(kind);
        const bomb = KINDS[kind](fanout);
        const root = writeFixture(bomb.files);
        folders.push(root);
        let timer: NodeJS.Timeout | undefined;
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`${kind} ×${fanout} ran past ${DEADLINE_MS} ms`)), DEADLINE_MS);
        });
        const result = await Promise.race([buildSite({ root, workers: 0 }), deadline]).finally(() =>
          clearTimeout(timer),
        );
        checkResult({ ok: result.ok, diagnostics: result.diagnostics }, texts(bomb.files));
        const errors = result.diagnostics.filter((d) => d.severity === 'error');
        expect(result.ok).toBe(false);
        // A snippet bomb may reach the inlined size (the page limit) before the node budget.
        const rules = kind === 'snippets' ? [bomb.rule, 'markdown/page-too-large'] : [bomb.rule];
        expect(errors).toHaveLength(1);
        expect(rules).toContain(errors[0].rule);
        expect(errors[0].file).toMatch(bomb.file);
        rmSync(root, { recursive: true, force: true });
      }),
      { numRuns: RUNS, seed: FUZZ_SEED, endOnFailure: true },
    );
    expect(seen.size).toBeGreaterThan(3);
  });
});
