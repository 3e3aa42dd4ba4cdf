import { describe, expect, it } from 'vitest';
import {
  getPageUrls,
  isExternalUrl,
  isPagePath,
  normalizePrefix,
  prefixUrl,
  stripPageExtension,
} from '../../src/graph/urls.js';

describe('getPageUrls', () => {
  it.each([
    ['guide/setup.md', 'guide/setup', '/guide/setup/', 'guide/setup/index.html'],
    ['quickstart.mdx', 'quickstart', '/quickstart/', 'quickstart/index.html'],
    ['index.md', 'index', '/', 'index.html'],
    ['index.mdx', 'index', '/', 'index.html'],
    ['guide/index.md', 'guide/index', '/guide/', 'guide/index.html'],
    ['a/b/c/index.mdx', 'a/b/c/index', '/a/b/c/', 'a/b/c/index.html'],
    ['guide/reindex.md', 'guide/reindex', '/guide/reindex/', 'guide/reindex/index.html'],
    [
      'guía/café con leche.md',
      'guía/café con leche',
      '/gu%C3%ADa/caf%C3%A9%20con%20leche/',
      'guía/café con leche/index.html',
    ],
  ])('%s → slug %s, url %s, out %s', (path, slug, url, outPath) => {
    expect(getPageUrls(path)).toEqual({ slug, url, outPath });
  });
});

describe('url helpers', () => {
  it('recognises external anchor and tab urls', () => {
    expect(
      ['https://x.dev', 'http://x.dev/a', 'HTTPS://X.DEV', 'mailto:a@b.c', '//cdn.x.dev'].map(isExternalUrl),
    ).toEqual([true, true, true, true, true]);
    expect(['api', '/api/', 'api-reference', 'https-guide', ''].map(isExternalUrl)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('normalises prefixes and their URLs', () => {
    expect(['/api/', 'api', '//api/v2//', ' api ', '/'].map(normalizePrefix)).toEqual([
      'api',
      'api',
      'api/v2',
      'api',
      '',
    ]);
    expect(prefixUrl('api/v2')).toBe('/api/v2/');
    expect(prefixUrl('')).toBe('/');
  });

  it('knows page files by extension', () => {
    expect(['a.md', 'a.mdx', 'a.markdown', 'a.md.bak', 'img.png'].map(isPagePath)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(stripPageExtension('a/b.mdx')).toBe('a/b');
    expect(stripPageExtension('a/b.png')).toBe('a/b.png');
  });
});
