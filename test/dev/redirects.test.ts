/** The dev server's answer to a configured redirect: Netlify's reading of the built `_redirects`, on-site only. */
import { describe, expect, it } from 'vitest';
import type { RedirectConfig } from '../../src/config/types.js';
import { createRedirectMatcher } from '../../src/dev/redirects.js';

const entry = (source: string, destination: string, permanent = true): RedirectConfig => ({
  source,
  destination,
  permanent,
  jsonPath: 'redirects[0]',
});

describe('dev redirects', () => {
  it('fill parameters into the destination, under the base, with the status of `permanent`', () => {
    const match = createRedirectMatcher(
      [entry('/beta/:slug*', '/v2/:slug*'), entry('/u/:id/edit', '/users/:id#edit', false)],
      '/docs/',
    );
    expect(match('beta/a/b')).toEqual({ location: '/docs/v2/a/b', status: 301 });
    expect(match('beta')).toEqual({ location: '/docs/v2', status: 301 });
    expect(match('u/42/edit')).toEqual({ location: '/docs/users/42#edit', status: 302 });
    expect(match('u/42')).toBeUndefined();
  });

  it('take the first match in the order of _redirects', () => {
    const match = createRedirectMatcher([entry('/old/*', '/new'), entry('/old/kept', '/kept')], '/');
    expect(match('old/kept')).toEqual({ location: '/new', status: 301 });
    const literalFirst = createRedirectMatcher([entry('/a/*', '/wild'), entry('/b', '/plain')], '/');
    expect(literalFirst('b')).toEqual({ location: '/plain', status: 301 });
  });

  it('keep a splat that starts with a slash on this site, and send only ASCII', () => {
    const match = createRedirectMatcher([entry('/go*', '/*'), entry('/café/:x', '/thé/:x')], '/');
    expect(match('go/evil.example')).toEqual({ location: '/evil.example', status: 301 });
    // A `?` or `#` in a path segment stays in the path.
    expect(match('café/a?b#c')).toEqual({ location: '/th%C3%A9/a%3Fb%23c', status: 301 });
  });

  it('send an off-site destination as written, parameters encoded', () => {
    const match = createRedirectMatcher([entry('/away/:page', 'https://example.com/:page?x=1')], '/docs/');
    expect(match('away/a b')).toEqual({ location: 'https://example.com/a%20b?x=1', status: 301 });
  });
});
