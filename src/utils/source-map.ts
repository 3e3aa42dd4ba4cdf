/**
 * Reading esbuild's source maps back: the place in the original text of a place in the generated text. Both the
 * MDX module transform and the sandbox compiler use it to report an author's line and column, not esbuild's.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A place: 1-based line, 0-based column (as acorn and esbuild count). */
export interface SourcePlace {
  line: number;
  column: number;
}

/**
 * From a source map's JSON, a function mapping a generated place to its original place: the nearest mapped place at
 * or before it on its line (a place on an unmapped line is returned as it is).
 */
export function originalPositions(mapJson: string): (line: number, column: number) => SourcePlace {
  const mappings = (JSON.parse(mapJson) as { mappings: string }).mappings;
  const lines: Array<Array<[number, number, number]>> = [];
  let sourceLine = 0;
  let sourceColumn = 0;
  for (const lineText of mappings.split(';')) {
    const segments: Array<[number, number, number]> = [];
    let generated = 0;
    for (const segment of lineText.split(',')) {
      if (segment === '') continue;
      const fields = decodeVlq(segment);
      generated += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceLine += fields[2] ?? 0;
        sourceColumn += fields[3] ?? 0;
        segments.push([generated, sourceLine, sourceColumn]);
      }
    }
    lines.push(segments);
  }
  return (line, column) => {
    const segments = lines[line - 1] ?? [];
    let best = segments[0];
    for (const segment of segments) if (segment[0] <= column) best = segment;
    if (!best) return { line, column };
    return { line: best[1] + 1, column: best[2] + Math.max(0, column - best[0]) };
  };
}

/** One segment's Base64 VLQ fields. */
function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
