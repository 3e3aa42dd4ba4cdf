/**
 * Snippets: files a page includes (`import X from '/snippets/x.mdx'` then `<X/>`, or the legacy
 * `<Snippet file="x.mdx"/>`), never pages of their own. They live in the top-level `snippets/` and `_snippets/`
 * folders, as on Mintlify. This module names them, resolves what a page writes to a snippet path, and lists the
 * snippets a page depends on (for the build cache and the dev server). Pure string work, no I/O.
 */
import { resolveRelativePath } from '../utils/url.js';

/** The folders whose source files are snippets. */
export const SNIPPET_FOLDERS: readonly string[] = ['snippets', '_snippets'];

/** Extensions of snippet files: MDX and markdown content, and JSX components. */
export const SNIPPET_EXTENSIONS: readonly string[] = ['.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'];

/** Whether the relative `/`-separated path `rel` is a snippet: a source file under `snippets/` or `_snippets/`. */
export function isSnippetPath(rel: string): boolean {
  const slash = rel.indexOf('/');
  return (
    slash > 0 &&
    SNIPPET_FOLDERS.includes(rel.slice(0, slash)) &&
    SNIPPET_EXTENSIONS.some((extension) => rel.endsWith(extension))
  );
}

/** How a snippet is named: an ESM `import` source, or the `file` of `<Snippet file="…"/>`. */
export type SnippetReferenceKind = 'import' | 'file';

/**
 * The snippet path `specifier` names, written in the file `from`; undefined when it names none of `snippets`.
 * Imports are root-relative (`/snippets/x.mdx`) or relative to `from` (`./x.mdx`, `../snippets/x.mdx`); a `<Snippet
 * file>` is relative to the snippet folders (`x.mdx` is `snippets/x.mdx` or `_snippets/x.mdx`). The extension may be
 * left out.
 */
export function resolveSnippet(
  specifier: string,
  from: string,
  kind: SnippetReferenceKind,
  snippets: Readonly<Record<string, string>>,
): string | undefined {
  const has = (path: string) => Object.hasOwn(snippets, path);
  for (const base of snippetCandidates(specifier, from, kind)) {
    if (has(base)) return base;
    for (const extension of SNIPPET_EXTENSIONS) if (has(base + extension)) return base + extension;
  }
  return undefined;
}

/** The paths `specifier` may stand for, most likely first (without trying extensions). */
export function snippetCandidates(specifier: string, from: string, kind: SnippetReferenceKind): string[] {
  const spec = specifier.trim();
  if (spec === '') return [];
  if (spec.startsWith('/')) return keep([normalize(spec, '')]);
  if (spec.startsWith('./') || spec.startsWith('../')) return keep([normalize(spec, folderOf(from))]);
  if (kind === 'import') {
    // A bare specifier is a package (`react`), unless it starts with a snippet folder.
    return SNIPPET_FOLDERS.some((folder) => spec.startsWith(`${folder}/`)) ? keep([normalize(spec, '')]) : [];
  }
  return keep([...SNIPPET_FOLDERS.map((folder) => normalize(spec, folder)), normalize(spec, '')]);
}

function keep(paths: Array<string | undefined>): string[] {
  return paths.filter((path): path is string => path !== undefined && path !== '');
}

function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** Resolve `.`/`..` of `target` against `folder`; undefined when it climbs above the docs folder. */
function normalize(target: string, folder: string): string | undefined {
  // Snippet files, never folders: a trailing `/` names nothing.
  return resolveRelativePath(target.replace(/\/+$/, ''), folder);
}

// Lexical, and deliberately wide: every `from '…'`/`import '…'` source and every `file=` value, in code blocks too.
// Seeing one reference too many only ties a page to one more snippet; the renderer resolves nothing this does not see.
const IMPORT_SOURCE = /\b(?:from|import)\s*(?:"([^"\n]*)"|'([^'\n]*)')/g;
const FILE_ATTRIBUTE = /\bfile\s*=\s*\{?\s*(?:"([^"\n]*)"|'([^'\n]*)'|`([^`\n]*)`)/g;

/** Every snippet reference written in `raw`, as written. */
export function snippetReferences(raw: string): Array<{ kind: SnippetReferenceKind; specifier: string }> {
  const found: Array<{ kind: SnippetReferenceKind; specifier: string }> = [];
  if (raw.includes('import') || raw.includes('from')) {
    for (const m of raw.matchAll(IMPORT_SOURCE)) found.push({ kind: 'import', specifier: m[1] ?? m[2] ?? '' });
  }
  if (raw.includes('file')) {
    for (const m of raw.matchAll(FILE_ATTRIBUTE)) found.push({ kind: 'file', specifier: m[1] ?? m[2] ?? m[3] ?? '' });
  }
  return found;
}

/**
 * The snippets the file `path` with text `raw` includes, directly or through other snippets, sorted. A page's HTML
 * depends on exactly these snippets' texts (and, when one is missing, on which snippets exist).
 */
export function snippetDependencies(path: string, raw: string, snippets: Readonly<Record<string, string>>): string[] {
  const found = new Set<string>();
  const queue: Array<[string, string]> = [[path, raw]];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const [from, source] = next;
    for (const { kind, specifier } of snippetReferences(source)) {
      const resolved = resolveSnippet(specifier, from, kind, snippets);
      if (resolved === undefined || found.has(resolved)) continue;
      found.add(resolved);
      queue.push([resolved, snippets[resolved]]);
    }
  }
  return [...found].sort();
}
