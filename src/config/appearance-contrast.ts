/**
 * Contrast of text over what `background`, `background.color` and `topbar.style` draw. The tints are computed here,
 * once, and `render/appearance-css.ts` writes the same colours into theme.css, so what is checked is what is drawn:
 * - a custom page background must keep Quire's text and muted text readable (AA, 4.5:1);
 * - a decoration is a translucent tint of the primary colours over the top of the page, and the gradient topbar an
 *   opaque mix of the page background and the primary colours: each is made fainter, down to nothing, until links
 *   and muted text read at AA where it is strongest. The warnings below are the guard that this holds.
 */
import type { Diagnostic } from '../diagnostics.js';
import { AA_CONTRAST, contrastRatio, DEFAULT_BACKGROUND, darkModePrimary, nearestPassingColor } from './contrast.js';
import type { BackgroundDecoration, SiteConfig } from './types.js';

type Mode = 'light' | 'dark';

/** Quire's text colours (`--q-text`, `--q-text-muted` in `templates/assets/quire.css`). */
export const TEXT_COLORS = {
  light: { text: '#111827', muted: '#4b5563' },
  dark: { text: '#e6edf3', muted: '#a1acb8' },
} as const;

/**
 * How much of the primary colour the strongest part of each decoration lays over the page (0–1), at most: see
 * {@link decorationStrength}.
 */
export const DECORATION_STRENGTH: Record<BackgroundDecoration, Record<Mode, number>> = {
  gradient: { light: 0.16, dark: 0.2 },
  grid: { light: 0.08, dark: 0.1 },
  windows: { light: 0.1, dark: 0.12 },
};

/** How much of the primary colours the gradient topbar mixes into the page background, at most. */
export const TOPBAR_STRENGTH: Record<Mode, number> = { light: 0.2, dark: 0.24 };

/** What the tints keep above AA, so rounding in the browser cannot tip a pair under it. */
const MARGIN = 0.1;

/**
 * The strength of the decoration in `mode`: {@link DECORATION_STRENGTH}, lowered (in steps of 0.01) until muted
 * text, and links when they read on the plain background, stay AA over the strongest tint of either accent colour.
 */
export function decorationStrength(config: SiteConfig, mode: Mode): number {
  const decoration = config.backgroundDecoration;
  if (!decoration) return 0;
  const link = mode === 'light' ? config.colors.primary : darkModePrimary(config);
  return capStrength(config, mode, DECORATION_STRENGTH[decoration][mode], [TEXT_COLORS[mode].muted, link]);
}

/** The strength of the gradient topbar in `mode`, lowered like {@link decorationStrength} for its text. */
export function topbarStrength(config: SiteConfig, mode: Mode): number {
  return capStrength(config, mode, TOPBAR_STRENGTH[mode], [TEXT_COLORS[mode].muted]);
}

function capStrength(config: SiteConfig, mode: Mode, most: number, colors: readonly string[]): number {
  const bg = pageBackground(config, mode);
  // A colour that fails on the plain background already has its own warning; no tint can help it.
  const readable = colors.filter((color) => contrastRatio(color, bg) >= AA_CONTRAST + MARGIN);
  const accents = accentColors(config, mode);
  for (let hundredths = Math.round(most * 100); hundredths > 0; hundredths--) {
    const strength = hundredths / 100;
    const tints = accents.map((accent) => mixHex(bg, accent, strength));
    if (readable.every((fg) => tints.every((tint) => contrastRatio(fg, tint) >= AA_CONTRAST + MARGIN))) return strength;
  }
  return 0;
}

/** The page background of each mode. */
export function pageBackground(config: SiteConfig, mode: Mode): string {
  return (config.colors.background ?? DEFAULT_BACKGROUND)[mode];
}

/** The two primary colours a decoration or the gradient topbar is drawn with in `mode`. */
export function accentColors(config: SiteConfig, mode: Mode): [string, string] {
  const { primary, light, dark } = config.colors;
  return mode === 'light' ? [primary, light !== primary ? light : dark] : [darkModePrimary(config), primary];
}

/** The two ends of the gradient topbar in `mode`: opaque colours, as `#rrggbb`. */
export function topbarGradientStops(config: SiteConfig, mode: Mode): [string, string] {
  const bg = pageBackground(config, mode);
  const [from, to] = accentColors(config, mode);
  const strength = topbarStrength(config, mode);
  return [mixHex(bg, from, strength), mixHex(bg, to, strength)];
}

/** `chrome/contrast` warnings for text over the background colours, the decoration and the gradient topbar. */
export function checkAppearanceContrast(config: SiteConfig, file: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const warn = (jsonPath: string, what: string, fg: string, bg: string, on: string, mode: Mode, fix: string) => {
    const ratio = contrastRatio(fg, bg);
    if (ratio >= AA_CONTRAST) return;
    diagnostics.push({
      severity: 'warning',
      rule: 'chrome/contrast',
      file,
      jsonPath,
      message:
        `${what} ${fg} on ${on} ${bg} has a contrast ratio of ${ratio.toFixed(2)}:1, ` +
        `expected at least ${AA_CONTRAST}:1 (WCAG AA) in ${mode} mode`,
      hint: fix,
    });
  };
  for (const mode of ['light', 'dark'] as const) {
    const bg = pageBackground(config, mode);
    const text = TEXT_COLORS[mode];
    if (config.colors.background) {
      const setting = `colors.background.${mode}`;
      const fix = `use a ${mode === 'light' ? 'lighter' : 'darker'} background, e.g. \`${nearestPassingColor(bg, text.muted)}\``;
      warn(setting, 'text', text.text, bg, `the ${mode} background`, mode, fix);
      warn(setting, 'muted text', text.muted, bg, `the ${mode} background`, mode, fix);
    }
    const decoration = config.backgroundDecoration;
    if (decoration) {
      const strength = decorationStrength(config, mode);
      const fix = `choose another \`background.style\`, or a primary colour with more contrast to the ${mode} background`;
      const on = `the ${decoration} decoration`;
      const link = mode === 'light' ? config.colors.primary : darkModePrimary(config);
      for (const accent of accentColors(config, mode)) {
        const tinted = mixHex(bg, accent, strength);
        // What fails on the plain background has its own warning (`colors.*`); warn here only when the tint does it.
        if (contrastRatio(text.muted, bg) >= AA_CONTRAST)
          warn('background.style', 'muted text', text.muted, tinted, on, mode, fix);
        if (contrastRatio(link, bg) >= AA_CONTRAST)
          warn('background.style', 'link colour', link, tinted, on, mode, fix);
      }
    }
    if (config.topbarStyle === 'gradient') {
      const fix = `use primary colours with more contrast to Quire's ${mode} text, or "style": "default"`;
      for (const stop of topbarGradientStops(config, mode))
        if (contrastRatio(text.muted, bg) >= AA_CONTRAST)
          warn('topbar.style', 'topbar link text', text.muted, stop, 'the gradient topbar', mode, fix);
    }
  }
  return diagnostics;
}

/** `a` mixed with `t` of `b`, as `#rrggbb` (sRGB, like CSS `color-mix(in srgb, …)`). */
export function mixHex(a: string, b: string, t: number): string {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function rgbOf(hex: string): number[] {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
