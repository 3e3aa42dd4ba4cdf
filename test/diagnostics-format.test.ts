/** The CLI's report: the same problem in three or more places is printed once, with its count and first places. */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../src/diagnostics.js';
import { collapseRepeats, formatDiagnostics } from '../src/diagnostics-format.js';

const at = (file: string, line: number, message = 'icon "badge-check" is drawn from Lucide'): Diagnostic => ({
  severity: 'warning',
  rule: 'icons/substitute-icon',
  file,
  position: { line, column: 1 },
  message,
});

describe('collapseRepeats', () => {
  it('keeps one or two repeats as they are', () => {
    const two = [at('a.mdx', 1), at('b.mdx', 2)];
    expect(collapseRepeats(two)).toEqual(two);
  });

  it('prints three or more as the first, with the count and the next three places', () => {
    const many = [
      at('a.mdx', 1),
      at('b.mdx', 2),
      at('c.mdx', 3),
      at('d.mdx', 4),
      at('e.mdx', 5),
      at('x.mdx', 9, 'other'),
    ];
    expect(collapseRepeats(many)).toEqual([
      {
        ...many[0],
        message:
          'icon "badge-check" is drawn from Lucide (5 times; also at b.mdx:2:1, c.mdx:3:1, d.mdx:4:1, and 1 more)',
      },
      many[5],
    ]);
  });

  it('counts every problem in the summary, collapsed or not', () => {
    const text = formatDiagnostics([at('a.mdx', 1), at('b.mdx', 2), at('c.mdx', 3)]);
    expect(text.split('\n').filter((line) => line.includes('[icons/substitute-icon]'))).toHaveLength(1);
    expect(text.endsWith('3 warnings')).toBe(true);
  });
});
