/**
 * A module's source text (a `.jsx` snippet, or the ESM of an `.mdx` file with its other lines blanked) compiled by
 * esbuild for the sandbox: JSX to calls of the sandbox's `__h`, `import`/`export` to a CommonJS body the sandbox's
 * registry runs. The source map is kept, so a line and column of the compiled code (a thrown error's stack) is
 * reported where the author wrote it. Nothing here runs the code.
 */
import { transformSync } from 'esbuild';
import { originalPositions } from '../utils/source-map.js';

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
    const toPlace = originalPositions(out.map);
    // Stacks count columns from 1; the map from 0.
    const toOriginal = (line: number, column: number) => {
      const place = toPlace(line, column - 1);
      return { line: place.line, column: place.column + 1 };
    };
    return { ok: true, code, toOriginal };
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
