/**
 * The precompiled config validators (src/config/generated/, from scripts/generate-validators.js): current with the
 * schemas, and giving exactly the errors a validator compiled at run time with the same options gives — the same
 * keys, equal values, and the very same `schema`, `parentSchema` and `data` objects — over real configs and over
 * every config made invalid by replacing one of their values.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ajvModule, { type ErrorObject, type ValidateFunction } from 'ajv';
import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { renderValidatorModule, VALIDATOR_OPTIONS, VALIDATORS } from '../../scripts/generate-validators.js';
import { docsSchema } from '../../src/config/docs-json/schema/index.js';
import { validateDocsJson } from '../../src/config/generated/docs-validator.js';
import { validateSiteJson } from '../../src/config/generated/site-validator.js';
import type { SchemaNode } from '../../src/config/schema-node.js';
import { siteSchema } from '../../src/config/schema/index.js';
import { corpusPath, describeCorpus, hasSharedCorpus } from '../helpers/shared-corpus.js';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

const kinds = [
  { name: 'site.json', schema: siteSchema, precompiled: validateSiteJson, spec: VALIDATORS[0] },
  { name: 'docs.json', schema: docsSchema, precompiled: validateDocsJson, spec: VALIDATORS[1] },
] as const;

/** A validator compiled at run time, as Quire did before the standalone code. */
function compileAtRunTime(schema: SchemaNode): ValidateFunction {
  return new ajvModule.default(VALIDATOR_OPTIONS).compile(schema);
}

const readConfig = (file: string): unknown => parse(readFileSync(file, 'utf8'), [], { allowTrailingComma: true });

/** The config files (of one kind) in the project's own fixtures and example. */
function fixtureConfigs(name: string): string[] {
  const dirs = readdirSync(path.join(projectRoot, 'test/fixtures')).map((dir) => path.join('test/fixtures', dir));
  return ['example-docs', ...dirs]
    .map((dir) => path.join(projectRoot, dir, name))
    .filter((file) => {
      try {
        return readFileSync(file).length > 0;
      } catch {
        return false;
      }
    });
}

// Values that break most settings: each replaces one value of a real config in turn.
const WRONG_VALUES: unknown[] = [42, -1, 'not-a-value', '', true, null, [], [42], {}, { notASetting: 1 }];

/** `config` itself, then every variant of it with one value (the root included) replaced by one of WRONG_VALUES. */
function* oneValueWrong(config: unknown): Generator<unknown> {
  yield config;
  yield* WRONG_VALUES;
  yield* innerValueWrong(config, config);
}

/**
 * `root` with one value inside `node` replaced in turn (changed in place, put back before the next). Of an array,
 * only the first three items: the others are checked by the same schema, and long navigations would slow the test.
 */
function* innerValueWrong(node: unknown, root: unknown): Generator<unknown> {
  if (node === null || typeof node !== 'object') return;
  const holder = node as Record<string, unknown>;
  const keys = Object.keys(holder);
  for (const key of Array.isArray(node) ? keys.slice(0, 3) : keys) {
    const original = holder[key];
    for (const wrong of WRONG_VALUES) {
      holder[key] = wrong;
      yield root;
    }
    holder[key] = original;
    yield* innerValueWrong(original, root);
  }
}

/** The first difference between two error lists (see the module comment), or undefined when there is none. */
function differenceOf(actual: ErrorObject[], expected: ErrorObject[]): string | undefined {
  if (actual.length !== expected.length) return `${actual.length} errors instead of ${expected.length}`;
  for (const [i, want] of expected.entries()) {
    const got = actual[i] as unknown as Record<string, unknown>;
    const keys = Object.keys(want);
    if (Object.keys(got).join() !== keys.join()) return `error ${i}: keys ${Object.keys(got)} instead of ${keys}`;
    for (const key of keys) {
      const value = (want as unknown as Record<string, unknown>)[key];
      const same = ['schema', 'parentSchema', 'data'].includes(key)
        ? got[key] === value
        : JSON.stringify(got[key]) === JSON.stringify(value);
      if (!same) return `error ${i} (${want.instancePath} ${want.keyword}): ${key} differs`;
    }
  }
  return undefined;
}

/** Run both validators over `configs` and every one-value-wrong variant; the differences and the errors compared. */
function compare(kind: (typeof kinds)[number], configs: Array<[string, unknown]>) {
  const atRunTime = compileAtRunTime(kind.schema);
  const differences: string[] = [];
  let errors = 0;
  for (const [label, config] of configs) {
    let variant = 0;
    for (const value of oneValueWrong(config)) {
      variant++;
      const expected = atRunTime(value) ? [] : [...(atRunTime.errors ?? [])];
      const actual = kind.precompiled(value) ? [] : [...(kind.precompiled.errors ?? [])];
      const difference = differenceOf(actual, expected);
      if (difference) differences.push(`${label}, variant ${variant}: ${difference}`);
      errors += expected.length;
    }
  }
  return { differences: differences.slice(0, 10), errors };
}

describe('the precompiled config validators', () => {
  for (const kind of kinds) {
    it(`${kind.name}: is current with the schema (run \`npm run gen:validators\` if this fails)`, () => {
      expect(kind.spec.build()).toEqual(kind.schema);
      expect(readFileSync(path.join(projectRoot, kind.spec.file), 'utf8')).toBe(
        renderValidatorModule(kind.schema, kind.spec),
      );
    });

    it(`${kind.name}: needs nothing of ajv but its small runtime helpers`, () => {
      const text = readFileSync(path.join(projectRoot, kind.spec.file), 'utf8');
      expect(text).not.toMatch(/^import (?!type )[^\n]*'ajv/m);
      for (const [call] of text.matchAll(/\brequire\([^)]*\)/g))
        expect(call).toMatch(/^require\("ajv\/dist\/runtime\/\w+"\)$/);
    });

    it(`${kind.name}: gives the runtime-compiled validator's errors over the fixtures, each with one value wrong`, () => {
      const files = fixtureConfigs(kind.name);
      expect(files.length).toBeGreaterThan(0);
      const { differences, errors } = compare(
        kind,
        files.map((file) => [path.relative(projectRoot, file), readConfig(file)]),
      );
      expect(differences).toEqual([]);
      expect(errors).toBeGreaterThan(1000);
    });
  }
});

describeCorpus('the precompiled config validators over the shared corpus', () => {
  const mintJsonDir = corpusPath('mint-json');
  const projectsDir = corpusPath('mintlify-projects');
  const configsNamed = (name: string): Array<[string, unknown]> =>
    hasSharedCorpus()
      ? readdirSync(projectsDir)
          .map((project) => path.join(projectsDir, project, name))
          .filter((file) => {
            try {
              return readFileSync(file).length > 0;
            } catch {
              return false;
            }
          })
          .map((file) => [path.relative(projectsDir, file), readConfig(file)])
      : [];

  it('site.json: the same errors over every mint.json of the corpus, each with one value wrong', () => {
    const files = readdirSync(mintJsonDir).filter((name) => name.endsWith('.json'));
    expect(files).toHaveLength(32);
    const configs: Array<[string, unknown]> = [
      ...files.map((name): [string, unknown] => [name, readConfig(path.join(mintJsonDir, name))]),
      ...configsNamed('mint.json'),
    ];
    const { differences, errors } = compare(kinds[0], configs);
    expect(differences).toEqual([]);
    expect(errors).toBeGreaterThan(10_000);
  });

  it('docs.json: the same errors over every docs.json of the corpus, each with one value wrong', () => {
    const configs = configsNamed('docs.json');
    expect(configs.length).toBeGreaterThan(0);
    const { differences, errors } = compare(kinds[1], configs);
    expect(differences).toEqual([]);
    expect(errors).toBeGreaterThan(1000);
  });
});
