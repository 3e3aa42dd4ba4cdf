/**
 * Finding 7: a header value Node cannot send (a character outside Latin-1, or a control character) made the
 * proxy answer 500 "internal error … ERR_INVALID_CHAR". Now the proxy answers 400 naming the header and the
 * character, sends nothing, and keeps serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEchoServer } from '../helpers/echo-server.js';
import { cleanUp, docsFolder, startCli, type CliServer } from './helpers/cli-server.js';

let echo: Awaited<ReturnType<typeof startEchoServer>>;
let proxy: CliServer;

beforeAll(async () => {
  echo = await startEchoServer();
  proxy = await startCli(['proxy', docsFolder(echo.url)]);
});
afterAll(async () => {
  await cleanUp();
  echo.server.closeAllConnections();
  await new Promise((resolve) => echo.server.close(resolve));
});

async function send(headers: Record<string, string>) {
  const response = await fetch(`${proxy.origin}/__quire/proxy`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'GET', url: `${echo.url}/h`, headers }),
  });
  return {
    status: response.status,
    json: (await response.json()) as { status?: number; body?: string; error?: { code: string; message: string } },
  };
}

describe('header values the proxy cannot send', () => {
  it('answers 400 naming the header, for a control character and for characters outside Latin-1', async () => {
    const seen = echo.requests.length;
    const control = await send({ 'X-Trace': 'a\u0001b' });
    expect(control.status).toBe(400);
    expect(control.json.error).toEqual({
      code: 'bad_request',
      message: 'the value of header X-Trace contains the control character U+0001, which HTTP headers cannot carry',
    });
    const unicode = await send({ Authorization: 'Bearer é…' });
    expect(unicode.status).toBe(400);
    expect(unicode.json.error?.message).toBe(
      'the value of header Authorization contains "…" (U+2026), which HTTP headers cannot carry; percent-encode it or leave it out',
    );
    const emoji = await send({ 'X-Name': '😀' });
    expect(emoji.status).toBe(400);
    expect(emoji.json.error?.message).toContain('the value of header X-Name contains "😀" (U+1F600)');
    expect(echo.requests.length).toBe(seen);
    expect(proxy.output()).not.toContain('internal error');
  });

  it('still sends Latin-1 letters and tabs, as HTTP allows', async () => {
    const answer = await send({ 'X-City': 'Zürich\tcafé' });
    expect(answer.status).toBe(200);
    expect(echo.requests.at(-1)?.headers['x-city']).toBe('Zürich\tcafé');
  });
});
