/**
 * WCAG contrast of the site's primary colours: links, the current page and section labels are drawn in `primary`
 * (light mode) and `light` (dark mode) on the page background, so each pair must reach AA for normal text (4.5:1).
 */
import { DEFAULT_PRIMARY, type SiteConfig } from './types.js';
import type { Diagnostic } from '../diagnostics.js';

/** WCAG AA minimum contrast for normal text. */
export const AA_CONTRAST = 4.5;

/** Page backgrounds when `colors.background` is not set; the same values as `--q-bg` in `templates/assets/quire.css`. */
export const DEFAULT_BACKGROUND = { light: '#ffffff', dark: '#0d1117' } as const;

/** The dark-mode primary used when `colors` is not set at all: the default primary's lighter sibling (7:1 on the dark background). */
export const DEFAULT_DARK_PRIMARY = '#60a5fa';

/** The primary colour drawn in dark mode: `colors.light`, or a lighter default when no colours are set. */
export function darkModePrimary(config: SiteConfig): string {
  const { primary, light } = config.colors;
  return primary === DEFAULT_PRIMARY && light === DEFAULT_PRIMARY ? DEFAULT_DARK_PRIMARY : light;
}

/** WCAG relative luminance of a `#rgb` or `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour closest to `fg` (mixed toward black or white, away from `bg`) that reaches `target` contrast on `bg`. */
export function nearestPassingColor(fg: string, bg: string, target = AA_CONTRAST): string {
  const towards = relativeLuminance(bg) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  const from = hexToRgb(fg);
  for (let step = 1; step <= 100; step++) {
    const t = step / 100;
    const mixed = rgbToHex(from.map((v, i) => Math.round(v + (towards[i] - v) * t)));
    if (contrastRatio(mixed, bg) >= target) return mixed;
  }
  return rgbToHex(towards);
}

/** `chrome/contrast` warnings for primary text on the background, in light and dark mode. */
export function checkContrast(config: SiteConfig, file: string): Diagnostic[] {
  const background = config.colors.background ?? DEFAULT_BACKGROUND;
  const pairs = [
    { key: 'colors.primary', color: config.colors.primary, bg: background.light, mode: 'light' },
    { key: 'colors.light', color: darkModePrimary(config), bg: background.dark, mode: 'dark' },
  ];
  const diagnostics: Diagnostic[] = [];
  for (const { key, color, bg, mode } of pairs) {
    const ratio = contrastRatio(color, bg);
    if (ratio >= AA_CONTRAST) continue;
    const bgName = config.colors.background
      ? `colors.background.${mode} ${bg}`
      : `the default ${mode} background ${bg}`;
    diagnostics.push({
      severity: 'warning',
      rule: 'chrome/contrast',
      file,
      jsonPath: key,
      message:
        `${key} ${color} on ${bgName} has a contrast ratio of ${ratio.toFixed(2)}:1, ` +
        `expected at least ${AA_CONTRAST}:1 (WCAG AA) for links and text in ${mode} mode`,
      hint:
        `use a ${mode === 'light' ? 'darker' : 'lighter'} colour, e.g. \`${nearestPassingColor(color, bg)}\`` +
        (key === 'colors.light' && !hasOwnLight(config)
          ? ' (set `colors.light`, which defaults to `colors.primary`)'
          : ''),
    });
  }
  return diagnostics;
}

function hasOwnLight(config: SiteConfig): boolean {
  return config.colors.light !== config.colors.primary;
}

function hexToRgb(hex: string): number[] {
  let h = hex.replace('#', '');
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

function rgbToHex(rgb: number[]): string {
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
