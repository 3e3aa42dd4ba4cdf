/** Read and update a JSON value at a path without mutating it (the body is shared by the form, JSON view and samples). */
import type { JsonPath } from './types.js';

/** The value at `path`, or undefined when any step is missing. */
export function getAt(value: unknown, path: JsonPath): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A copy of `value` with `path` set to `next`; missing objects on the way are created. */
export function setAt(value: unknown, path: JsonPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path;
  const container = isContainer(value) ? value : typeof key === 'number' ? [] : {};
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<string | number, unknown>;
  copy[key] = setAt(copy[key], rest, next);
  return copy;
}

/**
 * A copy of `value` without `path`. Objects left empty on the way are removed too (but never the root): clearing the
 * last field of a nested object in the form removes the object, as if it had never been filled in.
 */
export function deleteAt(value: unknown, path: JsonPath): unknown {
  if (path.length === 0 || !isContainer(value)) return value;
  const [key, ...rest] = path;
  if (!(key in value)) return value;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>;
  if (rest.length === 0) {
    if (Array.isArray(copy)) (copy as unknown[]).splice(Number(key), 1);
    else delete copy[key];
    return copy;
  }
  const child = deleteAt(copy[key], rest);
  if (isContainer(child) && !Array.isArray(child) && Object.keys(child).length === 0) delete copy[key];
  else copy[key] = child;
  return copy;
}

/** An object or array. */
function isContainer(value: unknown): value is Record<string | number, unknown> {
  return value !== null && typeof value === 'object';
}

/** `a.b[0].c` for messages; `body` for the root. */
export function formatPath(path: JsonPath): string {
  if (path.length === 0) return 'body';
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');
}
