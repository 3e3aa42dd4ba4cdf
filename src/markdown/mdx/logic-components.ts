/**
 * Components with logic (hooks, helpers, `.filter`, loops, template literals …), which jsx-components.ts cannot render
 * without running them: run in the sandbox (src/sandbox/), never in Quire's process. The component's file and the
 * snippet files it imports go in as source text (an `.mdx` file's ESM, its other lines blanked so lines stay the
 * author's), its props as data, its children as placeholders; the tree that comes back is untrusted data, turned
 * into MDX elements the components pass then resolves like the page's own (built-in components, HTML, props checked).
 * A component that throws, or reaches a cap, is reported at its file:line:col and shows its children.
 */
import type { RootContent } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx';
import type { Position } from 'unist';
import { resolveSnippet } from '../../content/snippets.js';
import { type ModuleSource, SandboxSession, type SandboxNode } from '../../sandbox/render-component.js';
import { countNodes } from './budget.js';
import { COMPONENTS } from './components/index.js';
import { isDataHolder } from './data-values.js';
import type { ModuleText } from './module-text.js';
import { type RuntimeProp, runtimePropsModule } from './runtime-props.js';
import { report, type SnippetContext } from './snippet-modules.js';
import { ChildrenValue, JsxValue, scopedFragment, setOrigin, UserComponent } from './snippet-scope.js';

type JsxElement = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

/** What one page keeps for the sandbox: its session (started on first use) and the warnings given once. */
export interface SandboxState {
  session?: SandboxSession;
  page?: () => ModuleText;
  warned: Set<string>;
}

/** What the caller gives for the ways a sandboxed use can end other than rendered. */
export interface SandboxFallbacks {
  /** Props whose expressions run in the sandbox too (see runtime-props.ts). */
  runtime: RuntimeProp[];
  /** What shows when the component fails: its children. */
  childrenOnly: () => RootContent;
  /** When it fails with `runtime` props: the component rendered again without them (each warned about). */
  withoutRuntime: () => RootContent;
}

/** What `component` renders for the use `node`, run in the sandbox; its children only when it fails. */
export function renderInSandbox(
  node: JsxElement,
  component: UserComponent,
  props: Record<string, unknown>,
  ctx: SnippetContext & { sandbox: SandboxState },
  moduleText: (path: string) => ModuleText | undefined,
  fallbacks: SandboxFallbacks,
): RootContent {
  const placeholders: ChildrenValue[] = [];
  const entries = new Set([component.path]);
  const data = propsData(props, placeholders, entries) as Record<string, unknown>;
  const extra: ModuleSource[] = [];
  for (const file of new Set(fallbacks.runtime.map((prop) => prop.file))) {
    const text = moduleText(file);
    if (!text) return fallbacks.withoutRuntime();
    const written = runtimePropsModule(
      file,
      text,
      fallbacks.runtime.filter((prop) => prop.file === file),
    );
    Object.assign(data, written.values);
    const imports = importsOf(file, text, ctx);
    extra.push({ path: written.path, source: written.source, imports });
    for (const target of Object.values(imports)) entries.add(target);
  }
  const modules = [...modulesFrom([...entries], ctx, moduleText), ...extra];
  ctx.sandbox.session ??= new SandboxSession(Object.keys(COMPONENTS));
  const outcome = ctx.sandbox.session.render(modules, component.path, component.name, data);
  if (!outcome.ok && fallbacks.runtime.length > 0) return fallbacks.withoutRuntime();
  const name = node.name ?? component.name;
  if (!outcome.ok) {
    const at = placeIn(ctx, outcome.at);
    const caps = {
      interrupted: 'took too long',
      memory: 'used too much memory',
      stack: 'recursed too deep',
      output: 'rendered too much',
    } as const;
    const limit = outcome.kind !== 'error' && outcome.kind !== 'syntax';
    report(
      ctx,
      'warning',
      at ?? node.position,
      limit ? 'component-limit' : 'component-error',
      limit
        ? `<${name}> ${caps[outcome.kind as keyof typeof caps]} and was stopped (${outcome.message}); Quire shows its children only`
        : `<${name}> ${outcome.kind === 'syntax' ? 'cannot be compiled' : 'failed'}: ${outcome.message}; Quire shows its children only`,
      limit
        ? 'a component runs once per use at build time, within 64 MB and about 30 million steps; look for a loop that does not end'
        : 'fix the component; it runs at build time in a sandbox with no file system, network, clock or environment',
    );
    return fallbacks.childrenOnly();
  }
  warnOnce(ctx, node, component, outcome.dropped, outcome.handlers);
  const inline = node.type === 'mdxJsxTextElement';
  const nodes = toMdast(outcome.nodes, placeholders, inline, node.position, ctx);
  // The tree holds no names of the page: only built-in components, HTML and the kept markup (with its own scope).
  return scopedFragment(node.type, nodes, new Map(), node.position);
}

/** Every module the entries reach through imports, the first entry first. */
function modulesFrom(
  entries: string[],
  ctx: SnippetContext,
  moduleText: (path: string) => ModuleText | undefined,
): ModuleSource[] {
  const out: ModuleSource[] = [];
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const module = moduleText(path);
    if (!module) return;
    const imports = importsOf(path, module, ctx);
    out.push({ path, source: module.text, imports });
    for (const target of Object.values(imports)) visit(target);
  };
  for (const entry of entries) visit(entry);
  return out;
}

/** Import specifier → snippet path, for the imports of the module `path` that resolve. */
function importsOf(path: string, module: ModuleText, ctx: SnippetContext): Record<string, string> {
  const imports: Record<string, string> = {};
  for (const specifier of module.specifiers) {
    const target = resolveSnippet(specifier, path, 'import', ctx.page.snippets);
    if (target !== undefined) imports[specifier] = target;
  }
  return imports;
}

/**
 * Props as plain data: children and markup become placeholders (`{ $$ph: n }`), a project component a reference to
 * its module and name (`{ $$component: [path, name] }`, its module added to `entries`), anything else nothing.
 */
function propsData(value: unknown, placeholders: ChildrenValue[], entries: Set<string>, depth = 0): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof ChildrenValue) return { $$ph: placeholders.push(value) - 1 };
  if (value instanceof JsxValue) return { $$ph: placeholders.push(new ChildrenValue(value.nodes(), value.scope)) - 1 };
  if (value instanceof UserComponent) {
    entries.add(value.path);
    return { $$component: [value.path, value.name] };
  }
  if (depth > 32 || !isDataHolder(value)) return undefined;
  if (Array.isArray(value)) return value.map((item) => propsData(item, placeholders, entries, depth + 1) ?? null);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const data = propsData(item, placeholders, entries, depth + 1);
    if (data !== undefined) Object.defineProperty(out, key, { value: data, enumerable: true });
  }
  return out;
}

/** The rendered tree as MDX nodes: elements the components pass resolves, text, and the kept markup. */
function toMdast(
  nodes: SandboxNode[],
  placeholders: ChildrenValue[],
  inline: boolean,
  position: Position | undefined,
  ctx: SnippetContext,
): RootContent[] {
  const type = inline ? 'mdxJsxTextElement' : 'mdxJsxFlowElement';
  const at = position ? { position } : {};
  return nodes.flatMap((node): RootContent[] => {
    if (typeof node === 'string') {
      ctx.budget.addNodes(1);
      return node === '' ? [] : [{ type: 'text', value: node, ...at }];
    }
    if ('ph' in node) {
      const kept = placeholders[node.ph];
      if (!kept) return [];
      ctx.budget.addNodes(1 + countNodes(kept.nodes, ctx.budget.nodesLeft()));
      return [scopedFragment(type, kept.nodes, kept.scope, position)];
    }
    ctx.budget.addNodes(1);
    const attributes = Object.entries(node.attributes).map(
      ([name, value]): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value: attributeValue(value), ...at }),
    );
    const children = toMdast(node.children, placeholders, inline, position, ctx);
    return [{ type, name: node.name, attributes, children, ...at } as RootContent];
  });
}

/** A value as an MDX attribute: text as text, other data as an expression the components pass evaluates. */
function attributeValue(value: unknown): MdxJsxAttribute['value'] {
  if (typeof value === 'string') return value;
  const expression = estreeOf(value);
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: JSON.stringify(value) ?? 'undefined',
    data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } },
  };
}

/** Plain data as an estree expression (markup given as an attribute: its text). */
function estreeOf(value: unknown): import('estree').Expression {
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string')
    return { type: 'Literal', value };
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(estreeOf) };
  if (value !== null && typeof value === 'object') {
    const tree = (value as { $tree?: SandboxNode[] }).$tree;
    if (Array.isArray(tree)) return { type: 'Literal', value: textOf(tree) };
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({
        type: 'Property',
        key: { type: 'Literal', value: key },
        value: estreeOf(item),
        kind: 'init',
        computed: false,
        method: false,
        shorthand: false,
      })),
    };
  }
  return { type: 'Identifier', name: 'undefined' };
}

function textOf(nodes: SandboxNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : 'ph' in node ? '' : textOf(node.children))).join('');
}

/** Event handlers and dropped markup: one warning per component and kind on the page. */
function warnOnce(
  ctx: SnippetContext & { sandbox: SandboxState },
  node: JsxElement,
  component: UserComponent,
  dropped: string[],
  handlers: string[],
): void {
  const key = `${component.path}#${component.name}`;
  const props = [...new Set(handlers.map((handler) => handler.split(' ')[1] ?? ''))].sort();
  if (props.length > 0 && !ctx.sandbox.warned.has(`${key} handlers`)) {
    ctx.sandbox.warned.add(`${key} handlers`);
    report(
      ctx,
      'warning',
      node.position,
      'event-handler',
      `<${node.name}> (${component.path}) sets ${props.map((p) => `\`${p}\``).join(', ')}: event handlers cannot run in a static page; Quire renders the component without them`,
      'what a reader should see must not depend on a click; a link or <Accordion> works without script',
    );
  }
  if (dropped.length > 0 && !ctx.sandbox.warned.has(`${key} dropped`)) {
    ctx.sandbox.warned.add(`${key} dropped`);
    report(
      ctx,
      'warning',
      node.position,
      'unsafe-output',
      `<${node.name}> (${component.path}) renders ${dropped.join(', ')}; Quire leaves ${dropped.length === 1 ? 'it' : 'them'} out`,
      'a component may render text, HTML elements and Quire components; scripts, frames, event handlers and javascript: URLs are removed',
    );
  }
}

/** A sandbox place as a position in its file (remembered as a snippet's, with the includes that led to it). */
function placeIn(ctx: SnippetContext, at: { file: string; line: number; column: number } | undefined) {
  if (!at) return undefined;
  const point = { line: at.line, column: at.column };
  const position: Position = { start: point, end: point };
  if (at.file !== ctx.page.path) setOrigin(position, { file: at.file, via: [...ctx.via] });
  return position;
}
