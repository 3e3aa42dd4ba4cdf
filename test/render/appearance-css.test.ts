/** The theme.css rules of `font`, `background.style` and `topbar.style`, and the font origins of the CSP. */
import { describe, expect, it } from 'vitest';
import { mixHex } from '../../src/config/appearance-contrast.js';
import { AA_CONTRAST, contrastRatio } from '../../src/config/contrast.js';
import { validateConfigText } from '../../src/config/validate.js';
import { createAppearanceRules, fontOrigins } from '../../src/render/appearance-css.js';
import { createContentSecurityPolicy } from '../../src/render/security-headers.js';

function configOf(value: Record<string, unknown>) {
  const result = validateConfigText(JSON.stringify({ name: 'Acme', navigation: [], ...value }));
  if (!result.config) throw new Error(JSON.stringify(result.diagnostics));
  return result.config;
}

describe('font rules', () => {
  it('reads the format from the file name when it is not given, and leaves it out when unknown', () => {
    const rules = (url: string) => createAppearanceRules(configOf({ font: { family: 'A', url } }), '/').join('\n');
    expect(rules('/f/a.ttf')).toContain('src: url("/f/a.ttf") format("truetype");');
    expect(rules('/f/a.OTF?x=1')).toContain('format("opentype")');
    expect(rules('/f/a.woff')).toContain('format("woff")');
    expect(rules('/f/font')).toContain('src: url("/f/font");');
  });

  it('writes one @font-face for a font shared by headings and body', () => {
    const css = createAppearanceRules(configOf({ font: { family: 'A', url: '/a.woff2' } }), '/').join('\n');
    expect(css.match(/@font-face/g)).toHaveLength(1);
    expect(css).toContain('--q-font: "A", ui-sans-serif');
    expect(css).toContain('--q-font-heading: "A", ui-sans-serif');
  });

  it('escapes the family and the URL so neither can end the rule', () => {
    const css = createAppearanceRules(
      configOf({ font: { family: 'A"; } body { color: red', url: '/a\\b".woff2' } }),
      '/',
    ).join('\n');
    expect(css).toContain('font-family: "A\\"; } body { color: red";');
    expect(css).toContain('src: url("/a\\\\b\\".woff2")');
  });

  it('loads no file from a URL that is not http or https', () => {
    const config = configOf({ font: { family: 'A', url: 'ftp://example.com/a.woff2' } });
    expect(createAppearanceRules(config, '/').join('\n')).not.toContain('@font-face');
    expect(fontOrigins(config)).toEqual([]);
  });
});

describe('font origins in the CSP', () => {
  it('names each remote origin once, sorted, and none for local files', () => {
    const config = configOf({
      font: {
        headings: { family: 'H', url: 'https://fonts.b.example/h.woff2' },
        body: { family: 'B', url: 'https://a.example:8443/b.woff2' },
      },
    });
    expect(fontOrigins(config)).toEqual(['https://a.example:8443', 'https://fonts.b.example']);
    expect(fontOrigins(configOf({ font: { family: 'A', url: '/a.woff2' } }))).toEqual([]);
    const policy = createContentSecurityPolicy({ sampleHtml: '', connect: [], fonts: fontOrigins(config) });
    expect(policy).toContain("font-src 'self' https://a.example:8443 https://fonts.b.example;");
    expect(createContentSecurityPolicy({ sampleHtml: '', connect: [] })).toContain("font-src 'self';");
  });
});

describe('decoration and topbar rules', () => {
  it('are empty when neither is set', () => {
    expect(createAppearanceRules(configOf({}), '/')).toEqual([]);
  });

  it('give the decoration tints and the topbar an opaque gradient per mode, faint enough for AA text', () => {
    const config = configOf({
      colors: { primary: '#0e7490', light: '#67e8f9', dark: '#155e75' },
      background: { style: 'gradient' },
      topbar: { style: 'gradient' },
    });
    const rules = createAppearanceRules(config, '/');
    expect(rules.map((rule) => rule.slice(0, rule.indexOf(' {')))).toEqual([
      ':root[data-decoration]',
      ':root[data-decoration][data-theme="dark"]',
      ':root[data-topbar="gradient"]',
      ':root[data-topbar="gradient"][data-theme="dark"]',
    ]);
    const modes = [
      { bg: '#ffffff', muted: '#4b5563', link: '#0e7490', accents: ['14 116 144', '103 232 249'] },
      { bg: '#0d1117', muted: '#a1acb8', link: '#67e8f9', accents: ['103 232 249', '14 116 144'] },
    ];
    modes.forEach((mode, i) => {
      const tints = [...rules[i].matchAll(/rgb\((\d+ \d+ \d+) \/ ([\d.]+)\)/g)];
      expect(tints.map((t) => t[1])).toEqual(mode.accents);
      for (const [, rgb, alpha] of tints) {
        expect(Number(alpha)).toBeGreaterThan(0);
        const hex = `#${rgb
          .split(' ')
          .map((v) => Number(v).toString(16).padStart(2, '0'))
          .join('')}`;
        const over = mixHex(mode.bg, hex, Number(alpha));
        expect(contrastRatio(mode.muted, over)).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(contrastRatio(mode.link, over)).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
      const topbar =
        /--q-topbar-bg: (#[0-9a-f]{6});\n {2}--q-topbar-gradient: linear-gradient\(90deg, (#[0-9a-f]{6}), (#[0-9a-f]{6})\);/.exec(
          rules[i + 2],
        );
      expect(topbar?.[1]).toBe(mode.bg);
      for (const stop of [topbar![2], topbar![3]]) {
        expect(stop).not.toBe(mode.bg);
        expect(contrastRatio(mode.muted, stop)).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
    });
  });
});
