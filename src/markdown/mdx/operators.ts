/**
 * JavaScript's operators on the plain values MDX expressions hold: `a || "default"`, `"…?src=" + (props.src ||
 * "docs")`, `count > 1 ? "items" : "item"`, `typeof x`. Applied by Quire to values it already has (strings,
 * numbers, booleans, null, undefined, and data objects for truthiness), so no author code runs; an operand that is
 * an object (whose conversion would call code in JavaScript) or an operator with no plain meaning is unsupported.
 */
import type { BinaryExpression, ConditionalExpression, LogicalExpression, Node } from 'estree';
import type { PageBudget } from './budget.js';
import { isDataHolder, sizeOf } from './data-values.js';
import type { Evaluated } from './evaluate.js';

type Primitive = string | number | boolean | null | undefined;

const isPrimitive = (value: unknown): value is Primitive =>
  value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);

/** `a && b`, `a || b`, `a ?? b`, short-circuited as in JavaScript. */
export function logical(node: LogicalExpression, evaluate: (node: Node) => Evaluated): Evaluated {
  const left = evaluate(node.left);
  if (!left.ok) return left;
  const value = left.value;
  if (node.operator === '&&' ? !value : node.operator === '||' ? Boolean(value) : value !== null && value !== undefined)
    return left;
  return evaluate(node.right);
}

/** `test ? a : b`. */
export function conditional(node: ConditionalExpression, evaluate: (node: Node) => Evaluated): Evaluated {
  const test = evaluate(node.test);
  if (!test.ok) return test;
  return evaluate(test.value ? node.consequent : node.alternate);
}

/** `typeof x` on a value Quire holds (other unary operators are evaluate.ts's). */
export function typeOf(value: unknown): Evaluated {
  if (isPrimitive(value)) return { ok: true, value: value === null ? 'object' : typeof value };
  if (Array.isArray(value) || isDataHolder(value)) return { ok: true, value: 'object' };
  return { ok: false, unsupported: 'the operator `typeof` on a component or snippet' };
}

/** Arithmetic, comparison and `+` (text joined, counted against the page's budget before it is made). */
export function binary(node: BinaryExpression, evaluate: (node: Node) => Evaluated, budget: PageBudget): Evaluated {
  const left = evaluate(node.left);
  if (!left.ok) return left;
  const right = evaluate(node.right);
  if (!right.ok) return right;
  const a = left.value;
  const b = right.value;
  if (!isPrimitive(a) || !isPrimitive(b))
    return { ok: false, unsupported: `the operator \`${node.operator}\` on an object or array` };
  const n = (v: Primitive) => v as number;
  switch (node.operator) {
    case '+':
      if (typeof a === 'string' || typeof b === 'string') {
        // A string doubled again and again is refused before it takes any memory, as template literals are.
        budget.addUnits(sizeOf(a, budget.unitsLeft()) + sizeOf(b, budget.unitsLeft()));
        return { ok: true, value: String(a) + String(b) };
      }
      return { ok: true, value: n(a) + n(b) };
    case '-':
      return { ok: true, value: n(a) - n(b) };
    case '*':
      return { ok: true, value: n(a) * n(b) };
    case '/':
      return { ok: true, value: n(a) / n(b) };
    case '%':
      return { ok: true, value: n(a) % n(b) };
    case '===':
      return { ok: true, value: a === b };
    case '!==':
      return { ok: true, value: a !== b };
    case '==':
      // biome-ignore lint/suspicious/noDoubleEquals: JavaScript's own loose equality, on primitives only
      return { ok: true, value: a == b };
    case '!=':
      // biome-ignore lint/suspicious/noDoubleEquals: as above
      return { ok: true, value: a != b };
    case '<':
      return { ok: true, value: n(a) < n(b) };
    case '>':
      return { ok: true, value: n(a) > n(b) };
    case '<=':
      return { ok: true, value: n(a) <= n(b) };
    case '>=':
      return { ok: true, value: n(a) >= n(b) };
    default:
      return { ok: false, unsupported: `the operator \`${node.operator}\`` };
  }
}
