import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocsImage, readSocialImageFont } from '../../src/site/social-image-assets.js';
import { writeFixture } from '../helpers/site-fixture.js';

describe('the files social images are drawn from', () => {
  it('finds a TrueType font among the installed packages: Noto Sans', () => {
    const font = readSocialImageFont();
    expect(font?.name).toBe('Noto Sans');
    // TrueType's version tag: satori reads TrueType and OpenType, not WOFF2.
    expect(Buffer.from(font!.data.subarray(0, 4)).toString('hex')).toBe('00010000');
  });

  it('reads an image of the docs folder, by its path from the root', () => {
    const root = writeFixture({ 'images/og.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const read = readDocsImage(root, '/images/og.svg', ['images/og.svg'], new Set(['images/og.svg']));
    expect(read).toMatchObject({ path: 'images/og.svg', type: 'image/svg+xml' });
  });

  it('refuses URLs, paths out of the folder, missing files and other types, saying why', () => {
    const root = writeFixture({ 'a.webp': 'x', 'images/og.png': 'x' });
    const assets = ['a.webp', 'images/og.png'];
    const problem = (value: string) => {
      const read = readDocsImage(root, value, assets, new Set(assets));
      return 'message' in read ? read.message : 'read';
    };
    expect(problem('https://cdn.example.com/og.png')).toMatch(/fetches nothing/);
    expect(problem('../../etc/passwd')).toMatch(/points outside it/);
    expect(problem('/images/og.jpg')).toMatch(/found none/);
    expect(problem('/a.webp')).toMatch(/not a PNG, JPEG or SVG/);
  });

  it('does not follow a link out of the docs folder, even one the file list names', () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'quire-outside-'));
    writeFileSync(path.join(outside, 'secret.png'), 'secret');
    const root = writeFixture({});
    symlinkSync(path.join(outside, 'secret.png'), path.join(root, 'og.png'));
    const read = readDocsImage(root, '/og.png', ['og.png'], new Set(['og.png']));
    expect('bytes' in read).toBe(false);
    expect(read).toMatchObject({ message: expect.stringContaining('leads outside the docs folder') });
  });
});
