/**
 * Evaluate MDX expressions without running code: literals (strings, numbers, booleans, null), template literals,
 * object and array literals, operators on plain values (operators.ts), and names of constants the page or a snippet
 * exports. Anything
 * else (calls, member access on unknown values, functions, JSX) is `unsupported`, and the caller warns at its place.
 */
import type { Expression, Node, Program } from 'estree';
import type { PageBudget } from './budget.js';
import { dataObject, defineData, isDataHolder, sizeOf, toText } from './data-values.js';
import { binary, conditional, logical, typeOf } from './operators.js';
import { BROKEN_IMPORT } from './snippet-scope.js';

/** The values `export const` made available, by name. */
export type Scope = ReadonlyMap<string, unknown>;

/**
 * What an expression evaluates to; `unsupported` names the construct that needs a JavaScript runtime, or (`throws`)
 * that JavaScript itself would fail on.
 */
export type Evaluated = { ok: true; value: unknown } | { ok: false; unsupported: string; throws?: true };

/** `unsupported`, with why Quire cannot show it: `…, which needs a JavaScript runtime`. */
export function whyNot(failure: { unsupported: string; throws?: true }): string {
  return `${failure.unsupported}, ${failure.throws ? 'which throws an error in JavaScript too' : 'which needs a JavaScript runtime'}`;
}

const UNSUPPORTED: Record<string, string> = {
  CallExpression: 'a function call',
  ArrowFunctionExpression: 'a function',
  FunctionExpression: 'a function',
  JSXElement: 'a JSX element',
  JSXFragment: 'a JSX fragment',
  AssignmentExpression: 'an assignment',
  NewExpression: '`new`',
  AwaitExpression: '`await`',
};

/** The single expression of an MDX `{…}` program, or undefined when it is empty (a comment only). */
export function expressionOf(program: Program | null | undefined): Expression | undefined {
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/**
 * Evaluate `node` against `scope`, counting what it builds, and the size of its value (each use of a value counts),
 * against the page's `budget`: over it, {@link OverBudget} is thrown.
 */
export function evaluate(node: Node, scope: Scope, budget: PageBudget): Evaluated {
  const result = evaluateNode(node, scope, budget);
  if (result.ok) budget.addUnits(sizeOf(result.value, budget.unitsLeft()));
  return result;
}

function evaluateNode(node: Node, scope: Scope, budget: PageBudget): Evaluated {
  switch (node.type) {
    case 'Literal': {
      const value = (node as { value: unknown }).value;
      if (value instanceof RegExp) return { ok: false, unsupported: 'a regular expression' };
      // `JSON.stringify` throws on a BigInt, and props are printed that way.
      if (typeof value === 'bigint' || (node as { bigint?: string }).bigint !== undefined)
        return { ok: false, unsupported: 'a BigInt literal' };
      return { ok: true, value };
    }
    case 'TemplateLiteral': {
      const t = node as import('estree').TemplateLiteral;
      let out = '';
      for (let i = 0; i < t.quasis.length; i++) {
        out += t.quasis[i].value.cooked ?? t.quasis[i].value.raw;
        if (i < t.expressions.length) {
          const part = evaluateNode(t.expressions[i], scope, budget);
          if (!part.ok) return part;
          // Counted before the text is made: a string doubled twenty times is refused before it takes any memory.
          budget.addUnits(sizeOf(part.value, budget.unitsLeft()));
          const text = toText(part.value);
          if (!text.ok) return text;
          out += text.text;
        }
      }
      return { ok: true, value: out };
    }
    case 'Identifier': {
      const name = (node as import('estree').Identifier).name;
      if (name === 'undefined') return { ok: true, value: undefined };
      if (!scope.has(name))
        return { ok: false, unsupported: `\`${name}\`, which this page does not export as a constant` };
      const value = scope.get(name);
      // The import was reported, and JavaScript reads a name a module does not export as undefined (the marker is a
      // symbol, which would throw wherever it is printed).
      return { ok: true, value: value === BROKEN_IMPORT ? undefined : value };
    }
    case 'UnaryExpression': {
      const u = node as import('estree').UnaryExpression;
      const arg = evaluateNode(u.argument, scope, budget);
      if (!arg.ok) return arg;
      if (u.operator === '-' && typeof arg.value === 'number') return { ok: true, value: -arg.value };
      if (u.operator === '+' && typeof arg.value === 'number') return { ok: true, value: arg.value };
      if (u.operator === '!') return { ok: true, value: !arg.value };
      if (u.operator === 'typeof') return typeOf(arg.value);
      return { ok: false, unsupported: `the operator \`${u.operator}\`` };
    }
    case 'ArrayExpression': {
      const items: unknown[] = [];
      for (const element of (node as import('estree').ArrayExpression).elements) {
        budget.addUnits(1);
        if (element === null) items.push(undefined);
        else if (element.type === 'SpreadElement') {
          const spread = evaluateNode(element.argument, scope, budget);
          if (!spread.ok) return spread;
          if (!Array.isArray(spread.value))
            return { ok: false, unsupported: 'a spread of a value that is not an array' };
          budget.addUnits(spread.value.length);
          for (const item of spread.value) items.push(item);
        } else {
          const value = evaluateNode(element, scope, budget);
          if (!value.ok) return value;
          items.push(value.value);
        }
      }
      return { ok: true, value: items };
    }
    case 'ObjectExpression': {
      const out = dataObject();
      for (const property of (node as import('estree').ObjectExpression).properties) {
        budget.addUnits(1);
        if (property.type === 'SpreadElement') {
          const spread = evaluateNode(property.argument, scope, budget);
          if (!spread.ok) return spread;
          if (spread.value === null || spread.value === undefined) continue;
          if (!isDataHolder(spread.value))
            return { ok: false, unsupported: 'a spread of a value that is not an object' };
          const entries = Object.entries(spread.value);
          budget.addUnits(entries.length);
          for (const [key, value] of entries) defineData(out, key, value);
          continue;
        }
        if (property.computed || property.kind !== 'init' || property.method)
          return { ok: false, unsupported: 'a computed or method property' };
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : undefined;
        if (key === undefined) return { ok: false, unsupported: 'a computed property' };
        const value = evaluateNode(property.value, scope, budget);
        if (!value.ok) return value;
        defineData(out, key, value.value);
      }
      return { ok: true, value: out };
    }
    case 'MemberExpression': {
      // `config.name` on an exported constant object.
      const m = node as import('estree').MemberExpression;
      const object = evaluateNode(m.object, scope, budget);
      if (!object.ok) return object;
      const key = m.computed
        ? evaluateNode(m.property, scope, budget)
        : m.property.type === 'Identifier'
          ? { ok: true as const, value: m.property.name }
          : undefined;
      if (key === undefined) return { ok: false, unsupported: 'a member expression' };
      if (!key.ok) return key;
      if (typeof key.value !== 'string' && typeof key.value !== 'number')
        return { ok: false, unsupported: 'a member name that is not text or a number' };
      const holder = object.value;
      // Members of data only: a component's or a snippet's are Quire's own (its syntax tree, its file's text).
      if (isDataHolder(holder) && Object.hasOwn(holder, String(key.value)))
        return { ok: true, value: holder[String(key.value)] };
      return { ok: true, value: undefined };
    }
    case 'LogicalExpression':
      return logical(node as import('estree').LogicalExpression, (n) => evaluateNode(n, scope, budget));
    case 'ConditionalExpression':
      return conditional(node as import('estree').ConditionalExpression, (n) => evaluateNode(n, scope, budget));
    case 'BinaryExpression':
      return binary(node as import('estree').BinaryExpression, (n) => evaluateNode(n, scope, budget), budget);
    default:
      return { ok: false, unsupported: UNSUPPORTED[node.type] ?? `a ${node.type}` };
  }
}
