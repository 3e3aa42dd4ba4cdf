/**
 * The reference user group service: `GET`/`PUT`/`POST /api/user` exactly as example-docs documents them
 * ("Behaviour details" in guides/errors.md). Checks run in the documented order: method (405), API key (401), body
 * size (413), JSON syntax (400 invalid_json), fields (400 invalid_body), existence (404). CORS lets a docs site on
 * another origin call it (PUT and POST; browsers cannot send Get User's GET with a body, which is what the
 * playground proxy is for).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readLimitedBody } from '../proxy/read-body.js';
import { createUserGroupStore, userGroupToJson, type Environment, type UserGroupStore } from './store.js';
import { checkGetBody, checkRotateBody, checkUpdateBody, isObject } from './validate-body.js';

/** Options of the reference service. */
export interface ExampleApiOptions {
  /** The API key of the Customer environment. */
  customerKey: string;
  /** The API key of the Testing environment. */
  testingKey: string;
  /** Origins allowed by CORS besides loopback ones (`http://127.0.0.1:*`, `http://localhost:*`); `*` allows all. */
  corsOrigins?: string[];
  /** Called once per answered request (method, path, status, environment); never given the key. */
  onRequest?: (line: { method: string; path: string; status: number; environment?: Environment }) => void;
}

/** Largest request body, in bytes (1 MB). */
export const MAX_BODY_BYTES = 1_048_576;
const PATH = '/api/user';
const METHODS = 'GET, PUT, POST';
type ErrorCode =
  | 'invalid_json'
  | 'invalid_body'
  | 'unauthorized'
  | 'not_found'
  | 'payload_too_large'
  | 'method_not_allowed';

/** Create the service's HTTP server (not yet listening). */
export function createExampleApiServer(options: ExampleApiOptions): Server {
  const handle = createExampleApiHandler(options);
  return createServer((request, response) => {
    // The only failure left is a client that went away mid-request: drop the connection, keep serving.
    handle(request, response).catch(() => response.destroy());
  });
}

/** Create the request handler, with its own empty store. */
export function createExampleApiHandler(options: ExampleApiOptions, store: UserGroupStore = createUserGroupStore()) {
  // An empty key would match a request that sends none; the CLI refuses it, this guards other callers.
  for (const key of [options.customerKey, options.testingKey]) {
    if (!/^\S+$/.test(key)) throw new TypeError('The example API keys must be non-empty and contain no spaces');
  }
  const keys = new Map<string, Environment>([
    [options.customerKey, 'Customer'],
    [options.testingKey, 'Testing'],
  ]);
  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    let environment: Environment | undefined;
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const text = JSON.stringify(body);
      response.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(text)),
        'Cache-Control': 'no-store',
        ...corsHeaders(request, options.corsOrigins),
        ...headers,
      });
      response.end(text);
      options.onRequest?.({ method, path, status, environment });
    };
    const fail = (status: number, code: ErrorCode, message: string, headers?: Record<string, string>) =>
      send(status, { success: 0, error: { code, message } }, headers);

    if (path !== PATH) return fail(404, 'not_found', `There is nothing at ${path}. The API has one path, ${PATH}.`);
    if (method === 'OPTIONS') {
      response.writeHead(204, {
        ...corsHeaders(request, options.corsOrigins),
        ...preflightHeaders(),
        Allow: `${METHODS}, OPTIONS`,
      });
      return void response.end();
    }
    if (method !== 'GET' && method !== 'PUT' && method !== 'POST') {
      return fail(405, 'method_not_allowed', `Method ${method} is not allowed on ${PATH}. Use GET, PUT or POST.`, {
        Allow: METHODS,
      });
    }
    const key = apiKeyOf(request.headers.authorization);
    environment = key === undefined ? undefined : keys.get(key);
    if (!environment)
      return fail(401, 'unauthorized', 'Missing or invalid API key. Send the header Authorization: Token <API_KEY>.');

    const raw = await readLimitedBody(request, MAX_BODY_BYTES);
    if (raw === undefined)
      return fail(413, 'payload_too_large', `The request body is larger than 1 MB (${MAX_BODY_BYTES} bytes).`, {
        Connection: 'close',
      });
    if (raw.trim() === '') return fail(400, 'invalid_json', 'The request body is empty; send a JSON object.');
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return fail(400, 'invalid_json', 'The request body is not valid JSON.');
    }
    if (!isObject(body)) return fail(400, 'invalid_body', 'The request body must be a JSON object.');

    if (method === 'GET') {
      const checked = checkGetBody(body);
      if (!checked.ok) return fail(400, 'invalid_body', checked.message);
      const { user_group_id, name, mapping, properties } = checked.value;
      const { group, created } = store.getOrCreate(environment, user_group_id, {
        name,
        mapping: mapping ?? {},
        properties: properties ?? null,
      });
      return send(200, { success: 1, new_user_group: created, user_group: userGroupToJson(group) });
    }
    if (method === 'PUT') {
      const checked = checkUpdateBody(body);
      if (!checked.ok) return fail(400, 'invalid_body', checked.message);
      const { user_group_id, ...changes } = checked.value;
      const group = store.update(environment, user_group_id, changes);
      if (!group)
        return fail(
          404,
          'not_found',
          `No user group with user_group_id ${JSON.stringify(user_group_id)} exists in the ${environment} environment.`,
        );
      return send(200, { success: 1, user_group: userGroupToJson(group) });
    }
    const checked = checkRotateBody(body);
    if (!checked.ok) return fail(400, 'invalid_body', checked.message);
    const group = store.rotate(environment, checked.value.current_token);
    if (!group)
      return fail(404, 'not_found', `current_token does not match any user group in the ${environment} environment.`);
    return send(200, { success: 1, user_group: userGroupToJson(group) });
  };
}

/** The API key of an `Authorization: Token <key>` header, or undefined when the header is missing or malformed. */
export function apiKeyOf(header: string | undefined): string | undefined {
  const match = /^Token +(\S+) *$/i.exec(header ?? '');
  return match?.[1];
}

/** CORS headers for a request from a browser: its origin is echoed when allowed (loopback, or listed). */
export function corsHeaders(request: IncomingMessage, allowed: readonly string[] = []): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin) return {};
  const ok =
    allowed.includes('*') ||
    allowed.includes(origin) ||
    /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/i.test(origin);
  return ok ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' };
}

function preflightHeaders(): Record<string, string> {
  return {
    'Access-Control-Allow-Methods': METHODS,
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
  };
}
