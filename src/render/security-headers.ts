/**
 * The `_headers` file of the built site (Netlify and Cloudflare Pages read it; other hosts take the same header
 * lines in their own config): a strict Content-Security-Policy with no `unsafe-inline` for scripts. The only inline
 * scripts Quire writes are the theme script and the loaders of configured analytics services (`analytics.ts`) in
 * `<head>`; they are allowed by their SHA-256, computed here from the HTML the build actually wrote (so a
 * `theme-script.eta` override is hashed too); the services' own hosts come from `analytics.ts`. Script written as raw HTML inside markdown
 * is not allowed: move it to a static `.js` file. What the authors' pages embed is allowed and nothing more: the
 * origins of their `<iframe>`s (`frame-src`) and of their `<video>`/`<audio>` (`media-src`), and `style` attributes
 * (`style-src-attr`) when some page has them, and the `<style>` elements pages have, by hash (`style-src`)
 * (`page-sources.ts` reads each rendered page).
 */
import { createHash } from 'node:crypto';
import type { AnalyticsConfig } from '../config/types.js';
import { isPolicySource, policyOrigin } from '../utils/policy-origin.js';
import { analyticsSources } from './analytics.js';
import type { PageSources } from './page-sources.js';
import type { GeneratedFile } from './styles.js';

/** What goes into the policy besides the site's own origin. */
export interface SecurityHeaderOptions {
  /** HTML of a page of the site, to find the inline scripts of the page shell in. */
  sampleHtml: string;
  /** Origins the browser may call: the API base URLs the playground sends to, its proxy. */
  connect: readonly string[];
  /** The analytics services and widgets of the site: their hosts are added, and nothing when there are none. */
  analytics?: AnalyticsConfig;
  /** Origins of the remote font files of `font` (see `appearance-css.ts`); none when every font is local. */
  fonts?: readonly string[];
  /** What the site's pages embed and whether they have `style` attributes (`page-sources.ts`, over every page). */
  pages?: PageSources;
  /** Whether the docs folder has its own `.js` files (`site/author-files.ts`), which may write `style` attributes. */
  authorScripts?: boolean;
}

/** The `Content-Security-Policy` value for pages whose inline scripts are those of `sampleHtml`. */
export function createContentSecurityPolicy(options: SecurityHeaderOptions): string {
  const hashes = inlineScripts(options.sampleHtml).map(
    (code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
  const connect = [...new Set(options.connect.map(policyOrigin).filter((o): o is string => o !== undefined))].sort();
  const analytics = analyticsSources(options.analytics);
  const pages = options.pages ?? {};
  const withoutSelf = (sources: readonly string[]) => sources.filter((source) => source !== "'self'");
  const frames = withoutSelf(pages.frame ?? []);
  const media = [...new Set([...analytics['media-src'], ...withoutSelf(pages.media ?? [])])].sort();
  // Only plain `scheme://host[:port]` sources: a `;` or space in a host would add a directive (the config checks
  // report such hosts at their setting; this keeps any that got past them out).
  const extra = (sources: readonly string[]) =>
    sources
      .filter(isPolicySource)
      .map((source) => ` ${source}`)
      .join('');
  return [
    "default-src 'self'",
    // wasm-unsafe-eval: the search index (Pagefind) runs as WebAssembly; it allows no JavaScript eval.
    `script-src 'self' ${[...new Set(hashes)].join(' ')} 'wasm-unsafe-eval'${extra(analytics['script-src'])}`.replace(
      / {2,}/g,
      ' ',
    ),
    // Stylesheets: Quire's own files and the author's `.css` files; <style> elements: only those a page has, each
    // by the hash of its text (a snippet component's own sheet).
    `style-src 'self'${(pages.style ?? []).map((hash) => ` ${hash}`).join('')}`,
    // `style` attributes (`style={{…}}` in MDX, `style="…"` in HTML) when a page has one, or when the author's own
    // scripts may write them; Quire's own markup has none. Attributes only: no <style> element, no stylesheet.
    ...(pages.styleAttribute || options.authorScripts ? ["style-src-attr 'unsafe-inline'"] : []),
    "img-src 'self' data: https:",
    // The GitHub star count of a `github` CTA, the API the playground calls, and the analytics services.
    `connect-src 'self' https://api.github.com${extra(connect)}${extra(analytics['connect-src'])}`,
    `font-src 'self'${extra([...new Set([...analytics['font-src'], ...(options.fonts ?? [])])])}`,
    // What pages embed (YouTube, Loom … in <iframe>; <video>, <audio>), exactly those origins; without any,
    // `default-src 'self'` applies as before.
    ...(frames.length > 0 ? [`frame-src 'self'${extra(frames)}`] : []),
    ...(media.length > 0 ? [`media-src 'self'${extra(media)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** A response header, as the hosts' config files name it. */
export interface SecurityHeader {
  key: string;
  value: string;
}

/** The headers every path of the site gets: the policy and a few safe defaults (`_headers` and `vercel.json` alike). */
export function createSecurityHeaders(options: SecurityHeaderOptions): SecurityHeader[] {
  return [
    { key: 'Content-Security-Policy', value: createContentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  ];
}

/** The `_headers` file: every path gets the headers of {@link createSecurityHeaders}. */
export function createSecurityHeadersFile(
  options: SecurityHeaderOptions,
  headers: readonly SecurityHeader[] = createSecurityHeaders(options),
): GeneratedFile {
  const lines = [
    '# Security headers for static hosts (Netlify, Cloudflare Pages: this file is read as is; Vercel: the same headers',
    "# are in vercel.json; elsewhere copy the lines into the host's header settings). Generated by quire build; the",
    "# script hashes are those of the page shell's inline scripts.",
    '/*',
    ...headers.map(({ key, value }) => `  ${key}: ${value}`),
    '',
  ];
  return { path: '_headers', content: lines.join('\n') };
}

/** The code of every inline classic script of `html` (not `src=` scripts, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    out.push(match[2]);
  }
  return out;
}
