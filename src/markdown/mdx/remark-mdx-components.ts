/**
 * remark plugin for MDX pages: resolve every JSX element against the built-in components, evaluate its props without
 * running code, and check them like `site.json` settings (unknown component or prop: a warning with a did-you-mean;
 * wrong type, missing required prop: a warning, and the component renders with what it has), all at the element's line and column. URL props (`href`,
 * `img` …) are rewritten and checked like markdown links. `{expressions}` become text when they are literals or
 * exported constants; ESM `export const` values are the scope they are evaluated in. The result is stored on each
 * node (`data.quire`) for the mdast → hast handlers (mdx-to-hast.ts).
 */
import type { Program } from 'estree';
import type { JSXElement, JSXFragment } from 'estree-jsx';
import type { Nodes, Parents, Root, RootContent } from 'mdast';
import type {
  MdxFlowExpression,
  MdxJsxAttribute,
  MdxJsxExpressionAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
  MdxTextExpression,
} from 'mdast-util-mdx';
import type { VFile } from 'vfile';
import { didYouMean } from '../../utils/did-you-mean.js';
import { isScriptUrl, unsafeLinkMessage, unsafeUrlScheme } from '../../utils/unsafe-url.js';
import { reportError } from '../page-data.js';
import { htmlUrlKind } from '../html-url-attributes.js';
import { checkPropUrl } from '../remark-links.js';
import { COMMON_PROPS, type ComponentSpec, type PropSpec, type PropType } from './component-types.js';
import { COMPONENTS, getComponent } from './components/index.js';
import { budgetOf, placed } from './budget.js';
import { toDisplay } from './data-values.js';
import { evaluate, expressionOf, type Scope, whyNot } from './evaluate.js';
import { markupOf, propFreeComponent } from './jsx-markup.js';
import { markdownOfJsx, MARKDOWN_COMPONENTS } from './markdown-jsx.js';
import { isHtmlName, placeJsx } from './phrasing-jsx.js';
import { scopeOf } from './snippet-scope.js';

/** What the handlers need to render a JSX element. */
export interface ResolvedJsx {
  /** `component`: a built-in; `html`: a lowercase HTML element; `unknown`: rendered as its children. */
  kind: 'component' | 'html' | 'unknown';
  name: string;
  props: Record<string, unknown>;
}

declare module 'mdast-util-mdx-jsx' {
  interface MdxJsxFlowElementData {
    quire?: ResolvedJsx;
  }
  interface MdxJsxTextElementData {
    quire?: ResolvedJsx;
  }
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Resolve, evaluate and check the page's components and expressions. */
export function remarkMdxComponents() {
  return function transform(tree: Root, file: VFile): undefined {
    // The page's names (its `export const`s and imports) were read by the snippets pass (snippets.ts).
    walk(tree, tree.data?.quireScope ?? new Map(), file);
  };
}

function walk(parent: Parents, scope: Scope, file: VFile): void {
  const kept: RootContent[] = [];
  // Block components fill no paragraph; inline ones stay in (or join) one (phrasing-jsx.ts).
  const inHtml =
    (parent.type === 'mdxJsxFlowElement' || parent.type === 'mdxJsxTextElement') && isHtmlName(parent.name);
  for (const node of placeJsx(parent.children as RootContent[], inHtml)) {
    switch (node.type) {
      case 'mdxjsEsm':
        continue; // Imports and exports were read above; nothing of them is shown.
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const text = placed(node.position, () => expressionText(node, scope, file));
        if (text !== undefined) kept.push({ type: 'text', value: text, position: node.position });
        continue;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const markdown = builtInMarkdown(node, scope, file);
        if (markdown) {
          kept.push(markdown);
          continue;
        }
        placed(node.position, () => resolveElement(node, scope, file));
        break;
      }
      default:
        break;
    }
    // An inlined snippet or component is evaluated in its own scope (its props).
    if ('children' in node) walk(node as Parents, scopeOf(node, scope), file);
    // A paragraph left empty once its `{/* comments */}` are gone is not shown.
    if (node.type === 'paragraph' && node.children.every((c) => c.type === 'text' && c.value.trim() === '')) continue;
    kept.push(node);
  }
  (parent as { children: RootContent[] }).children = kept;
}

/** The text of a `{…}` expression, or undefined (a comment, or something Quire cannot evaluate: then a warning). */
function expressionText(node: MdxFlowExpression | MdxTextExpression, scope: Scope, file: VFile): string | undefined {
  const expression = expressionOf(node.data?.estree as Program | undefined);
  if (!expression) return undefined; // `{/* a comment */}`
  const value = evaluate(expression, scope, budgetOf(file));
  if (!value.ok) {
    warn(
      file,
      node,
      'mdx-expression',
      `\`{${node.value.trim()}}\` is ${whyNot(value)}; Quire leaves it out`,
      'write the value itself, or `export const` it as a literal',
    );
    return undefined;
  }
  const shown = toDisplay(value.value);
  if (shown?.ok === false) {
    const name = expression.type === 'Identifier' ? expression.name : undefined;
    warn(
      file,
      node,
      'mdx-expression',
      `\`{${node.value.trim()}}\` is ${shown.unsupported}; Quire leaves it out`,
      name !== undefined && shown.unsupported.startsWith('a component')
        ? `to show the component, write it as a tag: \`<${name} />\``
        : 'write the value itself, or `export const` it as a literal',
    );
    return undefined;
  }
  return shown?.text;
}

/** `<CodeBlock>` and `<Latex>` with text content, as the markdown they stand for (markdown-jsx.ts). */
function builtInMarkdown(node: JsxElement, scope: Scope, file: VFile): RootContent | undefined {
  const name = node.name ?? '';
  if (!MARKDOWN_COMPONENTS.has(name) || scope.has(name)) return undefined;
  const props = () => readProps(node, scope, file, getComponent(name));
  return markdownOfJsx(node, props, scopeOf(node, scope), String(file.value), budgetOf(file));
}

function resolveElement(node: JsxElement, scope: Scope, file: VFile): void {
  const name = node.name ?? '';
  node.data ??= {};
  if (name === '') {
    node.data.quire = { kind: 'unknown', name, props: {} };
    return;
  }
  if (isHtmlName(name)) {
    node.data.quire = { kind: 'html', name, props: readProps(node, scope, file, undefined) };
    return;
  }
  const spec = getComponent(name);
  if (!spec) {
    const close = didYouMean(name, Object.keys(COMPONENTS));
    warn(
      file,
      node,
      'unknown-component',
      `unknown component <${name}>; its content is shown without it`,
      close ? `did you mean <${close}>?` : undefined,
    );
    node.data.quire = { kind: 'unknown', name, props: {} };
    return;
  }
  const props = readProps(node, scope, file, spec);
  for (const [prop, propSpec] of Object.entries(spec.props)) {
    // Mintlify renders the component with what it has (`<ResponseField type="str" required>` without a `name`).
    if (propSpec.required && props[prop] === undefined) {
      warn(
        file,
        node,
        'missing-prop',
        `<${name}> needs the prop \`${prop}\`; it is rendered without it`,
        propSpec.description && `\`${prop}\`: ${propSpec.description}`,
      );
    }
  }
  // Rules over several props, each reported at the prop it names (else at the tag).
  const written = new Set(node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' ? [a.name] : [])));
  for (const problem of spec.check?.(props, written) ?? []) {
    const at = problem.prop === undefined ? undefined : attributeNamed(node, problem.prop);
    warn(file, at ?? node, 'props', `<${name}> ${problem.message}`, problem.hint);
  }
  node.data.quire = { kind: 'component', name, props };
}

/** The attribute `name` as written on `node` (the last one, if written twice). */
function attributeNamed(node: JsxElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.findLast(
    (attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  );
}

/** Evaluate the attributes of `node`; with a spec, check each against it (without one, an HTML element, keep all). */
function readProps(
  node: JsxElement,
  scope: Scope,
  file: VFile,
  spec: ComponentSpec | undefined,
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      spreadProps(attribute, props, scope, file);
      continue;
    }
    const value = attributeValue(attribute, scope, file);
    if (value === NO_VALUE) continue;
    if (!spec) {
      // HTML renderers look attributes up in plain objects: `constructor` or `toString` would find Object's own.
      if (attribute.name in Object.prototype) {
        warn(file, attribute, 'unknown-prop', `\`${attribute.name}\` is not an HTML attribute; it is ignored`);
        continue;
      }
      const kind = htmlUrlKind(node.name, attribute.name);
      define(props, attribute.name, kind ? checkHtmlUrl(kind, attribute, value, file) : value);
      continue;
    }
    // Own keys only: an attribute named `toString` or `constructor` is not a prop of every component.
    const propSpec = ownValue(spec.props, attribute.name) ?? ownValue(COMMON_PROPS, attribute.name);
    if (!propSpec) {
      if (!spec.openProps) {
        const close = didYouMean(attribute.name, Object.keys(spec.props));
        warn(
          file,
          attribute,
          'unknown-prop',
          `<${node.name}> has no prop \`${attribute.name}\`; it is ignored`,
          close
            ? `did you mean \`${close}\`?`
            : `its props are ${Object.keys(spec.props)
                .map((p) => `\`${p}\``)
                .join(', ')}`,
        );
      }
      define(props, attribute.name, value);
      continue;
    }
    const checked = checkProp(node.name ?? '', attribute, propSpec, value, file);
    if (checked !== NO_VALUE) define(props, attribute.name, checked);
  }
  return props;
}

const NO_VALUE = Symbol('no value');

function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A JSX attribute's value: `"text"`, `{expression}` (evaluated), or `true` for a bare name. */
function attributeValue(attribute: MdxJsxAttribute, scope: Scope, file: VFile): unknown {
  const { value } = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const expression = expressionOf(value.data?.estree as Program | undefined);
  if (!expression) return NO_VALUE;
  if (expression.type === 'JSXElement' || expression.type === 'JSXFragment') {
    const written = expression as unknown as JSXElement | JSXFragment;
    const drawn = propFreeComponent(written, scope) ?? { returned: written, scope };
    const markup = markupOf(drawn.returned, (node) => {
      const known = evaluate(node, drawn.scope, budgetOf(file));
      return known.ok ? { value: known.value } : undefined;
    });
    return markup ? { jsx: value.value.trim(), markup } : { jsx: value.value.trim() };
  }
  const evaluated = evaluate(expression, scope, budgetOf(file));
  if (evaluated.ok) return evaluated.value;
  warn(
    file,
    attribute,
    'mdx-expression',
    `\`${attribute.name}={${value.value.trim()}}\` is ${whyNot(evaluated)}; the prop is ignored`,
    'write the value itself, or `export const` it as a literal',
  );
  return NO_VALUE;
}

function spreadProps(
  attribute: MdxJsxExpressionAttribute,
  props: Record<string, unknown>,
  scope: Scope,
  file: VFile,
): void {
  const program = attribute.data?.estree as Program | undefined;
  const expression = expressionOf(program);
  const argument = expression?.type === 'ObjectExpression' ? expression.properties[0] : undefined;
  const spread = argument?.type === 'SpreadElement' ? evaluate(argument.argument, scope, budgetOf(file)) : undefined;
  if (spread?.ok && spread.value !== null && typeof spread.value === 'object') {
    for (const [key, value] of Object.entries(spread.value)) define(props, key, value);
    return;
  }
  warn(
    file,
    attribute,
    'mdx-expression',
    `\`{${attribute.value.trim()}}\` needs a JavaScript runtime; these props are ignored`,
  );
}

/** Check `value` against `spec`; converts where the intent is plain (`"3"` for a number) and rewrites URLs. */
function checkProp(
  component: string,
  attribute: MdxJsxAttribute,
  spec: PropSpec,
  value: unknown,
  file: VFile,
): unknown {
  const types: readonly PropType[] = typeof spec.type === 'string' ? [spec.type] : spec.type;
  const mistyped = (expected: string) => {
    warn(
      file,
      attribute,
      'prop-type',
      `<${component}> prop \`${attribute.name}\` expects ${expected}, found ${describe(value)}; it is ignored`,
    );
    return NO_VALUE;
  };
  if (types.includes('any')) return value;
  if (isJsx(value)) return types.includes('jsx') || types.includes('icon') ? value : mistyped(expectedOf(types));
  if (typeof value === 'boolean' && types.includes('boolean')) return value;
  if (typeof value === 'string' && types.includes('boolean') && (value === 'true' || value === 'false'))
    return value === 'true';
  if (typeof value === 'number' && types.includes('number')) return value;
  if (
    typeof value === 'string' &&
    types.includes('number') &&
    !types.includes('string') &&
    value.trim() !== '' &&
    Number.isFinite(Number(value))
  )
    return Number(value);
  if (Array.isArray(value) && types.includes('array')) return value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && types.includes('object')) return value;
  if (typeof value === 'number' && (types.includes('string') || types.includes('url'))) return String(value);
  if (typeof value !== 'string') return mistyped(expectedOf(types));
  if (spec.values && !spec.values.includes(value)) {
    const close = didYouMean(value, spec.values);
    warn(
      file,
      attribute,
      'prop-value',
      `<${component}> prop \`${attribute.name}\` is one of ${spec.values.map((v) => `"${v}"`).join(', ')}, found "${value}"${close ? `; did you mean "${close}"?` : ''}`,
    );
    return value;
  }
  if (types.includes('url') || types.includes('image'))
    return checkUrl(value, types.includes('image') && !types.includes('url') ? 'image' : 'link', attribute, file);
  if (types.includes('icon') && /^(?:\/|\.\.?\/|https?:)/i.test(value))
    return checkUrl(value, 'image', attribute, file);
  if (types.includes('string') || types.includes('icon')) return value;
  return mistyped(expectedOf(types));
}

function checkUrl(url: string, kind: 'link' | 'image', attribute: MdxJsxAttribute, file: VFile): unknown {
  const scheme = unsafeUrlScheme(url, { allowImageData: kind === 'image' });
  if (scheme && isScriptUrl(url, { allowImageData: kind === 'image' })) {
    reportError(file, attribute, 'unsafe-url', `${attribute.name}: ${unsafeLinkMessage(scheme)}`);
    return NO_VALUE;
  }
  return checkPropUrl(url, kind, attribute.position, file);
}

/** Check and rewrite an HTML element's URL; a script or `data:` URL stays as written (raw HTML is trusted). */
function checkHtmlUrl(kind: 'link' | 'image', attribute: MdxJsxAttribute, value: unknown, file: VFile): unknown {
  if (typeof value !== 'string' || value === '' || unsafeUrlScheme(value, { allowImageData: true })) return value;
  if (/^data:/i.test(value)) return value;
  return checkPropUrl(value, kind, attribute.position, file);
}

function isJsx(value: unknown): value is { jsx: string } {
  return value !== null && typeof value === 'object' && typeof (value as { jsx?: unknown }).jsx === 'string';
}

function expectedOf(types: readonly PropType[]): string {
  const words: Record<PropType, string> = {
    string: 'text',
    boolean: 'true or false',
    number: 'a number',
    url: 'a URL',
    image: 'an image URL',
    icon: 'an icon name, image URL or SVG',
    jsx: 'markup',
    array: 'a list',
    object: 'an object',
    any: 'any value',
  };
  return [...new Set(types.map((t) => words[t]))].join(' or ');
}

function describe(value: unknown): string {
  if (isJsx(value)) return 'markup';
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return String(value);
}

function define(props: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(props, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A warning at `node` (rule `mdx/<rule>`). */
function warn(file: VFile, node: { position?: Nodes['position'] }, rule: string, reason: string, hint?: string): void {
  const message = file.message(reason, { place: node.position, ruleId: rule, source: 'mdx' });
  if (hint !== undefined) message.note = hint;
}
