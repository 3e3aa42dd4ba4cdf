/**
 * One HTTP GET for an OpenAPI file, with the limits a build needs against a hostile server: a time limit for the
 * whole fetch (redirects and body included), a size limit, redirects only within the first URL's origin, and, when
 * asked, connections to public addresses only. That last check runs on every address the host name resolves to,
 * and the connection is made to the address checked (the socket's own DNS lookup is the checked one), so a name
 * that answers differently the second time cannot slip through.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.js';

/** Options of {@link guardedGet}. */
export interface GuardedGetOptions {
  /** Give up after this long, counting from the first byte sent to the last byte read. */
  timeoutMs: number;
  /** Give up on a body larger than this many bytes. */
  maxBytes: number;
  /** `public`: refuse to connect to loopback, private, link-local and other non-public addresses. */
  addresses: 'any' | 'public';
}

/** The answer to a GET; `text` is undefined when the body was larger than the limit. */
export interface GuardedResponse {
  status: number;
  statusText: string;
  contentType?: string;
  text: string | undefined;
}

/** A fetch Quire will not make (a non-public address, a redirect to another origin). Never answered from a cache. */
export class RefusedFetchError extends Error {
  constructor(
    /** What was refused: connecting to a non-public address, or following a redirect to another origin. */
    readonly why: 'address' | 'redirect',
    message: string,
  ) {
    super(message);
    this.name = 'RefusedFetchError';
  }
}

/** Redirects followed at most. */
export const MAX_REDIRECTS = 5;

const HEADERS = {
  Accept: 'application/json, application/yaml, text/yaml, */*;q=0.5',
  'Accept-Encoding': 'identity',
  'User-Agent': 'quire',
};

/**
 * GET `href`. Throws {@link RefusedFetchError} for what the options forbid, the signal's `TimeoutError` when time
 * runs out, and the network's own errors (with their `code`) otherwise.
 */
export async function guardedGet(href: string, options: GuardedGetOptions): Promise<GuardedResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const first = new URL(href);
  let url = first;
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await request(url, options.addresses, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if ([301, 302, 303, 307, 308].includes(status) && location !== undefined) {
        response.destroy();
        const next = parseUrl(location, url);
        if (!next || next.origin !== first.origin) {
          throw new RefusedFetchError(
            'redirect',
            `the server redirected to ${next?.href ?? location}, another origin; Quire follows redirects within the origin of the URL only`,
          );
        }
        if (redirects === MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
        url = next;
        continue;
      }
      const text = await readLimitedText(response, options.maxBytes);
      return { status, statusText: response.statusMessage ?? '', contentType: response.headers['content-type'], text };
    }
  } catch (error) {
    // Once time is up, whatever broke (the request, or the body half read) broke because of it.
    if (signal.aborted && !(error instanceof RefusedFetchError)) throw signal.reason;
    throw error;
  }
}

function request(url: URL, addresses: GuardedGetOptions['addresses'], signal: AbortSignal): Promise<IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RefusedFetchError('redirect', `${url.protocol} URLs cannot be fetched`);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // A literal address is connected to without a lookup, so it is checked here.
  if (addresses === 'public' && isIP(host) && !isPublicAddress(host))
    throw new RefusedFetchError('address', notPublic(url.hostname, host));
  const get = url.protocol === 'https:' ? https.get : http.get;
  return new Promise((resolve, reject) => {
    // No shared agent: a kept-alive socket opened for an unchecked fetch must not serve a checked one.
    const req = get(
      url,
      { agent: false, signal, headers: HEADERS, ...(addresses === 'public' && { lookup: publicOnlyLookup }) },
      resolve,
    );
    req.on('error', reject);
  });
}

/** A DNS lookup that fails unless every address of the name is public, and hands the socket those addresses. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const blocked = found.find((entry) => !isPublicAddress(entry.address));
    if (blocked) return callback(new RefusedFetchError('address', notPublic(hostname, blocked.address)), '', 0);
    if (found.length === 0)
      return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
    if (options.all) callback(null, found);
    else callback(null, found[0].address, found[0].family);
  });
};

function notPublic(host: string, address: string): string {
  const where = host.replace(/^\[|\]$/g, '') === address ? host : `${host} (${address})`;
  return `${where} is not a public address (loopback, private network, link-local or reserved)`;
}

function parseUrl(location: string, base: URL): URL | undefined {
  try {
    return new URL(location, base);
  } catch {
    return undefined;
  }
}

/** The body as UTF-8 text, or undefined (and the download stopped) once it passes `maxBytes`. */
async function readLimitedText(response: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
