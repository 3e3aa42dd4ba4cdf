/**
 * Render a {@link SchemaView} as a nested field list: name, type, required and other flags, description, enum,
 * default, constraints and examples, with nested objects, array items and `oneOf`/`anyOf`/`allOf` variants in
 * `<details>` so long schemas stay readable. Every string from the API file is a text node, so it is escaped.
 */
import type { ElementContent, Text } from 'hast';
import { h } from 'hastscript';
import { renderCached, type CacheableState } from './render-cache.js';
import { renderDescription } from './render-description.js';
import { renderJsonExample } from './render-example.js';
import type { PropertyView, SchemaView } from './types.js';
import { kebabCase } from '../utils/kebab-case.js';

const CONSTRAINT_LABELS: Record<string, string> = {
  minLength: 'min length',
  maxLength: 'max length',
  pattern: 'pattern',
  minimum: '≥',
  maximum: '≤',
  exclusiveMinimum: '>',
  exclusiveMaximum: '<',
  multipleOf: 'multiple of',
  minItems: 'min items',
  maxItems: 'max items',
  uniqueItems: 'unique items',
  minProperties: 'min properties',
  maxProperties: 'max properties',
  contentMediaType: 'media type',
  contentEncoding: 'encoding',
};

/**
 * What rendering remembers within one page: a named schema shown in full once is linked to when it appears again
 * (GitHub's `simple-user` appears dozens of times in some responses), which keeps large API pages small. `ids` is
 * the page's list of ids given out; `log` lets renderings be cached across pages (see render-cache.ts).
 */
export type SchemaRenderState = CacheableState;

/** A fresh state for one page. */
export function createSchemaRenderState(): SchemaRenderState {
  return { seen: new Map(), ids: [], taken: new Set(), log: [] };
}

/** The one-line type of a schema: `string<email>`, `array of Pet`, `integer | null`, `object (User)` … */
export function typeLabel(schema: SchemaView): string {
  if (schema.recursive) return schema.name ?? schema.types.join(' | ') ?? 'object';
  if (schema.unresolved) return `unresolved (${refName(schema.unresolved.ref)})`;
  const types = schema.types.length
    ? schema.types
    : schema.oneOf || schema.anyOf
      ? []
      : schema.allOf
        ? ['object']
        : ['any'];
  const parts = types.map((type) => {
    if (type === 'array' && schema.items) return `array of ${itemLabel(schema.items)}`;
    if (type === 'object' && schema.name) return `object (${schema.name})`;
    return schema.format && type !== 'null' ? `${type}<${schema.format}>` : type;
  });
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) parts.push(...variants.map(variantLabel));
  return [...new Set(parts)].join(' | ') || 'any';
}

function itemLabel(items: SchemaView): string {
  // `array of Pet` reads better than `array of object (Pet)`.
  if (items.name && (items.recursive || items.types.join() === 'object')) return items.name;
  const label = typeLabel(items);
  return label.includes(' ') && !items.unresolved ? `(${label})` : label;
}

/** What a `$ref` names, for a label: `Pet` of `#/components/schemas/Pet`, the file of `pets.yaml`. */
function refName(ref: string): string {
  const last = ref.split(/[#/]/).filter(Boolean).pop() ?? ref;
  return last.replace(/~1/g, '/').replace(/~0/g, '~');
}

function variantLabel(variant: SchemaView, index: number): string {
  return variant.title ?? variant.name ?? (variant.types.length ? typeLabel(variant) : `option ${index + 1}`);
}

/**
 * The fields of an object schema, or the details of any other schema (a body that is an array, a string …). With
 * `anchors`, each field gets Mintlify's anchor id: the prefix (`body`, `response`), then the path of property names
 * in kebab case and `one-of-<n>` for the variants of `oneOf`/`anyOf` (`body-filter`, `body-return-url-one-of-0`).
 */
export function renderSchema(schema: SchemaView, state: SchemaRenderState, anchors?: string): ElementContent[] {
  return renderCached(
    'schema',
    schema,
    state,
    () => {
      if (schema.properties?.length && !schema.recursive)
        return [renderFields(schema, state, anchors), ...renderChildren(schema, true, state, anchors)];
      return [
        h('div', { className: ['q-schema'] }, [
          h('p', { className: ['q-field-head'] }, typeBadges(schema, undefined)),
          ...renderSchemaDetails(schema, state, true, anchors),
        ]),
      ];
    },
    anchors,
  );
}

function renderFields(schema: SchemaView, state: SchemaRenderState, anchors: string | undefined): ElementContent {
  return h(
    'ul',
    { className: ['q-fields'] },
    (schema.properties ?? []).map((property) => renderField(property, state, anchors)),
  );
}

function renderField(property: PropertyView, state: SchemaRenderState, anchors: string | undefined): ElementContent {
  const path = anchors === undefined ? undefined : `${anchors}-${kebabCase(property.name) || 'field'}`;
  const id = path === undefined ? undefined : claimFieldId(path, state);
  return h('li', { className: ['q-field'], ...(id && { id }) }, [
    h('p', { className: ['q-field-head'] }, [
      fieldName(property.name, id),
      ' ',
      ...typeBadges(property.schema, property.required),
    ]),
    ...renderSchemaDetails(property.schema, state, true, path),
  ]);
}

/** A field's name; with an anchor id, a link to the field, as Mintlify's field names are. */
export function fieldName(name: string, id: string | undefined): ElementContent {
  const code = h('code', { className: ['q-field-name'] }, name);
  return id === undefined ? code : h('a', { className: ['q-field-link'], href: `#${id}` }, code);
}

/** Give out `base` as a field's id, or `base-1`, `base-2` … when the page already has it. */
export function claimFieldId(base: string, state: SchemaRenderState): string {
  let id = base;
  for (let n = 1; isTaken(id, state); n++) id = `${base}-${n}`;
  state.ids.push(id);
  state.taken.add(id);
  state.log.push({ kind: 'claimed', id });
  return id;
}

/** Type and flags of a field, as badges after its name. */
function typeBadges(schema: SchemaView, required: boolean | undefined): ElementContent[] {
  const badges: ElementContent[] = [h('span', { className: ['q-field-type'] }, typeLabel(schema))];
  const badge = (text: string, kind: string) =>
    badges.push(space(), h('span', { className: ['q-badge', `q-badge-${kind}`] }, text));
  // `x-mint.pre` pills come first, as on Mintlify; `x-mint.post` ones after the built-in ones.
  for (const label of schema.pre ?? [])
    badges.unshift(h('span', { className: ['q-badge', 'q-badge-muted'] }, label), space());
  if (required) badge('required', 'required');
  if (schema.deprecated) badge('deprecated', 'deprecated');
  if (schema.readOnly) badge('read-only', 'muted');
  if (schema.writeOnly) badge('write-only', 'muted');
  if (schema.recursive) badge('recursive', 'muted');
  for (const label of schema.post ?? []) badge(label, 'muted');
  return badges;
}

/**
 * Everything about a schema but its type line: description, enum, default, constraints, examples, nested fields.
 * `withDescription: false` leaves the description out (a parameter's own description replaces its schema's).
 */
export function renderSchemaDetails(
  schema: SchemaView,
  state: SchemaRenderState,
  withDescription = true,
  anchors?: string,
): ElementContent[] {
  return renderCached(
    withDescription ? 'details' : 'details-without-description',
    schema,
    state,
    () => renderDetails(schema, state, withDescription, anchors),
    anchors,
  );
}

function renderDetails(
  schema: SchemaView,
  state: SchemaRenderState,
  withDescription: boolean,
  anchors: string | undefined,
): ElementContent[] {
  const out: ElementContent[] = [];
  const description = withDescription ? schema.description : undefined;
  if (schema.unresolved)
    out.push(
      h('p', { className: ['q-field-description'] }, [text('unresolved reference '), h('code', schema.unresolved.ref)]),
    );
  if (description) out.push(h('div', { className: ['q-field-description'] }, renderDescription(description)));
  else if (schema.title && !schema.properties) out.push(h('p', { className: ['q-field-description'] }, schema.title));
  const facts: ElementContent[] = [];
  const fact = (label: string, ...value: ElementContent[]) =>
    facts.push(h('li', [h('span', { className: ['q-fact-label'] }, `${label}: `), ...value]));
  if (schema.recursive)
    fact(
      'Recursive',
      ...(schema.name
        ? [text('contains itself; see '), h('code', schema.name), text(' above')]
        : [text('contains itself; see the enclosing schema above')]),
    );
  if (schema.enum) fact('Allowed values', ...joinCodes(schema.enum));
  if ('const' in schema) fact('Value', h('code', literal(schema.const)));
  if ('default' in schema) fact('Default', h('code', literal(schema.default)));
  if ('xDefault' in schema) fact('Playground default', h('code', literal(schema.xDefault)));
  for (const [key, value] of Object.entries(schema.constraints ?? {}))
    fact(CONSTRAINT_LABELS[key] ?? key, h('code', String(value)));
  if (schema.discriminator) fact('Discriminator', h('code', schema.discriminator));
  if (schema.examples?.length) {
    const simple = schema.examples.every((e) => e === null || typeof e !== 'object');
    if (simple) fact(schema.examples.length === 1 ? 'Example' : 'Examples', ...joinCodes(schema.examples));
  }
  if (facts.length) out.push(h('ul', { className: ['q-facts'] }, facts));
  const complexExample = schema.examples?.find((e) => e !== null && typeof e === 'object');
  if (complexExample !== undefined) out.push(...renderJsonExample(complexExample, 'Example'));
  out.push(...renderChildren(schema, false, state, anchors));
  return out;
}

/** Nested fields: object properties, array items, extra properties and variants. */
function renderChildren(
  schema: SchemaView,
  topLevel: boolean,
  state: SchemaRenderState,
  anchors: string | undefined,
): ElementContent[] {
  if (schema.recursive) return [];
  const out: ElementContent[] = [];
  const nested = (summary: string, of: SchemaView, content: () => ElementContent[]) =>
    out.push(expandOnce(summary, of, content, state));
  if (schema.properties?.length && !topLevel)
    nested(`Properties of ${schema.name ?? 'object'}`, schema, () => [renderFields(schema, state, anchors)]);
  const items = schema.items;
  if (items?.recursive) {
    out.push(
      h('p', { className: ['q-field-note'] }, [
        text('Items: '),
        h('code', typeLabel(items)),
        text(' '),
        h('span', { className: ['q-badge', 'q-badge-muted'] }, 'recursive'),
        text(' (shown above)'),
      ]),
    );
  } else if (items && hasChildren(items))
    nested(`Items: ${typeLabel(items)}`, items, () => renderSchema(items, state, anchors));
  const extra = schema.additionalProperties;
  if (typeof extra === 'object' && hasChildren(extra))
    nested('Additional properties', extra, () => renderSchema(extra, state));
  else if (typeof extra === 'object') {
    out.push(
      h('p', { className: ['q-field-note'] }, [
        'Additional properties: ',
        h('span', { className: ['q-field-type'] }, typeLabel(extra)),
      ]),
    );
  }
  for (const [key, label] of [
    ['oneOf', 'One of'],
    ['anyOf', 'Any of'],
    ['allOf', 'All of'],
  ] as const) {
    const variants = schema[key];
    if (!variants) continue;
    out.push(
      h('div', { className: ['q-variants'] }, [
        h('p', { className: ['q-variants-label'] }, `${label}:`),
        ...variants.map((variant, index) => {
          // Mintlify names the variants of `anyOf` `one-of-<n>` too; the parts of `allOf` it merges, so their fields
          // are anchored as the schema's own.
          const path = anchors === undefined || key === 'allOf' ? anchors : `${anchors}-one-of-${index}`;
          const shown = expandOnce(
            variantLabel(variant, index),
            variant,
            () => renderSchema(variant, state, path),
            state,
          );
          if (path === undefined || key === 'allOf') return shown;
          return h('div', { className: ['q-variant'], id: claimFieldId(path, state) }, [shown]);
        }),
      ]),
    );
  }
  const not = schema.not;
  if (not) nested('Must not match', not, () => renderSchema(not, state));
  return out;
}

/** A folded section showing `schema`; a named schema already shown on the page becomes a link to it instead. */
function expandOnce(
  summary: string,
  schema: SchemaView,
  content: () => ElementContent[],
  state: SchemaRenderState,
): ElementContent {
  // Every look at the page's state is logged: what a rendering looked at decides where its cached HTML fits.
  if (schema.name) state.log.push({ kind: 'lookup', schema });
  const shown = schema.name ? state.seen.get(schema) : undefined;
  if (shown)
    return h('p', { className: ['q-field-note'] }, [
      text(`${summary}: same as `),
      h('a', { href: `#${shown}` }, h('code', schema.name)),
      text(' above'),
    ]);
  let id: string | undefined;
  if (schema.name && hasChildren(schema)) {
    const base = `schema-${
      schema.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'object'
    }`;
    id = base;
    for (let n = 2; isTaken(id, state); n++) id = `${base}-${n}`;
    state.seen.set(schema, id);
    state.ids.push(id);
    state.taken.add(id);
    state.log.push({ kind: 'shown', schema, id });
  }
  // Left out of the search index: nested fields repeat on every page that uses the schema (GitHub's `simple-user` is
  // on hundreds), so they would drown the results and, on big APIs, were most of what Pagefind had to index.
  return h('details', { className: ['q-field-children'], dataPagefindIgnore: true, ...(id && { id }) }, [
    h('summary', summary),
    ...content(),
  ]);
}

function isTaken(id: string, state: SchemaRenderState): boolean {
  state.log.push({ kind: 'id-check', id });
  return state.taken.has(id);
}

function hasChildren(schema: SchemaView): boolean {
  return Boolean(
    schema.properties?.length ||
      schema.items ||
      schema.oneOf ||
      schema.anyOf ||
      schema.allOf ||
      typeof schema.additionalProperties === 'object',
  );
}

function joinCodes(values: unknown[]): ElementContent[] {
  const out: ElementContent[] = [];
  values.forEach((value, index) => {
    if (index > 0) out.push(text(', '));
    out.push(h('code', literal(value)));
  });
  return out;
}

function text(value: string): Text {
  return { type: 'text', value };
}

function space(): Text {
  return text(' ');
}

function literal(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}
