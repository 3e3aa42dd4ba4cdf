import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMarkdownSpool } from '../../src/produce/markdown-spool.js';

describe('createMarkdownSpool', () => {
  it('gives back each page’s Markdown by index, whatever order it came in, and deletes itself', () => {
    const spool = createMarkdownSpool();
    spool.add(2, '# Two\n\nÉtoile ✓\n');
    spool.add(0, '# Zero\n');
    spool.add(1, '');
    expect(spool.get(0)).toBe('# Zero\n');
    expect(spool.get(1)).toBe('');
    expect(spool.get(2)).toBe('# Two\n\nÉtoile ✓\n');
    expect(spool.get(7)).toBe('');
    const scratch = spool.scratchFile('../llms-full.txt');
    expect(path.basename(scratch)).toBe('llms-full.txt');
    writeFileSync(scratch, 'x');
    spool.close();
    expect(existsSync(scratch)).toBe(false);
    spool.close();
  });

  it('gives back pages as bytes, from its own file and from another, the same as their text', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-spool-'));
    const spool = createMarkdownSpool();
    try {
      // A last build's file: pages sit at known offsets, one of them past the first megabyte window.
      const big = 'x'.repeat(1_100_000);
      const old = path.join(dir, 'llms-full.txt');
      writeFileSync(old, `head\n# Old ✓\n${big}# Far\n`);
      spool.addFrom(0, old, 5, Buffer.byteLength('# Old ✓'));
      spool.addFrom(1, old, Buffer.byteLength(`head\n# Old ✓\n${big}`), 5);
      spool.add(2, '# New é');
      spool.add(3, '');
      for (const index of [0, 1, 2, 3, 9]) expect(spool.bytes(index).toString('utf8')).toBe(spool.get(index));
      expect(spool.bytes(0).toString('utf8')).toBe('# Old ✓');
      expect(spool.bytes(1).toString('utf8')).toBe('# Far');
      expect(spool.bytes(2).toString('utf8')).toBe('# New é');
      // Added after a window of its own file was read: still read back.
      spool.add(4, '# Later');
      expect(spool.bytes(4).toString('utf8')).toBe('# Later');
    } finally {
      spool.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
