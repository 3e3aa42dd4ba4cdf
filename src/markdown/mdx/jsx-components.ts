/**
 * Components written in JSX by a project (`export const Card2 = ({ title, href }) => (<a href={href}>{title}</a>)`, in
 * a page or a snippet), rendered without running code. A component whose function only returns JSX built from its
 * props (destructured with defaults, `props.x`, `children`, `cond ? a : b`, `list.map((x) => <li>{x}</li>)` over a
 * known list, `const` values before the `return`) becomes the mdast of that JSX: MDX elements, text and expressions,
 * which the rest of the pipeline resolves like the page's own. Anything that needs a runtime (hooks, state, effects,
 * event handlers, calls) is said, with the node where it is written: the caller runs that component in the sandbox.
 */
import type {
  ArrowFunctionExpression,
  Expression,
  FunctionDeclaration,
  FunctionExpression,
  Node,
  Pattern,
  Program,
  SpreadElement,
  Statement,
} from 'estree';
import type { JSXAttribute, JSXElement, JSXFragment, JSXSpreadAttribute } from 'estree-jsx';
import type { RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx';
import type { Position } from 'unist';
import type { PageBudget } from './budget.js';
import { dataObject, defineData } from './data-values.js';
import { evaluate, type Scope } from './evaluate.js';
import { scopedFragment, type UserComponent } from './snippet-scope.js';

type Fn = ArrowFunctionExpression | FunctionExpression | FunctionDeclaration;
type JsxChild = JSXElement['children'][number];

/** What a component renders for one use, or why it cannot be rendered without a runtime. */
export type Expansion =
  | { ok: true; nodes: RootContent[]; scope: Scope }
  | { ok: false; reason: string; node: Node | undefined };

/** How to turn an estree node of the component's file into an mdast position (and remember which file it is in). */
export type ToPosition = (node: Node) => Position | undefined;

/**
 * Render `component` with `props` (already evaluated; `children` among them): its JSX as mdast nodes, to be evaluated
 * in the returned scope (its file's names, its props and its `const`s). `inline` says the use is inside a paragraph.
 */
export function expandComponent(
  component: UserComponent,
  props: Record<string, unknown>,
  inline: boolean,
  toPosition: ToPosition,
  budget: PageBudget,
): Expansion {
  const shape = shapeOf(component.fn);
  if (!shape.ok) return shape;
  const names = component.scope();
  budget.addUnits(names.size);
  const scope = new Map(names);
  const bound = bindParam(shape.param, props, scope, budget);
  if (!bound.ok) return bound;
  for (const local of shape.locals) {
    const value = evaluate(local.init, scope, budget);
    if (!value.ok) return runtime(local.init, why(local.init, value.unsupported));
    scope.set(local.name, value.value);
  }
  return renderJsx(shape.returned, scope, component.source, inline, toPosition, budget);
}

/** The mdast of the JSX (or expression) `node`, written in a file whose text is `source`, rendered in `scope`. */
export function renderJsx(
  node: Node,
  scope: Scope,
  source: string,
  inline: boolean,
  toPosition: ToPosition,
  budget: PageBudget,
): Expansion {
  const state: ConvertState = { source, inline, toPosition, budget };
  const nodes = convert(node, scope, state);
  return state.failure ?? { ok: true, nodes, scope };
}

/** The function's parts when it is a pure function of its props: `const` values, then `return <jsx>`. */
type Shape =
  | { ok: true; param: Pattern | undefined; locals: Array<{ name: string; init: Expression }>; returned: Expression }
  | { ok: false; reason: string; node: Node | undefined };

const shapes = new WeakMap<Fn, Shape>();

function shapeOf(fn: Fn): Shape {
  let shape = shapes.get(fn);
  if (!shape) {
    shape = readShape(fn);
    shapes.set(fn, shape);
  }
  return shape;
}

function readShape(fn: Fn): Shape {
  if (fn.async || fn.generator) return { ok: false, reason: 'it is an async or generator function', node: fn };
  const param = fn.params[0];
  if (fn.body.type !== 'BlockStatement') return { ok: true, param, locals: [], returned: fn.body };
  const locals: Array<{ name: string; init: Expression }> = [];
  for (const statement of fn.body.body) {
    if (statement.type === 'ReturnStatement') {
      return statement.argument
        ? { ok: true, param, locals, returned: statement.argument }
        : { ok: true, param, locals, returned: { type: 'Literal', value: null } };
    }
    if (statement.type === 'VariableDeclaration' && statement.kind === 'const') {
      for (const declarator of statement.declarations) {
        if (declarator.id.type !== 'Identifier' || !declarator.init) return runtime(declarator, describe(statement));
        locals.push({ name: declarator.id.name, init: declarator.init });
      }
      continue;
    }
    if (statement.type === 'EmptyStatement') continue;
    return runtime(statement, describe(statement));
  }
  return { ok: true, param, locals, returned: { type: 'Literal', value: null } };
}

/** Bind the function's parameter: `props`, `{ title, href = "/" }`, or `{ title, ...rest }`. */
function bindParam(
  param: Pattern | undefined,
  props: Record<string, unknown>,
  scope: Map<string, unknown>,
  budget: PageBudget,
): { ok: true } | { ok: false; reason: string; node: Node | undefined } {
  if (!param) return { ok: true };
  if (param.type === 'Identifier') {
    scope.set(param.name, props);
    return { ok: true };
  }
  if (param.type === 'AssignmentPattern') return bindParam(param.left, props, scope, budget);
  if (param.type !== 'ObjectPattern') return runtime(param, 'its props are not an object pattern');
  const used = new Set<string>();
  for (const property of param.properties) {
    if (property.type === 'RestElement') {
      if (property.argument.type !== 'Identifier') return runtime(property, 'a nested rest pattern');
      const rest = dataObject();
      for (const [key, value] of Object.entries(props)) if (!used.has(key)) defineData(rest, key, value);
      scope.set(property.argument.name, rest);
      continue;
    }
    const key = property.computed
      ? undefined
      : property.key.type === 'Identifier'
        ? property.key.name
        : property.key.type === 'Literal'
          ? String(property.key.value)
          : undefined;
    if (key === undefined) return runtime(property, 'a computed prop name');
    used.add(key);
    const given = Object.hasOwn(props, key) ? props[key] : undefined;
    const target = property.value;
    if (target.type === 'Identifier') scope.set(target.name, given);
    else if (target.type === 'AssignmentPattern' && target.left.type === 'Identifier') {
      if (given !== undefined) scope.set(target.left.name, given);
      else {
        const fallback = evaluate(target.right, scope, budget);
        if (!fallback.ok) return runtime(target.right, fallback.unsupported);
        scope.set(target.left.name, fallback.value);
      }
    } else return runtime(target, 'a nested prop pattern');
  }
  return { ok: true };
}

interface ConvertState {
  /** The text of the component's file (estree offsets point into it), for the source of JSX-valued attributes. */
  source: string;
  inline: boolean;
  toPosition: ToPosition;
  /** The page's budget: every node made here is counted. */
  budget: PageBudget;
  failure?: { ok: false; reason: string; node: Node | undefined };
}

/** The mdast of what `node` renders in `scope`; the first construct that needs a runtime is recorded in `state`. */
function convert(node: Node, scope: Scope, state: ConvertState): RootContent[] {
  if (state.failure) return [];
  switch (node.type) {
    case 'JSXElement':
      return element(node as unknown as JSXElement, scope, state);
    case 'JSXFragment':
      return children((node as unknown as JSXFragment).children, scope, state);
    case 'ConditionalExpression':
    case 'LogicalExpression': {
      const picked = pick(node as Expression, scope, state.budget);
      if (!picked.ok) {
        state.failure = runtime(node, picked.unsupported);
        return [];
      }
      return picked.node === undefined ? [] : convert(picked.node, scope, state);
    }
    case 'CallExpression':
      return mapped(node as Expression, scope, state);
    default: {
      const value = evaluate(node, scope, state.budget);
      if (!value.ok) {
        state.failure = runtime(node, why(node, value.unsupported));
        return [];
      }
      if (value.value === null || value.value === undefined || typeof value.value === 'boolean') return [];
      state.budget.addNodes(1);
      return [expressionNode(node as Expression, state)];
    }
  }
}

/** `cond ? a : b`, `cond && a`, `a || b`, `a ?? b`: the branch `scope` selects (undefined: nothing). */
function pick(
  node: Expression,
  scope: Scope,
  budget: PageBudget,
): { ok: true; node: Expression | undefined } | { ok: false; unsupported: string } {
  if (node.type === 'ConditionalExpression') {
    const test = evaluate(node.test, scope, budget);
    return test.ok ? { ok: true, node: test.value ? node.consequent : node.alternate } : test;
  }
  if (node.type === 'LogicalExpression') {
    const left = evaluate(node.left, scope, budget);
    if (!left.ok) return left;
    if (node.operator === '&&') return { ok: true, node: left.value ? node.right : undefined };
    if (node.operator === '||') return { ok: true, node: left.value ? node.left : node.right };
    return { ok: true, node: left.value === null || left.value === undefined ? node.right : node.left };
  }
  return { ok: true, node };
}

/** `list.map((item, index) => <li>{item}</li>)` over a list `scope` knows: one scoped fragment per item. */
function mapped(node: Expression, scope: Scope, state: ConvertState): RootContent[] {
  const fail = (reason: string) => {
    state.failure = runtime(node, reason);
    return [];
  };
  if (node.type !== 'CallExpression') return fail('a function call');
  const callee = node.callee;
  const fn = node.arguments[0];
  if (
    callee.type !== 'MemberExpression' ||
    callee.computed ||
    callee.property.type !== 'Identifier' ||
    callee.property.name !== 'map' ||
    !fn ||
    (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression')
  )
    return fail(describeCall(node));
  const list = evaluate(callee.object as Expression, scope, state.budget);
  if (!list.ok) return fail(list.unsupported);
  if (!Array.isArray(list.value)) return fail('`.map` over a value that is not a list');
  const shape = shapeOf(fn);
  if (!shape.ok) return fail(shape.reason);
  const [itemParam, indexParam] = fn.params;
  const out: RootContent[] = [];
  for (const [index, item] of list.value.entries()) {
    // Each item is a fragment with a scope of its own: both are counted before they are made.
    state.budget.addNodes(1);
    state.budget.addUnits(scope.size);
    const inner = new Map(scope);
    if (itemParam?.type === 'Identifier') inner.set(itemParam.name, item);
    else if (itemParam) {
      const bound = bindParam(itemParam, (item ?? {}) as Record<string, unknown>, inner, state.budget);
      if (!bound.ok) return fail(bound.reason);
    }
    if (indexParam?.type === 'Identifier') inner.set(indexParam.name, index);
    for (const local of shape.locals) {
      const value = evaluate(local.init, inner, state.budget);
      if (!value.ok) return fail(why(local.init, value.unsupported));
      inner.set(local.name, value.value);
    }
    const nodes = convert(shape.returned, inner, state);
    if (state.failure) return [];
    out.push(scopedFragment(fragmentType(state), nodes, inner, state.toPosition(node)));
  }
  return out;
}

function element(node: JSXElement, scope: Scope, state: ConvertState): RootContent[] {
  const name = jsxName(node.openingElement.name);
  state.budget.addNodes(1);
  const content = children(node.children, scope, state);
  if (name === 'Fragment' || name === 'React.Fragment') return content;
  const attributes: Array<MdxJsxAttribute | MdxJsxExpressionAttribute> = [];
  for (const attribute of node.openingElement.attributes) {
    // React's `key` tells list items apart for its runtime; it is not an attribute of the element.
    if (attribute.type === 'JSXAttribute' && attribute.name.type === 'JSXIdentifier' && attribute.name.name === 'key')
      continue;
    const converted = jsxAttribute(attribute, scope, state);
    if (converted) attributes.push(converted);
  }
  const position = state.toPosition(node as unknown as Node);
  return [
    {
      type: state.inline ? 'mdxJsxTextElement' : 'mdxJsxFlowElement',
      name,
      attributes,
      children: content,
      ...(position && { position }),
    } as RootContent,
  ];
}

function children(list: JsxChild[], scope: Scope, state: ConvertState): RootContent[] {
  const out: RootContent[] = [];
  for (const child of list) {
    if (child.type === 'JSXText') {
      const value = jsxText(child.value);
      const position = state.toPosition(child as unknown as Node);
      if (value !== '') {
        state.budget.addNodes(1);
        out.push({ type: 'text', value, ...(position && { position }) });
      }
    } else if (child.type === 'JSXExpressionContainer') {
      if (child.expression.type !== 'JSXEmptyExpression') out.push(...convert(child.expression as Node, scope, state));
    } else if (child.type === 'JSXSpreadChild') {
      state.failure = runtime(child as unknown as Node, 'a spread child');
    } else out.push(...convert(child as unknown as Node, scope, state));
  }
  return out;
}

/** A JSX attribute as an MDX one; `{expressions}` keep their estree, checked now and evaluated by the components pass. */
function jsxAttribute(
  attribute: JSXAttribute | JSXSpreadAttribute,
  scope: Scope,
  state: ConvertState,
): MdxJsxAttribute | MdxJsxExpressionAttribute | undefined {
  const position = state.toPosition(attribute as unknown as Node);
  if (attribute.type === 'JSXSpreadAttribute') {
    const argument = attribute.argument as Expression;
    const value = evaluate(argument, scope, state.budget);
    if (!value.ok) {
      state.failure = runtime(argument, value.unsupported);
      return undefined;
    }
    const spread: SpreadElement = { type: 'SpreadElement', argument };
    return {
      type: 'mdxJsxExpressionAttribute',
      value: `...${sourceOf(argument, state)}`,
      data: { estree: program({ type: 'ObjectExpression', properties: [spread] }) },
      ...(position && { position }),
    };
  }
  const name =
    attribute.name.type === 'JSXNamespacedName'
      ? `${attribute.name.namespace.name}:${attribute.name.name.name}`
      : attribute.name.name;
  const base = { type: 'mdxJsxAttribute' as const, name, ...(position && { position }) };
  const raw = attribute.value;
  if (raw === null) return { ...base, value: null };
  if (raw.type === 'Literal') return { ...base, value: String(raw.value ?? '') };
  if (raw.type !== 'JSXExpressionContainer' || raw.expression.type === 'JSXEmptyExpression') return undefined;
  let expression = raw.expression as Expression;
  if (expression.type === 'ConditionalExpression' || expression.type === 'LogicalExpression') {
    const picked = pick(expression, scope, state.budget);
    if (!picked.ok) {
      state.failure = runtime(expression, picked.unsupported);
      return undefined;
    }
    if (!picked.node) return undefined;
    expression = picked.node;
  }
  const type = expression.type as string;
  if (type === 'JSXElement' || type === 'JSXFragment') {
    // Markup as a prop (`icon={<svg …/>}`): the components pass reads its source, as for the page's own.
    return { ...base, value: expressionValue(expression, state) };
  }
  const value = evaluate(expression, scope, state.budget);
  if (!value.ok) {
    state.failure = runtime(expression, why(expression, value.unsupported));
    return undefined;
  }
  return { ...base, value: expressionValue(expression, state) };
}

function expressionValue(expression: Expression, state: ConvertState): MdxJsxAttribute['value'] {
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: sourceOf(expression, state),
    data: { estree: program(expression) },
  };
}

function expressionNode(expression: Expression, state: ConvertState): RootContent {
  const position = state.toPosition(expression);
  return {
    type: state.inline ? 'mdxTextExpression' : 'mdxFlowExpression',
    value: sourceOf(expression, state),
    data: { estree: program(expression) },
    ...(position && { position }),
  } as RootContent;
}

function program(expression: Expression): Program {
  return { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] };
}

function sourceOf(node: Node, state: ConvertState): string {
  const range = node as { start?: number; end?: number };
  return typeof range.start === 'number' && typeof range.end === 'number'
    ? state.source.slice(range.start, range.end)
    : '';
}

function fragmentType(state: ConvertState): 'mdxJsxFlowElement' | 'mdxJsxTextElement' {
  return state.inline ? 'mdxJsxTextElement' : 'mdxJsxFlowElement';
}

function jsxName(name: JSXElement['openingElement']['name']): string {
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXNamespacedName') return `${name.namespace.name}:${name.name.name}`;
  return `${jsxName(name.object as JSXElement['openingElement']['name'])}.${name.property.name}`;
}

/** JSX text as React reads it: lines trimmed, blank lines dropped, the rest joined by single spaces. */
export function jsxText(value: string): string {
  const lines = value.split(/\r\n|\n|\r/);
  let lastNonEmpty = 0;
  lines.forEach((line, i) => {
    if (/[^ \t]/.test(line)) lastNonEmpty = i;
  });
  let out = '';
  lines.forEach((line, i) => {
    let trimmed = line.replace(/\t/g, ' ');
    if (i > 0) trimmed = trimmed.replace(/^ +/, '');
    if (i < lines.length - 1) trimmed = trimmed.replace(/ +$/, '');
    if (trimmed === '') return;
    out += i === lastNonEmpty ? trimmed : `${trimmed} `;
  });
  return out;
}

/** Why `node` needs a runtime: the call it makes (a hook, `fetch` …), else what `evaluate` said. */
function why(node: Node, unsupported: string): string {
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression')
    return 'it passes a function (an event handler or a callback)';
  const call = findCall(node);
  return call ? describeCall(call) : unsupported;
}

function runtime(node: Node | undefined, reason: string): { ok: false; reason: string; node: Node | undefined } {
  return { ok: false, reason, node };
}

/** What a statement before the `return` does, in words. */
function describe(statement: Statement | Node): string {
  const call = findCall(statement);
  if (call) return describeCall(call);
  if (statement.type === 'VariableDeclaration') return `\`${statement.kind}\` with a pattern or no value`;
  return `a \`${statement.type.replace(/Statement$|Declaration$/, '').toLowerCase()}\` statement before its return`;
}

function describeCall(call: Expression & { type: 'CallExpression' }): string {
  const callee = call.callee;
  const name =
    callee.type === 'Identifier'
      ? callee.name
      : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
        ? `.${callee.property.name}`
        : undefined;
  if (name === undefined) return 'a function call';
  if (/^use[A-Z]/.test(name)) return `it calls the React hook \`${name}\``;
  if (name === 'fetch') return 'it fetches data';
  return `it calls \`${name}\``;
}

/** The first call in `node` (depth first), if any. */
function findCall(node: Node): (Expression & { type: 'CallExpression' }) | undefined {
  if (node.type === 'CallExpression') return node;
  for (const value of Object.values(node)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item && typeof item === 'object' && typeof (item as { type?: unknown }).type === 'string') {
        const found = findCall(item as Node);
        if (found) return found;
      }
    }
  }
  return undefined;
}
