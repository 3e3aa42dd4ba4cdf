/**
 * The theme.css rules of `font`, `background.style` and `topbar.style`: `@font-face` for each configured font file,
 * the font families with Quire's system stack behind them, and the colours the decoration and the gradient topbar
 * are drawn with (the drawing itself is in the "Background decorations" block of `templates/assets/quire.css`,
 * switched on by `<html data-decoration>` and `<html data-topbar>`). Nothing at all when none is set.
 *
 * Font files are used as given: a path in the docs folder is served under `--base`, an http(s) URL is loaded from
 * there (and named in `_headers`, see {@link fontOrigins}). A family without a file is only named: Quire fetches no
 * font from a third party the author did not name.
 */
import {
  accentColors,
  decorationStrength,
  pageBackground,
  topbarGradientStops,
} from '../config/appearance-contrast.js';
import type { FontConfig, SiteConfig } from '../config/types.js';
import { policyOrigin } from '../utils/policy-origin.js';
import { isExternalUrl, withBase } from '../utils/url.js';

/** `--q-font` in `templates/assets/quire.css`: what follows a configured family, for readers without it. */
export const SYSTEM_FONT_STACK =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const FORMAT_OF_EXTENSION: Record<string, NonNullable<FontConfig['format']>> = {
  woff2: 'woff2',
  woff: 'woff',
  ttf: 'truetype',
  otf: 'opentype',
};

/** One `@font-face` of a family fetched from Google Fonts (site/google-fonts.ts), its fields checked. */
export interface WebFontFace {
  family: string;
  style: 'normal' | 'italic';
  /** A weight or a range of a variable font: `400`, `100 900`. */
  weight: string;
  unicodeRange?: string;
  /** The file's name in `_quire/fonts/`. */
  file: string;
}

/** The fonts fetched from Google Fonts, published in `_quire/fonts/` beside theme.css. */
export interface WebFonts {
  faces: WebFontFace[];
  files: Array<{ name: string; content: Uint8Array }>;
}

/** The folder of the fetched font files, beside theme.css (whose rules name them relatively). */
export const WEB_FONTS_DIR = '_quire/fonts';

/** The appearance rules of theme.css, in a fixed order; empty when no setting asks for one. */
export function createAppearanceRules(config: SiteConfig, base: string, webFonts?: WebFonts): string[] {
  return [
    ...(webFonts?.faces.map(webFontFace) ?? []),
    ...fontRules(config, base),
    ...decorationRules(config),
    ...topbarRules(config),
  ];
}

function webFontFace(face: WebFontFace): string {
  const lines = [
    `font-family: ${cssString(face.family)};`,
    `font-style: ${face.style};`,
    `font-weight: ${face.weight};`,
    'font-display: swap;',
    `src: url(${cssString(`fonts/${face.file}`)}) format("woff2");`,
    ...(face.unicodeRange !== undefined ? [`unicode-range: ${face.unicodeRange};`] : []),
  ];
  return `@font-face {\n  ${lines.join('\n  ')}\n}`;
}

/** The origins of the remote font files, for `font-src` in the Content-Security-Policy; sorted, no duplicates. */
export function fontOrigins(config: SiteConfig): string[] {
  const origins = new Set<string>();
  for (const font of fontsOf(config)) {
    const origin = font.url === undefined ? undefined : policyOrigin(font.url);
    if (origin !== undefined) origins.add(origin);
  }
  return [...origins].sort();
}

/** Whether `url` names a file of the docs folder (not a URL with a scheme or a host). */
export function isLocalFontUrl(url: string): boolean {
  return !isExternalUrl(url);
}

function fontRules(config: SiteConfig, base: string): string[] {
  const { heading, body } = config.fonts ?? {};
  const rules: string[] = [];
  const faces = new Set<string>();
  for (const font of [body, heading]) {
    const face = font && fontFace(font, base);
    if (face !== undefined && !faces.has(face)) {
      faces.add(face);
      rules.push(face);
    }
  }
  const vars: string[] = [];
  if (body) vars.push(`--q-font: ${familyStack(body.family)};`);
  if (heading) vars.push(`--q-font-heading: ${familyStack(heading.family)};`);
  if (vars.length > 0) rules.push(`:root {\n  ${vars.join('\n  ')}\n}`);
  // The weight of the heading font's file; `:root` makes this win over quire.css's own heading weights.
  if (heading?.weight !== undefined)
    rules.push(`:root :is(h1, h2, h3, h4, h5, h6) { font-weight: ${heading.weight}; }`);
  return rules;
}

function fontFace(font: FontConfig, base: string): string | undefined {
  if (font.url === undefined) return undefined;
  const src = isLocalFontUrl(font.url) ? withBase(base, font.url) : policyOrigin(font.url) && font.url;
  if (!src) return undefined;
  const format = font.format ?? formatOfUrl(font.url);
  const lines = [
    `font-family: ${cssString(font.family)};`,
    `src: url(${cssString(src)})${format ? ` format(${cssString(format)})` : ''};`,
    ...(font.weight !== undefined ? [`font-weight: ${font.weight};`] : []),
    // Text shows at once in the fallback font, and switches when the file arrives; offline it never does.
    'font-display: swap;',
  ];
  return `@font-face {\n  ${lines.join('\n  ')}\n}`;
}

function decorationRules(config: SiteConfig): string[] {
  const decoration = config.backgroundDecoration;
  if (!decoration) return [];
  const vars = (mode: 'light' | 'dark') => {
    const [a, b] = accentColors(config, mode);
    const strength = decorationStrength(config, mode);
    return [`--q-deco-a: ${rgba(a, strength)};`, `--q-deco-b: ${rgba(b, Math.round(strength * 75) / 100)};`];
  };
  return [
    `:root[data-decoration] {\n  ${vars('light').join('\n  ')}\n}`,
    `:root[data-decoration][data-theme="dark"] {\n  ${vars('dark').join('\n  ')}\n}`,
  ];
}

function topbarRules(config: SiteConfig): string[] {
  if (config.topbarStyle !== 'gradient') return [];
  const gradient = (mode: 'light' | 'dark') => {
    const [from, to] = topbarGradientStops(config, mode);
    return `--q-topbar-bg: ${pageBackground(config, mode)};\n  --q-topbar-gradient: linear-gradient(90deg, ${from}, ${to});`;
  };
  return [
    `:root[data-topbar="gradient"] {\n  ${gradient('light')}\n}`,
    `:root[data-topbar="gradient"][data-theme="dark"] {\n  ${gradient('dark')}\n}`,
  ];
}

function fontsOf(config: SiteConfig): FontConfig[] {
  const { heading, body } = config.fonts ?? {};
  return [heading, body].filter((font): font is FontConfig => font !== undefined);
}

function familyStack(family: string): string {
  return `${cssString(family)}, ${SYSTEM_FONT_STACK}`;
}

function formatOfUrl(url: string): FontConfig['format'] {
  const extension = /\.([a-z0-9]+)$/i.exec(url.replace(/[?#].*$/s, ''))?.[1]?.toLowerCase();
  return extension === undefined ? undefined : FORMAT_OF_EXTENSION[extension];
}

function rgba(hex: string, alpha: number): string {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return `rgb(${r} ${g} ${b} / ${alpha})`;
}

/** A double-quoted CSS string: quotes, backslashes and line breaks escaped, so a value cannot end the rule. */
function cssString(value: string): string {
  return `"${value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\n\r\f]/g, ' ')
    .replace(/</g, '\\3c ')}"`;
}
