/**
 * Send one request for the playground proxy with node:http(s) (which, unlike `fetch`, allows a body on GET), and
 * collect the answer. Cookies go neither way, redirects are returned rather than followed, and body sizes and the
 * total time are capped. A body that JSON escaping would more than double (control bytes, invalid UTF-8) comes back as
 * base64, so the proxy's reply stays within twice the body cap. Nothing is logged: headers carry credentials.
 */
import { isUtf8 } from 'node:buffer';
import http from 'node:http';
import https from 'node:https';

/** What the playground asks the proxy to send. */
export interface ProxyRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** Text (sent as UTF-8), or bytes. */
  body?: string | Buffer;
}

/** What the proxy returns to the playground when the API answered (whatever its status). */
export interface ProxyResponse {
  status: number;
  statusText: string;
  /** Lower-case names; repeated headers joined with `, `. `Set-Cookie` is removed. */
  headers: Record<string, string>;
  /** The body as text, or base64 when `bodyEncoding` says so (binary media types, and text JSON escaping would more than double). */
  body: string;
  bodyEncoding?: 'base64';
  /** From sending the request to the end of the response body, in milliseconds. */
  timeMs: number;
}

/** Why a request could not be completed. */
export class ForwardError extends Error {
  constructor(
    readonly code: 'upstream_unreachable' | 'upstream_timeout' | 'response_too_large' | 'cancelled',
    message: string,
  ) {
    super(message);
    this.name = 'ForwardError';
  }
}

/** Limits of one forwarded request. */
export interface ForwardLimits {
  timeoutMs: number;
  maxResponseBytes: number;
  /** Aborts the request (the browser went away). */
  signal?: AbortSignal;
}

// Hop-by-hop headers, and those the proxy sets itself or never passes on.
const DROPPED_REQUEST = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'cookie',
  'cookie2',
  'expect',
  'accept-encoding',
]);
const DROPPED_RESPONSE = new Set([
  'set-cookie',
  'set-cookie2',
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const TEXT_TYPES =
  /^(text\/|application\/([\w.+-]*\+)?(json|xml|javascript|ecmascript|x-www-form-urlencoded|yaml|x-yaml|graphql)\b|image\/svg\+xml)/i;
/** A text body goes as text while its JSON string is at most this many times its size (JSON of only `"` is twice). */
const MAX_TEXT_GROWTH = 2;
/** Control characters JSON writes as two characters (`\b \t \n \f \r`); the others take six (`\u0001`). */
const SHORT_ESCAPES = new Set([0x08, 0x09, 0x0a, 0x0c, 0x0d]);

/** Request headers as they are forwarded: dropped ones removed, names lower-cased. */
export function forwardedRequestHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (!DROPPED_REQUEST.has(key) && !key.startsWith('proxy-')) out[key] = value;
  }
  return out;
}

/** Send `request` and resolve with the response, or reject with a {@link ForwardError}. */
export function forwardRequest(request: ProxyRequest, limits: ForwardLimits): Promise<ProxyResponse> {
  const transport = request.url.protocol === 'https:' ? https : http;
  const body =
    request.body === undefined || request.body.length === 0
      ? undefined
      : Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(request.body, 'utf8');
  const headers: Record<string, string> = {
    ...forwardedRequestHeaders(request.headers),
    'accept-encoding': 'identity',
  };
  if (body) headers['content-length'] = String(body.length);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let settled = false;
    const onAbort = () => fail(new ForwardError('cancelled', 'the browser closed the connection'));
    const fail = (error: ForwardError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      limits.signal?.removeEventListener('abort', onAbort);
      outgoing.destroy();
      reject(error);
    };
    const outgoing = transport.request(request.url, { method: request.method, headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      let size = 0;
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxResponseBytes)
          fail(
            new ForwardError('response_too_large', `the response body is larger than ${limits.maxResponseBytes} bytes`),
          );
        else chunks.push(chunk);
      });
      incoming.on('error', () =>
        fail(new ForwardError('upstream_unreachable', 'the connection to the API broke while reading the response')),
      );
      incoming.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        limits.signal?.removeEventListener('abort', onAbort);
        resolve({
          status: incoming.statusCode ?? 0,
          statusText: incoming.statusMessage ?? '',
          headers: responseHeaders(incoming.headers),
          ...encodeBody(Buffer.concat(chunks.splice(0)), String(incoming.headers['content-type'] ?? '')),
          timeMs: Math.round(performance.now() - started),
        });
      });
    });
    const timer = setTimeout(
      () => fail(new ForwardError('upstream_timeout', `the API did not answer within ${limits.timeoutMs / 1000} s`)),
      limits.timeoutMs,
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      fail(new ForwardError('upstream_unreachable', describeConnectError(error, request.url))),
    );
    if (limits.signal?.aborted) return onAbort();
    limits.signal?.addEventListener('abort', onAbort, { once: true });
    outgoing.end(body);
  });
}

/** The body as it goes into the reply: text, or base64 for binary media types and text that escaping would bloat. */
function encodeBody(raw: Buffer, contentType: string): { body: string; bodyEncoding?: 'base64' } {
  const binary = contentType !== '' && !TEXT_TYPES.test(contentType);
  if (binary || jsonStringBytes(raw) > raw.length * MAX_TEXT_GROWTH)
    return { body: raw.toString('base64'), bodyEncoding: 'base64' };
  return { body: raw.toString('utf8') };
}

/**
 * The bytes `raw`, read as UTF-8, takes inside a JSON string; an upper bound when it is not UTF-8 (each stray byte
 * may become U+FFFD, three bytes).
 */
function jsonStringBytes(raw: Buffer): number {
  const utf8 = isUtf8(raw);
  let size = 0;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (byte < 0x20) size += SHORT_ESCAPES.has(byte) ? 2 : 6;
    else if (byte === 0x22 || byte === 0x5c) size += 2;
    else size += byte < 0x80 || utf8 ? 1 : 3;
  }
  return size;
}

function responseHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || DROPPED_RESPONSE.has(name)) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function describeConnectError(error: NodeJS.ErrnoException, url: URL): string {
  if (error.code === 'ECONNREFUSED')
    return `nothing is listening at ${url.origin} (connection refused); is the API running?`;
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return `the host ${url.hostname} could not be resolved`;
  if (error.code === 'ECONNRESET') return 'the API closed the connection';
  return `could not reach ${url.origin}: ${error.code ?? error.message}`;
}
