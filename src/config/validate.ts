/** Check the text of `site.json` (pure: no disk access): syntax, then schema, then resolve it into a `SiteConfig`. */
import { sortDiagnostics, type Diagnostic } from '../diagnostics.js';
import { contextualDiagnostics } from './contextual.js';
import { completeMintBackground } from './mint-background.js';
import { readMintVersions } from './mint-versions.js';
import { parseConfigText } from './json-syntax.js';
import { resolveConfig } from './resolve.js';
import { dropUnknownSampleLanguages } from './sample-language-names.js';
import { retiredThemeWarning } from './retired-theme.js';
import { findMetaTagProblems } from './seo.js';
import { diagnosticsFromSchemaErrors } from './schema-errors.js';
import { siteSchema } from './schema/index.js';
import type { SiteConfig, UserConfig } from './types.js';
import { stripUnsupported } from './unsupported.js';
import { findUnsafeAssetUrls, findUnsafeUrls } from './unsafe-urls.js';
import { runSchema } from './validator.js';

/** The outcome of loading `site.json`: `config` is present exactly when no diagnostic is an error. */
export interface ConfigResult {
  config?: SiteConfig;
  diagnostics: Diagnostic[];
}

/**
 * Validate the contents of `site.json` and resolve them. Every problem is reported at once; Mintlify settings that
 * Quire does not support are warnings, and the config still loads.
 */
export function validateConfigText(text: string, file = 'site.json'): ConfigResult {
  const parsed = parseConfigText(text, file);
  if (parsed.value === undefined) return { diagnostics: sortDiagnostics(parsed.diagnostics) };
  // mint.json is Mintlify's file: keys its schema lacks are ignored with a warning, as Mintlify publishes them.
  // site.json is Quire's own format, where an unknown key stays an error (most are typos).
  const isMint = /(^|[\\/])mint\.json$/.test(file);
  const unsupported = stripUnsupported(parsed.value, siteSchema, parsed.locate, file, { unknownKeys: isMint });
  const background = isMint
    ? completeMintBackground(unsupported.value, parsed.locate, file)
    : { value: unsupported.value, diagnostics: [] };
  const mint = isMint
    ? readMintVersions(background.value, parsed.locate, file)
    : { value: background.value, diagnostics: [] };
  const languages = isMint
    ? dropUnknownSampleLanguages(mint.value, parsed.locate, file)
    : { value: mint.value, diagnostics: [] };
  const stripped = {
    value: languages.value,
    diagnostics: [...unsupported.diagnostics, ...background.diagnostics, ...mint.diagnostics, ...languages.diagnostics],
  };
  const errors = runSchema(stripped.value);
  const diagnostics = sortDiagnostics([
    ...parsed.diagnostics,
    ...stripped.diagnostics,
    ...diagnosticsFromSchemaErrors(errors, stripped.value, siteSchema, parsed.locate, file),
    ...findUnsafeUrls(stripped.value, parsed.locate, file),
    ...findUnsafeAssetUrls(stripped.value, parsed.locate, file),
    ...findMetaTagProblems(stripped.value, parsed.locate, file),
    ...retiredThemeWarning(stripped.value, parsed.locate, file),
    // The value may be any JSON (null, an array) when the schema has rejected it.
    ...contextualDiagnostics(
      stripped.value !== null && typeof stripped.value === 'object' && !Array.isArray(stripped.value)
        ? (stripped.value as { contextual?: unknown }).contextual
        : undefined,
      parsed.locate,
      file,
    ),
  ]);
  if (errors.length > 0 || diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  const config = resolveConfig(stripped.value as UserConfig, (path) => parsed.locate.value(path));
  return { config, diagnostics };
}
