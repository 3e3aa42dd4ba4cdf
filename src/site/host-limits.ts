/**
 * The limits Cloudflare Pages puts on `_redirects` and `_headers` (Netlify and Vercel publish none that a docs site
 * reaches): 2,000 static and 100 dynamic redirects, where every line from the first pattern on counts as dynamic;
 * 1,000 characters per redirect line; 100 header rules; 2,000 characters per header line. Past them Cloudflare
 * ignores the rest without a word, so the build warns, at the first entry that would be lost.
 */
import type { RedirectConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { netlifyRedirectLine, netlifyRedirectOrder } from '../render/redirect-files.js';
import { isLiteralPattern } from '../utils/redirect-pattern.js';

/** Cloudflare Pages' documented limits (developers.cloudflare.com/pages/configuration/redirects/ and …/headers/). */
export const CLOUDFLARE_LIMITS = {
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectLineLength: 1000,
  headerRules: 100,
  headerLineLength: 2000,
} as const;

const RULE = 'deploy/host-limit';

/** A warning for each Cloudflare limit that `_redirects`, as the build writes it for `redirects`, goes past. */
export function checkRedirectLimits(
  redirects: readonly RedirectConfig[],
  base: string,
  configFile: string,
): Diagnostic[] {
  const ordered = netlifyRedirectOrder(redirects);
  const firstPattern = ordered.findIndex((redirect) => !isLiteralPattern(redirect.source));
  const staticCount = firstPattern === -1 ? ordered.length : firstPattern;
  const dynamicCount = ordered.length - staticCount;
  const at = (redirect: RedirectConfig) => ({
    file: redirect.file ?? configFile,
    ...(redirect.position && { position: redirect.position }),
    jsonPath: redirect.jsonPath,
  });
  const diagnostics: Diagnostic[] = [];
  if (staticCount > CLOUDFLARE_LIMITS.staticRedirects)
    diagnostics.push({
      severity: 'warning',
      rule: RULE,
      ...at(ordered[CLOUDFLARE_LIMITS.staticRedirects]),
      message: `_redirects has ${staticCount.toLocaleString('en-US')} redirects from plain paths; Cloudflare Pages reads the first ${CLOUDFLARE_LIMITS.staticRedirects.toLocaleString('en-US')} and ignores this one and those after it`,
      hint: 'on Cloudflare Pages their redirect pages still send readers on (without a 301); Netlify and Vercel read them all. To keep them all on Cloudflare, remove redirects nobody follows any more',
    });
  if (dynamicCount > CLOUDFLARE_LIMITS.dynamicRedirects)
    diagnostics.push({
      severity: 'warning',
      rule: RULE,
      ...at(ordered[staticCount + CLOUDFLARE_LIMITS.dynamicRedirects]),
      message: `_redirects has ${dynamicCount} lines from its first pattern (\`:name\` or \`*\`) on; Cloudflare Pages counts them all as dynamic redirects, reads the first ${CLOUDFLARE_LIMITS.dynamicRedirects}, and ignores this one and those after it`,
      hint: 'combine patterns (one "/old/:slug*" instead of one per page), or list plain paths before the patterns that match them',
    });
  for (const redirect of ordered) {
    const length = netlifyRedirectLine(redirect, base).length;
    if (length > CLOUDFLARE_LIMITS.redirectLineLength)
      diagnostics.push({
        severity: 'warning',
        rule: RULE,
        ...at(redirect),
        message: `this redirect's line in _redirects is ${length} characters long; Cloudflare Pages ignores lines over ${CLOUDFLARE_LIMITS.redirectLineLength}`,
        hint: 'shorten the source or the destination',
      });
  }
  return diagnostics;
}

/** A warning for each Cloudflare limit that the `_headers` file `content` goes past. */
export function checkHeaderLimits(content: string, configFile: string): Diagnostic[] {
  const lines = content.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const rules = lines.filter((line) => !/^\s/.test(line)).length;
  const diagnostics: Diagnostic[] = [];
  if (rules > CLOUDFLARE_LIMITS.headerRules)
    diagnostics.push({
      severity: 'warning',
      rule: RULE,
      file: configFile,
      message: `_headers has ${rules} rules; Cloudflare Pages reads at most ${CLOUDFLARE_LIMITS.headerRules}`,
    });
  for (const line of lines) {
    if (line.length <= CLOUDFLARE_LIMITS.headerLineLength) continue;
    const name = /^\s*([^:]+):/.exec(line)?.[1] ?? line.slice(0, 40);
    diagnostics.push({
      severity: 'warning',
      rule: RULE,
      file: configFile,
      message: `the ${name} line of _headers is ${line.length.toLocaleString('en-US')} characters long; Cloudflare Pages ignores lines over ${CLOUDFLARE_LIMITS.headerLineLength.toLocaleString('en-US')}, so pages there would be served without it`,
      hint: 'the policy lists the API base URLs and the analytics services of the config: fewer of them make it shorter (Netlify and Vercel take it as it is)',
    });
  }
  return diagnostics;
}
