/**
 * The playground proxy route, `POST /__quire/proxy`: takes `{method, url, headers, body}` as JSON from the API
 * playground and sends it, but only to the configured API base URLs. This is how a browser sends Get User (a GET
 * with a body) and reaches APIs without CORS. Answers `{status, statusText, headers, body, bodyEncoding?, timeMs}`, or
 * `{error: {code, message}}` with a 4xx/5xx status when the proxy itself refuses or fails. What it holds is bounded:
 * the request and response bodies, the reply once encoded (twice the response cap), and the requests in flight.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Route } from '../server/http-server.js';
import { checkTargetUrl } from './allowed-url.js';
import { ForwardError, forwardRequest, type ProxyResponse } from './forward.js';
import { readLimitedBody } from './read-body.js';

/** The proxy's path. */
export const PROXY_PATH = '/__quire/proxy';

/** Options of {@link createProxyRoute}. */
export interface ProxyOptions {
  /** API base URLs requests may go to; a function is asked on every request (the config may change in dev). */
  allowedBaseUrls: readonly string[] | (() => readonly string[]);
  /** Origins of docs sites on other hosts allowed to use this proxy (CORS), for `quire proxy`. Same-origin always is. */
  allowedOrigins?: readonly string[];
  /** @default 1048576 (1 MB) */
  maxRequestBytes?: number;
  /** @default 5242880 (5 MB) */
  maxResponseBytes?: number;
  /** @default 30000 */
  timeoutMs?: number;
  /** Requests being read, sent or answered at once; more are answered 503 with Retry-After. @default 16 */
  maxInFlight?: number;
}

const METHODS = new Set(['GET', 'PUT', 'POST', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** The `POST /__quire/proxy` route. */
export function createProxyRoute(options: ProxyOptions): Route {
  const maxRequestBytes = options.maxRequestBytes ?? 1_048_576;
  const maxResponseBytes = options.maxResponseBytes ?? 5_242_880;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxInFlight = options.maxInFlight ?? 16;
  // A text body escaped at most doubles (forward.ts sends anything worse as base64); the rest is status and headers.
  const maxReplyBytes = 2 * maxResponseBytes + 65_536;
  let inFlight = 0;
  return {
    method: 'POST',
    path: PROXY_PATH,
    async handle(request, response) {
      const cors = corsFor(request, options.allowedOrigins);
      const fail = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
        sendJson(response, status, { error: { code, message } }, { ...cors.headers, ...headers });
      if (!cors.allowed)
        return fail(403, 'forbidden_origin', `the proxy does not accept requests from ${request.headers.origin}`);
      if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
        return fail(
          415,
          'unsupported_media_type',
          'send the request description as JSON (Content-Type: application/json)',
        );
      }
      if (inFlight >= maxInFlight) {
        return fail(503, 'busy', `the proxy is already handling ${maxInFlight} requests; try again in a moment`, {
          'Retry-After': '1',
          Connection: 'close',
        });
      }
      inFlight += 1;
      try {
        await forwardEnvelope(request, response, fail, cors.headers);
      } finally {
        inFlight -= 1;
      }
    },
  };

  /** Read the playground's description, check it, send it, and answer with what came back. */
  async function forwardEnvelope(
    request: IncomingMessage,
    response: ServerResponse,
    fail: Fail,
    corsHeaders: Record<string, string>,
  ): Promise<void> {
    // JSON escaping can make the envelope several times larger than the body it carries.
    const text = await readLimitedBody(request, maxRequestBytes * 6 + 65_536).catch(() => undefined);
    if (text === undefined)
      return fail(413, 'request_too_large', `the request body is larger than ${maxRequestBytes} bytes`);
    const parsed = parseEnvelope(text);
    if (typeof parsed === 'string') return fail(400, 'bad_request', parsed);
    if (parsed.body !== undefined && Buffer.byteLength(parsed.body) > maxRequestBytes) {
      return fail(413, 'request_too_large', `the request body is larger than ${maxRequestBytes} bytes`);
    }
    const allowed = typeof options.allowedBaseUrls === 'function' ? options.allowedBaseUrls() : options.allowedBaseUrls;
    const target = checkTargetUrl(parsed.url, allowed);
    if (!target.ok) return fail(target.code === 'bad_path' ? 400 : 403, target.code, target.reason);
    // The browser going away cancels the request, so it stops holding a place among those in flight.
    const gone = new AbortController();
    response.on('close', () => gone.abort());
    if (response.destroyed) gone.abort();
    let result: ProxyResponse;
    try {
      result = await forwardRequest(
        { method: parsed.method, url: target.url, headers: parsed.headers, body: parsed.body },
        { maxResponseBytes, timeoutMs, signal: gone.signal },
      );
    } catch (error) {
      if (!(error instanceof ForwardError)) throw error;
      return fail(error.code === 'upstream_timeout' ? 504 : 502, error.code, error.message);
    }
    const reply = Buffer.from(JSON.stringify(result));
    if (reply.length > maxReplyBytes)
      return fail(502, 'response_too_large', `the answer would be larger than ${maxReplyBytes} bytes once encoded`);
    sendBytes(response, 200, reply, corsHeaders);
  }
}

type Fail = (status: number, code: string, message: string, headers?: Record<string, string>) => void;

/** The proxy route plus its CORS preflight (`OPTIONS`), for a proxy serving docs sites on other origins. */
export function createProxyRoutes(options: ProxyOptions): Route[] {
  const preflight: Route = {
    method: 'OPTIONS',
    path: PROXY_PATH,
    handle(request, response) {
      const cors = corsFor(request, options.allowedOrigins);
      response.writeHead(cors.allowed ? 204 : 403, {
        ...cors.headers,
        ...(cors.allowed && {
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
        }),
      });
      response.end();
    },
  };
  return [createProxyRoute(options), preflight];
}

interface Envelope {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Text, or bytes when the playground sent them as base64 (`bodyEncoding`: a multipart body with files). */
  body?: string | Buffer;
}

/** Validate the playground's JSON; a message when it is malformed. */
export function parseEnvelope(text: string): Envelope | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'the request description is not valid JSON';
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return 'expected a JSON object with method, url, headers and body';
  const { method, url, headers = {}, body, bodyEncoding } = value as Record<string, unknown>;
  if (bodyEncoding !== undefined && bodyEncoding !== 'base64') return 'bodyEncoding must be "base64" when given';
  if (typeof method !== 'string' || !METHODS.has(method.toUpperCase()))
    return `method must be one of ${[...METHODS].join(', ')}`;
  if (typeof url !== 'string') return 'url must be a string';
  if (body !== undefined && body !== null && typeof body !== 'string')
    return 'body must be a string (serialise JSON bodies first)';
  if (headers === null || typeof headers !== 'object' || Array.isArray(headers))
    return 'headers must be an object of name → value';
  const clean: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name)) return `invalid header name ${JSON.stringify(name)}`;
    if (typeof raw !== 'string' || /[\r\n\0]/.test(raw))
      return `the value of header ${name} must be a string on one line`;
    const problem = describeBadHeaderValue(name, raw);
    if (problem) return problem;
    clean[name] = raw;
  }
  const decoded =
    typeof body === 'string' && bodyEncoding === 'base64'
      ? /^[A-Za-z0-9+/]*={0,2}$/.test(body)
        ? Buffer.from(body, 'base64')
        : undefined
      : body;
  if (decoded === undefined && body !== undefined && body !== null) return 'body is not valid base64';
  return {
    method: method.toUpperCase(),
    url,
    headers: clean,
    ...((typeof decoded === 'string' || Buffer.isBuffer(decoded)) && { body: decoded }),
  };
}

/**
 * Why `value` cannot be sent as the value of header `name`, or undefined. HTTP (and Node) take a tab and the bytes
 * 0x20–0x7E and 0x80–0xFF, so Latin-1 letters pass and control characters and anything beyond Latin-1 do not.
 */
function describeBadHeaderValue(name: string, value: string): string | undefined {
  const char = /[^\t\x20-\x7e\x80-\xff]/u.exec(value)?.[0];
  if (char === undefined) return undefined;
  const code = char.codePointAt(0) ?? 0;
  const named = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code < 0x20 || code === 0x7f)
    return `the value of header ${name} contains the control character ${named}, which HTTP headers cannot carry`;
  return `the value of header ${name} contains "${char}" (${named}), which HTTP headers cannot carry; percent-encode it or leave it out`;
}

/** Same-origin requests are allowed; others only from `allowedOrigins` (then with CORS headers). */
function corsFor(
  request: IncomingMessage,
  allowedOrigins: readonly string[] = [],
): { allowed: boolean; headers: Record<string, string> } {
  const origin = request.headers.origin;
  if (!origin)
    return { allowed: request.headers['sec-fetch-site'] !== 'cross-site' || allowedOrigins.length > 0, headers: {} };
  const host = request.headers.host;
  if (host && (origin === `http://${host}` || origin === `https://${host}`)) return { allowed: true, headers: {} };
  if (allowedOrigins.includes(origin) || allowedOrigins.includes('*')) {
    return { allowed: true, headers: { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } };
  }
  return { allowed: false, headers: { Vary: 'Origin' } };
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  sendBytes(response, status, Buffer.from(JSON.stringify(body)), headers);
}

function sendBytes(response: ServerResponse, status: number, bytes: Buffer, headers: Record<string, string>): void {
  if (response.destroyed) return;
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(bytes.length),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(bytes);
}
