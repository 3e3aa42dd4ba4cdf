/**
 * `api.examples.languages` in Mintlify's files: Mintlify types the names as plain strings and publishes a project
 * with a name of no language (a real one has `[""]`), so docs.json and mint.json leave such a name out with a warning
 * and its did-you-mean; site.json, Quire's own format, refuses it by its schema.
 */
import type { Diagnostic } from '../diagnostics.js';
import { didYouMeanHint } from '../utils/did-you-mean.js';
import { formatJsonPath, type JsonPathSegment } from '../utils/json-path.js';
import { SAMPLE_LANGUAGE_NAMES, SAMPLE_LANGUAGES } from '../utils/sample-languages.js';
import type { Locator } from './locate.js';

const PATH: JsonPathSegment[] = ['api', 'examples', 'languages'];

/**
 * The names of `languages` that are sample languages, and a warning for each other one (at its place through
 * `locate`). With no name left the pages show the default languages, as without the setting.
 */
export function knownSampleLanguages(
  languages: readonly unknown[],
  locate: Locator,
  file: string,
): { known: string[]; diagnostics: Diagnostic[] } {
  const known: string[] = [];
  const diagnostics: Diagnostic[] = [];
  languages.forEach((name, i) => {
    if (typeof name === 'string' && SAMPLE_LANGUAGE_NAMES.includes(name)) {
      known.push(name);
      return;
    }
    const path = [...PATH, i];
    diagnostics.push({
      severity: 'warning',
      rule: 'config/unsupported-setting',
      file: locate.file?.(path) ?? file,
      position: locate.value(path),
      jsonPath: formatJsonPath(path),
      message: `${JSON.stringify(name)} is not a code sample language; Quire leaves it out`,
      hint:
        (typeof name === 'string' && name.trim() !== '' ? didYouMeanHint(name, SAMPLE_LANGUAGE_NAMES) : undefined) ??
        `use one of ${SAMPLE_LANGUAGES.map((language) => language.key).join(', ')} (or an alias such as curl, py, js, ts)`,
    });
  });
  return { known, diagnostics };
}

/**
 * mint.json's `value` with the names of `api.examples.languages` that are no language left out (the setting removed
 * when none is left), before site.json's schema checks it.
 */
export function dropUnknownSampleLanguages(
  value: unknown,
  locate: Locator,
  file: string,
): { value: unknown; diagnostics: Diagnostic[] } {
  const api = (value as { api?: { examples?: { languages?: unknown } } } | null)?.api;
  const languages = api?.examples?.languages;
  if (!Array.isArray(languages)) return { value, diagnostics: [] };
  const { known, diagnostics } = knownSampleLanguages(languages, locate, file);
  if (diagnostics.length === 0) return { value, diagnostics };
  const examples = { ...api!.examples };
  if (known.length > 0) examples.languages = known;
  else delete examples.languages;
  return { value: { ...(value as object), api: { ...api, examples } }, diagnostics };
}
