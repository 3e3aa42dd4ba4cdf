/**
 * Check the images `site.json` names (`favicon`, `logo`, `backgroundImage`) against the docs folder: a local path
 * must name one of its files, or every page would show a broken image. URLs (`https:`, `//host/…`, `data:image/…`)
 * are not checked here; `config/unsafe-urls.ts` has already refused script URLs. Pure: works on the file list.
 */
import type { SiteConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { normalizePageRef } from '../graph/page-refs.js';
import { didYouMean } from '../utils/did-you-mean.js';
import { decodeUriSafe, isExternalUrl } from '../utils/url.js';

/** A file of the docs folder that `site.json` names, with the setting that names it. */
export interface ConfigFileReference {
  file: string;
  jsonPath: string;
  position?: Diagnostic['position'];
}

/** The files the image settings name, and an error for each local path that names no file of `files`. */
export function checkConfigFiles(
  config: SiteConfig,
  files: readonly string[],
  configFile: string,
): { references: ConfigFileReference[]; diagnostics: Diagnostic[] } {
  const known = new Set(files);
  const references: ConfigFileReference[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const setting of config.imageSettings ?? []) {
    const { value, jsonPath, position } = setting;
    if (isExternalUrl(value)) continue;
    const at = { jsonPath, ...(position && { position }) };
    // As a browser reads it: the query and fragment are not part of the path, and `%20` is a space.
    const path = normalizePageRef(decodeUriSafe(value.replace(/[?#].*$/s, '')));
    if (path !== undefined && known.has(path)) {
      references.push({ file: path, ...at });
      continue;
    }
    const suggestion = path === undefined ? undefined : didYouMean(path, files);
    diagnostics.push({
      severity: 'error',
      rule: 'config/missing-file',
      file: configFile,
      ...at,
      message:
        path === undefined
          ? `expected a file inside the docs folder, found "${value}", which points outside it`
          : `expected a file of the docs folder at "${value}", found none`,
      hint: suggestion
        ? `did you mean "/${suggestion}"?`
        : 'give the path of an image in the docs folder from its root, e.g. "/logo/light.svg", or an https: URL',
    });
  }
  return { references, diagnostics };
}
