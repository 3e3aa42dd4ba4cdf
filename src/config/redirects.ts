/** `redirects` as written (site.json, mint.json, docs.json) → `RedirectConfig`s with where each entry is written. */
import type { Position } from '../diagnostics.js';
import { formatJsonPath, type JsonPathSegment } from '../utils/json-path.js';
import type { RedirectConfig } from './types.js';

/** A redirect entry as the schema lets it through. */
export interface WrittenRedirect {
  source: string;
  destination: string;
  permanent?: boolean;
}

/** Where the entry at a JSON path is: its position, and its file when not the config file (a docs.json `$ref`). */
export type EntryLocator = (path: readonly JsonPathSegment[]) => { position?: Position; file?: string };

/** Resolve `redirects` (at `redirects` in the config): defaults applied, a leading `/` added to bare paths. */
export function resolveRedirects(written: readonly WrittenRedirect[] | undefined, at: EntryLocator): RedirectConfig[] {
  return (written ?? []).map((entry, i) => {
    const path: JsonPathSegment[] = ['redirects', i];
    const { position, file } = at(path);
    return {
      source: withLeadingSlash(entry.source),
      destination: withLeadingSlash(entry.destination),
      permanent: entry.permanent ?? true,
      jsonPath: formatJsonPath(path),
      ...(position && { position }),
      ...(file !== undefined && { file }),
    };
  });
}

// mint.json files write `guides/old` as often as `/guides/old`; both mean the site path. URLs are kept as written.
function withLeadingSlash(path: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('/') || path.startsWith('#') ? path : `/${path}`;
}
