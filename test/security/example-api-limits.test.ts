/**
 * Findings 6 and 10, against the reference user group service started as `npm run example-api` starts it:
 * an empty or whitespace-only API key is a start-up error (it used to let requests without any key in), and
 * `properties` nested deeper than the documented 32 levels answers 400 with nothing stored (a few thousand levels
 * used to reset the connection and could leave a group that broke later reads).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExampleApiServer } from '../../src/example-api/server.js';
import type { ExampleApiJson } from '../helpers/api-answers.js';

const CLI = 'dist/example-api/cli.js';

describe('npm run example-api refuses empty keys', () => {
  const cases: Array<[args: string[], option: string]> = [
    [['--customer-key', ''], 'customer-key'],
    [['--customer-key', '  '], 'customer-key'],
    [['--testing-key='], 'testing-key'],
    [['--testing-key', '\t'], 'testing-key'],
  ];

  it.each(cases)('%j is a start-up error naming the option', (args, option) => {
    const result = spawnSync(process.execPath, [CLI, '--port', '0', ...args], { encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `error: --${option} is empty; pass a key (e.g. --${option} my_demo_key) or leave --${option} out to get a random one\n`,
    );
  });

  it('the server itself cannot be created with an empty key (for callers other than the CLI)', () => {
    expect(() => createExampleApiServer({ customerKey: '', testingKey: 'tk' })).toThrow('non-empty');
    expect(() => createExampleApiServer({ customerKey: 'ck', testingKey: ' ' })).toThrow('non-empty');
  });
});

describe('deeply nested properties', () => {
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    child = spawn(
      process.execPath,
      [CLI, '--port', '0', '--customer-key', 'ck_limits', '--testing-key', 'tk_limits', '--quiet'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    port = await new Promise<number>((resolve, reject) => {
      let text = '';
      child.stdout!.setEncoding('utf8');
      child.stdout!.on('data', (chunk: string) => {
        text += chunk;
        const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(text);
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', (code) => reject(new Error(`the service exited with ${code}: ${text}`)));
    });
  });
  afterAll(() => {
    child?.kill('SIGINT');
  });

  /** Send `body` (GET = Get User, PUT = Update User) with the Customer key; the status and parsed answer. */
  function send(method: 'GET' | 'PUT', body: string): Promise<{ status: number; json: ExampleApiJson }> {
    return new Promise((resolve, reject) => {
      const headers = {
        Authorization: 'Token ck_limits',
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
      };
      const req = request({ host: '127.0.0.1', port, path: '/api/user', method, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text) }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const tooDeep = {
    success: 0,
    error: { code: 'invalid_body', message: 'properties must nest at most 32 levels of objects and arrays.' },
  };

  it('accepts 32 levels', async () => {
    const answer = await send('GET', `{"user_group_id":"deep_32","name":"Deep","properties":${nested(32)}}`);
    expect(answer.status).toBe(200);
    expect(answer.json.new_user_group).toBe(true);
  });

  it.each([33, 5_000, 100_000])('answers 400 to %i levels on create, and stores nothing', async (levels) => {
    const id = `deep_${levels}`;
    const answer = await send('GET', `{"user_group_id":"${id}","name":"Deep","properties":${nested(levels)}}`);
    expect(answer).toEqual({ status: 400, json: tooDeep });
    const later = await send('GET', `{"user_group_id":"${id}","name":"Later"}`);
    expect(later.status).toBe(200);
    expect(later.json.new_user_group).toBe(true);
    expect(later.json.user_group.properties).toBeNull();
  });

  it('answers 400 to deep arrays on update, and keeps the stored properties', async () => {
    await send('GET', '{"user_group_id":"deep_update","name":"Deep","properties":{"plan":"pro"}}');
    const arrays = '['.repeat(100_000) + ']'.repeat(100_000);
    const answer = await send('PUT', `{"user_group_id":"deep_update","properties":{"a":${arrays}}}`);
    expect(answer).toEqual({ status: 400, json: tooDeep });
    const later = await send('GET', '{"user_group_id":"deep_update","name":"Deep"}');
    expect(later.status).toBe(200);
    expect(later.json.user_group.properties).toEqual({ plan: 'pro' });
  });
});
