/**
 * The values MDX expressions evaluate to are data: strings, numbers, booleans, null and undefined, lists and objects
 * of them, and the markers of snippet-scope.ts (a component, a snippet, children, JSX). This module makes objects,
 * measures values (for the page's budget, see budget.ts) and turns them into text as JavaScript would, without
 * calling anything an author wrote: `String({ toString: 1 })` throws in JavaScript, and `{Widget}` would print a
 * component's syntax tree. Such a value is reported where it is used, never a crash.
 */
import { ChildrenValue, JsxValue, MdxSnippet, UserComponent } from './snippet-scope.js';

// The prototype of the objects expressions build: JavaScript turns an object into text through `Symbol.toPrimitive`
// before its `toString`, so `String(object)` is `[object Object]` even when the author wrote a `toString` key, and
// no code that prints a prop can be made to throw.
const DATA_PROTOTYPE: object = Object.create(Object.prototype, {
  [Symbol.toPrimitive]: { value: (hint: string) => (hint === 'number' ? Number.NaN : '[object Object]') },
});

/** A new, empty object of data. */
export function dataObject(): Record<string, unknown> {
  return Object.create(DATA_PROTOTYPE) as Record<string, unknown>;
}

/** Set `key` of `target` as an own property (a key such as `__proto__` is a key like any other). */
export function defineData(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Whether `value` is a list or an object of data (not a component, snippet or markup), whose members may be read. */
export function isDataHolder(value: unknown): value is Record<string, unknown> {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === DATA_PROTOTYPE || prototype === Object.prototype || prototype === null;
}

/** What a value that is not data stands for, in words; undefined for data. */
export function notData(value: unknown): string | undefined {
  if (value instanceof UserComponent || value instanceof MdxSnippet) return 'a component';
  if (value instanceof ChildrenValue || value instanceof JsxValue) return 'markup';
  if (typeof value === 'symbol' || typeof value === 'function') return 'a value that is not data';
  if (typeof value === 'bigint') return 'a BigInt';
  return undefined;
}

/**
 * The size of `value` in budget units: characters of strings and keys, one per list item, property and other value;
 * a list or object used twice counts twice. Measured only as far as `cap`: anything larger gives `cap + 1`.
 */
export function sizeOf(value: unknown, cap: number): number {
  let total = 0;
  const visit = (v: unknown): void => {
    if (total > cap) return;
    if (typeof v === 'string') total += v.length;
    else if (Array.isArray(v)) {
      total += 1;
      for (const item of v) {
        visit(item);
        if (total > cap) return;
      }
    } else if (isDataHolder(v)) {
      total += 1;
      for (const [key, item] of Object.entries(v)) {
        total += key.length;
        visit(item);
        if (total > cap) return;
      }
    } else total += 1;
  };
  visit(value);
  return Math.min(total, cap + 1);
}

/** A value as text, or what in it JavaScript cannot turn into text (or what it would print that is not meant to be). */
export type Text = { ok: true; text: string } | { ok: false; unsupported: string; throws?: true };

/** `value` as a template literal turns it into text: JavaScript's `String(value)`. */
export function toText(value: unknown): Text {
  if (typeof value === 'string') return { ok: true, text: value };
  const other = notData(value);
  if (other !== undefined && typeof value !== 'bigint') return { ok: false, unsupported: `${other} used as text` };
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (const item of value) {
      const part = item === null || item === undefined ? { ok: true as const, text: '' } : toText(item);
      if (!part.ok) return part;
      parts.push(part.text);
    }
    return { ok: true, text: parts.join(',') };
  }
  if (value !== null && typeof value === 'object') {
    // JavaScript calls the object's `toString`; one written as a key holds a value, never a function, and throws.
    if (Object.hasOwn(value, 'toString'))
      return { ok: false, unsupported: 'an object whose `toString` is not a function, turned into text', throws: true };
    return { ok: true, text: '[object Object]' };
  }
  return { ok: true, text: String(value) };
}

/** `value` as `{value}` shows it: text as is, lists and objects as JSON; undefined when nothing is shown. */
export function toDisplay(value: unknown): Text | undefined {
  if (value === undefined || value === null || typeof value === 'boolean') return undefined;
  if (typeof value !== 'object') return toText(value);
  let unsupported: string | undefined;
  const text = JSON.stringify(value, (_key, member: unknown) => {
    const other = notData(member);
    if (other === undefined) return member;
    unsupported ??= other;
    return undefined;
  });
  return unsupported === undefined ? { ok: true, text } : { ok: false, unsupported: `${unsupported} used as a value` };
}
