/**
 * Check the font files `font` names against the docs folder. A missing file is a warning, not an error: the text
 * still shows, in the fallback fonts (so its rule is `config/missing-font`, not `config/missing-file`, which
 * `--allow-broken-links` decides). A URL Quire will not load (not http or https, or a host that is not only a host)
 * gets a warning too. Pure: works on
 * the file list.
 */
import type { SiteConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { normalizePageRef } from '../graph/page-refs.js';
import { isLocalFontUrl } from '../render/appearance-css.js';
import { didYouMean } from '../utils/did-you-mean.js';
import { policyOrigin } from '../utils/policy-origin.js';
import { decodeUriSafe } from '../utils/url.js';

/** A warning for each font file that is neither a file of `files` nor an http(s) URL. */
export function checkFontFiles(config: SiteConfig, files: readonly string[], configFile: string): Diagnostic[] {
  const known = new Set(files);
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const font of [config.fonts?.heading, config.fonts?.body]) {
    if (font?.url === undefined || font.jsonPath === undefined || seen.has(font.jsonPath)) continue;
    seen.add(font.jsonPath);
    const problem = isLocalFontUrl(font.url) ? missingLocal(font.url, known, files) : unsupportedScheme(font.url);
    if (!problem) continue;
    diagnostics.push({
      severity: 'warning',
      rule: 'config/missing-font',
      file: configFile,
      jsonPath: font.jsonPath,
      ...(font.position && { position: font.position }),
      message: problem.message,
      hint: problem.hint,
    });
  }
  return diagnostics;
}

function missingLocal(
  url: string,
  known: ReadonlySet<string>,
  files: readonly string[],
): { message: string; hint: string } | undefined {
  // As a browser reads it: the query and fragment are not part of the path, and `%20` is a space.
  const path = normalizePageRef(decodeUriSafe(url.replace(/[?#].*$/s, '')));
  if (path !== undefined && known.has(path)) return undefined;
  const suggestion = path === undefined ? undefined : didYouMean(path, files);
  return {
    message:
      path === undefined
        ? `expected a font file inside the docs folder, found "${url}", which points outside it; text falls back to the system fonts`
        : `expected a font file of the docs folder at "${url}", found none; text falls back to the system fonts`,
    hint: suggestion
      ? `did you mean "/${suggestion}"?`
      : 'give the path of a font file in the docs folder from its root, e.g. "/fonts/inter.woff2", or an https: URL',
  };
}

function unsupportedScheme(url: string): { message: string; hint: string } | undefined {
  if (policyOrigin(url) !== undefined) return undefined;
  // Its origin would go into `font-src` of the Content-Security-Policy, where a `;` in the host adds a directive.
  if (/^https?:\/\//i.test(url))
    return {
      message: `expected a font URL whose host is a plain host name, found "${url}"; the font is not loaded, nor named in _headers`,
      hint: 'give the https: URL of the font file, e.g. "https://fonts.example.com/inter.woff2"',
    };
  return {
    message: `expected a font file path or an http(s) URL, found "${url}"; the font is not loaded`,
    hint: 'give the path of a font file in the docs folder, e.g. "/fonts/inter.woff2", or an https: URL',
  };
}
