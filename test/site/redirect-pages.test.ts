import { describe, expect, it } from 'vitest';
import type { RedirectConfig } from '../../src/config/types.js';
import { planRedirectPages, samePageKey } from '../../src/site/redirect-pages.js';

const redirect = (source: string): RedirectConfig => ({
  source,
  destination: '/guide',
  permanent: true,
  jsonPath: 'redirects[0]',
});

function plan(sources: string[]) {
  return planRedirectPages({
    pages: [
      { url: '/', path: 'index.md', outPath: 'index.html' },
      { url: '/guide/', path: 'guide.md', outPath: 'guide/index.html' },
    ] as never,
    assets: ['logo.png'],
    config: { redirects: sources.map(redirect) } as never,
  });
}

describe('redirect pages', () => {
  it('take every form a host serves a page under for that page', () => {
    for (const form of [
      '/guide',
      '/guide/',
      '/Guide',
      '/guide/index',
      '/guide/index.html',
      '/GUIDE/INDEX.HTM',
      '/g%75ide',
    ])
      expect(samePageKey(form), form).toBe('/guide');
    for (const form of ['/', '/index', '/index.html', '/Index.html/']) expect(samePageKey(form), form).toBe('/');
    expect(samePageKey('/guide.html')).toBe('/guide.html');
  });

  it('go to their own path, the first of two equal sources only, patterns and ignored sources none', () => {
    const { pages, problems } = plan(['/old', '/old/', '/old.html', '/beta/:slug*', '/x#y', '/new/page']);
    expect(pages.map((p) => [p.redirect.source, p.path])).toEqual([
      ['/old', 'old/index.html'],
      ['/old.html', 'old.html'],
      ['/new/page', 'new/page/index.html'],
    ]);
    expect(problems).toEqual([]);
  });

  it("never go over a page, a file or Quire's files", () => {
    const { pages, problems } = plan(['/index.html', '/guide/index', '/logo.png', '/guide.md', '/_quire/x', '/%2e%2e']);
    expect(pages).toEqual([]);
    expect(problems.map((p) => [p.redirect.source, p.problem.kind])).toEqual([
      ['/index.html', 'page'],
      ['/guide/index', 'page'],
      ['/logo.png', 'file'],
      ['/guide.md', 'generated'],
      ['/_quire/x', 'generated'],
      ['/%2e%2e', 'invalid'],
    ]);
  });
});
