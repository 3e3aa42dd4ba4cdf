/**
 * `$ref`s that point at nothing. Mintlify builds such a file, so Quire does too: each file's broken `$ref`s are one
 * warning, at the first one's line, with a did-you-mean and a count; each is replaced by a placeholder schema that
 * the reference shows as unresolved (and the pages whose endpoint uses one warn too, in pages.ts). The rest of the
 * file loads. A `$ref` that leads outside the docs folder or to a refused URL is refused at loading, as before.
 */
import type { Diagnostic, Position } from '../diagnostics.js';
import { didYouMeanHint } from '../utils/did-you-mean.js';
import type { JsonPathSegment } from '../utils/json-path.js';
import { collectRefs, decodePointer, followPointer, resolveRefLocation, splitRef } from './refs.js';
import { findPosition, type SourceFile } from './source.js';

/** The key of the placeholder that stands for a broken `$ref` (its value is the `$ref` as written). */
export const UNRESOLVED_REF = 'x-quire-unresolved-ref';
/** The key of the placeholder's place: `openapi.yaml:12:7`. */
export const UNRESOLVED_AT = 'x-quire-unresolved-at';

/** A `$ref` that points at nothing. */
export interface BrokenRef {
  source: SourceFile;
  path: JsonPathSegment[];
  ref: string;
  position: Position | undefined;
  message: string;
  hint?: string;
}

/** Every `$ref` of the files `checked` whose target is missing; targets are in `sources` (unloaded ones skipped). */
export function findBrokenRefs(checked: readonly SourceFile[], sources: ReadonlyMap<string, SourceFile>): BrokenRef[] {
  const broken: BrokenRef[] = [];
  for (const source of checked) {
    if (source.value === undefined) continue;
    for (const site of collectRefs(source.value)) {
      const { file, fragment } = splitRef(site.ref);
      const location = file === '' ? source.location : resolveRefLocation(source.location, file);
      const target = location === undefined ? undefined : sources.get(location);
      // Unreachable files were reported when loading; plain-name anchors are left to the parser.
      if (!target || target.value === undefined) continue;
      const tokens = decodePointer(fragment);
      if (tokens === undefined) continue;
      const result = followPointer(target.value, tokens);
      if (result.found) continue;
      const missing = tokens[result.index];
      const inside = tokens.slice(0, result.index).join('.') || (file === '' ? 'the document' : target.file);
      const hint =
        didYouMeanHint(missing, result.keys) ?? (result.keys.length ? `it has ${listKeys(result.keys)}` : undefined);
      broken.push({
        source,
        path: site.path,
        ref: site.ref,
        position: findPosition(source, [...site.path, '$ref']),
        message: `\`$ref: ${site.ref}\` points at nothing: \`${inside}\` has no \`${missing}\``,
        ...(hint && { hint }),
      });
    }
  }
  return broken;
}

/** One warning per file: its first broken `$ref`, and how many others there are. */
export function brokenRefDiagnostics(broken: readonly BrokenRef[]): Diagnostic[] {
  const byFile = new Map<string, BrokenRef[]>();
  for (const item of broken) {
    const list = byFile.get(item.source.file);
    if (list) list.push(item);
    else byFile.set(item.source.file, [item]);
  }
  return [...byFile.values()].map((list) => {
    const [first] = list;
    const others = list.length - 1;
    const more =
      others === 0
        ? ''
        : ` (and ${others} more broken \`$ref\`${others === 1 ? '' : 's'} in this file, at ${list
            .slice(1, 4)
            .map((b) => (b.position ? `${b.position.line}:${b.position.column}` : '?'))
            .join(', ')}${others > 3 ? ', …' : ''})`;
    return {
      severity: 'warning',
      rule: 'openapi/missing-ref',
      file: first.source.file,
      ...(first.position && { position: first.position }),
      message: `${first.message}; a page that uses it shows it as an unresolved reference${more}`,
      ...(first.hint && { hint: first.hint }),
    };
  });
}

/**
 * The files' values with every broken `$ref` replaced by a placeholder, by location (only files that have one).
 * The parsed values are not changed: the objects on the way to each `$ref` are copied.
 */
export function replaceBrokenRefs(broken: readonly BrokenRef[]): Map<string, unknown> {
  const values = new Map<string, unknown>();
  const copies = new WeakSet<object>();
  const copy = (node: object): Record<string | number, unknown> => {
    const made = (Array.isArray(node) ? [...node] : { ...node }) as Record<string | number, unknown>;
    copies.add(made);
    return made;
  };
  for (const item of broken) {
    const location = item.source.location;
    let root = values.get(location) as Record<string | number, unknown> | undefined;
    if (!root) {
      root = copy(item.source.value as object);
      values.set(location, root);
    }
    const at = `${item.source.file}${item.position ? `:${item.position.line}:${item.position.column}` : ''}`;
    const placeholder = { [UNRESOLVED_REF]: item.ref, [UNRESOLVED_AT]: at };
    if (item.path.length === 0) {
      values.set(location, placeholder);
      continue;
    }
    let node = root;
    for (let i = 0; i < item.path.length - 1; i++) {
      const key = item.path[i];
      const child = node[key];
      // Inside another broken `$ref`'s object, already replaced: nothing left to replace.
      if (child === null || typeof child !== 'object') break;
      const owned = copies.has(child) ? (child as Record<string | number, unknown>) : copy(child);
      node[key] = owned;
      node = owned;
    }
    const last = item.path[item.path.length - 1];
    if (node[last] !== null && typeof node[last] === 'object') node[last] = placeholder;
  }
  return values;
}

function listKeys(keys: string[]): string {
  const shown = keys
    .slice(0, 8)
    .map((k) => `\`${k}\``)
    .join(', ');
  return keys.length > 8 ? `${shown} and ${keys.length - 8} more` : shown;
}
