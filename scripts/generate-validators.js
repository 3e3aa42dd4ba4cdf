#!/usr/bin/env node
/**
 * Generate the config validators ahead of time: ajv's standalone code for the `site.json` schema
 * (`src/config/generated/site-validator.ts`) and the `docs.json` one (`src/config/generated/docs-validator.ts`), so a
 * build neither loads ajv's compiler nor compiles a schema (that took ~100 ms of every build). Run
 * `npm run gen:validators` after editing a schema file; `--check` only reports staleness (exit 1), and
 * test/config/validators.test.ts fails when a generated file is stale.
 *
 * The generated code does not repeat the schema: each schema object it needs (the root and each definition, which
 * `verbose` errors carry as `schema` and `parentSchema`) refers to the object the config module imports, so the
 * errors hold the very same objects as those of a validator compiled at run time.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildDocsSchema } from './generate-docs-schema.js';
import { buildSiteSchema } from './generate-reference.js';
import { writeGenerated } from './generated-files.js';

const require = createRequire(import.meta.url);
const projectRoot = new URL('../', import.meta.url);

/** The ajv options of the config validators; the standalone code is generated with these. */
export const VALIDATOR_OPTIONS = {
  allErrors: true,
  // Errors carry `schema`, `parentSchema` and `data`: the diagnostics read the schema node's `x-` annotations.
  verbose: true,
  allowUnionTypes: true,
  // The schemas are checked against the draft-07 meta-schema by their tests.
  validateSchema: false,
  inlineRefs: false,
  code: { optimize: false },
  // Editor annotations used by the schemas: VS Code's messages, and Quire's own wording hints.
  keywords: ['deprecationMessage', 'patternErrorMessage', 'x-expected', 'x-key-noun', 'x-quire-unsupported'],
};

/** The generated validators: file, exported name, the schema's import (name and path from the file) and builder. */
export const VALIDATORS = [
  {
    file: 'src/config/generated/site-validator.ts',
    exportName: 'validateSiteJson',
    schemaName: 'siteSchema',
    schemaImport: '../schema/index.js',
    source: 'src/config/schema',
    build: () => buildSiteSchema().schema,
  },
  {
    file: 'src/config/generated/docs-validator.ts',
    exportName: 'validateDocsJson',
    schemaName: 'docsSchema',
    schemaImport: '../docs-json/schema/index.js',
    source: 'src/config/docs-json/schema',
    build: buildDocsSchema,
  },
];

/**
 * The TypeScript module of one validator: ajv's standalone ES module code for `schema`, with the schema objects it
 * embeds (the root and each `$ref` target) replaced by references into the imported `schemaName`.
 */
export function renderValidatorModule(schema, { exportName, schemaName, schemaImport, source }) {
  const Ajv = require('ajv').default;
  const standaloneCode = require('ajv/dist/standalone').default;
  const ajv = new Ajv({
    ...VALIDATOR_OPTIONS,
    code: { ...VALIDATOR_OPTIONS.code, source: true, esm: true, lines: true },
  });
  const validate = ajv.compile(schema);
  const generated = standaloneCode(ajv, validate);
  const head = /^"use strict";\nexport const validate = (\w+);\nexport default \1;\n/.exec(generated);
  if (!head) throw new Error('generate-validators: unexpected start of ajv standalone code');
  let body = generated.slice(head[0].length);
  // ajv's `scope` knows which object each `schemaN` constant stands for (an internal, stable since ajv 8.0).
  for (const [ref, name] of ajv.scope._values.schema ?? []) {
    const path = pathInSchema(ref, schema, schemaName);
    if (path === undefined) continue;
    const literal = `const ${name.str} = ${name.value.code};\n`;
    if (!body.includes(literal)) throw new Error(`generate-validators: no literal for ${name.str}`);
    body = body.replace(literal, () => `const ${name.str} = ${path};\n`);
  }
  // ajv's runtime helpers (ucs2length for minLength, …) are CommonJS `require`s even in its ES module output.
  const needsRequire = /\brequire\(/.test(body);
  return [
    '// @ts-nocheck',
    `// Generated from ${source} by scripts/generate-validators.js (npm run gen:validators); do not edit.`,
    "import type { ValidateFunction } from 'ajv';",
    ...(needsRequire ? ["import { createRequire } from 'node:module';"] : []),
    `import { ${schemaName} } from '${schemaImport}';`,
    ...(needsRequire ? ['', 'const require = createRequire(import.meta.url);'] : []),
    '',
    body.trimEnd(),
    '',
    `/** Validate a parsed value against \`${schemaName}\`; on failure, ajv's errors are on \`.errors\`. */`,
    `export const ${exportName} = ${head[1]} as unknown as ValidateFunction;`,
    '',
  ].join('\n');
}

/** How the generated code reaches `ref` from the imported schema (`schemaName`), or undefined if it is not in it. */
function pathInSchema(ref, schema, schemaName) {
  if (ref === schema) return schemaName;
  if (schema === null || typeof schema !== 'object') return undefined;
  for (const [key, child] of Object.entries(schema)) {
    const step = Array.isArray(schema)
      ? `[${key}]`
      : /^[A-Za-z_$][\w$]*$/.test(key)
        ? `.${key}`
        : `[${JSON.stringify(key)}]`;
    const path = pathInSchema(ref, child, `${schemaName}${step}`);
    if (path !== undefined) return path;
  }
  return undefined;
}

function main(check) {
  const outputs = VALIDATORS.map((v) => [v.file, new URL(v.file, projectRoot), renderValidatorModule(v.build(), v)]);
  writeGenerated(outputs, { check, command: 'npm run gen:validators' });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.includes('--check'));
