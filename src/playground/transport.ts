/**
 * How a request leaves the browser. Browsers refuse a body on GET, and a cross-origin API must answer CORS, so the
 * playground prefers a Quire proxy: the docs site's own `/__quire/proxy` (served by `quire dev` and `quire proxy
 * --site`, found with one probe), else the proxy URL the site was built with (`--playground-proxy`), else it calls
 * the API directly. A request that cannot work directly (GET with a body) is refused with the reason, never sent
 * half-way.
 */
import type { HttpRequest } from './types.js';

/** The proxy path every Quire server uses, at the origin's root. */
export const SAME_ORIGIN_PROXY = '/__quire/proxy';

/** Where requests go. */
export type Transport = { kind: 'proxy'; url: string; sameOrigin: boolean } | { kind: 'direct' };

/** A response, whichever way it came. */
export interface PlaygroundResponse {
  status: number;
  statusText: string;
  /** Lower-case names. Direct calls only see the headers the API exposes through CORS. */
  headers: Array<[string, string]>;
  body: string;
  bodyEncoding?: 'base64';
  timeMs: number;
  via: Transport['kind'];
}

/** A request that could not be sent or answered; the message is written for the reader. */
export class SendError extends Error {}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Find the proxy: probe the same origin once (an empty description gets the proxy's own 400), then the configured one. */
export async function detectTransport(configured: string | null, fetchImpl: Fetch = fetch): Promise<Transport> {
  try {
    const response = await fetchImpl(SAME_ORIGIN_PROXY, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (response.status === 400) {
      const answer = (await response.json()) as { error?: { code?: string } };
      if (answer.error?.code === 'bad_request') return { kind: 'proxy', url: SAME_ORIGIN_PROXY, sameOrigin: true };
    }
  } catch {
    // A static host without the proxy: fall through.
  }
  return configured ? { kind: 'proxy', url: configured, sameOrigin: false } : { kind: 'direct' };
}

/** Why `request` cannot be sent over `transport`, or undefined when it can. */
export function getBlockedReason(request: HttpRequest, transport: Transport): string | undefined {
  if (
    transport.kind !== 'direct' ||
    request.body === undefined ||
    (request.method !== 'GET' && request.method !== 'HEAD')
  )
    return undefined;
  return (
    `Browsers cannot send a request body with ${request.method}, and this site has no Quire proxy to send it for them. ` +
    'Copy the curl command below and run it in a terminal, or open these docs with `quire dev` or `quire proxy`, which can send it from here.'
  );
}

/** Send `request`; throws {@link SendError} with an explanation when it cannot be sent or the proxy refuses it. */
export async function sendRequest(
  request: HttpRequest,
  transport: Transport,
  pageOrigin: string,
  fetchImpl: Fetch = fetch,
): Promise<PlaygroundResponse> {
  const blocked = getBlockedReason(request, transport);
  if (blocked) throw new SendError(blocked);
  const headers: Record<string, string> = {};
  for (const [name, value] of request.headers) {
    const existing = Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
    if (existing) headers[existing] = `${headers[existing]}, ${value}`;
    else headers[name] = value;
  }
  return transport.kind === 'proxy'
    ? viaProxy(request, headers, transport, fetchImpl)
    : direct(request, headers, pageOrigin, fetchImpl);
}

async function viaProxy(
  request: HttpRequest,
  headers: Record<string, string>,
  transport: { url: string },
  fetchImpl: Fetch,
): Promise<PlaygroundResponse> {
  let response: Response;
  try {
    response = await fetchImpl(transport.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        method: request.method,
        url: request.url,
        headers,
        ...(request.bytes !== undefined
          ? { body: bytesToBase64(request.bytes), bodyEncoding: 'base64' }
          : request.body !== undefined && { body: request.body }),
      }),
    });
  } catch {
    throw new SendError(
      `Could not reach the playground proxy at ${transport.url}. Is \`quire proxy\` running, and does it accept this site's origin (\`--allow-origin\`)?`,
    );
  }
  const answer = (await response.json().catch(() => undefined)) as
    | (Omit<PlaygroundResponse, 'headers' | 'via'> & { headers: Record<string, string>; error?: { message?: string } })
    | undefined;
  if (!response.ok || !answer || answer.error) {
    throw new SendError(
      `The playground proxy did not send the request: ${answer?.error?.message ?? `it answered ${response.status} ${response.statusText}`.trim()}.`,
    );
  }
  return { ...answer, headers: Object.entries(answer.headers ?? {}), via: 'proxy' };
}

async function direct(
  request: HttpRequest,
  headers: Record<string, string>,
  pageOrigin: string,
  fetchImpl: Fetch,
): Promise<PlaygroundResponse> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetchImpl(request.url, {
      method: request.method,
      headers,
      body: request.bytes ?? request.body,
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    const origin = safeOrigin(request.url);
    throw new SendError(
      `Your browser could not reach ${origin}: either the API is not running, or it does not allow calls from ${pageOrigin} (CORS). ` +
        'Run the curl command below instead, or open these docs with `quire dev` or `quire proxy`, which send requests for the browser.',
    );
  }
  const body = await response.text();
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    body,
    timeMs: Math.round(performance.now() - started),
    via: 'direct',
  };
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
