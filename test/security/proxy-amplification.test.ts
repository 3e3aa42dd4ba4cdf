/**
 * Finding 12: the proxy's replies were amplified without bound: a 5 MB body of control bytes became a 31.5 MB JSON
 * reply (each byte escaped as `\u0001`), and 40 such requests at once took the proxy to ~960 MB. Now a body that
 * JSON escaping would more than double is sent as base64, the reply is capped at 2 × 5 MB + 64 KB after encoding,
 * and at most 16 requests are in flight: the 17th is answered 503 with Retry-After and is not sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanUp, docsFolder, rawExchange, startCli, type CliServer } from './helpers/cli-server.js';

const FIVE_MB = 5 * 1_048_576;
const CONTROL_BODY = Buffer.alloc(FIVE_MB, 0x01);
const MAX_IN_FLIGHT = 16;

let api: Server;
let apiUrl: string;
let proxy: CliServer;
/** Requests to /hold wait here until released. */
const held: ServerResponse[] = [];
let forwarded = 0;

beforeAll(async () => {
  api = createServer((request: IncomingMessage, response: ServerResponse) => {
    forwarded += 1;
    if (request.url === '/control')
      return void response.writeHead(200, { 'Content-Type': 'text/plain' }).end(CONTROL_BODY);
    if (request.url === '/quotes')
      return void response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(Array(100).fill('')));
    if (request.url === '/hold') return void held.push(response);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  proxy = await startCli(['proxy', docsFolder(apiUrl)]);
});
afterAll(async () => {
  await cleanUp();
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

/** POST an envelope to the proxy over a raw socket; the reply as bytes read, status and body text. */
function send(path: string) {
  const body = JSON.stringify({ method: 'GET', url: `${apiUrl}${path}` });
  return rawExchange(
    proxy.port,
    `POST /__quire/proxy HTTP/1.1\r\nHost: 127.0.0.1:${proxy.port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
}

describe('proxy reply size', () => {
  it('sends a 5 MB body of control bytes within the cap, as base64, byte for byte', { timeout: 60_000 }, async () => {
    const answer = await send('/control');
    expect(answer.status).toBe(200);
    expect(Buffer.byteLength(answer.body, 'latin1')).toBeLessThanOrEqual(2 * FIVE_MB + 65_536);
    const reply = JSON.parse(answer.body) as { body: string; bodyEncoding?: string };
    expect(reply.bodyEncoding).toBe('base64');
    expect(Buffer.from(reply.body, 'base64').equals(CONTROL_BODY)).toBe(true);
  });

  it('keeps sending ordinary JSON as text, even when it is mostly quotes', async () => {
    const reply = JSON.parse((await send('/quotes')).body) as { body: string; bodyEncoding?: string };
    expect(reply.bodyEncoding).toBeUndefined();
    expect(JSON.parse(reply.body)).toHaveLength(100);
  });
});

describe('requests in flight', () => {
  it(`answers 503 with Retry-After beyond ${MAX_IN_FLIGHT} requests in flight, without sending it`, {
    timeout: 60_000,
  }, async () => {
    const pending = Array.from({ length: MAX_IN_FLIGHT }, () => send('/hold'));
    while (held.length < MAX_IN_FLIGHT) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = forwarded;
    // The extra request must be answered at once; were it forwarded, it would be held too and the API would see it.
    let poll: NodeJS.Timeout | undefined;
    const extra = await Promise.race([
      send('/hold'),
      new Promise<'forwarded'>((resolve) => (poll = setInterval(() => forwarded > before && resolve('forwarded'), 20))),
    ]);
    clearInterval(poll);
    if (extra === 'forwarded') throw new Error(`request ${MAX_IN_FLIGHT + 1} was forwarded to the API`);
    expect(extra.status).toBe(503);
    expect(extra.head).toMatch(/^Retry-After: \d+$/im);
    expect(JSON.parse(extra.body).error).toMatchObject({ code: 'busy' });
    for (const response of held.splice(0)) response.writeHead(200, { 'Content-Type': 'text/plain' }).end('done');
    for (const answer of await Promise.all(pending)) expect(answer.status).toBe(200);
    // Once they are done, the proxy takes new requests again.
    expect((await send('/quotes')).status).toBe(200);
  });
});
