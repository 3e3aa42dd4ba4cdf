import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { originalPositions } from '../../src/utils/source-map.js';

describe('originalPositions', () => {
  it('maps a place of esbuild’s output back to the author’s line and column', () => {
    const source = 'const a = 1;\n\nexport const label = <b title="x">{a}</b>;\n';
    const out = transformSync(source, { loader: 'jsx', sourcemap: 'external', jsx: 'transform', jsxFactory: 'h' });
    const toOriginal = originalPositions(out.map);
    const lines = out.code.split('\n');
    // esbuild drops the blank line: `label` is on line 2 of the output and line 3 of the source.
    const line = lines.findIndex((text) => text.includes('label')) + 1;
    expect(line).toBe(2);
    const column = lines[1]?.indexOf('label') ?? -1;
    expect(toOriginal(line, column)).toEqual({ line: 3, column: source.split('\n')[2]?.indexOf('label') });
    expect(toOriginal(1, 6)).toEqual({ line: 1, column: 6 });
  });

  it('returns a place on an unmapped line as it is', () => {
    const toOriginal = originalPositions(JSON.stringify({ mappings: ';AAAA' }));
    expect(toOriginal(1, 7)).toEqual({ line: 1, column: 7 });
    expect(toOriginal(2, 3)).toEqual({ line: 1, column: 3 });
  });
});
