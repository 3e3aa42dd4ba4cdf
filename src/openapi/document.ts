/** Read the parts of a dereferenced OpenAPI document that pages need: its operations and its servers. */
import { HTTP_METHODS, type HttpMethod, type OperationRef, type ServerView } from './types.js';

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
    let url = server.url.replace(/\{([^}]+)\}/g, (match, name: string) => {
      const variable = asRecord(asRecord(server.variables)[name]);
      return typeof variable.default === 'string' ? variable.default : match;
    });
    if (documentUrl && !/^[a-z][a-z0-9+.-]*:/i.test(url)) {
      try {
        url = new URL(url, documentUrl).href;
      } catch {
        // Keep what the file says.
      }
    }
    servers.push({
      url: url.replace(/\/+$/, '') || url,
      ...(typeof server.description === 'string' && { description: server.description }),
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
