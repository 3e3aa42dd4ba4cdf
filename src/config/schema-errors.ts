/**
 * Turn ajv's raw errors into diagnostics: one per problem and location, saying what was expected and what was
 * found, pointing at the value (or, for unknown keys, at the key), with a did-you-mean or the setting's description.
 */
import type { ErrorObject } from 'ajv';
import type { Diagnostic } from '../diagnostics.js';
import { didYouMean, didYouMeanHint } from '../utils/did-you-mean.js';
import { formatJsonPath, segmentsFromPointer, type JsonPathSegment } from '../utils/json-path.js';
import type { Locator } from './locate.js';
import { describeExpected, describeFound, listKeys, listValues, typeFixHint } from './schema-messages.js';
import { describeAt, resolveNode, schemaAtPath, type SchemaNode } from './schema-node.js';

/** Convert ajv errors for `data` (validated against `root`) into diagnostics for `file`, deduplicated. */
export function diagnosticsFromSchemaErrors(
  errors: readonly ErrorObject[],
  data: unknown,
  root: SchemaNode,
  locate: Locator,
  file: string,
): Diagnostic[] {
  const diagnostics = new Map<string, Diagnostic>();
  for (const error of errors) {
    const converted = convert(error, segmentsFromPointer(error.instancePath, data), root, locate, file);
    if (!converted) continue;
    const diagnostic = Object.fromEntries(Object.entries(converted).filter(([, v]) => v !== undefined)) as Diagnostic;
    const key = `${diagnostic.jsonPath ?? ''}\u0000${diagnostic.message}`;
    if (!diagnostics.has(key)) diagnostics.set(key, diagnostic);
  }
  return [...diagnostics.values()];
}

function convert(
  error: ErrorObject,
  path: JsonPathSegment[],
  root: SchemaNode,
  locate: Locator,
  file: string,
): Diagnostic | undefined {
  const schema = (error.parentSchema ?? {}) as SchemaNode;
  const base = {
    severity: 'error' as const,
    file: locate.file?.(path) ?? file,
    position: locate.value(path),
    jsonPath: formatJsonPath(path) || undefined,
  };
  const description = describeAt(path, root);
  switch (error.keyword) {
    case 'type': {
      const hint = typeFixHint(schema, error.data) ?? specialTypeHint(path, error.data) ?? description;
      const message = `expected ${describeExpected(schema)}, found ${describeFound(error.data)}`;
      return { ...base, rule: 'config/invalid-type', message, hint };
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      const strings = allowed.filter((v): v is string => typeof v === 'string');
      const hint = (typeof error.data === 'string' ? didYouMeanHint(error.data, strings) : undefined) ?? description;
      const message = `expected one of ${listValues(allowed)}, found ${describeFound(error.data)}`;
      return { ...base, rule: 'config/invalid-value', message, hint };
    }
    case 'pattern':
    case 'minLength':
      return {
        ...base,
        rule: 'config/invalid-value',
        message: `expected ${describeExpected(schema)}, found ${describeFound(error.data)}`,
        hint: description,
      };
    case 'required': {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      const message = `missing required ${keyNoun(schema)} \`${missing}\``;
      return { ...base, rule: 'config/missing-setting', message, hint: requiredHint([...path, missing], root) };
    }
    case 'additionalProperties': {
      const key = (error.params as { additionalProperty: string }).additionalProperty;
      return unknownKey(key, path, resolveNode(schema, root), root, locate, file);
    }
    case 'if':
      // `if`/`then` only carries conditional `required`s; the `required` error itself says what is missing.
      return undefined;
    default:
      return { ...base, rule: 'config/invalid-value', message: `${error.message ?? 'is invalid'}`, hint: description };
  }
}

/** The `config/unknown-key` error for `key` in the object at `parent`, whose schema is `schema`. */
export function unknownKey(
  key: string,
  parent: JsonPathSegment[],
  schema: SchemaNode,
  root: SchemaNode,
  locate: Locator,
  file: string,
): Diagnostic {
  const path = [...parent, key];
  const all = Object.keys(schema.properties ?? {});
  const supported = all.filter(
    (name) => !resolveNode(schema.properties![name], root)['x-quire-unsupported'] && name !== '$schema',
  );
  const noun = keyNoun(schema);
  const match = didYouMean(key, supported) ?? didYouMean(key, all);
  const allowed = `allowed ${noun}s${parent.length ? ` in \`${formatJsonPath(parent)}\`` : ''}: ${listKeys(supported)}`;
  return {
    severity: 'error',
    rule: 'config/unknown-key',
    file: locate.file?.(path, 'key') ?? file,
    position: locate.key(path),
    jsonPath: formatJsonPath(path),
    message: `unknown ${noun} \`${key}\``,
    hint: match !== undefined ? `did you mean \`${match}\`? ${allowed}` : allowed,
  };
}

/** The missing setting's description, plus a short example of it when the schema has one. */
function requiredHint(path: JsonPathSegment[], root: SchemaNode): string | undefined {
  const written = schemaAtPath(path, root);
  const description = describeAt(path, root);
  const example = written && [...(written.examples ?? []), ...(resolveNode(written, root).examples ?? [])][0];
  const exampleJson = example === undefined ? undefined : JSON.stringify(example);
  if (exampleJson === undefined || exampleJson.length > 60) return description;
  const line = `e.g. "${String(path[path.length - 1])}": ${exampleJson}`;
  return description ? `${description} ${line}` : line;
}

function keyNoun(schema: SchemaNode): string {
  return schema['x-key-noun'] ?? 'setting';
}

function specialTypeHint(path: JsonPathSegment[], value: unknown): string | undefined {
  if (
    path.length === 1 &&
    path[0] === 'navigation' &&
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value)
  ) {
    return 'this looks like the newer Mintlify docs.json format; site.json uses the mint.json format, where `navigation` is an array of { "group", "pages" } objects';
  }
  return undefined;
}
