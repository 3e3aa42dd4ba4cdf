/**
 * Check a value against a request schema before sending: types, required properties, enums and `const`, object
 * shapes (`additionalProperties`), array items, string lengths and patterns, number bounds, and unions. Lenient
 * where JSON Schema is subtle (a value matching several `oneOf` branches passes): the API stays the final judge,
 * and the reader can still send anyway.
 */
import type { JsonPath, SchemaView } from './types.js';

/** One problem, at a path inside the checked value. `message` reads after the field's name: "is required". */
export interface ValidationError {
  path: JsonPath;
  message: string;
}

/** Every problem of `value` against `schema`; empty when it is valid. */
export function validateValue(schema: SchemaView, value: unknown, path: JsonPath = []): ValidationError[] {
  const errors: ValidationError[] = [];
  check(schema, value, path, errors);
  return errors;
}

function check(schema: SchemaView, value: unknown, path: JsonPath, errors: ValidationError[]): void {
  const fail = (message: string, at: JsonPath = path): void => void errors.push({ path: at, message });
  if (schema.types.length > 0 && !schema.types.some((type) => hasType(value, type))) {
    fail(`must be ${schema.types.map(typeName).join(' or ')}`);
    return;
  }
  if (schema.enum && !schema.enum.some((option) => sameJson(option, value))) {
    fail(`must be one of ${schema.enum.map((option) => `\`${JSON.stringify(option)}\``).join(', ')}`);
    return;
  }
  if ('const' in schema && !sameJson(schema.const, value)) {
    fail(`must be \`${JSON.stringify(schema.const)}\``);
    return;
  }
  const c = schema.constraints ?? {};
  if (typeof value === 'string') checkString(value, c, fail);
  else if (typeof value === 'number') checkNumber(value, c, fail);
  else if (Array.isArray(value)) {
    if (typeof c.minItems === 'number' && value.length < c.minItems)
      fail(`must have at least ${plural(c.minItems, 'item')}`);
    if (typeof c.maxItems === 'number' && value.length > c.maxItems)
      fail(`must have at most ${plural(c.maxItems, 'item')}`);
    if (c.uniqueItems === true && new Set(value.map((item) => JSON.stringify(item))).size !== value.length)
      fail('must not repeat items');
    if (schema.items) {
      value.forEach((item, index) => {
        check(schema.items as SchemaView, item, [...path, index], errors);
      });
    }
  } else if (value !== null && typeof value === 'object')
    checkObject(schema, value as Record<string, unknown>, path, errors);
  for (const part of schema.allOf ?? []) check(part, value, path, errors);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const variants = schema[key];
    if (variants?.length && !variants.some((variant) => validateValue(variant, value, path).length === 0)) {
      fail(`does not match any of the ${variants.length} allowed shapes`);
    }
  }
}

function checkObject(
  schema: SchemaView,
  value: Record<string, unknown>,
  path: JsonPath,
  errors: ValidationError[],
): void {
  const known = new Map((schema.properties ?? []).map((p) => [p.name, p]));
  for (const property of known.values()) {
    if (property.required && value[property.name] === undefined)
      errors.push({ path: [...path, property.name], message: 'is required' });
  }
  for (const [key, item] of Object.entries(value)) {
    const property = known.get(key);
    if (property) check(property.schema, item, [...path, key], errors);
    else if (schema.additionalProperties === false)
      errors.push({ path: [...path, key], message: 'is not a known property' });
    else if (typeof schema.additionalProperties === 'object')
      check(schema.additionalProperties, item, [...path, key], errors);
  }
  const count = Object.keys(value).length;
  const c = schema.constraints ?? {};
  if (typeof c.minProperties === 'number' && count < c.minProperties)
    errors.push({ path, message: `must have at least ${plural(c.minProperties, 'property', 'properties')}` });
  if (typeof c.maxProperties === 'number' && count > c.maxProperties)
    errors.push({ path, message: `must have at most ${plural(c.maxProperties, 'property', 'properties')}` });
}

type Constraints = Record<string, string | number | boolean>;

function checkString(value: string, c: Constraints, fail: (message: string) => void): void {
  const length = [...value].length;
  if (typeof c.minLength === 'number' && length < c.minLength)
    fail(c.minLength === 1 ? 'must not be empty' : `must be at least ${plural(c.minLength, 'character')} long`);
  if (typeof c.maxLength === 'number' && length > c.maxLength)
    fail(`must be at most ${plural(c.maxLength, 'character')} long`);
  if (typeof c.pattern === 'string') {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(c.pattern, 'u');
    } catch {
      pattern = undefined; // A pattern JavaScript cannot read is left to the API.
    }
    if (pattern && !pattern.test(value)) fail(`must match the pattern \`${c.pattern}\``);
  }
}

function checkNumber(value: number, c: Constraints, fail: (message: string) => void): void {
  if (typeof c.minimum === 'number' && value < c.minimum) fail(`must be at least ${c.minimum}`);
  if (typeof c.maximum === 'number' && value > c.maximum) fail(`must be at most ${c.maximum}`);
  if (typeof c.exclusiveMinimum === 'number' && value <= c.exclusiveMinimum)
    fail(`must be greater than ${c.exclusiveMinimum}`);
  if (typeof c.exclusiveMaximum === 'number' && value >= c.exclusiveMaximum)
    fail(`must be less than ${c.exclusiveMaximum}`);
  if (
    typeof c.multipleOf === 'number' &&
    c.multipleOf > 0 &&
    !Number.isInteger(Number((value / c.multipleOf).toPrecision(12)))
  ) {
    fail(`must be a multiple of ${c.multipleOf}`);
  }
}

/** Whether `value` has the JSON Schema `type`. */
export function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === type;
  }
}

function typeName(type: string): string {
  return (
    {
      string: 'a string',
      number: 'a number',
      integer: 'an integer',
      boolean: '`true` or `false`',
      object: 'an object',
      array: 'an array',
      null: '`null`',
    }[type] ?? type
  );
}

function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

/** JSON equality (objects compared by content, key order included; enough for enum and const values). */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
