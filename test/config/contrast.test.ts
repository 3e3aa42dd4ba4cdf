import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/index.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import {
  AA_CONTRAST,
  checkContrast,
  contrastRatio,
  darkModePrimary,
  nearestPassingColor,
} from '../../src/config/contrast.js';

const config = (colors?: object) =>
  resolveConfig({ name: 'Docs', navigation: [], ...(colors ? { colors } : {}) } as never);

describe('contrastRatio', () => {
  it('matches WCAG reference values', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'), 10);
  });

  it('finds the nearest passing colour, darker on light backgrounds and lighter on dark ones', () => {
    const darker = nearestPassingColor('#7dd3fc', '#ffffff');
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(darker, '#ffffff')).toBeLessThan(AA_CONTRAST + 0.3);
    const lighter = nearestPassingColor('#1d4ed8', '#0d1117');
    expect(contrastRatio(lighter, '#0d1117')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });
});

describe('checkContrast', () => {
  it('is silent for the default colours and for colours that pass in both modes', () => {
    expect(checkContrast(config(), 'site.json')).toEqual([]);
    expect(darkModePrimary(config())).toBe('#60a5fa');
    expect(
      checkContrast(
        config({ primary: '#4f46e5', light: '#818cf8', background: { light: '#fbfbfe', dark: '#0c0e1a' } }),
        'site.json',
      ),
    ).toEqual([]);
  });

  it('warns for each mode whose primary text fails AA on its background, with a passing colour to use', () => {
    const text = formatDiagnostics(checkContrast(config({ primary: '#7dd3fc', light: '#1e3a8a' }), 'site.json'));
    expect(text).toMatchInlineSnapshot(`
      "site.json warning colors.primary: colors.primary #7dd3fc on the default light background #ffffff has a contrast ratio of 1.67:1, expected at least 4.5:1 (WCAG AA) for links and text in light mode [chrome/contrast]
        hint: use a darker colour, e.g. \`#4a7c95\`
      site.json warning colors.light: colors.light #1e3a8a on the default dark background #0d1117 has a contrast ratio of 1.83:1, expected at least 4.5:1 (WCAG AA) for links and text in dark mode [chrome/contrast]
        hint: use a lighter colour, e.g. \`#687bb1\`

      2 warnings"
    `);
  });

  it('checks against colors.background and says when colors.light only inherits primary', () => {
    const [warning] = checkContrast(
      config({ primary: '#1d4ed8', background: { light: '#ffffff', dark: '#1e293b' } }),
      'site.json',
    );
    expect(warning.message).toContain('on colors.background.dark #1e293b');
    expect(warning.hint).toContain('(set `colors.light`, which defaults to `colors.primary`)');
  });
});
