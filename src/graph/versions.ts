/** Check that a `version` named by an anchor or a navigation group is one of `config.versions`. */
import type { Diagnostic, Position } from '../diagnostics.js';
import { didYouMeanHint } from '../utils/did-you-mean.js';
import { configLocation } from './location.js';

/** The config entry that names the version, for the diagnostic. */
export interface VersionOwner {
  /** What owns the version, for the message, e.g. `anchor "API"` or `group "Guides"`. */
  label: string;
  jsonPath: string;
  position?: Position;
}

/** Return a `graph/unknown-version` error when `version` is not listed in `versions`, else undefined. */
export function checkVersion(
  version: string,
  versions: readonly string[],
  owner: VersionOwner,
  file: string,
): Diagnostic | undefined {
  if (versions.includes(version)) return undefined;
  const listed = versions.map((v) => `"${v}"`).join(', ');
  return {
    severity: 'error',
    rule: 'graph/unknown-version',
    file,
    ...configLocation(owner),
    message:
      versions.length === 0
        ? `${owner.label} has version "${version}", but site.json lists no \`versions\``
        : `${owner.label} has version "${version}", expected one of ${listed}`,
    hint:
      versions.length === 0
        ? `add \`"versions": ["${version}"]\` to site.json, or remove the \`version\``
        : (didYouMeanHint(version, versions) ??
          `add "${version}" to \`versions\` in site.json, or fix the \`version\``),
  };
}
