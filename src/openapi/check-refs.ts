/** Report `$ref`s that point at nothing, at the line where each is written, with a did-you-mean. */
import type { Diagnostic } from '../diagnostics.js';
import { didYouMeanHint } from '../utils/did-you-mean.js';
import { collectRefs, decodePointer, followPointer, resolveRefLocation, splitRef } from './refs.js';
import { findPosition, type SourceFile } from './source.js';

/** Check every `$ref` of the files `checked`, whose targets are in `sources` (by location); unloaded ones are skipped. */
export function checkRefs(checked: readonly SourceFile[], sources: ReadonlyMap<string, SourceFile>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
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
      diagnostics.push({
        severity: 'error',
        rule: 'openapi/missing-ref',
        file: source.file,
        position: findPosition(source, [...site.path, '$ref']),
        message: `\`$ref: ${site.ref}\` points at nothing: \`${inside}\` has no \`${missing}\``,
        hint:
          didYouMeanHint(missing, result.keys) ?? (result.keys.length ? `it has ${listKeys(result.keys)}` : undefined),
      });
    }
  }
  return diagnostics;
}

function listKeys(keys: string[]): string {
  const shown = keys
    .slice(0, 8)
    .map((k) => `\`${k}\``)
    .join(', ');
  return keys.length > 8 ? `${shown} and ${keys.length - 8} more` : shown;
}
