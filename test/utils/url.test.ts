import { describe, expect, it } from 'vitest';
import { absoluteUrl, isExternalUrl, normalizeBase, resolveRelativePath, withBase } from '../../src/utils/url.js';

describe('url helpers', () => {
  it('normalises base paths', () => {
    expect(normalizeBase(undefined)).toBe('/');
    expect(normalizeBase('')).toBe('/');
    expect(normalizeBase('docs')).toBe('/docs/');
    expect(normalizeBase('/docs')).toBe('/docs/');
    expect(normalizeBase('/a/b/')).toBe('/a/b/');
  });

  it('prefixes site URLs but not external ones', () => {
    expect(withBase('/docs/', '/guide/setup/')).toBe('/docs/guide/setup/');
    expect(withBase('/', '/')).toBe('/');
    expect(withBase('/docs/', 'https://x.dev/a')).toBe('https://x.dev/a');
    expect(withBase('/docs/', 'mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(withBase('/docs/', '#top')).toBe('#top');
  });

  it('recognises external URLs', () => {
    expect(isExternalUrl('//cdn.example.com/x')).toBe(true);
    expect(isExternalUrl('/guide/')).toBe(false);
  });

  it('builds absolute URLs from the site origin', () => {
    expect(absoluteUrl('https://docs.example.com/ignored', '/docs/a/')).toBe('https://docs.example.com/docs/a/');
  });
});

describe('resolveRelativePath', () => {
  it('resolves . and .. against a folder, keeps a trailing slash, and refuses to climb above the root', () => {
    expect(resolveRelativePath('../b/./c.md', 'guide/sub')).toBe('guide/b/c.md');
    expect(resolveRelativePath('/x/y/', '')).toBe('x/y/');
    expect(resolveRelativePath('a', '')).toBe('a');
    expect(resolveRelativePath('..', 'guide')).toBe('');
    expect(resolveRelativePath('../../a', 'guide')).toBeUndefined();
  });
});
