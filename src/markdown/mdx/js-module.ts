/**
 * Snippets written as JavaScript modules (`.jsx`, `.js`, `.tsx`, `.ts`), parsed as JavaScript, not as MDX: a comment,
 * a `{` in a comment or a helper that is not exported is ordinary code there. `.jsx`/`.js` are read by acorn with
 * acorn-jsx (the parsers remark-mdx itself uses, so the tree has the shape MDX's ESM has); `.tsx`/`.ts` first lose
 * their types through esbuild's transform (JSX kept), and the tree's lines and columns are mapped back to the file
 * as written. Nothing is run.
 */
import { Parser } from 'acorn';
import jsx from 'acorn-jsx';
import { transformSync } from 'esbuild';
import type { Node, Program } from 'estree';
import { originalPositions } from '../../utils/source-map.js';

/** The module's program, or where and why it cannot be read. */
export type ParsedJs =
  | { ok: true; program: Program; source: string }
  | { ok: false; reason: string; line: number; column: number };

const JsxParser = Parser.extend(jsx());

/** Whether the snippet `path` is TypeScript (its types are stripped before parsing). */
function isTypeScript(path: string): boolean {
  return path.endsWith('.tsx') || path.endsWith('.ts');
}

/** Parse the JavaScript (or TypeScript) module `text` of the snippet `path`. */
export function parseJsModule(path: string, text: string): ParsedJs {
  let source = text;
  let toOriginal: ((line: number, column: number) => { line: number; column: number }) | undefined;
  if (isTypeScript(path)) {
    try {
      const out = transformSync(text, {
        loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
        jsx: 'preserve',
        sourcemap: 'external',
        sourcefile: path,
        legalComments: 'none',
      });
      source = out.code;
      toOriginal = originalPositions(out.map);
    } catch (error) {
      const first = (error as { errors?: Array<{ text: string; location: { line: number; column: number } | null }> })
        .errors?.[0];
      if (!first) throw error;
      return {
        ok: false,
        reason: first.text,
        line: first.location?.line ?? 1,
        column: (first.location?.column ?? 0) + 1,
      };
    }
  }
  let program: Program;
  try {
    program = JsxParser.parse(source, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      locations: true,
      allowHashBang: true,
    }) as unknown as Program;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    if (!(error instanceof SyntaxError) || !loc) throw error;
    const at = toOriginal ? toOriginal(loc.line, loc.column) : loc;
    // acorn's message ends with its own ` (line:column)`; the diagnostic says where.
    return { ok: false, reason: error.message.replace(/ \(\d+:\d+\)$/, ''), line: at.line, column: at.column + 1 };
  }
  if (toOriginal) remapLocations(program, toOriginal);
  return { ok: true, program, source };
}

/** Rewrite every `loc` of `node` and its descendants (offsets stay those of the transformed text). */
function remapLocations(node: Node, map: (line: number, column: number) => { line: number; column: number }): void {
  const seen = new Set<object>();
  const visit = (value: unknown) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const loc = (value as Node).loc;
    if (loc && typeof (value as Node).type === 'string') {
      const start = map(loc.start.line, loc.start.column);
      const end = map(loc.end.line, loc.end.column);
      (value as Node).loc = { start, end };
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'loc') visit(child);
  };
  visit(node);
}
