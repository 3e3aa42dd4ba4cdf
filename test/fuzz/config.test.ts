/**
 * Fuzzing `validateConfigText` (site.json): random text, random JSON, and mutations of the example's site.json and
 * of 32 real Mintlify configs. Every result is a config or diagnostics, each with a real position in site.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSchema } from '../../src/config/schema/index.js';
import { EXAMPLE, jsonTextArb, mutatedText, mutatedValue, readCorpusSeeds } from './helpers/arbitraries.js';
import { checkResult } from './helpers/check-diagnostics.js';
import {
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  FUZZ_SEED,
  keepFailingInput,
  startFuzzWorker,
  type FuzzWorker,
} from './helpers/fuzz-worker.js';

const seedTexts = [readFileSync(path.join(EXAMPLE, 'site.json'), 'utf8'), ...Object.values(readCorpusSeeds(['.json']))];
const seedValues = seedTexts.map((text) => JSON.parse(text) as unknown);
const KEYS = [
  ...Object.keys((siteSchema as { properties: Record<string, unknown> }).properties),
  'group',
  'pages',
  'url',
  'name',
  'href',
  'light',
  'dark',
  'type',
];
const TOKENS = [
  '{',
  '}',
  '[',
  ']',
  '"',
  ':',
  ',',
  '\n',
  ' ',
  'null',
  'true',
  '"name"',
  '"url"',
  '"pages"',
  '// x',
  '/* x */',
  "'x'",
  '\\"',
  '1e999',
  '"\\u0000"',
];

let worker: FuzzWorker;
beforeAll(async () => {
  worker = await startFuzzWorker();
});
afterAll(() => worker?.close());

async function check(text: string): Promise<boolean> {
  return keepFailingInput(text, async () => {
    const result = await worker.run('config', { text });
    checkResult(result, { 'site.json': text }, [], /\n/);
    return result.ok;
  });
}

describe('fuzzing site.json', () => {
  it('keeps the seeds valid (so mutations start from configs that load)', async () => {
    let loaded = 0;
    for (const text of seedTexts) if (await check(text)) loaded++;
    expect(loaded).toBeGreaterThan(seedTexts.length / 2);
  });

  it(`answers ${FUZZ_RUNS} mutated texts with a config or located diagnostics`, {
    timeout: FUZZ_TIMEOUT_MS,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(mutatedText(seedTexts, TOKENS), async (text) => void (await check(text))),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
    );
  });

  it(`answers ${FUZZ_RUNS} structurally mutated configs with a config or located diagnostics`, {
    timeout: FUZZ_TIMEOUT_MS,
  }, async () => {
    let loaded = 0;
    await fc.assert(
      fc.asyncProperty(jsonTextArb(mutatedValue(seedValues, KEYS)), async (text) => {
        if (await check(text)) loaded++;
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED + 1, endOnFailure: true },
    );
    // Some mutations must stay valid, or the later stages of the config check were never reached.
    expect(loaded).toBeGreaterThan(0);
  });

  it(`answers ${FUZZ_RUNS} random texts and JSON values with located diagnostics`, {
    timeout: FUZZ_TIMEOUT_MS,
  }, async () => {
    const random = fc.oneof(
      fc.string({ maxLength: 200, unit: 'binary' }),
      jsonTextArb(fc.jsonValue({ maxDepth: 4 })),
      jsonTextArb(fc.object({ maxDepth: 3 })),
    );
    await fc.assert(
      fc.asyncProperty(random, async (text) => void (await check(text))),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED + 2, endOnFailure: true },
    );
  });
});
