/**
 * An endpoint as plain Markdown, for the Markdown export of its page: `## METHOD path`, the base URL, then the
 * authorization, parameters, request body and responses as lists (name, type, required, description), nested
 * properties indented under their parent. Descriptions are the OpenAPI file's own markdown, kept on one line.
 */
import type { OperationView, ParameterView, SchemaView } from './types.js';

/** How deep nested properties are listed: deeper ones are left to the OpenAPI file. */
const MAX_DEPTH = 4;

/** The endpoint `view` as Markdown, ending with a newline. */
export function endpointMarkdown(view: OperationView): string {
  if (view.kind === 'schema') {
    const lines = [`## Schema ${code(view.path)}`];
    if (view.unavailable !== undefined) lines.push(`The schema is not available: ${view.unavailable}.`);
    if (view.schema?.description?.trim()) lines.push(view.schema.description.trim());
    if (view.schema) lines.push(schemaLines(view.schema, 0).join('\n'));
    return `${lines.join('\n\n')}\n`;
  }
  const out: string[] = [
    view.kind === 'webhook'
      ? `## Webhook ${code(view.path)}${view.method ? ` (${view.method.toUpperCase()})` : ''}`
      : `## ${view.method.toUpperCase()} ${view.path}`,
  ];
  if (view.deprecated) out.push('**Deprecated.**');
  if (view.servers.length === 1) out.push(`Base URL: ${code(view.servers[0].url)}`);
  else if (view.servers.length > 1)
    out.push(
      `Base URLs:\n\n${view.servers.map((s) => `- ${code(s.url)}${s.description ? `: ${oneLine(s.description)}` : ''}`).join('\n')}`,
    );
  if (view.description?.trim()) out.push(view.description.trim());
  const schemes = view.security.flat();
  if (schemes.length > 0)
    out.push(
      `### Authorization\n\n${schemes
        .map(
          (s) =>
            `- ${code(s.key)} (${[s.type, s.scheme, s.in, s.name].filter(Boolean).join(', ')})${describe(s.description)}`,
        )
        .join('\n')}`,
    );
  for (const place of ['path', 'query', 'header', 'cookie'] as const) {
    const parameters = view.parameters.filter((p) => p.in === place);
    if (parameters.length > 0)
      out.push(`### ${PLACE_TITLES[place]}\n\n${parameters.map((p) => parameterLine(p)).join('\n')}`);
  }
  const body = view.requestBody;
  if (body) {
    for (const media of body.content.length > 0 ? body.content : [undefined]) {
      const details = [media?.mediaType, body.required ? 'required' : undefined].filter(Boolean).join(', ');
      const lines = [`### Request body${details ? ` (${details})` : ''}`];
      if (body.description?.trim()) lines.push(oneLine(body.description));
      if (media?.schema) lines.push(schemaLines(media.schema, 0).join('\n'));
      out.push(lines.join('\n\n'));
    }
  }
  for (const callback of view.callbacks ?? []) {
    const lines = [`### Callback ${code(callback.name)}: ${callback.method} ${code(callback.expression)}`];
    if (callback.description?.trim()) lines.push(oneLine(callback.description));
    const schema = callback.requestBody?.content.find((media) => media.schema)?.schema;
    if (schema) lines.push(schemaLines(schema, 0).join('\n'));
    out.push(lines.join('\n\n'));
  }
  if (view.responses.length > 0) {
    const lines = view.responses.map((response) => {
      const types = response.content.map((media) => media.mediaType).join(', ');
      const head = `- ${code(response.status)}${types ? ` (${types})` : ''}${describe(response.description)}`;
      const schema = response.content.find((media) => media.schema)?.schema;
      return [head, ...(schema ? schemaLines(schema, 1) : [])].join('\n');
    });
    out.push(`### Responses\n\n${lines.join('\n')}`);
  }
  return `${out.join('\n\n')}\n`;
}

const PLACE_TITLES = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  cookie: 'Cookie parameters',
} as const;

function parameterLine(parameter: ParameterView): string {
  const details = [
    parameter.schema ? typeOf(parameter.schema) : undefined,
    parameter.required ? 'required' : undefined,
    parameter.deprecated ? 'deprecated' : undefined,
  ].filter(Boolean);
  const description = parameter.description ?? parameter.schema?.description;
  return [
    `- ${code(parameter.name)}${details.length > 0 ? ` (${details.join(', ')})` : ''}${describe(description)}`,
    ...(parameter.schema ? propertyLines(parameter.schema, 1) : []),
  ].join('\n');
}

/** The lines for a body or response schema at list depth `depth`: its properties, or its type when it has none. */
export function schemaLines(schema: SchemaView, depth: number): string[] {
  const properties = propertyLines(schema, depth);
  if (properties.length > 0) return properties;
  return [`${indent(depth)}- ${typeOf(schema)}${describe(schema.description)}`];
}

/** One line per property of `schema` (of its array items, of every `allOf` part), nested ones indented. */
function propertyLines(schema: SchemaView, depth: number): string[] {
  if (depth > MAX_DEPTH || schema.recursive) return [];
  const target = schema.items && !schema.properties ? schema.items : schema;
  const properties = [...(target.properties ?? []), ...(target.allOf ?? []).flatMap((part) => part.properties ?? [])];
  return properties.flatMap((property) => {
    const details = [
      typeOf(property.schema),
      property.required ? 'required' : undefined,
      property.schema.deprecated ? 'deprecated' : undefined,
      property.schema.readOnly ? 'read-only' : undefined,
    ].filter(Boolean);
    return [
      `${indent(depth)}- ${code(property.name)} (${details.join(', ')})${describe(property.schema.description)}`,
      ...propertyLines(property.schema, depth + 1),
    ];
  });
}

/** A schema's type as readers write it: `string (uuid)`, `array of User`, `"a" | "b"`, `one of A, B`. */
function typeOf(schema: SchemaView): string {
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants && variants.length > 0) return `one of ${variants.map((v) => v.name ?? typeOf(v)).join(', ')}`;
  if (schema.enum && schema.enum.length > 0) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const types = schema.types.map((type) =>
    type === 'array' && schema.items ? `array of ${schema.items.name ?? typeOf(schema.items)}` : type,
  );
  const base = types.length > 0 ? types.join(' | ') : (schema.name ?? 'any');
  return schema.format ? `${base} (${schema.format})` : base;
}

function describe(description: string | undefined): string {
  return description?.trim() ? `: ${oneLine(description)}` : '';
}

function oneLine(text: string): string {
  return text.trim().replace(/\s*\n\s*/g, ' ');
}

function indent(depth: number): string {
  return '  '.repeat(depth);
}

/** `value` as a code span, with a fence longer than any backtick run inside it. */
function code(value: string): string {
  const longest = Math.max(0, ...[...value.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}
