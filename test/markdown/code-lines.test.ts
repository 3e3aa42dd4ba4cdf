import type { ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, test } from 'vitest';
import { diffMarks, extractNotation, type LineMarks, splitLines, wrapLines } from '../../src/markdown/code-lines.js';

const span = (className: string, ...children: ElementContent[]): ElementContent => ({
  type: 'element',
  tagName: 'span',
  properties: { className: [className] },
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });
const marksOf = (marks: LineMarks) => Object.fromEntries([...marks].map(([line, set]) => [line, [...set]]));

describe('splitLines', () => {
  test('cuts spans that run over several lines into one well-formed piece per line, dropping the final empty line', () => {
    const lines = splitLines([span('c', text('/* a\nb '), span('d', text('x\ny'))), text(' */ z\n\nlast\n')]);
    expect(lines.map((line) => toHtml({ type: 'root', children: line }))).toEqual([
      '<span class="c">/* a</span>',
      '<span class="c">b <span class="d">x</span></span>',
      '<span class="c"><span class="d">y</span></span> */ z',
      '',
      'last',
    ]);
  });

  test('wrapLines gives each line its marks as classes and keeps the newlines for copying', () => {
    const marks: LineMarks = new Map([[1, new Set(['add', 'highlight'] as const)]]);
    const html = toHtml({ type: 'root', children: wrapLines(splitLines([text('a\nb\n')]), marks) });
    expect(html).toBe('<span class="line">a</span>\n<span class="line line-highlight line-add">b</span>\n');
  });
});

describe('extractNotation', () => {
  test('removes each marker with its comment, keeps other comment text, and counts lines after `:n`', () => {
    const { source, marks } = extractNotation(
      ['a // [!code ++]', 'b # [!code --:2]', 'c', 'd // keep this [!code hl]', 'e /* [!code focus] */', ''].join('\n'),
    );
    expect(source).toBe('a\nb\nc\nd // keep this\ne\n');
    expect(marksOf(marks)).toEqual({ 0: ['add'], 1: ['remove'], 2: ['remove'], 3: ['highlight'], 4: ['focus'] });
  });

  test('a marker alone on its line goes, and marks the lines that follow', () => {
    const { source, marks } = extractNotation('  // [!code highlight:2]\nx\ny\nz');
    expect(source).toBe('x\ny\nz');
    expect(marksOf(marks)).toEqual({ 0: ['highlight'], 1: ['highlight'] });
  });

  test('text that only looks like a marker is left alone', () => {
    const input = 'const s = "[!code ++] in a string";\n// [!code unknown]\n[!code ++] not at the end';
    const { source, marks } = extractNotation(input);
    expect(source).toBe(input);
    expect(marks.size).toBe(0);
  });
});

test('diffMarks marks + and - lines, not the file headers', () => {
  const marks: LineMarks = new Map();
  diffMarks('--- a\n+++ b\n@@ -1 +1 @@\n-x\n+y\n z', marks);
  expect(marksOf(marks)).toEqual({ 3: ['remove'], 4: ['add'] });
});
