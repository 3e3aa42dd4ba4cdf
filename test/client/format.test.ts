import { describe, expect, it } from 'vitest';
import { formatCount, withAbsolutePageUrl } from '../../src/client/format.js';

describe('formatCount', () => {
  it('shortens star counts the way GitHub does', () => {
    expect([0, 7, 999, 1000, 1234, 12_345, 99_960, 123_456, 999_499, 999_999, 1_234_567].map(formatCount)).toEqual([
      '0',
      '7',
      '999',
      '1k',
      '1.2k',
      '12.3k',
      '100k',
      '123k',
      '999k',
      '1M',
      '1.2M',
    ]);
  });
});

describe('withAbsolutePageUrl', () => {
  it('turns the page path in an issue body into a full URL, keeping everything else', () => {
    const url = 'https://github.com/a/b/issues/new?title=Docs%3A%20X&body=Page%3A%20%2Fdocs%2Fx%2F%0A%0AWhat';
    const fixed = new URL(withAbsolutePageUrl(url, 'https://acme.dev'));
    expect(fixed.searchParams.get('body')).toBe('Page: https://acme.dev/docs/x/\n\nWhat');
    expect(fixed.searchParams.get('title')).toBe('Docs: X');
    const absolute = 'https://github.com/a/b/issues/new?title=T&body=Page%3A%20https%3A%2F%2Fx.dev%2F';
    expect(new URL(withAbsolutePageUrl(absolute, 'https://acme.dev')).searchParams.get('body')).toBe(
      'Page: https://x.dev/',
    );
  });
});
