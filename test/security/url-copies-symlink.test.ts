/**
 * Finding: the copies of Google Fonts answers live in `<docs>/.quire/cache/fonts/` by default, inside the untrusted
 * docs folder. A `fonts` folder planted there as a symbolic link must not make the build write (or read) copies
 * elsewhere.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { readUrlCopy, writeUrlCopy } from '../../src/cache/url-copies.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('writes and reads no copy through a folder that is a symbolic link', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-url-copies-'));
  cleanup.push(dir);
  const outside = path.join(dir, 'outside');
  mkdirSync(outside);
  mkdirSync(path.join(dir, 'cache'));
  symlinkSync(outside, path.join(dir, 'cache', 'fonts'));
  const file = path.join(dir, 'cache', 'fonts', 'copy.bin');
  await writeUrlCopy(file, 'https://example.com/a', new Uint8Array([1, 2, 3]));
  expect(readdirSync(outside)).toEqual([]);
  writeFileSync(path.join(outside, 'copy.bin'), 'https://example.com/a\nplanted');
  expect(await readUrlCopy(file, 'https://example.com/a')).toBeUndefined();

  // A real folder works.
  const real = path.join(dir, 'cache', 'real', 'copy.bin');
  await writeUrlCopy(real, 'https://example.com/a', new Uint8Array([1, 2, 3]));
  expect(existsSync(real)).toBe(true);
  expect(await readUrlCopy(real, 'https://example.com/a')).toEqual(new Uint8Array([1, 2, 3]));
  expect(await readUrlCopy(real, 'https://example.com/b')).toBeUndefined();
});
