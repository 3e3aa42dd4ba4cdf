/**
 * Render the endpoint section of a page from its {@link OperationView}: method and path, base URLs, description,
 * the playground's mount point and data, authorization, parameters by location, request body and responses.
 * Built as a hast tree and serialised by hast-util-to-html, so every string from the API file is escaped.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import type { SiteConfig } from '../config/types.js';
import type { TocEntry } from '../markdown/types.js';
import { getPlaygroundData, PLAYGROUND_DATA_ID, serializePlaygroundData } from './playground-data.js';
import { renderDescription } from './render-description.js';
import { renderExamples } from './render-example.js';
import { getDefaultSamples, idsOf, renderSamples } from './render-samples.js';
import { PARAMETER_GROUPS, renderParameterList } from './render-parameters.js';
import { createSchemaRenderState, renderSchema, type SchemaRenderState } from './render-schema.js';
import { renderSecurity } from './render-security.js';
import { statusText } from './response.js';
import type { CallbackView, MediaTypeView, OperationView, ResponseView, UnresolvedRefView } from './types.js';

/** The endpoint section's HTML, with its headings for the table of contents and its element ids. */
export interface RenderedEndpoint {
  html: string;
  toc: TocEntry[];
  ids: string[];
}

/** Options of {@link renderEndpoint}. */
export interface RenderEndpointOptions {
  /** The site's `api` settings, for the playground data. */
  config: Pick<SiteConfig, 'api'>;
  /** URL of the playground proxy, when the build knows one. */
  proxy?: string | null;
  /** Base-prefixed URLs of the playground's script and stylesheet; without them the page loads no playground. */
  assets?: { script: string; stylesheet: string };
}

/** Render `view` as the top of its page. */
export function renderEndpoint(view: OperationView, options: RenderEndpointOptions): RenderedEndpoint {
  const toc: TocEntry[] = [];
  const ids: string[] = [];
  const state = createSchemaRenderState();
  const heading = (depth: 2 | 3, id: string, text: string, ...extra: ElementContent[]): Element => {
    toc.push({ depth, id, text });
    ids.push(id);
    const anchor = h(
      'a',
      { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `Link to this section: ${text}` },
      '#',
    );
    return h(`h${depth}`, { id }, [text, ...extra, anchor]);
  };
  const children: ElementContent[] = [renderEndpointBar(view)];
  const label = view.kind === 'schema' ? `Schema ${view.path}` : `${view.method} ${view.path}`;
  if (view.unavailable !== undefined) {
    children.push(renderUnavailable(view.unavailable, view.kind ?? 'endpoint'));
    const section = h('section', { className: ['q-endpoint'], ariaLabel: label }, children);
    return { html: toHtml({ type: 'root', children: [section] }), toc, ids };
  }
  if (view.kind === 'schema' && view.schema) {
    // Mintlify's anchors of a schema page's fields: `schema-data-is-invoice-generated`.
    children.push(...renderSchema(view.schema, state, 'schema'));
    const section = h('section', { className: ['q-endpoint', 'q-schema-page'], ariaLabel: label }, children);
    return {
      html: toHtml({ type: 'root', children: [section] }, { allowDangerousHtml: true }),
      toc,
      ids: [...ids, ...state.ids],
    };
  }
  if (view.servers.length === 1)
    children.push(h('p', { className: ['q-endpoint-servers'] }, ['Base URL: ', h('code', view.servers[0].url)]));
  else if (view.servers.length > 1) {
    children.push(
      h('div', { className: ['q-endpoint-servers'] }, [
        h('p', 'Base URLs:'),
        h(
          'ul',
          view.servers.map((s) => h('li', [h('code', s.url), ...(s.description ? [` – ${s.description}`] : [])])),
        ),
      ]),
    );
  }
  if (view.description)
    children.push(h('div', { className: ['q-endpoint-description'] }, renderDescription(view.description)));
  if (view.unresolvedParts) children.push(renderUnresolvedParts(view.unresolvedParts));

  const playground = getPlaygroundData(view, options.config, options.proxy ?? null);
  // The samples of the starting request, for readers without JavaScript; the playground puts live ones in their place.
  // A webhook is sent by the API, not by the reader: it has neither.
  const samples = view.kind === 'webhook' ? [] : renderSamples(getDefaultSamples(view, options.config));
  ids.push(...idsOf(samples));
  if (!playground) children.push(...samples);
  if (playground) {
    ids.push('quire-playground');
    children.push(
      h(
        'div',
        { id: 'quire-playground', className: ['q-playground'], dataMode: playground.mode, dataMethod: view.method },
        samples,
      ),
      h('script', { type: 'application/json', id: PLAYGROUND_DATA_ID }, serializePlaygroundData(playground)),
    );
    // Only endpoint pages load the playground, so the other pages stay within their script budget.
    if (options.assets) {
      children.push(
        h('link', { rel: 'stylesheet', href: options.assets.stylesheet }),
        h('script', { type: 'module', src: options.assets.script }),
      );
    }
  }

  const security = renderSecurity(view.security, options.config.api.auth);
  if (security.length) children.push(heading(2, 'endpoint-authorization', 'Authorization'), ...security);
  for (const group of PARAMETER_GROUPS) {
    const parameters = view.parameters.filter((p) => p.in === group.in);
    if (parameters.length)
      children.push(heading(2, group.id, group.title), renderParameterList(parameters, state, 'parameter'));
  }
  if (view.requestBody) {
    const body = view.requestBody;
    const badge = body.required ? [h('span', { className: ['q-badge', 'q-badge-required'] }, 'required')] : [];
    children.push(
      heading(
        2,
        'endpoint-request-body',
        view.kind === 'webhook' ? 'Payload' : 'Request body',
        ...(badge.length ? [{ type: 'text' as const, value: ' ' }, ...badge] : []),
      ),
    );
    if (body.description)
      children.push(h('div', { className: ['q-field-description'] }, renderDescription(body.description)));
    for (const media of body.content) children.push(...renderMediaType(media, body.content.length > 1, state, 'body'));
  }
  if (view.callbacks?.length) {
    children.push(heading(2, 'endpoint-callbacks', 'Callbacks'));
    for (const callback of view.callbacks) children.push(renderCallback(callback, state));
  }
  if (view.responses.length) {
    children.push(heading(2, 'endpoint-responses', 'Responses'));
    for (const response of view.responses)
      children.push(
        renderResponse(
          response,
          state,
          (status, text) => heading(3, `endpoint-response-${status.toLowerCase()}`, text),
          'response',
        ),
      );
  }
  const root: Root = {
    type: 'root',
    children: [h('section', { className: ['q-endpoint'], ariaLabel: label }, children)],
  };
  // Raw nodes only come from the schema cache, which holds HTML this module serialised itself.
  return { html: toHtml(root, { allowDangerousHtml: true }), toc, ids: [...ids, ...state.ids] };
}

/** One response: its status (as `head` draws it), description, headers and content. */
function renderResponse(
  response: ResponseView,
  state: SchemaRenderState,
  head: (status: string, text: string) => ElementContent,
  anchors?: string,
): Element {
  const label = [response.status, statusText(response.status)].filter(Boolean).join(' ');
  return h('div', { className: ['q-response', `q-response-${response.status.charAt(0).toLowerCase()}`] }, [
    head(response.status, label),
    ...(response.description
      ? [h('div', { className: ['q-field-description'] }, renderDescription(response.description))]
      : []),
    ...(response.headers.length
      ? [h('p', { className: ['q-subheading'] }, 'Headers'), renderParameterList(response.headers, state)]
      : []),
    ...response.content.flatMap((media) => renderMediaType(media, true, state, anchors)),
  ]);
}

/**
 * A callback, folded as Mintlify shows it between the request body and the responses: its method and URL
 * expression, then what the API sends (the body) and what it expects back (the responses).
 */
function renderCallback(callback: CallbackView, state: SchemaRenderState): Element {
  const body = callback.requestBody;
  return h('details', { className: ['q-callback'] }, [
    h('summary', [
      h('span', { className: ['q-method', `q-method-${callback.method.toLowerCase()}`] }, callback.method),
      ' ',
      h('code', { className: ['q-endpoint-path'] }, callback.expression),
      ' ',
      h('span', { className: ['q-callback-name'] }, callback.summary ?? callback.name),
    ]),
    ...(callback.description
      ? [h('div', { className: ['q-field-description'] }, renderDescription(callback.description))]
      : []),
    ...(body
      ? [
          h('p', { className: ['q-subheading'] }, body.required ? 'Body (required)' : 'Body'),
          ...(body.description
            ? [h('div', { className: ['q-field-description'] }, renderDescription(body.description))]
            : []),
          ...body.content.flatMap((media) => renderMediaType(media, body.content.length > 1, state)),
        ]
      : []),
    ...(callback.responses.length ? [h('p', { className: ['q-subheading'] }, 'Responses')] : []),
    ...callback.responses.map((response) =>
      renderResponse(response, state, (_status, text) => h('p', { className: ['q-callback-status'] }, text)),
    ),
  ]);
}

/** The notice shown instead of the reference of an operation whose OpenAPI file did not load. */
function renderUnavailable(reason: string, what: string): Element {
  return h('div', { className: ['q-callout', 'q-callout-warning'], role: 'note' }, [
    h('div', { className: ['q-callout-body'] }, [
      h('p', [h('strong', `The reference of this ${what} is not available:`), ` ${reason}.`]),
    ]),
  ]);
}

/** The parameters, bodies, responses and headers that are broken `$ref`s in the OpenAPI file, named as written. */
function renderUnresolvedParts(parts: readonly UnresolvedRefView[]): Element {
  return h('div', { className: ['q-callout', 'q-callout-warning'], role: 'note' }, [
    h('div', { className: ['q-callout-body'] }, [
      h('p', [h('strong', 'Unresolved references:'), ' the OpenAPI file refers to parts it does not have.']),
      h(
        'ul',
        parts.map((part) => h('li', [`${part.part}: `, h('code', part.ref)])),
      ),
    ]),
  ]);
}

/** The method badge and the path, with `{parameters}` marked. */
function renderEndpointBar(view: OperationView): Element {
  if (view.kind === 'schema')
    return h('div', { className: ['q-endpoint-bar'] }, [
      h('span', { className: ['q-method', 'q-method-schema'] }, 'SCHEMA'),
      ' ',
      h('code', { className: ['q-endpoint-path'] }, view.path),
    ]);
  if (view.kind === 'webhook' && view.unavailable !== undefined)
    return h('div', { className: ['q-endpoint-bar'] }, [
      h('span', { className: ['q-method', 'q-method-webhook'] }, 'WEBHOOK'),
      ' ',
      h('code', { className: ['q-endpoint-path'] }, view.path),
    ]);
  const method = view.method.toLowerCase();
  const target = view.url ?? view.path;
  const parts: ElementContent[] = target
    .split(/(\{[^}]+\})/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('{') ? h('span', { className: ['q-path-param'] }, part) : { type: 'text', value: part },
    );
  return h('div', { className: ['q-endpoint-bar'] }, [
    h('span', { className: ['q-method', `q-method-${method}`] }, view.method),
    ' ',
    h('code', { className: ['q-endpoint-path'] }, parts),
    ...(view.kind === 'webhook' ? [' ', h('span', { className: ['q-badge', 'q-badge-webhook'] }, 'webhook')] : []),
    ...(view.deprecated ? [' ', h('span', { className: ['q-badge', 'q-badge-deprecated'] }, 'deprecated')] : []),
  ]);
}

/** A body's media type: its name (when there are several), schema and examples. */
function renderMediaType(
  media: MediaTypeView,
  showName: boolean,
  state: SchemaRenderState,
  anchors?: string,
): ElementContent[] {
  const out: ElementContent[] = [];
  if (showName) out.push(h('p', { className: ['q-media-type'] }, ['Content type: ', h('code', media.mediaType)]));
  if (media.schema) out.push(...renderSchema(media.schema, state, anchors));
  out.push(...renderExamples(media.examples, media.mediaType));
  return out;
}

/** A page body with the endpoint section of `operation` (if any) put first: its HTML, headings and ids. */
export function withEndpoint<T extends { html: string; toc: TocEntry[]; ids: string[] }>(
  operation: OperationView | undefined,
  body: T,
  options: RenderEndpointOptions,
): T {
  if (!operation) return body;
  const endpoint = renderEndpoint(operation, options);
  return {
    ...body,
    html: endpoint.html + body.html,
    toc: [...endpoint.toc, ...body.toc],
    ids: [...endpoint.ids, ...body.ids],
  };
}
