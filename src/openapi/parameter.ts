/** Parameters (path, query, header, cookie) and response headers as {@link ParameterView}s. */
import { asRecord, isRecord } from './document.js';
import { getExamples } from './example.js';
import { schemaToView, type SchemaContext } from './schema.js';
import type { ParameterView } from './types.js';
import { unresolvedRef } from './unresolved.js';

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

/**
 * The parameters of an operation: the path item's, overridden by the operation's own of the same name and
 * location (OpenAPI's rule), in file order. Entries that are not parameter objects are skipped.
 */
export function getParameters(
  pathItem: Record<string, unknown>,
  operation: Record<string, unknown>,
  context: SchemaContext,
): ParameterView[] {
  const byKey = new Map<string, ParameterView>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const broken = unresolvedRef(raw, 'parameter');
      if (broken) context.unresolved.push(broken);
      const parameter = parameterToView(raw, context);
      if (parameter) byKey.set(`${parameter.in}\u0000${parameter.name}`, parameter);
    }
  }
  return [...byKey.values()];
}

/** Convert one parameter object; undefined when it has no name or no valid `in`. */
export function parameterToView(raw: unknown, context: SchemaContext): ParameterView | undefined {
  if (!isRecord(raw) || typeof raw.name !== 'string') return undefined;
  const location = LOCATIONS.find((l) => l === raw.in);
  if (!location) return undefined;
  return headerLike(raw, raw.name, location, context);
}

/** Response headers (`name` → header object); `Content-Type` is left out, as the spec says it is ignored. */
export function getHeaders(headers: unknown, context: SchemaContext): ParameterView[] {
  return Object.entries(asRecord(headers))
    .filter(([name, raw]) => {
      const broken = unresolvedRef(raw, 'response header');
      if (broken) context.unresolved.push(broken);
      return isRecord(raw) && !broken && name.toLowerCase() !== 'content-type';
    })
    .map(([name, raw]) => headerLike(raw as Record<string, unknown>, name, 'header', context));
}

function headerLike(
  raw: Record<string, unknown>,
  name: string,
  location: ParameterView['in'],
  context: SchemaContext,
): ParameterView {
  // A parameter has either `schema` or `content` with one media type that holds the schema.
  const mediaType = Object.values(asRecord(raw.content))[0];
  const schema = raw.schema !== undefined ? raw.schema : asRecord(mediaType).schema;
  const examples = getExamples(raw, context.work);
  if (examples.length === 0 && isRecord(mediaType)) examples.push(...getExamples(mediaType, context.work));
  return {
    name,
    in: location,
    required: location === 'path' || raw.required === true,
    deprecated: raw.deprecated === true,
    ...(typeof raw.description === 'string' && { description: raw.description }),
    ...(schema !== undefined && { schema: schemaToView(schema, context) }),
    examples,
    ...(typeof raw.style === 'string' && { style: raw.style }),
    ...(typeof raw.explode === 'boolean' && { explode: raw.explode }),
  };
}
