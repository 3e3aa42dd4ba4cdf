/** Examples of parameters, bodies and responses (`example` and `examples`), as plain JSON data. */
import { asRecord, isRecord } from './document.js';
import type { Work } from './limits.js';
import type { ExampleView } from './types.js';

/**
 * A JSON-safe deep copy of `value`: dates become ISO strings, and a value that contains itself (possible after
 * dereferencing) is cut with the string `"[circular]"`. Each value copied is counted against `work`: a value that
 * names one object many times (through `$ref`s) is copied each time, so past the budget the rest is `null`.
 */
export function toJsonValue(value: unknown, work?: Work, seen: Set<object> = new Set()): unknown {
  if (work && --work.left < 0) return null;
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
    return typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint'
      ? String(value)
      : value;
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  let copy: unknown;
  if (Array.isArray(value)) copy = value.map((item) => toJsonValue(item, work, seen));
  else {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = toJsonValue(item, work, seen);
    copy = out;
  }
  seen.delete(value);
  return copy;
}

/** The examples of a parameter or media type object: its `examples` map, else its single `example`. */
export function getExamples(owner: Record<string, unknown>, work?: Work): ExampleView[] {
  const examples: ExampleView[] = [];
  if (isRecord(owner.examples)) {
    for (const [name, raw] of Object.entries(owner.examples)) {
      const example = asRecord(raw);
      examples.push({
        name,
        ...(typeof example.summary === 'string' && { summary: example.summary }),
        ...(typeof example.description === 'string' && { description: example.description }),
        ...('value' in example && { value: toJsonValue(example.value, work) }),
        ...(typeof example.externalValue === 'string' && { externalValue: example.externalValue }),
      });
    }
  }
  if (examples.length === 0 && 'example' in owner && owner.example !== undefined)
    examples.push({ value: toJsonValue(owner.example, work) });
  return examples;
}
