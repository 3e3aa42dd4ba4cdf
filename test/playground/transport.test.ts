import { describe, expect, it } from 'vitest';
import {
  detectTransport,
  getBlockedReason,
  SAME_ORIGIN_PROXY,
  sendRequest,
  SendError,
} from '../../src/playground/transport.js';
import type { HttpRequest } from '../../src/playground/types.js';

type Call = { url: string; init?: RequestInit };

function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return answer({ url, init });
  };
  return { calls, fetchImpl };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const GET_WITH_BODY: HttpRequest = {
  method: 'GET',
  url: 'http://127.0.0.1:4010/api/user',
  headers: [
    ['Authorization', 'Token k'],
    ['Content-Type', 'application/json'],
  ],
  body: '{}',
};

describe('detectTransport', () => {
  it('uses the same-origin proxy when the probe gets the proxy’s own 400', async () => {
    const { calls, fetchImpl } = fakeFetch(() =>
      json(400, { error: { code: 'bad_request', message: 'method must be …' } }),
    );
    expect(await detectTransport('https://proxy.example.com/__quire/proxy', fetchImpl)).toEqual({
      kind: 'proxy',
      url: SAME_ORIGIN_PROXY,
      sameOrigin: true,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/__quire/proxy', init: { method: 'POST', body: '{}' } });
  });

  it('falls back to the configured proxy, then to direct calls, on a static host (405, 404, HTML, network error)', async () => {
    const responses = [
      new Response('Method not allowed', { status: 405 }),
      new Response('<html>', { status: 400 }),
      json(400, { error: { code: 'other' } }),
    ];
    for (const response of responses) {
      expect(
        await detectTransport('https://p.example/__quire/proxy', fakeFetch(() => response.clone()).fetchImpl),
      ).toEqual({ kind: 'proxy', url: 'https://p.example/__quire/proxy', sameOrigin: false });
    }
    expect(await detectTransport(null, fakeFetch(() => Promise.reject(new TypeError('offline'))).fetchImpl)).toEqual({
      kind: 'direct',
    });
  });
});

describe('sendRequest', () => {
  it('sends through the proxy as {method, url, headers, body} and returns its answer', async () => {
    const { calls, fetchImpl } = fakeFetch(() =>
      json(200, {
        status: 201,
        statusText: 'Created',
        headers: { 'content-type': 'application/json' },
        body: '{"ok":1}',
        timeMs: 12,
      }),
    );
    const response = await sendRequest(
      { ...GET_WITH_BODY, headers: [...GET_WITH_BODY.headers, ['x-a', '1'], ['X-A', '2']] },
      { kind: 'proxy', url: '/__quire/proxy', sameOrigin: true },
      'http://127.0.0.1:3000',
      fetchImpl,
    );
    expect(response).toEqual({
      status: 201,
      statusText: 'Created',
      headers: [['content-type', 'application/json']],
      body: '{"ok":1}',
      timeMs: 12,
      via: 'proxy',
    });
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({
      method: 'GET',
      url: 'http://127.0.0.1:4010/api/user',
      headers: { Authorization: 'Token k', 'Content-Type': 'application/json', 'x-a': '1, 2' },
      body: '{}',
    });
  });

  it('explains a proxy refusal and an unreachable proxy', async () => {
    const refused = fakeFetch(() =>
      json(403, { error: { code: 'forbidden_url', message: 'http://evil.example is not one of the API base URLs' } }),
    );
    await expect(
      sendRequest(
        GET_WITH_BODY,
        { kind: 'proxy', url: '/__quire/proxy', sameOrigin: true },
        'http://o',
        refused.fetchImpl,
      ),
    ).rejects.toThrow(
      'The playground proxy did not send the request: http://evil.example is not one of the API base URLs.',
    );
    const down = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      sendRequest(
        GET_WITH_BODY,
        { kind: 'proxy', url: 'https://p.example/__quire/proxy', sameOrigin: false },
        'http://o',
        down.fetchImpl,
      ),
    ).rejects.toThrow(/^Could not reach the playground proxy at https:\/\/p\.example\/__quire\/proxy\./);
  });

  it('calls the API directly when there is no proxy, and says why a GET with a body cannot go that way', async () => {
    const { calls, fetchImpl } = fakeFetch(
      () => new Response('pong', { status: 200, statusText: 'OK', headers: { 'X-Seen': 'yes' } }),
    );
    const put = { ...GET_WITH_BODY, method: 'PUT' };
    const response = await sendRequest(put, { kind: 'direct' }, 'http://o', fetchImpl);
    expect(response).toMatchObject({ status: 200, body: 'pong', via: 'direct' });
    expect(response.headers).toContainEqual(['x-seen', 'yes']);
    expect(calls[0]).toMatchObject({ url: put.url, init: { method: 'PUT', body: '{}', credentials: 'omit' } });

    expect(getBlockedReason(GET_WITH_BODY, { kind: 'direct' })).toMatchInlineSnapshot(
      `"Browsers cannot send a request body with GET, and this site has no Quire proxy to send it for them. Copy the curl command below and run it in a terminal, or open these docs with \`quire dev\` or \`quire proxy\`, which can send it from here."`,
    );
    expect(getBlockedReason({ ...GET_WITH_BODY, body: undefined }, { kind: 'direct' })).toBeUndefined();
    expect(getBlockedReason(GET_WITH_BODY, { kind: 'proxy', url: '/p', sameOrigin: true })).toBeUndefined();
    await expect(sendRequest(GET_WITH_BODY, { kind: 'direct' }, 'http://o', fetchImpl)).rejects.toBeInstanceOf(
      SendError,
    );
    expect(calls).toHaveLength(1);

    const cors = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendRequest(put, { kind: 'direct' }, 'https://docs.example.com', cors.fetchImpl)).rejects.toThrow(
      /^Your browser could not reach http:\/\/127\.0\.0\.1:4010: either the API is not running, or it does not allow calls from https:\/\/docs\.example\.com \(CORS\)\./,
    );
  });
});
