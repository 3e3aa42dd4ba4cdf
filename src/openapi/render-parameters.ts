/** Render parameters (and response headers) as field lists grouped by where they are sent. */
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { renderDescription } from './render-description.js';
import { renderExamples } from './render-example.js';
import { claimFieldId, fieldName, renderSchemaDetails, typeLabel, type SchemaRenderState } from './render-schema.js';
import { kebabCase } from '../utils/kebab-case.js';
import type { ParameterView } from './types.js';

/** Group headings, in the order OpenAPI lists the locations. */
export const PARAMETER_GROUPS = [
  { in: 'path', title: 'Path parameters', id: 'endpoint-path-parameters' },
  { in: 'query', title: 'Query parameters', id: 'endpoint-query-parameters' },
  { in: 'header', title: 'Headers', id: 'endpoint-headers' },
  { in: 'cookie', title: 'Cookies', id: 'endpoint-cookies' },
] as const;

/** A field list of parameters, in the order of the view (see `api.maintainOrder`). */
export function renderParameterList(
  parameters: readonly ParameterView[],
  state: SchemaRenderState,
  anchors?: string,
): ElementContent {
  return h(
    'ul',
    { className: ['q-fields'] },
    parameters.map((parameter) => renderParameter(parameter, state, anchors)),
  );
}

/** A parameter; with `anchors` (`parameter`), its id as Mintlify makes it: `parameter-` and its kebab-case name. */
function renderParameter(parameter: ParameterView, state: SchemaRenderState, anchors?: string): ElementContent {
  const path = anchors === undefined ? undefined : `${anchors}-${kebabCase(parameter.name) || 'field'}`;
  const id = path === undefined ? undefined : claimFieldId(path, state);
  const badges: ElementContent[] = [
    h('span', { className: ['q-field-type'] }, parameter.schema ? typeLabel(parameter.schema) : 'string'),
  ];
  if (parameter.required)
    badges.push({ type: 'text', value: ' ' }, h('span', { className: ['q-badge', 'q-badge-required'] }, 'required'));
  if (parameter.deprecated)
    badges.push(
      { type: 'text', value: ' ' },
      h('span', { className: ['q-badge', 'q-badge-deprecated'] }, 'deprecated'),
    );
  const body: ElementContent[] = [];
  if (parameter.description)
    body.push(h('div', { className: ['q-field-description'] }, renderDescription(parameter.description)));
  if (parameter.schema) {
    // The parameter's own description wins over its schema's; the schema adds enum, default and nested fields.
    body.push(...renderSchemaDetails(parameter.schema, state, !parameter.description, path));
  }
  body.push(...renderExamples(parameter.examples));
  return h('li', { className: ['q-field'], ...(id && { id }) }, [
    h('p', { className: ['q-field-head'] }, [fieldName(parameter.name, id), { type: 'text', value: ' ' }, ...badges]),
    ...body,
  ]);
}
