/**
 * Turn a dereferenced JSON Schema (OpenAPI 3.0 or 3.1) into a {@link SchemaView}: plain data with types, flags,
 * constraints and ordered properties. `allOf` parts that are all objects are merged into one. A schema met again
 * inside itself is cut and marked `recursive`. Views of self-contained subtrees are reused, so a schema used by many
 * operations is converted once and shared (structured clone keeps the sharing).
 */
import { UNRESOLVED_AT, UNRESOLVED_REF } from './check-refs.js';
import { asRecord, isRecord } from './document.js';
import { toJsonValue } from './example.js';
import { MAX_ENDPOINT_NODES, type Work } from './limits.js';
import type { PropertyView, SchemaView, UnresolvedRefView } from './types.js';

/** What converting schemas of one document needs. Create one per document with {@link createSchemaContext}. */
export interface SchemaContext {
  schemaNames: ReadonlyMap<object, string>;
  /** Keep properties in file order; otherwise required ones come first. */
  maintainOrder: boolean;
  memo: WeakMap<object, SchemaView>;
  stack: Set<object>;
  /** What the endpoint being converted may still spend (see {@link MAX_ENDPOINT_NODES}); reset per endpoint. */
  work: Work;
  /** Broken `$ref`s met where a parameter, body, response or header should be; reset per endpoint. */
  unresolved: UnresolvedRefView[];
}

const CONSTRAINTS = [
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'contentMediaType',
  'contentEncoding',
] as const;

/** A fresh conversion context for one document. */
export function createSchemaContext(schemaNames: ReadonlyMap<object, string>, maintainOrder: boolean): SchemaContext {
  return {
    schemaNames,
    maintainOrder,
    memo: new WeakMap(),
    stack: new Set(),
    work: { left: MAX_ENDPOINT_NODES },
    unresolved: [],
  };
}

/** Convert `schema` (any JSON Schema value, including `true`/`false`). */
export function schemaToView(schema: unknown, context: SchemaContext): SchemaView {
  return convert(schema, context).view;
}

/** A view plus the schemas above it that it refers back to (so it cannot be reused elsewhere). */
interface Converted {
  view: SchemaView;
  open: Set<object>;
}

function convert(schema: unknown, context: SchemaContext): Converted {
  if (!isRecord(schema))
    return { view: schema === false ? { types: [], not: { types: [] } } : { types: [] }, open: new Set() };
  const name = context.schemaNames.get(schema);
  if (context.stack.has(schema))
    return { view: { ...(name && { name }), types: typesOf(schema), recursive: true }, open: new Set([schema]) };
  const memoized = context.memo.get(schema);
  if (memoized) return { view: memoized, open: new Set() };
  // Past the endpoint's budget, schemas are cut: the endpoint is reported as too large (see operation.ts).
  if (--context.work.left < 0) return { view: { ...(name && { name }), types: typesOf(schema) }, open: new Set() };

  context.stack.add(schema);
  const open = new Set<object>();
  const child = (value: unknown): SchemaView => {
    const converted = convert(value, context);
    for (const item of converted.open) open.add(item);
    return converted.view;
  };
  const view = describe(schema, name, context.work);
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  let properties: PropertyView[] | undefined = isRecord(schema.properties)
    ? Object.entries(schema.properties).map(([key, value]) => ({
        name: key,
        required: required.has(key),
        schema: child(value),
      }))
    : undefined;
  if (typeof schema.additionalProperties === 'boolean') view.additionalProperties = schema.additionalProperties;
  else if (isRecord(schema.additionalProperties)) view.additionalProperties = child(schema.additionalProperties);
  if (isRecord(schema.items)) view.items = child(schema.items);
  for (const key of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(schema[key])) view[key] = (schema[key] as unknown[]).map(child);
  if (schema.not !== undefined) view.not = child(schema.not);
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as unknown[]).map(child);
    if (parts.every(isMergeable)) {
      // `required` may sit in another part than the property (allOf: [{$ref: Pet}, {required: [id]}]).
      for (const part of schema.allOf as unknown[])
        if (isRecord(part) && Array.isArray(part.required)) for (const key of part.required) required.add(String(key));
      properties = mergeParts(view, properties, parts)?.map((p) =>
        required.has(p.name) && !p.required ? { ...p, required: true } : p,
      );
    } else view.allOf = parts;
  }
  if (properties) view.properties = context.maintainOrder ? properties : requiredFirst(properties);
  if (view.types.length === 0 && (view.properties || view.additionalProperties !== undefined)) view.types = ['object'];
  if (view.types.length === 0 && view.items) view.types = ['array'];

  context.stack.delete(schema);
  open.delete(schema);
  // A view finished past the budget may hold cut parts: it is not reused.
  if (open.size === 0 && context.work.left >= 0) context.memo.set(schema, view);
  return { view, open };
}

/** The keywords of `schema` itself, without sub-schemas. */
function describe(schema: Record<string, unknown>, name: string | undefined, work: Work): SchemaView {
  const view: SchemaView = { ...(name && { name }), types: typesOf(schema) };
  const unresolved = schema[UNRESOLVED_REF];
  if (typeof unresolved === 'string') {
    view.unresolved = { ref: unresolved, at: String(schema[UNRESOLVED_AT]) };
    return view;
  }
  for (const key of ['format', 'title', 'description'] as const)
    if (typeof schema[key] === 'string') view[key] = schema[key] as string;
  for (const key of ['deprecated', 'readOnly', 'writeOnly'] as const) if (schema[key] === true) view[key] = true;
  if (Array.isArray(schema.enum)) view.enum = schema.enum.map((value) => toJsonValue(value, work));
  if ('const' in schema) view.const = toJsonValue(schema.const, work);
  if ('default' in schema) view.default = toJsonValue(schema.default, work);
  if ('x-default' in schema) view.xDefault = toJsonValue(schema['x-default'], work);
  const mint = asRecord(schema['x-mint']);
  for (const key of ['pre', 'post'] as const) {
    const labels = Array.isArray(mint[key]) ? mint[key].filter((v): v is string => typeof v === 'string') : [];
    if (labels.length > 0) view[key] = labels;
  }
  const examples = [
    ...('example' in schema ? [schema.example] : []),
    ...(Array.isArray(schema.examples) ? schema.examples : []),
  ];
  if (examples.length > 0) view.examples = examples.map((value) => toJsonValue(value, work));
  const constraints: Record<string, string | number | boolean> = {};
  for (const key of CONSTRAINTS) {
    const value = schema[key];
    if (typeof value === 'number' || typeof value === 'string' || (key === 'uniqueItems' && value === true))
      constraints[key] = value;
  }
  // OpenAPI 3.0: `exclusiveMinimum: true` makes `minimum` exclusive.
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (schema[flag] === true && typeof schema[bound] === 'number') {
      constraints[flag] = schema[bound] as number;
      delete constraints[bound];
    }
  }
  if (Object.keys(constraints).length > 0) view.constraints = constraints;
  const discriminator = asRecord(schema.discriminator).propertyName;
  if (typeof discriminator === 'string') view.discriminator = discriminator;
  return view;
}

/** Types of a schema: `type` as a string or list, plus `null` for OpenAPI 3.0's `nullable: true`. */
export function typesOf(schema: Record<string, unknown>): string[] {
  const types = Array.isArray(schema.type)
    ? schema.type.map(String)
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  return types;
}

function isMergeable(part: SchemaView): boolean {
  const objectLike = part.types.length === 0 || (part.types.length === 1 && part.types[0] === 'object');
  return (
    objectLike && !part.recursive && !part.oneOf && !part.anyOf && !part.allOf && !part.not && !part.items && !part.enum
  );
}

/** Merge object-like `allOf` parts into `view`; a later part's property of the same name wins. */
function mergeParts(
  view: SchemaView,
  own: PropertyView[] | undefined,
  parts: SchemaView[],
): PropertyView[] | undefined {
  const merged = new Map<string, PropertyView>();
  let any = own !== undefined;
  for (const property of own ?? []) merged.set(property.name, property);
  for (const part of parts) {
    if (part.properties) any = true;
    for (const property of part.properties ?? []) {
      const existing = merged.get(property.name);
      merged.set(property.name, { ...property, required: property.required || (existing?.required ?? false) });
    }
    view.description ??= part.description;
    if (part.additionalProperties !== undefined && view.additionalProperties === undefined)
      view.additionalProperties = part.additionalProperties;
    if (part.constraints) view.constraints = { ...part.constraints, ...view.constraints };
    if (part.discriminator) view.discriminator ??= part.discriminator;
    if (part.examples && !view.examples) view.examples = part.examples;
  }
  if (view.types.length === 0 && parts.some((p) => p.types.includes('object'))) view.types = ['object'];
  return any ? [...merged.values()] : undefined;
}

/** Required properties first, then the others, each in file order. */
function requiredFirst(properties: PropertyView[]): PropertyView[] {
  return [...properties.filter((p) => p.required), ...properties.filter((p) => !p.required)];
}

/**
 * How many nodes `views` expand to, every shared view counted where it is used (as a page, its Markdown and the
 * playground show them), counted only as far as `cap`: anything larger gives `cap + 1`. Linear in the distinct views.
 */
export function expandedSize(views: readonly SchemaView[], cap: number): number {
  const sizes = new Map<SchemaView, number>();
  const size = (view: SchemaView): number => {
    const known = sizes.get(view);
    if (known !== undefined) return known;
    let total = 1 + (view.enum?.length ?? 0) + (view.examples?.length ?? 0);
    const add = (child: SchemaView | boolean | undefined) => {
      if (typeof child === 'object') total = Math.min(cap + 1, total + size(child));
    };
    for (const property of view.properties ?? []) add(property.schema);
    add(view.items);
    add(view.additionalProperties);
    add(view.not);
    for (const variant of [...(view.allOf ?? []), ...(view.oneOf ?? []), ...(view.anyOf ?? [])]) add(variant);
    sizes.set(view, total);
    return total;
  };
  let total = 0;
  for (const view of views) total = Math.min(cap + 1, total + size(view));
  return total;
}
