/**
 * A module's source text (a `.jsx` snippet, or the ESM of an `.mdx` file with its other lines blanked) compiled by
 * esbuild for the sandbox: JSX to calls of the sandbox's `__h`, `import`/`export` to a CommonJS body the sandbox's
 * registry runs. The source map is kept, so a line and column of the compiled code (a thrown error's stack) is
 * reported where the author wrote it. Nothing here runs the code.
 */
import { transformSync } from 'esbuild';

/** A module compiled, or where esbuild stopped. */
export type Compiled =
  | { ok: true; code: string; toOriginal: (line: number, column: number) => { line: number; column: number } }
  | { ok: false; message: string; line: number; column: number };

// Compiled modules of this thread, by path: a snippet used on many pages is compiled once while its text is the same.
const compiled = new Map<string, { source: string; result: Compiled }>();

export function compileModule(path: string, source: string): Compiled {
  const known = compiled.get(path);
  if (known?.source === source) return known.result;
  const result = compileFresh(path, source);
  compiled.set(path, { source, result });
  return result;
}

function compileFresh(path: string, source: string): Compiled {
  try {
    const out = transformSync(source, {
      loader: /\.tsx?$/.test(path) ? 'tsx' : 'jsx',
      format: 'cjs',
      jsx: 'transform',
      jsxFactory: '__h',
      jsxFragment: '__Fragment',
      target: 'es2022',
      sourcemap: 'external',
      sourcefile: path,
      legalComments: 'none',
      logLevel: 'silent',
    });
    const code = out.code.replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n');
    return { ok: true, code, toOriginal: originalPositions(out.map) };
  } catch (error) {
    const first = (error as { errors?: Array<{ text: string; location: { line: number; column: number } | null }> })
      .errors?.[0];
    if (!first) throw error;
    return {
      ok: false,
      message: first.text,
      line: first.location?.line ?? 1,
      column: (first.location?.column ?? 0) + 1,
    };
  }
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * From a source map, the place in the original text (1-based line and column) of a place in the compiled text
 * (1-based): the nearest mapped place at or before it on its line.
 */
function originalPositions(mapJson: string): (line: number, column: number) => { line: number; column: number } {
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
    for (const segment of segments) if (segment[0] <= column - 1) best = segment;
    if (!best) return { line, column };
    return { line: best[1] + 1, column: best[2] + 1 + Math.max(0, column - 1 - best[0]) };
  };
}

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
