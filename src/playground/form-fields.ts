/**
 * The body form's fields, derived from the request body schema: one field per property, its input chosen by the
 * property's schema. Objects with known properties become nested fieldsets, string maps become key/value rows, and
 * anything a flat input cannot hold (free-form objects, arrays, unions) is edited as JSON.
 */
import type { JsonPath, SchemaView } from './types.js';

/** How a field is edited. */
export type FieldKind = 'text' | 'number' | 'integer' | 'boolean' | 'enum' | 'map' | 'json' | 'object';

/** One field of the body form. */
export interface FormField {
  /** Property name ('' for a root field that edits the whole body). */
  name: string;
  path: JsonPath;
  kind: FieldKind;
  required: boolean;
  schema: SchemaView;
  /** Nested fields of an `object` field. */
  children?: FormField[];
  /** Schema of a `map` field's values. */
  valueSchema?: SchemaView;
  /** Choices of an `enum` field. */
  options?: unknown[];
}

/** Nested objects deeper than this are edited as JSON, so the form stays readable. */
const MAX_DEPTH = 3;

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * The form of a body schema: its properties when it is an object with known properties, otherwise one JSON field for
 * the whole body. Read-only properties are left out (the server sets them).
 */
export function getFormFields(schema: SchemaView | undefined): FormField[] {
  if (schema && isFormObject(schema, 0)) return objectFields(schema, [], 1);
  return [{ name: '', path: [], kind: 'json', required: true, schema: schema ?? { types: [] } }];
}

/** Whether the body is edited through per-property fields (else only as JSON). */
export function hasPropertyForm(fields: FormField[]): boolean {
  return !(fields.length === 1 && fields[0].path.length === 0);
}

function objectFields(schema: SchemaView, path: JsonPath, depth: number): FormField[] {
  return (schema.properties ?? [])
    .filter((property) => !property.schema.readOnly)
    .map((property) => fieldOf(property.name, property.schema, property.required, [...path, property.name], depth));
}

function fieldOf(name: string, schema: SchemaView, required: boolean, path: JsonPath, depth: number): FormField {
  const base = { name, path, required, schema };
  const choices = schema.enum ?? ('const' in schema ? [schema.const] : undefined);
  if (choices && choices.length > 0 && choices.every(isScalar)) return { ...base, kind: 'enum', options: choices };
  const type = singleType(schema);
  if (type === 'string') return { ...base, kind: 'text' };
  if (type === 'number' || type === 'integer' || type === 'boolean') return { ...base, kind: type };
  if (type === 'object' && isFormObject(schema, depth))
    return { ...base, kind: 'object', children: objectFields(schema, path, depth + 1) };
  if (type === 'object' && !schema.properties?.length && typeof schema.additionalProperties === 'object') {
    const valueType = singleType(schema.additionalProperties);
    if (valueType && SCALAR_TYPES.has(valueType))
      return { ...base, kind: 'map', valueSchema: schema.additionalProperties };
  }
  return { ...base, kind: 'json' };
}

/** The one type of a schema, ignoring `null` (a nullable string is still a text field); undefined for unions. */
export function singleType(schema: SchemaView): string | undefined {
  if (schema.oneOf || schema.anyOf || schema.allOf) return undefined;
  const types = schema.types.filter((t) => t !== 'null');
  return types.length === 1 ? types[0] : undefined;
}

function isFormObject(schema: SchemaView, depth: number): boolean {
  return (
    singleType(schema) === 'object' && !schema.recursive && depth < MAX_DEPTH && (schema.properties?.length ?? 0) > 0
  );
}

function isScalar(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** Every field with its nested fields, depth first. */
export function flattenFields(fields: FormField[]): FormField[] {
  return fields.flatMap((field) => [field, ...flattenFields(field.children ?? [])]);
}
