/**
 * `ParamField` and `ResponseField`: one documented parameter or response value, drawn like the field lists of the
 * endpoint pages generated from OpenAPI (`q-field`, `q-field-head` …, see templates/assets/api.css), so hand-written
 * and generated references look the same. Each field is an anchor with Mintlify's id (`param-` and the name in
 * kebab case, `-1`, `-2` … for repeats on a page), and its name links to it. Nested fields come as children, inside an
 * `Expandable`.
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { kebabCase } from '../../../utils/kebab-case.js';
import type { ComponentContext, ComponentSpec, PropSpec, PropsProblem } from '../component-types.js';

export { kebabCase };

/** The props that name a `ParamField`'s parameter and say where it is sent; a field has one of them. */
export const PARAM_LOCATIONS = ['query', 'path', 'body', 'header'] as const;

/** The element id of a field named `name`: `param-` and its kebab-case name, unique on the page. */
export function fieldId(name: string, ctx: ComponentContext): string {
  // The slugger keeps `param-on-error` as it is and numbers repeats `param-on-error-1` …, as Mintlify does.
  return ctx.id(`param-${kebabCase(name)}`);
}

/** What one field shows, whichever component wrote it. */
interface FieldView {
  name: string | undefined;
  type?: string;
  required: boolean;
  deprecated: boolean;
  default?: unknown;
  pre: string[];
  post: string[];
  children: ElementContent[];
}

const text = (value: string): ElementContent => ({ type: 'text', value });
const space = (): ElementContent => text(' ');

/** A default value as the endpoint pages show one: strings as written, anything else as JSON. */
function literal(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

/** `pre`/`post` labels: a list of strings, or one string. */
function labels(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
  return [];
}

function label(value: string): ElementContent {
  return h('span', { className: ['q-badge', 'q-badge-muted', 'q-field-label'] }, value);
}

/**
 * Whether `node` holds nested fields (an `Expandable`, a `<details>`, or a field): the default value goes after the
 * description and before these, where the endpoint pages put it.
 */
function isNested(node: ElementContent): boolean {
  if (node.type !== 'element') return false;
  if (node.tagName === 'details') return true;
  const className = node.properties.className;
  return Array.isArray(className) && className.some((c) => /^q-(?:expandable|field)/.test(String(c)));
}

function renderField(field: FieldView, ctx: ComponentContext, kind: 'param' | 'response'): ElementContent[] {
  const id = field.name === undefined ? undefined : fieldId(field.name, ctx);
  // Name and labels first, then type and flags, one space apart.
  const parts: ElementContent[] = [
    ...field.pre.map(label),
    ...(field.name !== undefined && id !== undefined
      ? [
          h('a', { className: ['q-field-link'], href: `#${id}` }, [
            h('code', { className: ['q-field-name'] }, field.name),
          ]),
        ]
      : []),
    ...field.post.map(label),
    ...(field.type ? [h('span', { className: ['q-field-type'] }, field.type)] : []),
    ...(field.required ? [h('span', { className: ['q-badge', 'q-badge-required'] }, 'required')] : []),
    ...(field.deprecated ? [h('span', { className: ['q-badge', 'q-badge-deprecated'] }, 'deprecated')] : []),
  ];
  const head = parts.flatMap((part, index) => (index ? [space(), part] : [part]));

  const content = field.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const split = content.findIndex(isNested);
  const description = split === -1 ? content : content.slice(0, split);
  const nested = split === -1 ? [] : content.slice(split);
  const body: ElementContent[] = [];
  if (description.length) body.push(h('div', { className: ['q-field-description'] }, description));
  if (field.default !== undefined)
    body.push(
      h('ul', { className: ['q-facts'] }, [
        h('li', [h('span', { className: ['q-fact-label'] }, 'Default: '), h('code', literal(field.default))]),
      ]),
    );
  body.push(...nested);
  const field_: Element = h('div', { className: ['q-field', 'q-field-mdx', `q-${kind}-field`], id }, [
    h('p', { className: ['q-field-head'] }, head),
    ...body,
  ]);
  return [field_];
}

const flag = (value: unknown): boolean => value === true;
const typeOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const shared: Record<string, PropSpec> = {
  type: { type: 'string', description: 'the type shown after the name, any text (`string`, `User[]` …)' },
  required: { type: 'boolean', description: 'show "required" beside the name' },
  deprecated: { type: 'boolean', description: 'show "deprecated" beside the name' },
  default: { type: 'any', description: 'the default value' },
};

const code = (names: readonly string[]): string => names.map((name) => `\`${name}\``).join(', ');

/** A `ParamField` names its parameter with exactly one of `query`, `path`, `body`, `header`. */
function oneLocation(props: Readonly<Record<string, unknown>>, written: ReadonlySet<string>): PropsProblem[] {
  // In the order written (a spread's come last).
  const order = [...written];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const given = PARAM_LOCATIONS.filter((location) => props[location] !== undefined || written.has(location)).sort(
    (a, b) => rank(a) - rank(b),
  );
  if (given.length === 0)
    return [
      {
        message:
          typeof props.name === 'string'
            ? `has no ${code(PARAM_LOCATIONS)}, which names the parameter and says where it is sent; \`name\` is shown as its name`
            : `needs one of ${code(PARAM_LOCATIONS)}: the parameter's name, which also says where it is sent; it is rendered without a name`,
        hint: 'for example `<ParamField query="limit" type="number">`',
      },
    ];
  if (given.length === 1) return [];
  return [
    {
      prop: given[1],
      message: `has both \`${given[0]}\` and \`${given[1]}\`${given.length > 2 ? ` (and ${code(given.slice(2))})` : ''}; a parameter is sent in one place, so \`${given[0]}\` names it`,
      hint: 'keep only the one that says where the parameter is sent',
    },
  ];
}

/** `ParamField` and `ResponseField`. */
export const FIELDS: Record<string, ComponentSpec> = {
  ParamField: {
    props: {
      query: { type: 'string', description: 'the name of a query parameter' },
      path: { type: 'string', description: 'the name of a path parameter' },
      body: { type: 'string', description: 'the name of a body parameter' },
      header: { type: 'string', description: 'the name of a header' },
      // Not Mintlify's, but written in real projects (`<ParamField name="iceServers">`): the name when no location is.
      name: { type: 'string', description: 'the name shown when none of `query`, `path`, `body`, `header` is given' },
      ...shared,
      pre: { type: ['array', 'string'], description: 'labels shown before the name' },
      post: { type: ['array', 'string'], description: 'labels shown after the name' },
      // The API playground's input; Quire's playground is built from OpenAPI files, so these only pass.
      placeholder: { type: 'string', description: 'placeholder text of the playground input' },
      initialValue: { type: 'any', description: 'first value of the playground input' },
    },
    check: oneLocation,
    render: ({ props, children, ctx }) => {
      // The first location prop written names the parameter (props keep the order they were written in).
      const location = Object.keys(props).find((key) => (PARAM_LOCATIONS as readonly string[]).includes(key));
      const name = location === undefined ? props.name : props[location];
      return renderField(
        {
          name: typeof name === 'string' ? name : undefined,
          type: typeOf(props.type),
          required: flag(props.required),
          deprecated: flag(props.deprecated),
          default: props.default,
          pre: labels(props.pre),
          post: labels(props.post),
          children,
        },
        ctx,
        'param',
      );
    },
  },
  ResponseField: {
    props: {
      name: { type: 'string', required: true, description: 'the name of the response value' },
      ...shared,
      pre: { type: ['array', 'string'], description: 'labels shown before the name' },
      post: { type: ['array', 'string'], description: 'labels shown after the name' },
    },
    render: ({ props, children, ctx }) =>
      renderField(
        {
          name: typeof props.name === 'string' ? props.name : undefined,
          type: typeOf(props.type),
          required: flag(props.required),
          deprecated: flag(props.deprecated),
          default: props.default,
          pre: labels(props.pre),
          post: labels(props.post),
          children,
        },
        ctx,
        'response',
      ),
  },
};
