/**
 * Check the configured redirects against the site: a literal source must not be a page or file (the redirect would
 * hide it), a destination must lead somewhere (a page, a file, another redirect's source, or an external URL) and use
 * only the source's parameters, and no chain of redirects may come back to where it started. Pure: works on the graph.
 */
import type { RedirectConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import type { SiteGraph } from '../graph/types.js';
import { planRedirectPages, type RedirectPageProblem } from './redirect-pages.js';
import {
  compilePattern,
  fillDestination,
  isLiteralPattern,
  isUsableSource,
  normalizeRedirectPath,
  patternParams,
  samplePath,
} from '../utils/redirect-pattern.js';
import { isExternalUrl } from '../utils/url.js';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Every problem with `graph.config.redirects`, located at the entry, and the redirects to leave out of the site: a
 * destination with a parameter its source lacks cannot be written, a loop never arrives, and a page or file of the
 * site must not be sent to another site. Mintlify does not say
 * whether it refuses them, and leaving them out loses nothing: warnings, in site.json projects too.
 */
export function checkRedirects(
  graph: SiteGraph,
  configFile: string,
): { diagnostics: Diagnostic[]; leftOut: Set<RedirectConfig> } {
  const redirects = graph.config.redirects;
  const leftOut = new Set<RedirectConfig>();
  if (redirects.length === 0) return { diagnostics: [], leftOut };
  const pages = new Map<string, string>();
  for (const page of graph.pages) {
    pages.set(normalizeRedirectPath(page.url), page.path);
    // Mintlify also serves a page at its file path: `/assistant/index` is the page `assistant/index.mdx`.
    pages.set(normalizeRedirectPath(page.path.replace(/\.mdx?$/, '')), page.path);
  }
  const files = new Set(graph.assets.map((asset) => `/${asset}`));
  // An unusable source matches nothing (it is reported below).
  const matchers = redirects.map((redirect) =>
    isUsableSource(redirect.source) ? compilePattern(redirect.source) : () => undefined,
  );
  const pageProblems = new Map(planRedirectPages(graph).problems.map(({ redirect, problem }) => [redirect, problem]));
  const diagnostics: Diagnostic[] = [];
  const report = (
    redirect: RedirectConfig,
    rule: string,
    message: string,
    hint: string,
    severity: Diagnostic['severity'] = 'error',
  ) =>
    diagnostics.push({
      severity,
      rule,
      file: redirect.file ?? configFile,
      ...(redirect.position && { position: redirect.position }),
      jsonPath: redirect.jsonPath,
      message,
      hint,
    });

  redirects.forEach((redirect, i) => {
    if (!isUsableSource(redirect.source)) {
      report(
        redirect,
        'config/redirect-ignored',
        `redirect source "${redirect.source}" has a ${redirect.source.includes('?') ? '?query' : '#fragment'}, which browsers do not send to the host; the redirect is ignored`,
        'remove the redirect, or make its source a plain path like "/old-page"',
        'warning',
      );
      return;
    }
    const pageProblem = pageProblems.get(redirect);
    if (pageProblem) {
      // A page or file Quire builds, sent to another site: no host config carries it, so the page is kept on every
      // host (issue 23, item 7). A redirect to a page of the site stays for the hosts (projects redirect their own).
      const offsite =
        pageProblem.kind !== 'redirect' && pageProblem.kind !== 'invalid' && isExternalUrl(redirect.destination);
      if (offsite) leftOut.add(redirect);
      const { rule, message, hint } = describePageProblem(redirect.source, pageProblem, offsite);
      report(redirect, rule, message, hint, 'warning');
    }
    if (SCHEME.test(redirect.destination)) return;
    const known = new Set(patternParams(redirect.source));
    const unknown = patternParams(redirect.destination).filter((name) => !known.has(name));
    if (unknown.length > 0) {
      report(
        redirect,
        'config/redirect-unknown-parameter',
        `redirect destination "${redirect.destination}" uses ${unknown.map((n) => (n === 'splat' ? '`*`' : `\`:${n}\``)).join(', ')}, which the source "${redirect.source}" does not have; left out: ${redirect.jsonPath}`,
        'a destination can only reuse the parameters of its source, e.g. "/beta/:slug*" → "/v2/:slug*"',
        'warning',
      );
      leftOut.add(redirect);
      return;
    }
    if (!leadsSomewhere(redirect.destination, pages, files, redirects, matchers, i))
      report(
        redirect,
        'config/redirect-missing-target',
        `redirect destination "${redirect.destination}" is not a page of the site, a file, nor another redirect's source`,
        'point it at a page of the site (e.g. "/guides/setup"), or at an https: URL',
      );
  });
  diagnostics.push(...findLoops(redirects, matchers, pages, configFile, leftOut));
  return { diagnostics, leftOut };
}

/**
 * The rule, message and hint for a literal source that gets no redirect page. Warnings: Quire keeps what is there and
 * says so, and real projects redirect their own pages on purpose (Portkey redirects two of its pages away).
 */
function describePageProblem(
  source: string,
  problem: RedirectPageProblem,
  offsite: boolean,
): { rule: string; message: string; hint: string } {
  const hint = (what: string) =>
    offsite
      ? `Quire keeps ${what} and leaves this redirect out of \`_redirects\` and \`vercel.json\` too, since it would send readers of ${what} to another site: remove the redirect, or change its source`
      : `Quire keeps ${what} and writes no redirect page for this source, but hosts that read \`_redirects\` or \`vercel.json\` may still send readers on: remove the redirect, or change its source`;
  const hides = (what: string, kept = what) => ({
    rule: 'config/redirect-hides-page',
    message: `redirect source "${source}" is ${what}, which the redirect would hide`,
    hint: hint(kept),
  });
  switch (problem.kind) {
    case 'page':
      return hides(`the page ${problem.page}`, 'the page');
    case 'file':
      return hides(`the file ${problem.file}`, 'the file');
    case 'generated':
      return problem.file.endsWith('/')
        ? hides(`inside ${problem.file}, the folder of Quire's own files`, problem.file)
        : hides(
            problem.markdownOf === undefined
              ? `${problem.file}, a file Quire generates`
              : `${problem.file}, the Markdown version of the page ${problem.markdownOf}`,
            problem.file,
          );
    case 'redirect':
      return {
        rule: 'config/redirect-conflict',
        message: `redirect source "${source}" needs its redirect page at ${problem.path}, which clashes with the one of "${problem.other.source}" (${problem.other.jsonPath}) at ${problem.file}: ${problem.path.toLowerCase() === problem.file.toLowerCase() ? 'file systems that ignore case take them for one file' : 'a file cannot also be a folder'}`,
        hint: hint('the first redirect page'),
      };
    case 'invalid':
      return {
        rule: 'config/redirect-invalid-source',
        message: `redirect source "${source}" cannot be a file of the output: ${problem.why}`,
        hint: 'Quire writes no redirect page for it (hosts that read `_redirects` or `vercel.json` still get the entry): give it a plain path like "/old-page"',
      };
  }
}

/** Whether an internal destination names a page, a file or another redirect (patterns: whether any could match). */
function leadsSomewhere(
  destination: string,
  pages: ReadonlyMap<string, string>,
  files: ReadonlySet<string>,
  redirects: readonly RedirectConfig[],
  matchers: ReadonlyArray<(path: string) => unknown>,
  self: number,
): boolean {
  const path = normalizeRedirectPath(destination);
  if (isLiteralPattern(path)) {
    if (pages.has(path) || files.has(path)) return true;
    return matchers.some((match, j) => j !== self && match(path) !== undefined);
  }
  const match = compilePattern(path);
  const candidates = [
    ...pages.keys(),
    ...files,
    ...redirects
      .filter((r, j) => j !== self && isUsableSource(r.source))
      .map((r) => samplePath(normalizeRedirectPath(r.source))),
  ];
  return candidates.some((candidate) => match(candidate) !== undefined);
}

/**
 * One warning per redirect loop, at its first entry: the chain a path follows, as a host would (first match wins).
 * The redirects of the loop are added to `leftOut`.
 */
function findLoops(
  redirects: readonly RedirectConfig[],
  matchers: ReadonlyArray<(path: string) => Record<string, string> | undefined>,
  pages: ReadonlyMap<string, string>,
  configFile: string,
  leftOut: Set<RedirectConfig>,
): Diagnostic[] {
  const reported = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  redirects.forEach((_, start) => {
    const seen: string[] = [];
    const entries: number[] = [];
    if (!isUsableSource(redirects[start].source)) return;
    let path = samplePath(normalizeRedirectPath(redirects[start].source));
    for (let step = 0; step <= redirects.length; step++) {
      if (seen.includes(path)) {
        const cycle = entries.slice(seen.indexOf(path));
        const first = Math.min(...cycle);
        const key = [...cycle].sort((a, b) => a - b).join(',');
        if (first !== start || reported.has(key)) return;
        reported.add(key);
        const redirect = redirects[first];
        const chain = [...seen.slice(seen.indexOf(path)), path].join(' → ');
        const names = [...new Set(cycle)].sort((a, b) => a - b).map((j) => redirects[j].jsonPath);
        for (const j of cycle) leftOut.add(redirects[j]);
        diagnostics.push({
          severity: 'warning',
          rule: 'config/redirect-loop',
          file: redirect.file ?? configFile,
          ...(redirect.position && { position: redirect.position }),
          jsonPath: redirect.jsonPath,
          message: `redirect loop: ${chain}; readers would never arrive, so Quire leaves the loop out: ${names.join(', ')}`,
          hint: `point one of these redirects at a page of the site`,
        });
        return;
      }
      // A page is served, whatever a wildcard redirect around it says (a literal source on a page is reported above).
      if (step > 0 && pages.has(path)) return;
      const next = matchers.findIndex((match) => match(path) !== undefined);
      if (next === -1) return;
      seen.push(path);
      entries.push(next);
      const destination = fillDestination(redirects[next].destination, matchers[next](path) ?? {});
      if (SCHEME.test(destination)) return;
      path = normalizeRedirectPath(destination);
    }
  });
  return diagnostics;
}
