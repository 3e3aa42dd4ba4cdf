/** `background`, `font` and `topbar.style` (mint.json, site.json) and `background.decoration`, `fonts` (docs.json). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkAppearanceContrast,
  decorationStrength,
  topbarGradientStops,
} from '../../src/config/appearance-contrast.js';
import { AA_CONTRAST, contrastRatio } from '../../src/config/contrast.js';
import { validateConfigText } from '../../src/config/validate.js';
import { corpusPath, describeCorpus } from '../helpers/shared-corpus.js';
import { check as checkDocsJson, found, minimal as minimalDocs } from './docs-json/check.js';

const minimal = { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] };

function check(value: Record<string, unknown>) {
  return validateConfigText(JSON.stringify({ ...minimal, ...value }, null, 2));
}

function configOf(value: Record<string, unknown>) {
  const result = check(value);
  expect(result.diagnostics).toEqual([]);
  if (!result.config) throw new Error('no config');
  return result.config;
}

describe('background, font and topbar in site.json and mint.json', () => {
  it('leaves every new key out of the config when none is set', () => {
    const config = configOf({});
    expect(config).not.toHaveProperty('backgroundDecoration');
    expect(config).not.toHaveProperty('fonts');
    expect(config).not.toHaveProperty('topbarStyle');
    expect(config.colors).not.toHaveProperty('background');
    expect(configOf({ topbar: { style: 'default' }, background: {} })).not.toHaveProperty('topbarStyle');
  });

  it('resolves each decoration and the gradient topbar', () => {
    for (const style of ['gradient', 'grid', 'windows'] as const)
      expect(configOf({ background: { style } }).backgroundDecoration).toBe(style);
    expect(configOf({ topbar: { style: 'gradient' } }).topbarStyle).toBe('gradient');
  });

  it('reads background.color per mode, and colors.background wins over it', () => {
    expect(configOf({ background: { color: { light: '#f8ece4', dark: '#000000' } } }).colors.background).toEqual({
      light: '#f8ece4',
      dark: '#000000',
    });
    // A mode left out keeps Quire's default background.
    expect(configOf({ background: { color: { dark: '#000000' } } }).colors.background).toEqual({
      light: '#ffffff',
      dark: '#000000',
    });
    const both = configOf({
      colors: { primary: '#0d9373', background: { light: '#fafaf9', dark: '#0c0a09' } },
      background: { color: { light: '#f8ece4', dark: '#000000' } },
    });
    expect(both.colors.background).toEqual({ light: '#fafaf9', dark: '#0c0a09' });
  });

  it('uses the top-level font for headings and body, and headings/body on their own, with where each url is', () => {
    const one = check({ font: { family: 'Inter', url: '/fonts/inter.woff2', weight: 400 } });
    expect(one.diagnostics).toEqual([]);
    const inter = { family: 'Inter', url: '/fonts/inter.woff2', weight: 400, jsonPath: 'font.url' };
    expect(one.config?.fonts).toEqual({
      heading: { ...inter, position: { line: 13, column: 12 } },
      body: { ...inter, position: { line: 13, column: 12 } },
    });
    const lightdash = configOf({
      font: {
        headings: {
          family: 'Space Grotesk',
          url: 'https://fonts.gstatic.com/s/spacegrotesk/v16/a.woff2',
          format: 'woff2',
          weight: 600,
        },
      },
    });
    expect(lightdash.fonts).toEqual({
      heading: {
        family: 'Space Grotesk',
        url: 'https://fonts.gstatic.com/s/spacegrotesk/v16/a.woff2',
        format: 'woff2',
        weight: 600,
        jsonPath: 'font.headings.url',
        position: { line: 14, column: 14 },
      },
    });
    const split = configOf({ font: { family: 'Inter', body: { family: 'Source Serif' } } });
    expect(split.fonts).toEqual({ heading: { family: 'Inter' }, body: { family: 'Source Serif' } });
  });

  it('reports a wrong style, a font file without a family and an unknown key at their line and column', () => {
    const result = check({
      background: { style: 'dots' },
      topbar: { style: 'gradeint' },
      font: { url: '/fonts/a.woff2', headings: { weight: 600 }, size: 16 },
    });
    expect(result.config).toBeUndefined();
    const at = result.diagnostics.map((d) => `${d.rule} ${d.jsonPath} ${d.position?.line}:${d.position?.column}`);
    expect(at).toEqual(
      expect.arrayContaining([
        'config/invalid-value background.style 12:14',
        'config/invalid-value topbar.style 15:14',
        'config/missing-setting font 17:11',
        'config/missing-setting font.headings 19:17',
        'config/unknown-key font.size 22:5',
      ]),
    );
    const typo = result.diagnostics.find((d) => d.jsonPath === 'topbar.style');
    expect(typo?.hint).toBe('did you mean `gradient`?');
  });

  it('no longer warns that background, font or topbar are unsupported', () => {
    const result = check({
      background: { style: 'gradient', color: { light: '#ffffff', dark: '#0d1117' } },
      font: { family: 'Inter' },
      topbar: { style: 'gradient' },
    });
    expect(result.diagnostics).toEqual([]);
  });
});

describe('background.decoration and fonts in docs.json', () => {
  it('maps decoration and fonts (source, heading) onto the same settings, located in docs.json', () => {
    const result = checkDocsJson({
      ...minimalDocs,
      background: { decoration: 'windows', color: { light: '#f8ece4' } },
      fonts: { family: 'Inter', heading: { family: 'Space Grotesk', source: '/fonts/sg.woff2', weight: 600 } },
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.backgroundDecoration).toBe('windows');
    expect(result.config?.colors.background).toEqual({ light: '#f8ece4', dark: '#0d1117' });
    expect(result.config?.fonts).toEqual({
      heading: {
        family: 'Space Grotesk',
        url: '/fonts/sg.woff2',
        weight: 600,
        jsonPath: 'fonts.heading.source',
        position: { line: 23, column: 17 },
      },
      body: { family: 'Inter' },
    });
  });

  it('reports a wrong decoration and a heading font without a family at their place', () => {
    const result = checkDocsJson({ ...minimalDocs, background: { decoration: 'stripes' }, fonts: { heading: {} } });
    expect(found(result)).toEqual([
      'error config/invalid-value background.decoration',
      'error config/missing-setting fonts.heading',
    ]);
  });
});

describe('contrast over the decoration and the gradient topbar', () => {
  const portkey = configOf({
    colors: { primary: '#0891B2', light: '#ffffff', dark: '#000000' },
    background: { style: 'gradient' },
    topbar: { style: 'gradient' },
  });

  it('fades the tints until muted text stays AA on both ends, in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      for (const stop of topbarGradientStops(portkey, mode))
        expect(contrastRatio(mode === 'light' ? '#4b5563' : '#a1acb8', stop)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    // White mixed into the dark background greys it: the dark tint is fainter than its 0.2 at most.
    expect(decorationStrength(portkey, 'dark')).toBeLessThan(0.2);
    expect(decorationStrength(portkey, 'light')).toBe(0.16);
    expect(checkAppearanceContrast(portkey, 'mint.json')).toEqual([]);
  });

  it('warns about a custom background that Quire text cannot be read on, at its key', () => {
    const grey = configOf({ colors: { primary: '#0d9373', background: { light: '#777777', dark: '#0d1117' } } });
    const warnings = checkAppearanceContrast(grey, 'site.json');
    expect(warnings.map((d) => `${d.rule} ${d.jsonPath}`)).toEqual([
      'chrome/contrast colors.background.light',
      'chrome/contrast colors.background.light',
    ]);
    expect(warnings[1].message).toMatch(/^muted text #4b5563 on the light background #777777 has a contrast ratio/);
  });
});

describeCorpus('the mint.json corpus', () => {
  it('honours background, font and topbar: no file warns that they are unsupported', () => {
    const files = {
      'All-Hands-AI__docs.json': (c: ReturnType<typeof configOf>) =>
        expect(c.colors.background).toEqual({ light: '#f8ece4', dark: '#000000' }),
      'Portkey-AI__docs-core.json': (c: ReturnType<typeof configOf>) => {
        expect(c.backgroundDecoration).toBe('gradient');
        expect(c.topbarStyle).toBe('gradient');
      },
      'lightdash__mintlify-docs.json': (c: ReturnType<typeof configOf>) =>
        expect(c.fonts?.heading?.family).toBe('Space Grotesk'),
      'mintlify__docs@57798ba.json': (c: ReturnType<typeof configOf>) => expect(c.backgroundDecoration).toBe('windows'),
    };
    for (const [name, expectConfig] of Object.entries(files)) {
      const result = validateConfigText(readFileSync(`${corpusPath('mint-json')}/${name}`, 'utf8'));
      const unsupported = result.diagnostics.filter(
        (d) => d.rule === 'config/unsupported-setting' && /^(background|font|topbar)(\.|$)/.test(d.jsonPath ?? ''),
      );
      expect(unsupported, name).toEqual([]);
      if (!result.config) throw new Error(`${name} did not load`);
      expectConfig(result.config);
    }
  });
});
