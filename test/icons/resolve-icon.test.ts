import { describe, expect, it } from 'vitest';
import { drawableIcon, getIconIndex, isFreeStyle, resolveIcon, UNKNOWN_ICON } from '../../src/icons/index.js';

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

  it('draws a name Font Awesome Free lacks from Lucide or Tabler when they have it (Pro names such as badge-check)', () => {
    expect(resolveIcon('badge-check', 'regular')).toEqual({
      found: true,
      icon: { name: 'badge-check', style: 'lucide' },
      substitute: 'library',
    });
    expect(resolveIcon('circle-1', 'solid')).toEqual({
      found: true,
      icon: { name: 'circle-1', style: 'tabler' },
      substitute: 'library',
    });
  });

  it('draws the closest icon by the words of the name and Font Awesome’s search terms, the first word first', () => {
    // Font Awesome's `hand` has the search term "wave".
    expect(resolveIcon('hand-wave', 'regular')).toMatchObject({ icon: { name: 'hand' }, substitute: 'closest' });
    expect(resolveIcon('phone-arrow-up-right', 'regular')).toMatchObject({
      icon: { name: 'phone', style: 'solid' },
      substitute: 'closest',
    });
    expect(resolveIcon('magnifying-glas', 'solid')).toMatchObject({ icon: { name: 'magnifying-glass' } });
    expect(resolveIcon('fa-book', 'solid')).toEqual({
      found: true,
      icon: { name: 'book', style: 'solid' },
      substitute: 'closest',
    });
  });

  it('finds nothing for a name that shares no word with any icon, suggesting a close spelling when there is one', () => {
    expect(resolveIcon('qqqqqqqqqqqq', 'solid')).toEqual({ found: false });
    expect(resolveIcon('browsers', 'solid')).toEqual({ found: false, suggestion: 'browser' });
    expect(drawableIcon({ found: false }, 'solid', 'fontawesome')).toEqual(UNKNOWN_ICON);
    expect(drawableIcon({ found: false, suggestion: 'browser' }, 'solid', 'fontawesome').name).toBe('browser');
  });

  it('looks names up in the site’s library first (docs.json icons.library), then in Font Awesome', () => {
    expect(resolveIcon('settings', 'regular', 'lucide')).toEqual({
      found: true,
      icon: { name: 'settings', style: 'lucide' },
    });
    expect(resolveIcon('home', 'regular', 'tabler')).toEqual({ found: true, icon: { name: 'home', style: 'tabler' } });
    expect(resolveIcon('npm', 'regular', 'lucide')).toEqual({
      found: true,
      icon: { name: 'npm', style: 'brands' },
      substitute: 'library',
    });
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
