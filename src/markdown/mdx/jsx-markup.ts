/**
 * Markup written as a prop (`icon={<svg width={24} strokeWidth={2}>…</svg>}`, `title={<>Use <code>x</code></>}`) as
 * hast, read from its estree: React's prop names become the attributes they stand for (`strokeWidth` →
 * `stroke-width`, `className` → `class`) and `{24}` its value, as React renders them. Passing the source through as
 * raw HTML instead leaves `width="{24}"` and `strokelinecap` in the page, which browsers ignore: an SVG without its
 * size is drawn as wide as its box allows (PowerSync's Nuxt Card collapsed its CardGroup column to zero width).
 */
import type { Expression } from 'estree';
import type { JSXAttribute, JSXElement, JSXFragment, JSXSpreadAttribute } from 'estree-jsx';
import type { ElementContent, Properties } from 'hast';
import { h, s } from 'hastscript';
import type { Scope } from './evaluate.js';
import { styleText } from './mdx-to-hast.js';
import { UserComponent } from './snippet-scope.js';

/** Evaluates an attribute's `{expression}`; `undefined` when it cannot be known without running code. */
export type Evaluator = (expression: Expression) => { value: unknown } | undefined;

/**
 * The hast of `node`, or undefined when part of it is not plain markup (a component, a spread, a child expression
 * that is not a literal): the caller then keeps its source.
 */
export function markupOf(node: JSXElement | JSXFragment, evaluator: Evaluator): ElementContent[] | undefined {
  try {
    return convert(node, false, evaluator);
  } catch (error) {
    if (error === NOT_MARKUP) return undefined;
    throw error;
  }
}

const NOT_MARKUP = Symbol('not markup');

function convert(node: JSXElement | JSXFragment, inSvg: boolean, evaluator: Evaluator): ElementContent[] {
  if (node.type === 'JSXFragment') return children(node.children, inSvg, evaluator);
  const opening = node.openingElement;
  if (opening.name.type !== 'JSXIdentifier' || !/^[a-z][a-z0-9-]*$/i.test(opening.name.name)) throw NOT_MARKUP;
  const name = opening.name.name;
  // A capitalised name is a component, except SVG's own camelCase elements (`linearGradient`, `feGaussianBlur`).
  if (/^[A-Z]/.test(name)) throw NOT_MARKUP;
  const svg = inSvg || name === 'svg';
  const properties: Properties = {};
  for (const attribute of opening.attributes) {
    const [key, value] = property(attribute, evaluator);
    if (value !== undefined) properties[key] = value;
  }
  const create = svg ? s : h;
  return [create(name, properties, children(node.children, svg, evaluator))];
}

function property(attribute: JSXAttribute | JSXSpreadAttribute, evaluator: Evaluator): [string, Properties[string]] {
  if (attribute.type === 'JSXSpreadAttribute') throw NOT_MARKUP;
  const name =
    attribute.name.type === 'JSXIdentifier'
      ? attribute.name.name
      : `${attribute.name.namespace.name}:${attribute.name.name.name}`;
  // hastscript reads React's names as hast property names: `className`, `htmlFor`, `strokeWidth`, `xlinkHref`.
  const key = name;
  const raw = attribute.value;
  if (raw === null) return [key, true];
  if (raw.type === 'Literal') return [key, raw.value === null ? undefined : String(raw.value)];
  if (raw.type !== 'JSXExpressionContainer' || raw.expression.type === 'JSXEmptyExpression') throw NOT_MARKUP;
  const found = evaluator(raw.expression as Expression);
  // An event handler or a value only a runtime knows is left out, as a static render leaves it out.
  if (!found) return [key, undefined];
  const { value } = found;
  if (key === 'style' && value !== null && typeof value === 'object')
    return [key, styleText(value as Record<string, unknown>)];
  if (typeof value === 'string' || typeof value === 'number') return [key, value];
  if (typeof value === 'boolean') return [key, value ? (/^(?:aria|data)-/.test(key) ? 'true' : true) : undefined];
  return [key, undefined];
}

function children(list: JSXElement['children'], inSvg: boolean, evaluator: Evaluator): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of list) {
    if (child.type === 'JSXText') {
      const text = jsxText(child.value);
      if (text) out.push({ type: 'text', value: text });
    } else if (child.type === 'JSXElement' || child.type === 'JSXFragment') {
      out.push(...convert(child, inSvg, evaluator));
    } else if (child.type === 'JSXExpressionContainer') {
      if (child.expression.type === 'JSXEmptyExpression') continue; // a comment
      const known = evaluator(child.expression as Expression);
      const value = known?.value;
      if (typeof value === 'string' || typeof value === 'number') out.push({ type: 'text', value: String(value) });
      else if (value !== null && value !== undefined && typeof value !== 'boolean') throw NOT_MARKUP;
      else if (!known) throw NOT_MARKUP;
    } else throw NOT_MARKUP;
  }
  return out;
}

/** JSX's whitespace rule: lines are trimmed, blank ones dropped, the rest joined by a space. */
function jsxText(value: string): string {
  if (!value.includes('\n')) return value;
  const lines = value.split(/\r\n|\r|\n/);
  const kept: string[] = [];
  lines.forEach((line, index) => {
    let text = line.replace(/\t/g, ' ');
    if (index > 0) text = text.replace(/^ +/, '');
    if (index < lines.length - 1) text = text.replace(/ +$/, '');
    if (text) kept.push(text);
  });
  return kept.join(' ');
}

/**
 * The markup a project component draws when it is written with no props (`icon={<SvelteIcon />}`, Novu's framework
 * cards, where `SvelteIcon = () => (<svg …/>)` is exported by a snippet): the JSX its function returns and the scope
 * of its file, or undefined when `node` is anything else.
 */
export function propFreeComponent(
  node: JSXElement | JSXFragment,
  scope: Scope,
): { returned: JSXElement | JSXFragment; scope: Scope } | undefined {
  if (node.type !== 'JSXElement' || node.children.length > 0) return undefined;
  const { name, attributes } = node.openingElement;
  if (name.type !== 'JSXIdentifier' || attributes.length > 0) return undefined;
  const component = scope.get(name.name);
  if (!(component instanceof UserComponent)) return undefined;
  const { body } = component.fn;
  const returned =
    body.type === 'BlockStatement'
      ? body.body.length === 1 && body.body[0].type === 'ReturnStatement'
        ? body.body[0].argument
        : undefined
      : body;
  const jsx = returned as unknown as { type: string } | null | undefined;
  if (jsx?.type !== 'JSXElement' && jsx?.type !== 'JSXFragment') return undefined;
  return { returned: jsx as JSXElement | JSXFragment, scope: component.scope() };
}
