/**
 * Fuzzing the OpenAPI loader on documents held in memory (`loadOpenApi` with a `read` function): mutated texts and
 * mutated values of the example's `user-groups.yaml` and the test fixtures (including a description split across
 * files), `$ref`s pointed anywhere, and random documents. Every result is a loaded document (whose endpoints then
 * render) or diagnostics with a position in the file they name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { parse as parseYaml, stringify as toYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE, mutatedText, mutatedValue, readSeeds, valueArb } from './helpers/arbitraries.js';
import { checkResult, type PositionlessRule } from './helpers/check-diagnostics.js';
import {
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  FUZZ_SEED,
  keepFailingInput,
  startFuzzWorker,
  type FuzzWorker,
} from './helpers/fuzz-worker.js';

/** A set of files and the one the `openapi` setting names. */
interface Spec {
  files: Record<string, string>;
  entry: string;
}

const fixtures = readSeeds(path.resolve('test/fixtures/openapi'), ['.yaml', '.json']);
const single: Spec[] = [
  {
    files: { 'openapi/user-groups.yaml': readFileSync(path.join(EXAMPLE, 'openapi/user-groups.yaml'), 'utf8') },
    entry: 'openapi/user-groups.yaml',
  },
  ...['v3.0/petstore.yaml', 'v3.1/users.yaml', 'cycles/tree.yaml'].map((entry) => ({
    files: { [entry]: fixtures[entry] },
    entry,
  })),
];
const multi: Spec = {
  files: Object.fromEntries(Object.entries(fixtures).filter(([name]) => name.startsWith('multi-file/'))),
  entry: 'multi-file/main.yaml',
};
const seeds = [...single, multi];

const TOKENS = [
  '\n',
  '  ',
  '- ',
  ': ',
  '$ref: ',
  "$ref: '#/components/schemas/Missing'",
  "$ref: '#'",
  "$ref: './schemas/order.yaml'",
  "$ref: 'http://127.0.0.1:9/x.yaml'",
  '{',
  '}',
  '[',
  ']',
  '"',
  "'",
  '&a',
  '*a',
  'openapi: 3.0.0',
  'type: object',
  'paths:',
  '/x:',
  'get:',
];
const KEYS = [
  'openapi',
  'info',
  'paths',
  'components',
  'schemas',
  'properties',
  'type',
  'items',
  'allOf',
  'oneOf',
  'anyOf',
  'required',
  'parameters',
  'responses',
  'requestBody',
  'content',
  'schema',
  'example',
  'examples',
  'enum',
  'servers',
  'security',
  'securitySchemes',
  'get',
  'post',
  '$ref',
  'description',
  'summary',
  'in',
  'name',
];
const REFS = [
  '#',
  '#/',
  '#/components',
  '#/components/schemas/Missing',
  '#/paths/~1orders~1{orderId}',
  './schemas/order.yaml',
  './schemas/customer.yaml#/properties',
  'parameters.json#/orderId',
  'missing.yaml',
  '../../../../etc/passwd',
  '/etc/passwd',
  'file:///etc/passwd',
  'http://127.0.0.1:9/x.yaml',
  'data:text/plain,x',
  '#/components/schemas/%00',
  '#/a~2b',
];
const values = fc.oneof(
  { weight: 3, arbitrary: valueArb(KEYS) },
  { weight: 2, arbitrary: fc.constantFrom(...REFS).map(($ref) => ({ $ref })) },
);

// Problems with the `openapi` entry itself point at site.json by JSON path; the count of problems past the first
// twenty is a summary of the whole file.
const POSITIONLESS: PositionlessRule[] = [
  {
    rule: 'openapi/load',
    why: 'about the openapi setting of site.json',
    when: (d) => d.file === 'site.json' && d.jsonPath !== undefined,
  },
  {
    rule: 'openapi/invalid',
    why: '"… and N more problems" sums up the file',
    when: (d) => d.message.startsWith('… and '),
  },
];

let worker: FuzzWorker;
let loaded = 0;
beforeAll(async () => {
  worker = await startFuzzWorker();
});
afterAll(() => worker?.close());

async function check(spec: Spec): Promise<void> {
  const result = await keepFailingInput(spec, () => worker.run('openapi', spec));
  // The yaml library counts lines at `\n` only (a lone `\r` does not start a line for it).
  await keepFailingInput(spec, async () =>
    checkResult(result, { ...spec.files, 'site.json': '{}' }, POSITIONLESS, /\n/),
  );
  if (result.ok) loaded++;
}

/** One seed with one of its files changed by `change`. */
function mutateOneFile(change: (text: string, file: string) => fc.Arbitrary<string>): fc.Arbitrary<Spec> {
  return fc
    .constantFrom(...seeds)
    .chain((spec) =>
      fc
        .constantFrom(...Object.keys(spec.files))
        .chain((file) =>
          change(spec.files[file], file).map((text) => ({ entry: spec.entry, files: { ...spec.files, [file]: text } })),
        ),
    );
}

describe('fuzzing OpenAPI documents', () => {
  it('loads the seeds', async () => {
    for (const spec of seeds) await check(spec);
    expect(loaded).toBe(seeds.length);
  });

  it(`answers ${FUZZ_RUNS} mutated texts with a document or located diagnostics`, {
    timeout: FUZZ_TIMEOUT_MS,
  }, async () => {
    const arb = mutateOneFile((text) => mutatedText([text], TOKENS));
    await fc.assert(fc.asyncProperty(arb, check), { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true });
  });

  it(`answers ${FUZZ_RUNS} structurally mutated documents, $refs pointed anywhere`, {
    timeout: FUZZ_TIMEOUT_MS,
  }, async () => {
    const before = loaded;
    const arb = mutateOneFile((text, file) =>
      fc
        .tuple(mutatedValue([file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)], KEYS, values), fc.boolean())
        .map(
          ([value, asJson]) =>
            (file.endsWith('.json') || asJson
              ? JSON.stringify(value, null, 2)
              : toYaml(value, { aliasDuplicateObjects: false })) ?? '',
        ),
    );
    await fc.assert(fc.asyncProperty(arb, check), { numRuns: FUZZ_RUNS, seed: FUZZ_SEED + 1, endOnFailure: true });
    // Enough mutations still load, or dereferencing and rendering were never reached.
    expect(loaded - before).toBeGreaterThan(FUZZ_RUNS / 10);
  });

  it(`answers ${FUZZ_RUNS} random documents`, { timeout: FUZZ_TIMEOUT_MS }, async () => {
    const doc = fc.record(
      {
        openapi: fc.constantFrom('3.0.3', '3.1.0', '3.2.0', '2.0', 3.1),
        info: valueArb(KEYS),
        paths: fc.dictionary(
          fc.string({ maxLength: 6 }).map((p) => `/${p}`),
          values,
          { maxKeys: 3 },
        ),
        components: fc.record({ schemas: fc.dictionary(fc.string({ maxLength: 4 }), values, { maxKeys: 3 }) }),
      },
      { requiredKeys: ['openapi'] },
    );
    const arb = fc
      .tuple(doc, fc.boolean())
      .map(
        ([value, asJson]): Spec =>
          asJson
            ? { files: { 'api.json': JSON.stringify(value) }, entry: 'api.json' }
            : { files: { 'api.yaml': toYaml(value) }, entry: 'api.yaml' },
      );
    await fc.assert(fc.asyncProperty(arb, check), { numRuns: FUZZ_RUNS, seed: FUZZ_SEED + 2, endOnFailure: true });
  });
});
