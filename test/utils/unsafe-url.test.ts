import { describe, expect, it } from 'vitest';
import { isScriptUrl, unsafeUrlScheme } from '../../src/utils/unsafe-url.js';

describe('unsafeUrlScheme', () => {
  it('finds javascript:, vbscript: and data: as browsers read them', () => {
    expect(unsafeUrlScheme('javascript:alert(1)')).toBe('javascript');
    expect(unsafeUrlScheme('JavaScript:alert(1)')).toBe('javascript');
    expect(unsafeUrlScheme('\u0001 java\tscr\nipt:alert(1)')).toBe('javascript');
    expect(unsafeUrlScheme('javascript:alert(1)\u0000 ')).toBe('javascript');
    expect(unsafeUrlScheme('VBScript:msgbox')).toBe('vbscript');
    expect(unsafeUrlScheme('data:text/html,<b>x</b>')).toBe('data');
  });

  it('leaves other URLs alone', () => {
    for (const url of [
      'https://example.com/javascript:x',
      'mailto:a@b.c',
      'guide/setup',
      '#top',
      '/javascript',
      'java%73cript:x',
      '',
    ]) {
      expect(unsafeUrlScheme(url), url).toBeUndefined();
    }
  });

  it('accepts data:image/ URLs only when asked (image sources)', () => {
    expect(unsafeUrlScheme('data:image/png;base64,AAAA')).toBe('data');
    expect(unsafeUrlScheme('data:image/png;base64,AAAA', { allowImageData: true })).toBeUndefined();
    expect(unsafeUrlScheme(' DATA: Image/svg+xml,<svg/>', { allowImageData: true })).toBeUndefined();
    expect(unsafeUrlScheme('data:text/html,x', { allowImageData: true })).toBe('data');
    expect(unsafeUrlScheme('data:,image/png', { allowImageData: true })).toBe('data');
    expect(isScriptUrl('javascript:x', { allowImageData: true })).toBe(true);
    expect(isScriptUrl('https://x')).toBe(false);
  });
});
