import { describe, expect, it } from 'vitest';
import { safeRelativePath } from '../../src/server/safe-path.js';

describe('safeRelativePath', () => {
  it('maps clean URLs to relative paths', () => {
    expect(safeRelativePath('/')).toBe('');
    expect(safeRelativePath('/guide/setup/')).toBe('guide/setup');
    expect(safeRelativePath('/a%20b.png')).toBe('a b.png');
    expect(safeRelativePath('/docs/guide/', '/docs/')).toBe('guide');
  });

  it.each([
    ['/../etc/passwd'],
    ['/guide/../../etc/passwd'],
    ['/%2e%2e/etc/passwd'],
    ['/%2E%2E/%2E%2E/etc/passwd'],
    ['/..%2fetc%2fpasswd'],
    ['/%2fetc%2fpasswd'],
    ['/guide%5c..%5c..%5csecret'],
    ['/index.html%00.png'],
    ['/%zz'],
    ['/./index.html'],
  ])('refuses %s', (pathname) => {
    expect(safeRelativePath(pathname)).toBeUndefined();
  });

  it('refuses paths outside the base', () => {
    expect(safeRelativePath('/other/page/', '/docs/')).toBeUndefined();
  });
});
