import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCacheStore } from '../../src/cache/store.js';

const SECRET = Buffer.alloc(32, 7);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function store() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-store-'));
  dirs.push(dir);
  return createCacheStore(dir, SECRET);
}

const KEY = 'ab'.repeat(32);

describe('createCacheStore', () => {
  it('reads back what it wrote, and nothing for a missing key', async () => {
    const cache = store();
    await cache.write('pages', KEY, 'hello');
    expect((await cache.read('pages', KEY))?.toString()).toBe('hello');
    expect(await cache.read('pages', 'cd'.repeat(32))).toBeUndefined();
    expect([...(await cache.keys('pages'))]).toEqual([KEY]);
    // No temporary files are left behind.
    expect(readdirSync(path.join(cache.dir, 'pages'))).toEqual([KEY]);
  });

  it('treats a damaged entry as missing', async () => {
    const cache = store();
    const file = path.join(cache.dir, 'pages', KEY);
    await cache.write('pages', KEY, 'x'.repeat(100));
    const bytes = readFileSync(file);
    bytes[bytes.length - 1] = 0x79;
    writeFileSync(file, bytes);
    expect(await cache.read('pages', KEY)).toBeUndefined();
    writeFileSync(file, bytes.subarray(0, 30));
    expect(await cache.read('pages', KEY)).toBeUndefined();
    writeFileSync(file, '');
    expect(await cache.read('pages', KEY)).toBeUndefined();
  });

  it('prunes entries that are not kept, and refuses keys that are not hashes', async () => {
    const cache = store();
    const other = 'cd'.repeat(32);
    await cache.write('pages', KEY, '1');
    await cache.write('pages', other, '2');
    await cache.prune('pages', new Set([other]));
    expect([...(await cache.keys('pages'))]).toEqual([other]);
    await expect(cache.write('pages', '../escape', 'x')).rejects.toThrow('Internal error');
  });
});

describe('a cache that cannot be written', () => {
  it('does not fail the caller', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-store-'));
    dirs.push(dir);
    // A file where the cache folder should be: every write fails.
    writeFileSync(path.join(dir, 'blocked'), 'a file, not a folder');
    const cache = createCacheStore(path.join(dir, 'blocked'), SECRET);
    await expect(cache.write('pages', KEY, 'x')).resolves.toBe(false);
    expect(await cache.read('pages', KEY)).toBeUndefined();
  });
});

describe('entries of another key', () => {
  it('read as missing: written under another key, or moved to another name', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-store-'));
    dirs.push(dir);
    await createCacheStore(dir, Buffer.alloc(32, 1)).write('pages', KEY, 'mine');
    expect((await createCacheStore(dir, Buffer.alloc(32, 1)).read('pages', KEY))?.toString()).toBe('mine');
    expect(await createCacheStore(dir, Buffer.alloc(32, 2)).read('pages', KEY)).toBeUndefined();
    const other = 'cd'.repeat(32);
    writeFileSync(path.join(dir, 'pages', other), readFileSync(path.join(dir, 'pages', KEY)));
    expect(await createCacheStore(dir, Buffer.alloc(32, 1)).read('pages', other)).toBeUndefined();
    mkdirSync(path.join(dir, 'builds'));
    writeFileSync(path.join(dir, 'builds', KEY), readFileSync(path.join(dir, 'pages', KEY)));
    expect(await createCacheStore(dir, Buffer.alloc(32, 1)).read('builds', KEY)).toBeUndefined();
  });
});
