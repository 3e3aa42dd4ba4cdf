/**
 * Cloudflare Pages' limits on `_redirects` and `_headers`: a site past them gets a warning at the first entry
 * Cloudflare would drop, and `_redirects` lists plain paths first so that they count as static redirects.
 */
import { describe, expect, it } from 'vitest';
import type { RedirectConfig } from '../../src/config/types.js';
import { createNetlifyRedirects, netlifyRedirectOrder } from '../../src/render/redirect-files.js';
import { CLOUDFLARE_LIMITS, checkHeaderLimits, checkRedirectLimits } from '../../src/site/host-limits.js';
import { buildDeploySite } from './helpers/deploy-site.js';

function redirect(source: string, destination: string, index: number): RedirectConfig {
  return {
    source,
    destination,
    permanent: true,
    jsonPath: `redirects[${index}]`,
    position: { line: index + 2, column: 5 },
  };
}

const sources = (list: RedirectConfig[]) => list.map((r) => r.source);

describe('the order of _redirects', () => {
  it('puts plain paths before patterns, unless a pattern before them matches them', () => {
    const list = [
      redirect('/beta/:slug*', '/v2/:slug*', 0),
      redirect('/old', '/new', 1),
      // Matched by the pattern above: a host reaches the pattern first, so this line must stay after it.
      redirect('/beta/kept', '/v2/other', 2),
      redirect('/docs/*', '/guides', 3),
      redirect('/older', '/old', 4),
    ];
    expect(sources(netlifyRedirectOrder(list))).toEqual(['/old', '/older', '/beta/:slug*', '/beta/kept', '/docs/*']);
    expect(String(createNetlifyRedirects(list, '/').content).split('\n').slice(1, -1)).toEqual([
      '/old /new 301',
      '/older /old 301',
      '/beta/* /v2/:splat 301',
      '/beta/kept /v2/other 301',
      '/docs/* /guides 301',
    ]);
  });
});

describe('Cloudflare Pages limits', () => {
  it('warn at the first static redirect past 2,000, at its entry', () => {
    const list = Array.from({ length: CLOUDFLARE_LIMITS.staticRedirects + 3 }, (_, i) => redirect(`/p${i}`, '/', i));
    expect(checkRedirectLimits(list.slice(0, -3), '/', 'site.json')).toEqual([]);
    const [warning, ...rest] = checkRedirectLimits(list, '/', 'site.json');
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({
      severity: 'warning',
      rule: 'deploy/host-limit',
      file: 'site.json',
      jsonPath: 'redirects[2000]',
      position: { line: 2002, column: 5 },
    });
    expect(warning.message).toContain('2,003 redirects from plain paths');
  });

  it('warn at the 101st line from the first pattern on, plain paths after it included', () => {
    const patterns = Array.from({ length: 99 }, (_, i) => redirect(`/old${i}/:slug*`, '/new/:slug*', i));
    // Plain paths that a pattern before them matches stay behind it, and count as dynamic.
    const shadowed = [redirect('/old0/a', '/', 99), redirect('/old0/b', '/', 100)];
    const list = [...patterns, ...shadowed];
    const warnings = checkRedirectLimits(list, '/', 'site.json');
    expect(warnings.map((w) => w.jsonPath)).toEqual(['redirects[100]']);
    expect(warnings[0].message).toContain('101 lines from its first pattern');
    expect(checkRedirectLimits(list.slice(0, -1), '/', 'site.json')).toEqual([]);
  });

  it('warn about a redirect line over 1,000 characters', () => {
    const long = `/${'a'.repeat(1000)}`;
    const warnings = checkRedirectLimits([redirect('/short', long, 0), redirect(long, '/', 1)], '/', 'site.json');
    expect(warnings.map((w) => w.jsonPath)).toEqual(['redirects[0]', 'redirects[1]']);
  });

  it('warn about a _headers line over 2,000 characters, naming the header', () => {
    const ok = `/*\n  Content-Security-Policy: ${'a'.repeat(1900)}\n`;
    expect(checkHeaderLimits(ok, 'site.json')).toEqual([]);
    const [warning] = checkHeaderLimits(`# note\n/*\n  Content-Security-Policy: ${'a'.repeat(2000)}\n`, 'site.json');
    expect(warning).toMatchObject({ severity: 'warning', rule: 'deploy/host-limit', file: 'site.json' });
    expect(warning.message).toMatch(/^the Content-Security-Policy line of _headers is 2,027 characters long/);
  });

  it('a build of a site with too many patterns warns, and still writes every redirect', async () => {
    const count = CLOUDFLARE_LIMITS.dynamicRedirects + 1;
    const built = await buildDeploySite(
      {
        'site.json': {
          name: 'Many',
          navigation: [{ group: 'Docs', pages: ['index', 'v2/intro'] }],
          redirects: Array.from({ length: count }, (_, i) => ({
            source: `/old${i}/:slug*`,
            destination: '/v2/:slug*',
          })),
        },
        'index.md': '# Home\n',
        'v2/intro.md': '# Intro\n',
      },
      '/',
    );
    try {
      expect(built.result.ok).toBe(true);
      expect(built.result.diagnostics.filter((d) => d.rule === 'deploy/host-limit').map((d) => d.jsonPath)).toEqual([
        `redirects[${CLOUDFLARE_LIMITS.dynamicRedirects}]`,
      ]);
    } finally {
      built.remove();
    }
  });
});
