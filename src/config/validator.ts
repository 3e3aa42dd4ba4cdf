/**
 * The ajv validator for `site.json`, compiled once, on first use. ajv itself is also loaded only then, so commands
 * that never read the config do not pay for it (loading ajv takes ~30 ms, compiling the schema ~40 ms).
 */
import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { SchemaNode } from './schema-node.js';
import { siteSchema } from './schema/index.js';

const require = createRequire(import.meta.url);

// One compiled validator per schema: `site.json` (and `mint.json`) and `docs.json` each have their own.
const compiled = new Map<SchemaNode, ValidateFunction>();

/** How long loading ajv and compiling the schema took, in milliseconds; 0 until the first validation. */
export let validatorCompileMs = 0;

/** Get the compiled validator of `schema` (loading ajv and compiling the schema the first time). */
export function getValidator(schema: SchemaNode = siteSchema): ValidateFunction {
  const cached = compiled.get(schema);
  if (cached) return cached;
  const start = performance.now();
  // ajv is CommonJS; its class is both `module.exports` and `.default`.
  const Ajv = (require('ajv') as typeof import('ajv')).default;
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    allowUnionTypes: true,
    // Start-up over peak speed: validating one small file never needs optimised code, and skipping these saves
    // ~15 ms of the ~40 ms compile. The schema is checked against the draft-07 meta-schema by a test instead.
    validateSchema: false,
    inlineRefs: false,
    code: { optimize: false },
    // Editor annotations used by the schema: VS Code's messages, and Quire's own wording hints.
    keywords: ['deprecationMessage', 'patternErrorMessage', 'x-expected', 'x-key-noun', 'x-quire-unsupported'],
  });
  const validate = ajv.compile(schema);
  compiled.set(schema, validate);
  validatorCompileMs = performance.now() - start;
  return validate;
}

/** Run `schema` (by default the `site.json` one) over a parsed value and return ajv's raw errors (empty when valid). */
export function runSchema(data: unknown, schema: SchemaNode = siteSchema): ErrorObject[] {
  const validate = getValidator(schema);
  return validate(data) ? [] : [...(validate.errors ?? [])];
}
