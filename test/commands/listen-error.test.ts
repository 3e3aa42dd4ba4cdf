/** `dev`, `preview` and `proxy` on a port that is taken: exit 1 with one line naming the next port, no stack trace. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/quire.js');
const EXAMPLE = path.join(ROOT, 'example-docs');
let blocker: Server;
let port: number;
let site: string;

beforeAll(async () => {
  blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  port = (blocker.address() as { port: number }).port;
  site = mkdtempSync(path.join(os.tmpdir(), 'quire-listen-'));
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>x</title>');
});

afterAll(async () => {
  await new Promise((resolve) => blocker.close(resolve));
  rmSync(site, { recursive: true, force: true });
});

function quire(args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args, '--port', String(port)], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: run.status, stderr: run.stderr };
}

describe('a port already in use', () => {
  it.each([
    ['preview', () => ['preview', site]],
    ['proxy', () => ['proxy', EXAMPLE]],
    ['dev', () => ['dev', EXAMPLE, '--cache-dir', path.join(site, 'cache')]],
  ])(
    '%s says so and names the next port',
    (_name, args) => {
      const { code, stderr } = quire(args());
      expect(code).toBe(1);
      expect(stderr).toContain(`error port ${port} is already in use; try --port ${port + 1}\n`);
      expect(stderr).not.toMatch(/\n\s+at /);
    },
    60_000,
  );
});
