/**
 * Broken `$ref`s in an endpoint. load.ts replaces each `$ref` that points at nothing by a placeholder (check-refs.ts);
 * a schema placeholder is shown in place as "unresolved" (schema.ts), and one that stands where a parameter, a
 * request body or a response should be is listed on the endpoint. Either way the page that shows it warns.
 */
import { UNRESOLVED_AT, UNRESOLVED_REF } from './check-refs.js';
import { isRecord } from './document.js';
import type { OperationView, SchemaView, UnresolvedRefView } from './types.js';

/** The broken `$ref` a placeholder stands for, or undefined when `raw` is not one. */
export function unresolvedRef(raw: unknown, part: UnresolvedRefView['part']): UnresolvedRefView | undefined {
  if (!isRecord(raw) || typeof raw[UNRESOLVED_REF] !== 'string') return undefined;
  return { ref: raw[UNRESOLVED_REF], at: String(raw[UNRESOLVED_AT]), part };
}

/** Every broken `$ref` the endpoint shows, once each, in the order the page shows them. */
export function endpointUnresolvedRefs(view: OperationView): UnresolvedRefView[] {
  const found = new Map<string, UnresolvedRefView>();
  const add = (item: UnresolvedRefView) => {
    const key = `${item.ref}\u0000${item.at}`;
    if (!found.has(key)) found.set(key, item);
  };
  // Views share sub-views (a schema used twice is one object): each is walked once.
  const seen = new Set<SchemaView>();
  const walk = (schema: SchemaView | undefined): void => {
    if (!schema || seen.has(schema)) return;
    seen.add(schema);
    if (schema.unresolved) add({ ...schema.unresolved, part: 'schema' });
    for (const property of schema.properties ?? []) walk(property.schema);
    if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties);
    walk(schema.items);
    walk(schema.not);
    for (const list of [schema.oneOf, schema.anyOf, schema.allOf]) for (const part of list ?? []) walk(part);
  };
  for (const item of view.unresolvedParts ?? []) add(item);
  for (const parameter of view.parameters) walk(parameter.schema);
  for (const media of view.requestBody?.content ?? []) walk(media.schema);
  for (const response of view.responses) {
    for (const header of response.headers) walk(header.schema);
    for (const media of response.content) walk(media.schema);
  }
  return [...found.values()];
}
