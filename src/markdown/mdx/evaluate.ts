/**
 * Evaluate MDX expressions without running code: literals (strings, numbers, booleans, null), template literals,
 * object and array literals, unary minus and `!`, and names of constants the page or a snippet exports. Anything
 * else (calls, member access on unknown values, functions, JSX) is `unsupported`, and the caller warns at its place.
 */
import type { Expression, Node, Program, SpreadElement } from 'estree';

/** The values `export const` made available, by name. */
export type Scope = ReadonlyMap<string, unknown>;

/** What an expression evaluates to; `unsupported` names the construct that needs a JavaScript runtime. */
export type Evaluated = { ok: true; value: unknown } | { ok: false; unsupported: string };

const UNSUPPORTED: Record<string, string> = {
  CallExpression: 'a function call',
  ArrowFunctionExpression: 'a function',
  FunctionExpression: 'a function',
  JSXElement: 'a JSX element',
  JSXFragment: 'a JSX fragment',
  ConditionalExpression: 'a conditional',
  LogicalExpression: 'a logical expression',
  BinaryExpression: 'an operator',
  AssignmentExpression: 'an assignment',
  NewExpression: '`new`',
  AwaitExpression: '`await`',
};

/** The single expression of an MDX `{…}` program, or undefined when it is empty (a comment only). */
export function expressionOf(program: Program | null | undefined): Expression | undefined {
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/** Evaluate `node` against `scope`. */
export function evaluate(node: Node, scope: Scope): Evaluated {
  switch (node.type) {
    case 'Literal': {
      const value = (node as { value: unknown }).value;
      return value instanceof RegExp ? { ok: false, unsupported: 'a regular expression' } : { ok: true, value };
    }
    case 'TemplateLiteral': {
      const t = node as import('estree').TemplateLiteral;
      let out = '';
      for (let i = 0; i < t.quasis.length; i++) {
        out += t.quasis[i].value.cooked ?? t.quasis[i].value.raw;
        if (i < t.expressions.length) {
          const part = evaluate(t.expressions[i], scope);
          if (!part.ok) return part;
          out += String(part.value);
        }
      }
      return { ok: true, value: out };
    }
    case 'Identifier': {
      const name = (node as import('estree').Identifier).name;
      if (name === 'undefined') return { ok: true, value: undefined };
      if (scope.has(name)) return { ok: true, value: scope.get(name) };
      return { ok: false, unsupported: `\`${name}\`, which this page does not export as a constant` };
    }
    case 'UnaryExpression': {
      const u = node as import('estree').UnaryExpression;
      const arg = evaluate(u.argument, scope);
      if (!arg.ok) return arg;
      if (u.operator === '-' && typeof arg.value === 'number') return { ok: true, value: -arg.value };
      if (u.operator === '+' && typeof arg.value === 'number') return { ok: true, value: arg.value };
      if (u.operator === '!') return { ok: true, value: !arg.value };
      return { ok: false, unsupported: `the operator \`${u.operator}\`` };
    }
    case 'ArrayExpression': {
      const items: unknown[] = [];
      for (const element of (node as import('estree').ArrayExpression).elements) {
        if (element === null) items.push(undefined);
        else {
          const value = evaluateElement(element, scope);
          if (!value.ok) return value;
          if (element.type === 'SpreadElement') items.push(...(value.value as unknown[]));
          else items.push(value.value);
        }
      }
      return { ok: true, value: items };
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of (node as import('estree').ObjectExpression).properties) {
        if (property.type === 'SpreadElement') {
          const spread = evaluate(property.argument, scope);
          if (!spread.ok) return spread;
          Object.assign(out, spread.value);
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
        const value = evaluate(property.value, scope);
        if (!value.ok) return value;
        Object.defineProperty(out, key, { value: value.value, enumerable: true, writable: true, configurable: true });
      }
      return { ok: true, value: out };
    }
    case 'MemberExpression': {
      // `config.name` on an exported constant object.
      const m = node as import('estree').MemberExpression;
      const object = evaluate(m.object, scope);
      if (!object.ok) return object;
      const key = m.computed
        ? evaluate(m.property, scope)
        : m.property.type === 'Identifier'
          ? { ok: true as const, value: m.property.name }
          : undefined;
      if (key === undefined) return { ok: false, unsupported: 'a member expression' };
      if (!key.ok) return key;
      const holder = object.value;
      if (holder !== null && typeof holder === 'object' && Object.hasOwn(holder, String(key.value))) {
        return { ok: true, value: (holder as Record<string, unknown>)[String(key.value)] };
      }
      if (Array.isArray(holder) && key.value === 'length') return { ok: true, value: holder.length };
      return { ok: true, value: undefined };
    }
    default:
      return { ok: false, unsupported: UNSUPPORTED[node.type] ?? `a ${node.type}` };
  }
}

function evaluateElement(element: Expression | SpreadElement, scope: Scope): Evaluated {
  if (element.type !== 'SpreadElement') return evaluate(element, scope);
  const spread = evaluate(element.argument, scope);
  if (!spread.ok) return spread;
  return Array.isArray(spread.value) ? spread : { ok: false, unsupported: 'a spread of a value that is not an array' };
}
