/** Build the {@link OperationView} of an operation: from an OpenAPI document, or from `api:` front matter alone. */
import { getAuthorCodeSamples } from './code-samples.js';
import { getOperation, resolveServers } from './document.js';
import { getParameters } from './parameter.js';
import { isUrl } from './refs.js';
import { getRequestBody } from './request-body.js';
import { getResponses } from './response.js';
import { MAX_ENDPOINT_NODES } from './limits.js';
import { expandedSize, type SchemaContext } from './schema.js';
import { getSecurity } from './security.js';
import type { OpenApiDocument, OperationRef, OperationView, ServerView } from './types.js';
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
  const { operation, pathItem } = found;
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
    method: ref.method.toUpperCase(),
    path: ref.path,
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
  };
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
  const schemas = [
    ...view.parameters,
    ...(view.requestBody?.content ?? []),
    ...view.responses.flatMap((response) => [...response.headers, ...response.content]),
  ].flatMap((part) => (part.schema ? [part.schema] : []));
  return expandedSize(schemas, MAX_ENDPOINT_NODES) > MAX_ENDPOINT_NODES;
}
