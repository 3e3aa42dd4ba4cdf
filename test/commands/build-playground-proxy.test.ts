/**
 * `quire build --playground-proxy <url>`: the endpoint pages' playground data names the proxy; a bad URL is a usage
 * error. The playground's files are published only when a page shows a playground.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

async function run(args: string[]) {
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    const code = await main(args);
    return { code, stderr: stderr.mock.calls.map((c) => String(c[0])).join('') };
  } finally {
    stderr.mockRestore();
    stdout.mockRestore();
  }
}

describe('--playground-proxy', () => {
  it('writes the proxy URL (an origin means its /__quire/proxy) into the playground data of endpoint pages', async () => {
    const root = writeFixture({
      'site.json': {
        name: 'P',
        navigation: [{ group: 'API', pages: ['call'] }],
        api: { baseUrl: 'https://api.example.com' },
      },
      'call.md': '---\ntitle: Call\napi: "POST /things"\n---\n',
    });
    cleanup.push(root, `${root}-out`);
    const result = await run([
      'build',
      root,
      '--out',
      `${root}-out`,
      '--workers',
      '0',
      '--playground-proxy',
      'https://proxy.example.com',
    ]);
    expect(result.code).toBe(0);
    expect(readOut(`${root}-out`, 'call/index.html')).toContain('"proxy":"https://proxy.example.com/__quire/proxy"');
    expect(
      readdirSync(path.join(`${root}-out`, '_quire'))
        .filter((f) => f.startsWith('playground.'))
        .map((f) => path.extname(f))
        .sort(),
    ).toEqual(['.css', '.js']);
  });

  it('publishes no playground files when no page shows a playground', async () => {
    const root = writeFixture({
      'site.json': {
        name: 'P',
        navigation: [{ group: 'API', pages: ['call'] }],
        api: { baseUrl: 'https://api.example.com', playground: { mode: 'hide' } },
      },
      'call.md': '---\ntitle: Call\napi: "POST /things"\n---\n',
    });
    cleanup.push(root, `${root}-out`);
    expect((await run(['build', root, '--out', `${root}-out`, '--workers', '0'])).code).toBe(0);
    expect(readdirSync(path.join(`${root}-out`, '_quire')).filter((f) => f.startsWith('playground.'))).toEqual([]);
  });

  it('refuses a value that is not an http(s) URL or a path', async () => {
    const result = await run(['build', '.', '--playground-proxy', 'proxy.example.com']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      '--playground-proxy takes a URL such as https://proxy.example.com, found "proxy.example.com"',
    );
  });
});
