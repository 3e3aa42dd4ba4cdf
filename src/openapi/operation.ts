/** Build the {@link OperationView} of an operation: from an OpenAPI document, or from `api:` front matter alone. */
import { getAuthorCodeSamples } from './code-samples.js';
import { asRecord, getOperation, getWebhook, isRecord, resolveServers } from './document.js';
import { getParameters } from './parameter.js';
import { isUrl } from './refs.js';
import { getRequestBody } from './request-body.js';
import { getResponses } from './response.js';
import { MAX_ENDPOINT_NODES } from './limits.js';
import { expandedSize, schemaToView, type SchemaContext } from './schema.js';
import { getSecurity } from './security.js';
import {
  type CallbackView,
  HTTP_METHODS,
  type OpenApiDocument,
  type OperationRef,
  type OperationView,
  type ServerView,
} from './types.js';
import { decodeUriSafe } from '../utils/url.js';

/** Site settings that shape every operation view. */
export interface OperationSettings {
  /** `api.baseUrl`; when not empty it replaces the OpenAPI `servers`. */
  baseUrls: readonly string[];
  /** `api.maintainOrder`: keep the file's order of parameters; otherwise required ones come first. */
  maintainOrder: boolean;
}

/** The view of operation `ref` of `doc`; `context` is the document's schema context (shared between its operations). */
export function operationToView(
  doc: OpenApiDocument,
  ref: OperationRef,
  context: SchemaContext,
  settings: OperationSettings,
): OperationView {
  const found = getOperation(doc.document, ref);
  if (!found) throw new Error(`Internal error: ${ref.key} is listed but not in ${doc.file}`);
  return buildView(doc, found.operation, found.pathItem, ref.method, ref.path, context, settings);
}

/**
 * The view of webhook `name` of `doc` (OpenAPI 3.1 `webhooks`): its payload and responses, as an endpoint page shows
 * them, with no servers, since the API sends it and the reader's page cannot. Undefined when there is no such webhook.
 */
export function webhookToView(
  doc: OpenApiDocument,
  name: string,
  context: SchemaContext,
  settings: OperationSettings,
): OperationView | undefined {
  const found = getWebhook(doc.document, name);
  if (!found) return undefined;
  const view = buildView(doc, found.operation, found.pathItem, found.method, name, context, settings);
  return { ...view, kind: 'webhook', servers: [] };
}

/** The view of a page that documents component schema `name` of `doc` (`openapi-schema:`); undefined if none. */
export function schemaPageView(doc: OpenApiDocument, name: string, context: SchemaContext): OperationView | undefined {
  const schemas = asRecord(asRecord(doc.document.components).schemas);
  if (!Object.hasOwn(schemas, name) || (!isRecord(schemas[name]) && typeof schemas[name] !== 'boolean'))
    return undefined;
  context.work.left = MAX_ENDPOINT_NODES;
  return {
    source: 'openapi',
    kind: 'schema',
    file: doc.file,
    method: '',
    path: name,
    deprecated: false,
    tags: [],
    servers: [],
    security: [],
    parameters: [],
    responses: [],
    schema: schemaToView(schemas[name], context),
  };
}

function buildView(
  doc: OpenApiDocument,
  operation: Record<string, unknown>,
  pathItem: Record<string, unknown>,
  method: string,
  path: string,
  context: SchemaContext,
  settings: OperationSettings,
): OperationView {
  context.work.left = MAX_ENDPOINT_NODES;
  context.unresolved = [];
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const parameters = getParameters(pathItem, operation, context);
  const summary = text(operation.summary) ?? text(pathItem.summary);
  const description = text(operation.description) ?? text(pathItem.description);
  const servers = settings.baseUrls.length
    ? baseUrlServers(settings.baseUrls)
    : resolveServers(
        [operation.servers, pathItem.servers, doc.document.servers],
        isUrl(doc.source) ? doc.source : undefined,
      );
  return {
    source: 'openapi',
    file: doc.file,
    method: method.toUpperCase(),
    path,
    ...(typeof operation.operationId === 'string' && { operationId: operation.operationId }),
    ...(summary !== undefined && { summary }),
    ...(description !== undefined && { description }),
    deprecated: operation.deprecated === true,
    tags: Array.isArray(operation.tags) ? operation.tags.map(String) : [],
    servers,
    security: getSecurity(operation, doc.document),
    parameters: settings.maintainOrder
      ? parameters
      : [...parameters.filter((p) => p.required), ...parameters.filter((p) => !p.required)],
    ...optional('requestBody', getRequestBody(operation, context)),
    responses: getResponses(operation, context),
    ...optional('codeSamples', nonEmpty(getAuthorCodeSamples(operation))),
    ...optional('unresolvedParts', nonEmpty(context.unresolved)),
    ...optional('callbacks', nonEmpty(getCallbacks(operation, context))),
  };
}

/** The requests of an operation's `callbacks`: each name, expression and method, in file order. */
function getCallbacks(operation: Record<string, unknown>, context: SchemaContext): CallbackView[] {
  const out: CallbackView[] = [];
  for (const [name, callback] of Object.entries(asRecord(operation.callbacks))) {
    if (name.startsWith('x-')) continue;
    for (const [expression, item] of Object.entries(asRecord(callback))) {
      const pathItem = asRecord(item);
      for (const method of HTTP_METHODS) {
        const request = pathItem[method];
        if (!isRecord(request)) continue;
        const summary = text(request.summary) ?? text(pathItem.summary);
        const description = text(request.description) ?? text(pathItem.description);
        out.push({
          name,
          expression,
          method: method.toUpperCase(),
          ...(summary !== undefined && { summary }),
          ...(description !== undefined && { description }),
          ...optional('requestBody', getRequestBody(request, context)),
          responses: getResponses(request, context),
        });
      }
    }
  }
  return out;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function nonEmpty<T>(list: T[]): T[] | undefined {
  return list.length > 0 ? list : undefined;
}

/**
 * The view of an endpoint given as `api: "POST https://host/path"` (or a path relative to `api.baseUrl`), with no
 * OpenAPI description: method, URL and the site's base URLs, nothing else.
 */
export function apiEndpointToView(method: string, target: string, settings: OperationSettings): OperationView {
  let path = target;
  let url: string | undefined;
  let servers = baseUrlServers(settings.baseUrls);
  if (isUrl(target)) {
    const parsed = new URL(target);
    url = parsed.href;
    path = decodeUriSafe(parsed.pathname, false) + parsed.search;
    servers = [{ url: parsed.origin }];
  }
  return {
    source: 'api',
    method: method.toUpperCase(),
    path,
    ...(url !== undefined && { url }),
    deprecated: false,
    tags: [],
    servers,
    security: [],
    parameters: [],
    responses: [],
  };
}

function baseUrlServers(baseUrls: readonly string[]): ServerView[] {
  return baseUrls.map((url) => ({ url: url.replace(/\/+$/, '') || url }));
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/**
 * Whether the endpoint `view` (just made by {@link operationToView} with `context`) went over
 * {@link MAX_ENDPOINT_NODES}: while converting its schemas and examples, or expanded as its page shows them.
 */
export function isTooLarge(view: OperationView, context: SchemaContext): boolean {
  if (context.work.left < 0) return true;
  const responseParts = (responses: OperationView['responses']) =>
    responses.flatMap((response) => [...response.headers, ...response.content]);
  const schemas = [
    ...view.parameters,
    ...(view.requestBody?.content ?? []),
    ...responseParts(view.responses),
    ...(view.callbacks ?? []).flatMap((callback) => [
      ...(callback.requestBody?.content ?? []),
      ...responseParts(callback.responses),
    ]),
    ...(view.schema ? [{ schema: view.schema }] : []),
  ].flatMap((part) => (part.schema ? [part.schema] : []));
  return expandedSize(schemas, MAX_ENDPOINT_NODES) > MAX_ENDPOINT_NODES;
}
