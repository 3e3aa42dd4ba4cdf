import { existsSync, writeFileSync } from 'node:fs';
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
});
