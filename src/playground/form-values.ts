/**
 * Between the body value and the form's inputs. The body (a JSON value) is the one source of truth: each input shows
 * its part of it, and an edit replaces that part. A value the input cannot show as it is (a number typed into the
 * JSON view for a text field) is shown as JSON and left alone until the reader edits that input, so switching
 * between the form and the JSON view never changes the body.
 */
import type { FormField } from './form-fields.js';
import { deleteAt, getAt, setAt } from './json-path.js';
import type { SchemaView } from './types.js';

/** The result of applying an input: the new body, or why the text could not be used (the body is then unchanged). */
export interface FieldUpdate {
  body: unknown;
  error?: string;
}

/** The text an input shows for `field` in `body`. */
export function fieldText(field: FormField, body: unknown): string {
  const value = getAt(body, field.path);
  if (value === undefined) return '';
  switch (field.kind) {
    case 'text':
    case 'number':
    case 'integer':
      return typeof value === 'string' ? value : JSON.stringify(value);
    case 'boolean':
    case 'enum':
      return JSON.stringify(value);
    default:
      return JSON.stringify(value, null, 2);
  }
}

/** Apply the text of `field`'s input to `body`. An empty input removes the property. */
export function applyFieldText(body: unknown, field: FormField, text: string): FieldUpdate {
  const clear = (): FieldUpdate => ({ body: field.path.length === 0 ? undefined : deleteAt(body, field.path) });
  if (field.kind !== 'text' && text.trim() === '') return clear();
  switch (field.kind) {
    case 'text':
      return text === '' ? clear() : { body: setAt(body, field.path, text) };
    case 'number':
    case 'integer':
      // Text that is not a number is kept as a string, so validation can point at it and nothing typed is lost.
      return { body: setAt(body, field.path, parseNumber(text) ?? text) };
    case 'boolean':
    case 'enum':
      return { body: setAt(body, field.path, JSON.parse(text) as unknown) };
    default:
      try {
        return { body: setAt(body, field.path, JSON.parse(text) as unknown) };
      } catch (error) {
        return { body, error: `Not valid JSON: ${(error as Error).message}` };
      }
  }
}

/** A number from text, or undefined when the text is not exactly a number. */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** One key/value row of a `map` field. */
export type MapRow = [key: string, value: string];

/** The rows a `map` field shows for its part of `body`. */
export function mapRows(field: FormField, body: unknown): MapRow[] {
  const value = getAt(body, field.path);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).map(([key, item]) => [key, typeof item === 'string' ? item : JSON.stringify(item)]);
}

/** Apply a `map` field's rows: rows without a key are ignored; no rows removes the property. */
export function applyMapRows(body: unknown, field: FormField, rows: MapRow[]): unknown {
  const entries = rows
    .filter(([key]) => key !== '')
    .map(([key, text]) => [key, scalarFromText(text, field.valueSchema)] as const);
  return entries.length === 0 ? deleteAt(body, field.path) : setAt(body, field.path, Object.fromEntries(entries));
}

/** A map value typed as text, converted to the value schema's type when it reads as one. */
function scalarFromText(text: string, schema: SchemaView | undefined): unknown {
  const types = schema?.types ?? [];
  if ((types.includes('number') || types.includes('integer')) && parseNumber(text) !== undefined)
    return parseNumber(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * The body the playground starts with: the request body's example when the API file has one, else one built from
 * the examples and defaults of the schema's properties (properties without either are left out).
 */
export function initialBody(requestBody: { example?: unknown; schema?: SchemaView } | undefined): unknown {
  if (!requestBody) return undefined;
  if (requestBody.example !== undefined) return requestBody.example;
  const built = requestBody.schema ? exampleOf(requestBody.schema, 0) : undefined;
  return built ?? (requestBody.schema?.types.includes('object') ? {} : undefined);
}

function exampleOf(schema: SchemaView, depth: number): unknown {
  if ('xDefault' in schema) return schema.xDefault;
  if (schema.examples?.length) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if (!schema.properties || schema.recursive || depth > 4) return undefined;
  const entries = schema.properties
    .filter((p) => !p.schema.readOnly)
    .map((p) => [p.name, exampleOf(p.schema, depth + 1)] as const)
    .filter(([, value]) => value !== undefined);
  return entries.length ? Object.fromEntries(entries) : undefined;
}
