import { describe, expect, it } from 'vitest';
import { getIconIndex, isFreeStyle, resolveIcon } from '../../src/icons/index.js';

describe('resolveIcon', () => {
  it('finds free icons in the style asked for', () => {
    expect(resolveIcon('house', 'solid')).toEqual({ found: true, icon: { name: 'house', style: 'solid' } });
    expect(resolveIcon('star', 'regular')).toEqual({ found: true, icon: { name: 'star', style: 'regular' } });
    expect(resolveIcon('github', 'brands')).toEqual({ found: true, icon: { name: 'github', style: 'brands' } });
  });

  it('falls back from Pro styles to the nearest free one and says which Pro style it was', () => {
    expect(resolveIcon('star', 'duotone')).toEqual({
      found: true,
      icon: { name: 'star', style: 'solid' },
      proStyle: 'duotone',
    });
    expect(resolveIcon('star', 'sharp-solid')).toEqual({
      found: true,
      icon: { name: 'star', style: 'solid' },
      proStyle: 'sharp-solid',
    });
    expect(resolveIcon('star', 'light')).toEqual({
      found: true,
      icon: { name: 'star', style: 'regular' },
      proStyle: 'light',
    });
    expect(resolveIcon('star', 'thin')).toEqual({
      found: true,
      icon: { name: 'star', style: 'regular' },
      proStyle: 'thin',
    });
    expect(resolveIcon('star', 'sharp-regular')).toEqual({
      found: true,
      icon: { name: 'star', style: 'regular' },
      proStyle: 'sharp-regular',
    });
  });

  it('takes an icon missing in the asked style from another free style', () => {
    expect(getIconIndex().regular.has('flask')).toBe(false);
    expect(resolveIcon('flask', 'regular')).toEqual({ found: true, icon: { name: 'flask', style: 'solid' } });
    expect(resolveIcon('flask', 'thin')).toEqual({
      found: true,
      icon: { name: 'flask', style: 'solid' },
      proStyle: 'thin',
    });
    expect(resolveIcon('github', 'duotone')).toEqual({
      found: true,
      icon: { name: 'github', style: 'brands' },
      proStyle: 'duotone',
    });
    // Aliases ship as files of their own.
    expect(resolveIcon('home', 'solid').found).toBe(true);
  });

  it('suggests the closest free name for an unknown one', () => {
    expect(resolveIcon('magnifying-glas', 'solid')).toEqual({ found: false, suggestion: 'magnifying-glass' });
    expect(resolveIcon('fa-book', 'solid')).toEqual({ found: false, suggestion: 'book' });
    expect(resolveIcon('qqqqqqqqqqqq', 'solid')).toEqual({ found: false });
  });

  it('knows which styles are free', () => {
    expect(['solid', 'regular', 'brands', 'duotone', 'sharp-solid'].map(isFreeStyle)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
