import { describe, expect, it } from 'vitest';
import { getSocialIcon, loadIcon, toInlineSvg } from '../../src/icons/index.js';

describe('loadIcon', () => {
  it('inlines a decorative, currentColor SVG without the licence comment', () => {
    const svg = loadIcon({ name: 'house', style: 'solid' });
    expect(svg).toMatch(
      /^<svg class="q-icon" viewBox="0 0 512 512" fill="currentColor" aria-hidden="true" focusable="false"><path d="M/,
    );
    expect(svg).not.toContain('<!--');
    expect(svg).not.toContain('xmlns');
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(loadIcon({ name: 'house', style: 'solid' }, 'a b')).toContain('<svg class="a b" ');
  });

  it('throws (a bug, not a user mistake) for an icon that does not exist', () => {
    expect(() => loadIcon({ name: 'nope-nope', style: 'solid' })).toThrow(
      'Internal error: no Font Awesome icon solid/nope-nope',
    );
  });

  it('rejects files that are not Font Awesome SVGs', () => {
    expect(() => toInlineSvg('<svg></svg>')).toThrow(/Internal error/);
    expect(toInlineSvg('<svg xmlns="x" viewBox="0 0 1 1"><!--c--><path fill="currentColor" d="M0"/></svg>')).toBe(
      '<svg viewBox="0 0 1 1" fill="currentColor" aria-hidden="true" focusable="false"><path d="M0"/></svg>',
    );
  });
});

describe('getSocialIcon', () => {
  it('names each platform and maps X, Hacker News and websites to their icons', () => {
    expect(getSocialIcon('github')).toEqual({ label: 'GitHub', icon: { name: 'github', style: 'brands' } });
    expect(getSocialIcon('x')).toEqual({ label: 'X', icon: { name: 'x-twitter', style: 'brands' } });
    expect(getSocialIcon('x-twitter').icon.name).toBe('x-twitter');
    expect(getSocialIcon('twitter').icon.name).toBe('x-twitter');
    expect(getSocialIcon('hacker-news')).toEqual({
      label: 'Hacker News',
      icon: { name: 'hacker-news', style: 'brands' },
    });
    expect(getSocialIcon('website')).toEqual({ label: 'Website', icon: { name: 'globe', style: 'solid' } });
    for (const key of [
      'facebook',
      'discord',
      'slack',
      'linkedin',
      'instagram',
      'youtube',
      'medium',
      'telegram',
      'bluesky',
      'threads',
      'reddit',
      'podcast',
    ]) {
      expect(() => loadIcon(getSocialIcon(key).icon), key).not.toThrow();
    }
  });
});
