/** Read the parts of a dereferenced OpenAPI document that pages need: its operations and its servers. */
import { HTTP_METHODS, type HttpMethod, type OperationRef, type ServerVariableView, type ServerView } from './types.js';

/** Every operation of `document`, in file order, keyed `GET /path`. */
export function listOperations(document: Record<string, unknown>): OperationRef[] {
  const operations: OperationRef[] = [];
  const paths = asRecord(document.paths);
  for (const [path, item] of Object.entries(paths)) {
    const pathItem = asRecord(item);
    for (const key of Object.keys(pathItem)) {
      const method = key.toLowerCase() as HttpMethod;
      if (!HTTP_METHODS.includes(method) || !isRecord(pathItem[key])) continue;
      operations.push({ method, path, key: operationKey(method, path) });
    }
  }
  return operations;
}

/** The key pages use to name an operation: `GET /pets/{id}`. */
export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/** The operation object at `method` + `path`, with its path item (for shared parameters and servers). */
export function getOperation(
  document: Record<string, unknown>,
  ref: Pick<OperationRef, 'method' | 'path'>,
): { operation: Record<string, unknown>; pathItem: Record<string, unknown> } | undefined {
  const pathItem = asRecord(asRecord(document.paths)[ref.path]);
  const operation = pathItem[ref.method];
  return isRecord(operation) ? { operation, pathItem } : undefined;
}

/** The names of the `webhooks` of `document` (OpenAPI 3.1), in file order. */
export function listWebhooks(document: Record<string, unknown>): string[] {
  return Object.entries(asRecord(document.webhooks))
    .filter(([, item]) => webhookOperation(asRecord(item)) !== undefined)
    .map(([name]) => name);
}

/** The webhook `name` of `document`: its one operation (the first method its path item has), with the path item. */
export function getWebhook(
  document: Record<string, unknown>,
  name: string,
): { operation: Record<string, unknown>; pathItem: Record<string, unknown>; method: HttpMethod } | undefined {
  const webhooks = asRecord(document.webhooks);
  if (!Object.hasOwn(webhooks, name)) return undefined;
  const pathItem = asRecord(webhooks[name]);
  const method = webhookOperation(pathItem);
  return method && { operation: pathItem[method] as Record<string, unknown>, pathItem, method };
}

function webhookOperation(pathItem: Record<string, unknown>): HttpMethod | undefined {
  return HTTP_METHODS.find((method) => isRecord(pathItem[method]));
}

/**
 * The servers of an operation: its own, else its path item's, else the document's. Server variables take their
 * defaults, and a relative server URL resolves against the URL the document was fetched from.
 */
export function resolveServers(levels: unknown[], documentUrl?: string): ServerView[] {
  const list = levels.find((level) => Array.isArray(level) && level.length > 0) as unknown[] | undefined;
  if (!list) return [];
  const servers: ServerView[] = [];
  for (const entry of list) {
    const server = asRecord(entry);
    if (typeof server.url !== 'string') continue;
    const variables: ServerVariableView[] = [];
    let url = server.url.replace(/\{([^}]+)\}/g, (match, name: string) => {
      const variable = asRecord(asRecord(server.variables)[name]);
      if (typeof variable.default !== 'string') return match;
      if (!variables.some((known) => known.name === name)) {
        const values = Array.isArray(variable.enum) ? variable.enum.filter((v) => typeof v === 'string') : [];
        variables.push({
          name,
          default: variable.default,
          ...(values.length > 0 && {
            enum: values.includes(variable.default) ? values : [variable.default, ...values],
          }),
          ...(typeof variable.description === 'string' && { description: variable.description }),
        });
      }
      return variable.default;
    });
    const absolute = (value: string) => {
      if (!documentUrl || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
      try {
        // Braces stay braces: they are placeholders, not part of the address.
        return new URL(value, documentUrl).href.replace(/%7B/gi, '{').replace(/%7D/gi, '}');
      } catch {
        return value; // Keep what the file says.
      }
    };
    url = absolute(url);
    const template = variables.length > 0 ? absolute(server.url) : undefined;
    servers.push({
      url: url.replace(/\/+$/, '') || url,
      ...(typeof server.description === 'string' && { description: server.description }),
      ...(template !== undefined && { template: template.replace(/\/+$/, '') || template, variables }),
    });
  }
  return servers;
}

/** `value` when it is a plain object, else an empty one. */
export function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** Whether `value` is a non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
