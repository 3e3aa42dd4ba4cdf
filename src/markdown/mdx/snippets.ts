/**
 * remark plugin for MDX pages, before the components pass: read the page's ESM (its `export const` values and
 * components, and the snippets it imports), then replace every use of a snippet or of a project's own component by
 * what it renders, as Mintlify does:
 * - `<X prop="…"/>` for `import X from '/snippets/x.mdx'`: the snippet's content, its `{prop}`s evaluated with the
 *   props given (and its own exports), its `{children}` the element's children;
 * - `<Snippet file="x.mdx"/>` (legacy): the same, from `snippets/` or `_snippets/`;
 * - `<Name …/>` for a component written as an arrow function (`export const Name = ({ title }) => (<div>…</div>)`, in
 *   the page or imported from a snippet): its JSX, with its props (jsx-components.ts). One with logic that cannot be
 *   read so runs in the sandbox (logic-components.ts); one that fails there shows its children only.
 * The result is a fragment with its own scope (`data.quireScope`): the components pass then resolves the inlined
 * nodes like the page's own, evaluating their expressions in that scope. Links in a snippet resolve from the page
 * that includes it. Problems in a snippet are reported at the snippet's lines, naming the include.
 */
import type { Expression, Program } from 'estree';
import type { Code, InlineCode, Parents, PhrasingContent, Root, RootContent } from 'mdast';
import type {
  MdxFlowExpression,
  MdxJsxAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
  MdxTextExpression,
} from 'mdast-util-mdx';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { resolveSnippet } from '../../content/snippets.js';
import { didYouMean } from '../../utils/did-you-mean.js';
import { getPageData } from '../page-data.js';
import { budgetOf, countNodes, type PageBudget, placed } from './budget.js';
import { dataObject, defineData, isDataHolder } from './data-values.js';
import { evaluate, expressionOf, type Scope, whyNot } from './evaluate.js';
import { expandComponent, renderJsx } from './jsx-components.js';
import { renderInSandbox, type SandboxState } from './logic-components.js';
import { lazyModuleText, type ModuleText } from './module-text.js';
import { PHRASING_NODES } from './phrasing-jsx.js';
import type { RuntimeProp } from './runtime-props.js';
import {
  estreePosition,
  loadModule,
  parserOf,
  placeOf,
  readEsm,
  report,
  type SnippetContext,
} from './snippet-modules.js';
import {
  BROKEN_IMPORT,
  ChildrenValue,
  JsxValue,
  MdxSnippet,
  originOf,
  scopedFragment,
  scopeOf,
  setOrigin,
  UserComponent,
} from './snippet-scope.js';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Snippets and components inlined inside one another before giving up (a guard against runaway nesting). */
const MAX_DEPTH = 24;

/** The plugin; `this` is the page's processor, which parses snippets too. */
export function remarkMdxSnippets(this: { parse(file: VFile): unknown }) {
  const parse = parserOf(this);
  return function transform(tree: Root, file: VFile): undefined {
    const page = getPageData(file);
    const ctx: Expander = {
      page,
      file,
      parse,
      modules: new Map(),
      loading: [],
      via: [],
      active: [],
      budget: budgetOf(file),
      sandbox: { warned: new Set() },
    };
    const scope = readEsm(tree, page.path, String(file.value), ctx).scope;
    tree.data = { ...tree.data, quireScope: scope };
    ctx.sandbox.page = lazyModuleText(tree, String(file.value));
    if (usesSnippets(scope, String(file.value))) expand(tree, scope, ctx);
  };
}

/** What expanding one page keeps: the snippet context and what is being expanded (to stop cycles). */
interface Expander extends SnippetContext {
  /** Snippet paths and components being expanded, outermost first. */
  active: Array<{ key: string | UserComponent; name: string }>;
  /** Components with logic run in the sandbox (started on the page's first). */
  sandbox: SandboxState;
}

function usesSnippets(scope: Scope, source: string): boolean {
  if (source.includes('<Snippet')) return true;
  for (const value of scope.values()) {
    if (value instanceof MdxSnippet || value instanceof UserComponent || value === BROKEN_IMPORT || value === undefined)
      return true;
  }
  return false;
}

/** Replace, under `parent`, every use of a snippet or project component, and every `{children}`, in `scope`. */
function expand(parent: Parents, scope: Scope, ctx: Expander): void {
  const kept: RootContent[] = [];
  for (const node of parent.children as RootContent[]) {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const replaced = placed(node.position, () => instantiate(node, scope, ctx));
      if (replaced) {
        kept.push(replaced);
        continue;
      }
    } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const inserted = placed(node.position, () => insertion(node, scope, ctx));
      if (inserted) {
        kept.push(inserted);
        continue;
      }
    }
    if ('children' in node) expand(node as Parents, scopeOf(node, scope), ctx);
    kept.push(node);
  }
  (parent as { children: RootContent[] }).children = kept;
}

/** `{children}` (or `{props.children}`, or a prop written as JSX): the nodes it stands for, in their own scope. */
function insertion(node: MdxFlowExpression | MdxTextExpression, scope: Scope, ctx: Expander): RootContent | undefined {
  const expression = expressionOf(node.data?.estree as Program | undefined);
  if (!expression || (expression.type !== 'Identifier' && expression.type !== 'MemberExpression')) return undefined;
  const value = evaluate(expression, scope, ctx.budget);
  if (!value.ok) return undefined;
  if (value.value instanceof ChildrenValue) {
    // Children written on the tag's own line are text: among blocks, they are a paragraph.
    const nodes = value.value.nodes;
    // The same nodes, once more on the page: `{children}{children}` in snippets nested in one another doubles each time.
    ctx.budget.addNodes(1 + countNodes(nodes, ctx.budget.nodesLeft()));
    const flow = node.type === 'mdxFlowExpression' && nodes.length > 0 && nodes.every(isPhrasing);
    const content: RootContent[] = flow ? [{ type: 'paragraph', children: nodes as PhrasingContent[] }] : nodes;
    return scopedFragment(elementType(node), content, value.value.scope, node.position);
  }
  if (value.value instanceof JsxValue) {
    const holder = scopedFragment(elementType(node), value.value.nodes(), value.value.scope, node.position);
    expand(holder, value.value.scope, ctx);
    return holder;
  }
  return undefined;
}

function isPhrasing(node: RootContent): boolean {
  return PHRASING_NODES.has(node.type);
}

function elementType(node: { type: string }): 'mdxJsxFlowElement' | 'mdxJsxTextElement' {
  return node.type === 'mdxFlowExpression' || node.type === 'mdxJsxFlowElement'
    ? 'mdxJsxFlowElement'
    : 'mdxJsxTextElement';
}

/** What `node` renders when it names a snippet or a project component; undefined for anything else. */
function instantiate(node: JsxElement, scope: Scope, ctx: Expander): RootContent | undefined {
  const name = node.name ?? '';
  const bound = scope.has(name) ? scope.get(name) : undefined;
  if (bound === BROKEN_IMPORT) return childrenOnly(node, scope, ctx); // the import was reported
  // A name bound to nothing (a name its snippet does not export, reported at the import): nothing, as in Mintlify.
  if (bound === undefined && scope.has(name)) return scopedFragment(node.type, [], scope, node.position);
  if (bound instanceof MdxSnippet) return includeSnippet(node, bound.path, readProps(node, scope, ctx), scope, ctx);
  if (bound instanceof UserComponent) return renderComponent(node, bound, scope, ctx);
  if (name === 'Snippet' && !scope.has(name)) return legacySnippet(node, scope, ctx);
  return undefined;
}

/** `<Snippet file="x.mdx" …/>`: the snippet `x.mdx` of `snippets/` or `_snippets/`, with the other props. */
function legacySnippet(node: JsxElement, scope: Scope, ctx: Expander): RootContent | undefined {
  const attribute = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'file',
  );
  const file = attribute ? literalString(attribute) : undefined;
  if (file === undefined) {
    report(
      ctx,
      'warning',
      (attribute ?? node).position,
      'missing-prop',
      attribute
        ? '<Snippet> prop `file` must be written as text; only its content is shown'
        : '<Snippet> needs the prop `file`; only its content is shown',
      'write the snippet\'s path in snippets/ or _snippets/: `<Snippet file="name.mdx" />`',
    );
    return childrenOnly(node, scope, ctx);
  }
  const from = originOf(node.position)?.file ?? ctx.page.path;
  const path = resolveSnippet(file, from, 'file', ctx.page.snippets);
  if (path === undefined) {
    const close = didYouMean(
      file,
      Object.keys(ctx.page.snippets).map((p) => p.replace(/^_?snippets\//, '')),
    );
    report(
      ctx,
      'error',
      attribute?.position ?? node.position,
      'missing-snippet',
      `snippet "${file}" does not exist in snippets/ or _snippets/`,
      close ? `did you mean "${close}"?` : undefined,
    );
    return childrenOnly(node, scope, ctx);
  }
  const props = readProps(node, scope, ctx);
  delete props.file;
  return includeSnippet(node, path, props, scope, ctx);
}

/** A `file` prop's text: `file="x"`, `file={"x"}` or ``file={`x`}`` (what the build cache's scan sees, too). */
function literalString(attribute: MdxJsxAttribute): string | undefined {
  const { value } = attribute;
  if (typeof value === 'string') return value;
  const expression = expressionOf(value?.data?.estree as Program | undefined);
  if (expression?.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression?.type === 'TemplateLiteral' && expression.expressions.length === 0)
    return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** The content of the snippet `path` in place of `node`, its expressions evaluated with `props`. */
function includeSnippet(
  node: JsxElement,
  path: string,
  props: Record<string, unknown>,
  scope: Scope,
  ctx: Expander,
): RootContent {
  // Read before entering: the file's own problems name this include once.
  const module = loadModule(path, ctx, node.position);
  if (!module || !enter(node, path, path, ctx)) return childrenOnly(node, scope, ctx);
  try {
    // Counted before the copy is made: the text inlined, the nodes copied, the names in scope.
    ctx.budget.inline(path, module.source.length);
    ctx.budget.addNodes(1 + countNodes(module.content, ctx.budget.nodesLeft()));
    ctx.budget.addUnits(module.scope.size);
    const inner = new Map(module.scope);
    const given = withChildren(props, node, scope, ctx);
    for (const [key, value] of Object.entries(given)) inner.set(key, value);
    inner.set('props', given);
    const content = structuredClone(module.content) as RootContent[];
    const origin = { file: path, via: [...ctx.via] };
    for (const child of content) markOrigin(child, origin);
    substituteInCode(content, given, ctx.budget);
    checkFreeNames(content, inner, node, ctx);
    // Used inside a sentence, a one-paragraph snippet is that paragraph's text.
    const body =
      node.type === 'mdxJsxTextElement' && content.length === 1 && content[0].type === 'paragraph'
        ? content[0].children
        : content;
    const fragment = scopedFragment(node.type, body, inner, node.position);
    expand(fragment, inner, ctx);
    return fragment;
  } finally {
    leave(ctx);
  }
}

/** What a project component renders in place of `node`. */
function renderComponent(node: JsxElement, component: UserComponent, scope: Scope, ctx: Expander): RootContent {
  const entered = enter(node, component, node.name ?? component.name, ctx);
  if (!entered) return childrenOnly(node, scope, ctx);
  try {
    const runtime: RuntimeProp[] = [];
    const props = withChildren(readProps(node, scope, ctx, runtime), node, scope, ctx);
    return renderWith(node, component, props, runtime, scope, ctx);
  } finally {
    leave(ctx);
  }
}

/**
 * A component with its props: expanded here when its JSX can be read without running it, else in the sandbox. A prop
 * that needs JavaScript (`runtime`) sends it to the sandbox; if it fails there, the prop is left out with a warning
 * and the component is rendered without it.
 */
function renderWith(
  node: JsxElement,
  component: UserComponent,
  props: Record<string, unknown>,
  runtime: RuntimeProp[],
  scope: Scope,
  ctx: Expander,
): RootContent {
  const expansion =
    runtime.length > 0
      ? undefined
      : expandComponent(
          component,
          props,
          node.type === 'mdxJsxTextElement',
          (estree) => estreePosition(ctx, component.path, estree),
          ctx.budget,
        );
  // A component with logic runs in the sandbox: with real JavaScript, isolated from the build.
  if (!expansion?.ok)
    return renderInSandbox(node, component, props, ctx, (path) => moduleTextIn(path, ctx), {
      runtime,
      childrenOnly: () => childrenOnly(node, scope, ctx, props.children),
      withoutRuntime: () => {
        for (const prop of runtime)
          report(ctx, 'warning', prop.attribute.position, 'mdx-expression', prop.warning, RUNTIME_HINT);
        return renderWith(node, component, props, [], scope, ctx);
      },
    });
  const fragment = scopedFragment(node.type, expansion.nodes, expansion.scope, node.position);
  expand(fragment, expansion.scope, ctx);
  return fragment;
}

const RUNTIME_HINT = 'write the value itself, or `export const` it as a literal';

/** The module text of `path`: the page's own ESM, or a snippet file's. */
function moduleTextIn(path: string, ctx: Expander): ModuleText | undefined {
  if (path === ctx.page.path) return ctx.sandbox.page?.();
  const module = ctx.modules.get(path);
  return typeof module === 'object' ? module.esm?.() : undefined;
}

/** Start expanding `key` for `node`; false (with an error naming the chain) when it is already being expanded. */
function enter(node: JsxElement, key: string | UserComponent, name: string, ctx: Expander): boolean {
  const cycle = ctx.active.findIndex((entry) => entry.key === key);
  if (cycle >= 0 || ctx.active.length >= MAX_DEPTH) {
    const chain = [...ctx.active.slice(Math.max(cycle, 0)).map((entry) => entry.name), name];
    report(
      ctx,
      'error',
      node.position,
      'snippet-cycle',
      cycle >= 0
        ? `snippet include cycle: ${chain.join(' → ')}`
        : `snippets nested more than ${MAX_DEPTH} deep: ${chain.join(' → ')}`,
      'a snippet or component cannot include itself, directly or through others',
    );
    return false;
  }
  ctx.active.push({ key, name });
  ctx.via.push(placeOf(ctx, node.position));
  return true;
}

function leave(ctx: Expander): void {
  ctx.active.pop();
  ctx.via.pop();
}

/** The element's children alone (expanded in the scope they are written in), or what `children` already holds. */
function childrenOnly(node: JsxElement, scope: Scope, ctx: Expander, children?: unknown): RootContent {
  if (children instanceof ChildrenValue)
    return scopedFragment(node.type, children.nodes, children.scope, node.position);
  const fragment = scopedFragment(node.type, node.children as RootContent[], scope, node.position);
  expand(fragment, scope, ctx);
  return fragment;
}

/** `props` plus `children`: the element's children, expanded in the scope they are written in. */
function withChildren(
  props: Record<string, unknown>,
  node: JsxElement,
  scope: Scope,
  ctx: Expander,
): Record<string, unknown> {
  const content = node.children as RootContent[];
  if (content.every((child) => child.type === 'text' && child.value.trim() === '')) return props;
  const holder = scopedFragment(node.type, content, scope, node.position);
  expand(holder, scope, ctx);
  defineData(props, 'children', new ChildrenValue(holder.children as RootContent[], scope));
  return props;
}

/**
 * The props of a use of a snippet or component, evaluated in the scope it is written in. With `runtime`, a prop that
 * needs JavaScript is put there for the sandbox instead of being left out.
 */
function readProps(node: JsxElement, scope: Scope, ctx: Expander, runtime?: RuntimeProp[]): Record<string, unknown> {
  const props = dataObject();
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      const expression = expressionOf(attribute.data?.estree as Program | undefined);
      const argument = expression?.type === 'ObjectExpression' ? expression.properties[0] : undefined;
      const spread = argument?.type === 'SpreadElement' ? evaluate(argument.argument, scope, ctx.budget) : undefined;
      if (spread?.ok && isDataHolder(spread.value)) {
        for (const [key, value] of Object.entries(spread.value)) defineData(props, key, value);
      } else
        report(
          ctx,
          'warning',
          attribute.position,
          'mdx-expression',
          `\`{${attribute.value.trim()}}\` needs a JavaScript runtime; these props are ignored`,
        );
      continue;
    }
    const { value } = attribute;
    const expression =
      value !== null && typeof value === 'object' ? expressionOf(value.data?.estree as Program | undefined) : undefined;
    if (value === null || value === undefined) defineData(props, attribute.name, true);
    else if (typeof value === 'string') defineData(props, attribute.name, value);
    else if (!expression) continue;
    else if ((expression.type as string) === 'JSXElement' || (expression.type as string) === 'JSXFragment') {
      defineData(props, attribute.name, jsxProp(expression, value.value, attribute, scope, ctx));
    } else {
      const evaluated = evaluate(expression, scope, ctx.budget);
      const warning = evaluated.ok
        ? ''
        : `\`${attribute.name}={${value.value.trim()}}\` is ${whyNot(evaluated)}; the prop is ignored`;
      if (evaluated.ok) defineData(props, attribute.name, evaluated.value);
      else if (runtime && !evaluated.throws) {
        const file = originOf(attribute.position)?.file ?? ctx.page.path;
        runtime.push({ name: attribute.name, source: value.value, file, attribute, warning });
      } else report(ctx, 'warning', attribute.position, 'mdx-expression', warning, RUNTIME_HINT);
    }
  }
  return props;
}

/** A prop written as JSX, as a value: its source (for built-in props such as `icon`) and its nodes (for `{icon}`). */
function jsxProp(
  expression: Expression,
  source: string,
  attribute: MdxJsxAttribute,
  scope: Scope,
  ctx: Expander,
): JsxValue {
  const file = originOf(attribute.position)?.file ?? ctx.page.path;
  const module = ctx.modules.get(file);
  const text = file === ctx.page.path ? String(ctx.file.value) : typeof module === 'object' ? module.source : '';
  const nodes = () => {
    const rendered = renderJsx(
      expression,
      scope,
      text,
      false,
      (estree) => estreePosition(ctx, file, estree),
      ctx.budget,
    );
    return rendered.ok ? rendered.nodes : [];
  };
  return new JsxValue(source.trim(), nodes, scope);
}

/**
 * Every `{name}` of the snippet's content that has no value (a prop the include did not pass): a warning at its place,
 * naming the include, and the name is bound to nothing (Mintlify shows nothing there either).
 */
function checkFreeNames(content: RootContent[], scope: Map<string, unknown>, include: JsxElement, ctx: Expander): void {
  const visit = (node: RootContent) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      let expression = expressionOf(node.data?.estree as Program | undefined);
      while (expression?.type === 'MemberExpression') expression = expression.object as Expression;
      const name = expression?.type === 'Identifier' ? expression.name : undefined;
      if (name === 'children' && !scope.has(name)) scope.set(name, undefined);
      else if (expression?.type === 'Identifier' && !scope.has(expression.name) && expression.name !== 'undefined') {
        report(
          ctx,
          'warning',
          node.position,
          'snippet-prop',
          `\`{${node.value.trim()}}\` has no value: <${include.name}> does not pass \`${expression.name}\``,
          `pass it where the snippet is included: \`<${include.name} ${expression.name}="…" />\``,
        );
        scope.set(expression.name, undefined);
      }
    }
    if ('children' in node) for (const child of node.children) visit(child as RootContent);
  };
  for (const node of content) visit(node);
}

/** Mintlify fills `{prop}` in the code blocks of a snippet too: for the props given as text or numbers. */
function substituteInCode(content: RootContent[], props: Record<string, unknown>, budget: PageBudget): void {
  const names = Object.keys(props).filter((key) => typeof props[key] === 'string' || typeof props[key] === 'number');
  if (names.length === 0) return;
  const pattern = new RegExp(`\\{(${names.map((n) => n.replace(/[$]/g, '\\$')).join('|')})\\}`, 'g');
  const visit = (node: RootContent) => {
    if (node.type === 'code' || node.type === 'inlineCode') {
      const code = node as Code | InlineCode;
      code.value = code.value.replace(pattern, (_, name: string) => {
        const text = String(props[name]);
        budget.addUnits(text.length);
        return text;
      });
    } else if ('children' in node) for (const child of node.children) visit(child as RootContent);
  };
  for (const node of content) visit(node);
}

/** Record that `node` and everything in it (attributes too) comes from a snippet. */
function markOrigin(node: RootContent, origin: { file: string; via: string[] }): void {
  setOrigin(node.position as Position | undefined, origin);
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    for (const attribute of node.attributes) setOrigin(attribute.position as Position | undefined, origin);
  }
  if ('children' in node) for (const child of node.children) markOrigin(child as RootContent, origin);
}
