/**
 * Replace every `$ref` of a loaded OpenAPI file, local or into other files, by what it points at, using
 * `@readme/openapi-parser`. Files are served from memory (they were read and checked by load.ts), so this does no
 * I/O. Circular references stay as circular object references; the schema converter marks them `recursive`.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { decodePointer, isUrl, splitRef } from './refs.js';
import type { SourceFile } from './source.js';

/** The dereferenced document and the component names of its schema objects. */
export interface Dereferenced {
  document: Record<string, unknown>;
  schemaNames: Map<object, string>;
}

/** Dereference the file at `root`, reading it and every file it refers to from `sources` (keyed by location). */
export async function dereferenceSources(
  root: string,
  sources: ReadonlyMap<string, SourceFile>,
  /** Values that replace what files were parsed to (broken `$ref`s replaced by placeholders), by location. */
  replaced: ReadonlyMap<string, unknown> = new Map(),
): Promise<Dereferenced> {
  const { dereference } = await import('@readme/openapi-parser');
  const schemaNames = new Map<object, string>();
  const resolver = {
    // Before the library's own file and http resolvers, so nothing is read twice or fetched without our timeout.
    order: 1,
    canRead: () => true,
    read(file: { url: string }): string {
      const location = toLocation(file.url);
      const source = sources.get(location);
      if (!source) throw new Error(`Internal error: ${file.url} was not loaded before dereferencing`);
      if (replaced.has(location)) return JSON.stringify(replaced.get(location));
      // YAML goes over as the JSON of the value load.ts parsed: the library's own YAML parser is stricter on some
      // indentation than the one that checked the file (a flow sequence's `]` at its key's column, in real files).
      return source.json || source.value === undefined ? source.text : JSON.stringify(source.value);
    },
  };
  const document = await dereference(root, {
    resolve: { file: resolver as never, external: true },
    dereference: {
      circular: true,
      onDereference(ref: string, value: unknown) {
        if (value !== null && typeof value === 'object' && !schemaNames.has(value)) {
          const name = nameOfRef(ref);
          if (name) schemaNames.set(value, name);
        }
      },
    },
  });
  return { document: document as unknown as Record<string, unknown>, schemaNames };
}

/**
 * A display name for the schema `ref` points at: `Pet` for `#/components/schemas/Pet` (or `$defs`, `definitions`,
 * or a top-level key of another file), the file's name for a whole-file ref, else undefined.
 */
export function nameOfRef(ref: string): string | undefined {
  const { file, fragment } = splitRef(ref);
  const tokens = decodePointer(fragment);
  if (tokens && tokens.length > 0) {
    const parent = tokens.length === 1 ? (file === '' ? undefined : '') : tokens[tokens.length - 2];
    return parent !== undefined && ['', 'schemas', '$defs', 'definitions'].includes(parent)
      ? tokens[tokens.length - 1]
      : undefined;
  }
  if (file === '') return undefined;
  const base = file.split(/[/\\]/).pop() ?? file;
  return base.replace(/\.(ya?ml|json)$/i, '') || undefined;
}

// The parser hands resolvers absolute paths, or `file://` URLs on some platforms.
function toLocation(url: string): string {
  if (isUrl(url)) return url.split('#')[0];
  if (/^file:/i.test(url)) return fileURLToPath(url);
  return path.resolve(url);
}
