/**
 * The host config files a build writes, read by the hosts' own parsers: `_redirects` and `_headers` by Netlify's
 * (`@netlify/redirect-parser`, `@netlify/headers-parser`, which Netlify's build runs), `vercel.json` by Vercel's
 * schemas and route compiler (`@vercel/routing-utils`), and both Netlify files against Cloudflare Pages' limits.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import {
  getTransformedRoutes,
  headersSchema,
  redirectsSchema,
  type Redirect,
  type Header as VercelHeader,
} from '@vercel/routing-utils';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOUDFLARE_LIMITS } from '../../src/site/host-limits.js';
import { BASE, buildDeploySite, type BuiltSite } from './helpers/deploy-site.js';

let site: BuiltSite;
beforeAll(async () => {
  site = await buildDeploySite();
});
afterAll(() => site?.remove());

const file = (name: string) => path.join(site.outDir, name);
const text = (name: string) => readFileSync(file(name), 'utf8');

/** What the hosts' parsers keep of a redirect. */
function rule(from: string, to: string, status: number) {
  return { from, to, status };
}

describe('the host config files of a build', () => {
  it('build without errors or warnings', () => {
    expect(site.result.ok).toBe(true);
    expect(site.result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('_redirects: Netlify parses every line, with the status and the splat of each entry', async () => {
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [file('_redirects')],
      configRedirects: [],
      minimal: true,
    });
    expect(errors).toEqual([]);
    expect(redirects.map((r) => rule(...fields(r)))).toEqual([
      // Plain paths first, in config order; then the patterns, in config order.
      rule('/docs/old-page', '/docs/new-page', 301),
      rule('/docs/promo', '/docs/guides/setup#install', 302),
      rule('/docs/community', 'https://github.com/acme/acme/discussions', 301),
      // A space would end the field: it is percent-encoded, as the browser sends it.
      rule('/docs/old%20guide', '/docs/guides/setup', 301),
      rule('/docs/beta/*', '/docs/v2/:splat', 301),
      rule('/docs/users/:id/profile', '/docs/v2/intro', 302),
      rule('/docs/articles/concepts-*', '/docs/guides/setup', 301),
    ]);
  });

  it('_headers: Netlify parses one rule for every path, with the policy naming the analytics and the API', async () => {
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [file('_headers')],
      configHeaders: [],
      minimal: true,
    });
    expect(errors).toEqual([]);
    expect(headers).toHaveLength(1);
    const [only] = headers;
    expect(only.for).toBe('/*');
    expect(Object.keys(only.values)).toEqual(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy']);
    expect(only.values['X-Content-Type-Options']).toBe('nosniff');
    expect(only.values['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(String(only.values['Content-Security-Policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://www.googletagmanager.com', 'https://plausible.io']),
    );
    // The inline theme script and GA4's inline loader, each allowed by its hash (Plausible's is a file).
    expect(csp.get('script-src')?.filter((s) => s.startsWith("'sha256-"))).toHaveLength(2);
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['https://api.acme.example']));
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('vercel.json: valid under Vercel schemas, with the same headers as _headers and every redirect', async () => {
    const config = JSON.parse(text('vercel.json')) as {
      $schema: string;
      headers: VercelHeader[];
      redirects: Redirect[];
    };
    expect(Object.keys(config).sort()).toEqual(['$schema', 'framework', 'headers', 'outputDirectory', 'redirects']);
    // Deployed as it is: no framework detection or build, and the whole folder served (not a `public/` inside it).
    expect(config).toMatchObject({ framework: null, outputDirectory: '.' });
    // Not strict: Vercel's schemas carry keywords of their own (`private`).
    const ajv = new Ajv({ allErrors: true, strict: false });
    for (const [schema, value] of [
      [headersSchema, config.headers],
      [redirectsSchema, config.redirects],
    ] as const) {
      const validate = ajv.compile(schema);
      expect(validate(value), ajv.errorsText(validate.errors)).toBe(true);
    }
    const netlify = await parseAllHeaders({ headersFiles: [file('_headers')], configHeaders: [], minimal: true });
    expect(config.headers).toEqual([
      {
        source: '/(.*)',
        headers: Object.entries(netlify.headers[0].values).map(([key, value]) => ({ key, value })),
      },
    ]);
    // The configured redirects, then the two that send a page asked for as Markdown to its `.md`.
    expect(config.redirects).toHaveLength(9);
  });

  it('vercel.json: Vercel compiles it into routes that send each sample path where the config says', () => {
    const config = JSON.parse(text('vercel.json'));
    const transformed = getTransformedRoutes(config);
    expect(transformed.error).toBeNull();
    // The fields of a route this test reads (handle-only routes have no `src`).
    const routes = (transformed.routes ?? []) as Array<{
      src?: string;
      status?: number;
      continue?: boolean;
      headers?: Record<string, string>;
      has?: Array<{ type: string; key: string; value: string }>;
    }>;
    // As Vercel matches a route: its path, then each `has` condition on a request header (a regular expression).
    const follow = (pathname: string, accept?: string) => {
      for (const route of routes) {
        if (route.src === undefined || route.status === undefined) continue;
        const conditions = route.has ?? [];
        if (!conditions.every((c) => c.type === 'header' && c.key === 'accept' && accept !== undefined)) continue;
        if (!conditions.every((c) => new RegExp(`^${c.value}$`).test(accept ?? ''))) continue;
        const match = new RegExp(route.src).exec(pathname);
        if (!match) continue;
        const location = route.headers?.Location?.replace(/\$(\d+)/g, (_: string, i: string) => match[Number(i)] ?? '');
        return { status: route.status, location };
      }
      return undefined;
    };
    expect(follow('/docs/old-page')).toEqual({ status: 308, location: '/docs/new-page' });
    expect(follow('/docs/promo')).toEqual({ status: 307, location: '/docs/guides/setup#install' });
    expect(follow('/docs/beta/a/b')).toEqual({ status: 308, location: '/docs/v2/a/b' });
    expect(follow('/docs/users/42/profile')).toEqual({ status: 307, location: '/docs/v2/intro' });
    expect(follow('/docs/articles/concepts-graphs')).toEqual({ status: 308, location: '/docs/guides/setup' });
    expect(follow('/docs/community')).toEqual({
      status: 308,
      location: 'https://github.com/acme/acme/discussions',
    });
    // Pages are not redirected, and a redirect outside the base is not matched.
    expect(follow('/docs/new-page/')).toBeUndefined();
    expect(follow('/old-page')).toBeUndefined();
    // A page asked for as Markdown goes to its `.md` (which the build wrote); a browser stays on the page.
    expect(follow('/docs/guides/setup/', 'text/markdown')).toEqual({ status: 307, location: '/docs/guides/setup.md' });
    expect(follow('/docs/', 'text/markdown, */*')).toEqual({ status: 307, location: '/docs/index.md' });
    expect(readFileSync(file('guides/setup.md'), 'utf8')).toMatch(/^# /);
    expect(readFileSync(file('index.md'), 'utf8')).toMatch(/^# /);
    expect(follow('/docs/guides/setup/', 'text/html,application/xhtml+xml,*/*;q=0.8')).toBeUndefined();
    expect(follow('/docs/logo.png', 'text/markdown')).toBeUndefined();
    // Every path gets the headers.
    const headerRoutes = routes.filter((route) => route.src !== undefined && route.continue && route.headers);
    expect(headerRoutes).toHaveLength(1);
    const [headerRoute] = headerRoutes;
    expect(new RegExp(headerRoute.src ?? '').test('/docs/guides/setup/')).toBe(true);
    expect(headerRoute.headers?.['Content-Security-Policy']).toContain("script-src 'self' 'sha256-");
  });

  it('stay within the limits of Cloudflare Pages, which reads the same _redirects and _headers', () => {
    const lines = text('_redirects')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    const firstDynamic = lines.findIndex((line) => /[*:]/.test(line.split(' ')[0]));
    expect(firstDynamic).toBe(4);
    expect(lines.length - firstDynamic).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.dynamicRedirects);
    expect(firstDynamic).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.staticRedirects);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.redirectLineLength);
    // Cloudflare's codes: 301, 302, 303, 307, 308.
    for (const line of lines) expect(line.split(' ')[2]).toMatch(/^30[12378]$/);
    const headerLines = text('_headers')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(headerLines.filter((line) => !line.startsWith(' '))).toEqual(['/*']);
    for (const line of headerLines) expect(line.length).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.headerLineLength);
  });

  it('every path in them is under the base', () => {
    for (const line of text('_redirects').split('\n')) {
      if (line === '' || line.startsWith('#')) continue;
      expect(line.startsWith(BASE)).toBe(true);
    }
    for (const redirect of JSON.parse(text('vercel.json')).redirects as Redirect[])
      expect(redirect.source.startsWith(BASE)).toBe(true);
  });
});

/** The source, destination and status of a parsed Netlify redirect. */
function fields(redirect: unknown): [string, string, number] {
  const { from, to, status } = redirect as { from: string; to: string; status: number };
  return [from, to, status];
}

/** A policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}
