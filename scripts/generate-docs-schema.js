#!/usr/bin/env node
/**
 * Generate the shipped `docs.schema.json` (Mintlify's docs.json as Quire reads it, for editors) from the per-area
 * schema files in `src/config/docs-json/schema/`. Run `npm run gen:docs-schema` after editing one; `--check` only
 * reports staleness (exit 1) and is what the test suite runs.
 *
 * Quire validates docs.json after replacing its `$ref`s, so the source schema has no place for them. An editor sees
 * them unreplaced, so the shipped schema also accepts `{ "$ref": "…" }` wherever an object or an array goes
 * (see {@link acceptRefs}).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeGenerated } from './generated-files.js';

const projectRoot = new URL('../', import.meta.url);
const schemaDir = new URL('src/config/docs-json/schema/', projectRoot);
const schemaFile = new URL('docs.schema.json', projectRoot);

// Same order as `areas` in src/config/docs-json/schema/index.ts.
// The last is site.json's analytics area, whose provider definitions docs.json's `integrations` shares.
const AREA_FILES = ['navigation', 'appearance', 'structure', 'api', 'integrations', '../../schema/analytics'];

const readJson = (url) => JSON.parse(readFileSync(url, 'utf8'));

/** Merge root.json and the area files into one self-contained schema. */
export function buildDocsSchema() {
  const root = readJson(new URL('root.json', schemaDir));
  const definitions = {};
  for (const name of AREA_FILES) Object.assign(definitions, readJson(new URL(`${name}.json`, schemaDir)).definitions);
  return { ...root, definitions };
}

const REF_PROPERTY = {
  '^\\$ref$': {
    type: 'string',
    description:
      'Path of a JSON file in the docs folder, relative to this file, whose content replaces this object; keys beside `$ref` are laid over it.',
  },
};

/**
 * The schema an editor needs: every object and array setting also accepts `{ "$ref": "file.json" }` (Mintlify's
 * `$ref`). An object's required keys may then come from the file, so they become "these keys, or a `$ref`".
 */
export function acceptRefs(schema) {
  const visit = (node) => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
    const out = { ...node };
    for (const key of ['properties', 'definitions']) {
      if (out[key]) out[key] = Object.fromEntries(Object.entries(out[key]).map(([k, v]) => [k, visit(v)]));
    }
    if (out.items) out.items = visit(out.items);
    if (out.allOf) out.allOf = out.allOf.map(visit);
    const types = Array.isArray(out.type) ? out.type : out.type ? [out.type] : [];
    if (types.includes('object')) {
      out.patternProperties = REF_PROPERTY;
      if (out.required) {
        out.anyOf = [{ required: ['$ref'] }, { required: out.required }];
        delete out.required;
      }
    } else if (types.includes('array')) {
      out.type = [...types, 'object'];
      out.required = ['$ref'];
      out.additionalProperties = false;
      out.patternProperties = REF_PROPERTY;
    }
    return out;
  };
  const definitions = Object.fromEntries(Object.entries(schema.definitions).map(([k, v]) => [k, visit(v)]));
  const properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, visit(v)]));
  return { ...schema, properties, definitions };
}

function main(check) {
  const text = `${JSON.stringify(acceptRefs(buildDocsSchema()), null, 2)}\n`;
  writeGenerated([['docs.schema.json', schemaFile, text]], { check, command: 'npm run gen:docs-schema' });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.includes('--check'));
