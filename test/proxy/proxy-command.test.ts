import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { startEchoServer } from '../helpers/echo-server.js';
import { writeFixture } from '../helpers/site-fixture.js';

// Runs the compiled CLI, as users do (`npm test` compiles first).
let echo: Awaited<ReturnType<typeof startEchoServer>>;
const cleanup: string[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  echo = await startEchoServer();
});
afterAll(async () => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => echo.server.close(resolve));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGINT');
});

function docsSite(baseUrl: string[]): string {
  const dir = writeFixture({
    'site.json': { name: 'Proxy test', navigation: [{ group: 'API', pages: ['index', 'create'] }], api: { baseUrl } },
    'index.md': '---\ntitle: Home\n---\n\nHello.\n',
    'create.md': '---\ntitle: Create\napi: "POST /things"\n---\n\nCreates a thing.\n',
  });
  cleanup.push(dir);
  return dir;
}

/** Start `quire proxy` and wait for its banner; returns the origin it listens on. */
function startProxy(args: string[]): Promise<{ child: ChildProcess; origin: string; output: string }> {
  const child = spawn(process.execPath, ['bin/quire.js', 'proxy', ...args, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /Playground proxy at (http:\/\/127\.0\.0\.1:\d+)\/__quire\/proxy/.exec(output);
      if (match && output.includes('Ctrl-C')) resolve({ child, origin: match[1], output });
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => reject(new Error(`quire proxy exited with ${code}: ${stderr}`)));
  });
}

describe('quire proxy', () => {
  it('serves a built site and the proxy for the site API base URLs only', async () => {
    const docs = docsSite([echo.url]);
    const out = `${docs}-out`;
    cleanup.push(out);
    expect((await buildSite({ root: docs, outDir: out })).ok).toBe(true);
    const { origin, output } = await startProxy([docs, '--site', out]);
    expect(output).toContain(`    ${echo.url}\n`);
    const page = await fetch(`${origin}/create/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('q-endpoint');
    const sent = await fetch(`${origin}/__quire/proxy`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        method: 'GET',
        url: `${echo.url}/things`,
        headers: { Authorization: 'Bearer t' },
        body: '{"a":1}',
      }),
    });
    const answer = (await sent.json()) as { status: number; body: string };
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({
      method: 'GET',
      url: '/things',
      body: '{"a":1}',
      headers: { authorization: 'Bearer t' },
    });
    const refused = await fetch(`${origin}/__quire/proxy`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'GET', url: 'http://127.0.0.1:1/' }),
    });
    expect(refused.status).toBe(403);
  });

  it('runs without a site, answering only the proxy route, and stops on Ctrl-C', async () => {
    const docs = docsSite([echo.url]);
    const { child, origin } = await startProxy([docs, '--allow-origin', 'https://docs.example.com']);
    expect((await fetch(`${origin}/`)).status).toBe(404);
    const preflight = await fetch(`${origin}/__quire/proxy`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://docs.example.com' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://docs.example.com');
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('refuses to start without an API base URL', async () => {
    const docs = docsSite([]);
    const child = spawn(process.execPath, ['bin/quire.js', 'proxy', docs, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(1);
    expect(stderr).toContain('has no API base URL: set `api.baseUrl` in site.json or `servers` in its OpenAPI file');
  });
});
