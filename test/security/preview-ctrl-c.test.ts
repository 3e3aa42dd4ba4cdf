/**
 * Finding 13: `quire preview` ignored Ctrl-C while a client held a half-sent request open (it waited for the
 * connection to end). Now SIGINT and SIGTERM close every open connection, as `quire proxy` does, and it exits 0.
 */
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanUp, rawGetFull, siteFolder, startCli } from './helpers/cli-server.js';

afterAll(cleanUp);

/**
 * Send half a request on one connection, then a whole one on another and wait for its answer: by then the server
 * has read the half request too (it reads both sockets in the same turn), so it holds that connection open.
 */
async function holdHalfRequest(port: number): Promise<{ closed: Promise<void> }> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) =>
    socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Half: `, () => resolve()),
  );
  const answer = await rawGetFull(port, '/');
  expect(answer.body).toContain('Home page');
  return { closed };
}

describe('quire preview and Ctrl-C', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`exits on ${signal} while a client holds a half-sent request`, async () => {
      const server = await startCli(['preview', siteFolder()]);
      const held = await holdHalfRequest(server.port);
      server.child.kill(signal);
      // Before the fix this waited for the server's header timeout (a minute or more), past the test's timeout.
      expect(await server.exited).toBe(0);
      await held.closed;
    });
  }
});
