/** Wording for schema problems: what a schema node expects and what was found instead. */
import { typesOf, type SchemaNode } from './schema-node.js';

const TYPE_NOUNS: Record<string, string> = {
  string: 'a string',
  boolean: 'true or false',
  number: 'a number',
  integer: 'a whole number',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** What `node` expects, e.g. `a hex colour like "#0d9373"` or `a string or an array of strings`. */
export function describeExpected(node: SchemaNode): string {
  if (node['x-expected']) return node['x-expected'];
  const nouns = typesOf(node).map((type) => {
    if (type === 'array' && node.items && typesOf(node.items).join() === 'string') return 'an array of strings';
    return TYPE_NOUNS[type] ?? type;
  });
  return nouns.length > 0 ? nouns.join(' or ') : 'a value';
}

/** How to name the value found: strings are quoted (shortened), everything else by its kind. */
export function describeFound(value: unknown): string {
  if (typeof value === 'string') {
    if (value === '') return 'an empty string';
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'boolean') return 'a boolean';
  return `a ${typeof value}`;
}

/** Format allowed values as `"a", "b", "c"`. */
export function listValues(values: readonly unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

/** Format key names as `` `a`, `b`, `c` ``. */
export function listKeys(keys: readonly string[]): string {
  return keys.map((k) => `\`${k}\``).join(', ');
}

/** A hint for a value of the wrong type that is easy to fix, such as `"true"` written with quotes. */
export function typeFixHint(expected: SchemaNode, value: unknown): string | undefined {
  const types = typesOf(expected);
  if (typeof value === 'string' && types.includes('boolean') && (value === 'true' || value === 'false')) {
    return `write ${value} without quotes`;
  }
  if (typeof value === 'string' && types.includes('number') && value.trim() !== '' && !Number.isNaN(Number(value))) {
    return `write ${value} without quotes`;
  }
  if (types.length === 1 && types[0] === 'array' && typeof value === 'string') {
    return `wrap it in brackets to make a one-item array: [${JSON.stringify(value)}]`;
  }
  return undefined;
}
