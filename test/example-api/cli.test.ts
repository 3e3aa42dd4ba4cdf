import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';

// Runs the compiled service, as `npm run example-api` does (`npm test` compiles first).
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGINT');
});

/** Start the CLI and collect stdout until `lines` lines have arrived. */
function start(args: string[], lines: number): Promise<{ child: ChildProcess; lines: string[] }> {
  const child = spawn(process.execPath, ['dist/example-api/cli.js', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      text += chunk;
      const got = text.split('\n').filter(Boolean);
      if (got.length >= lines) resolve({ child, lines: got });
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code} before printing ${lines} lines: ${text}`)));
  });
}

describe('npm run example-api', () => {
  it('prints one line per demo key, then the URL, and serves with those keys', async () => {
    const { lines } = await start(['--port', '0'], 3);
    expect(lines[0]).toMatch(/^Customer API key: \S+$/);
    expect(lines[1]).toMatch(/^Testing API key: \S+$/);
    expect(lines[0].slice(18)).not.toBe(lines[1].slice(17));
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(lines[2])?.[1];
    expect(url).toBeDefined();
    const key = lines[1].slice('Testing API key: '.length);
    const answer = await fetch(`${url}/api/user`, {
      method: 'PUT',
      headers: { Authorization: `Token ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_group_id: 'nobody' }),
    });
    expect(answer.status).toBe(404);
    expect((await answer.json()).error.message).toContain('Testing environment');
  });

  it('uses fixed keys when given, and exits when stopped', async () => {
    const { child, lines } = await start(
      ['--port', '0', '--customer-key', 'ck_fixed', '--testing-key', 'tk_fixed', '--quiet'],
      3,
    );
    expect(lines.slice(0, 2)).toEqual(['Customer API key: ck_fixed', 'Testing API key: tk_fixed']);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('refuses a bad port with a message', async () => {
    const child = spawn(process.execPath, ['dist/example-api/cli.js', '--port', 'abc'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toBe('error: --port must be a port number, found "abc"\n');
  });
});
