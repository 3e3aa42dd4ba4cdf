/**
 * The site's stylesheets: Quire's base CSS, the code highlighting theme, and a theme file generated from
 * `site.json` colours. File names carry a content hash so static hosts can cache them forever.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { contentHash } from '../utils/hash.js';
import { withBase } from '../utils/url.js';
import { BUILTIN_TEMPLATES } from './templates.js';

/** A file of the built site that the build generates (rather than copies). */
export interface GeneratedFile {
  /** Output path relative to the output folder. */
  path: string;
  content: string;
}

const STYLESHEETS = ['quire.css', 'code.css'];

/** Build the stylesheet files and return them with their output paths, in link order. */
export function createStylesheets(config: SiteConfig, base: string, overrideDir?: string): GeneratedFile[] {
  const files: GeneratedFile[] = STYLESHEETS.map((name) => {
    const content = readAsset(name, overrideDir);
    return { path: hashedName(name, content), content };
  });
  const theme = createThemeCss(config, base);
  files.push({ path: hashedName('theme.css', theme), content: theme });
  return files;
}

/** CSS custom properties from `colors` and `backgroundImage`. */
export function createThemeCss(config: SiteConfig, base: string): string {
  const { colors } = config;
  const light: string[] = [
    `--q-primary: ${colors.primary};`,
    `--q-link: ${colors.primary};`,
    `--q-button: ${colors.dark};`,
    `--q-button-text: ${readableTextOn(colors.dark)};`,
  ];
  const dark: string[] = [`--q-link: ${colors.light};`, `--q-button: ${colors.light};`, `--q-button-text: ${readableTextOn(colors.light)};`];
  if (colors.background) {
    light.push(`--q-page-bg: ${colors.background.light};`, `--q-bg: ${colors.background.light};`);
    dark.push(`--q-page-bg: ${colors.background.dark};`, `--q-bg: ${colors.background.dark};`);
  }
  if (config.backgroundImage) light.push(`--q-background-image: url(${JSON.stringify(withBase(base, config.backgroundImage))});`);
  return `:root {\n  ${light.join('\n  ')}\n}\n[data-theme="dark"] {\n  ${dark.join('\n  ')}\n}\n`;
}

/** Black or white, whichever reads better on `hex`. */
export function readableTextOn(hex: string): string {
  return relativeLuminance(hex) > 0.179 ? '#000000' : '#ffffff';
}

/** WCAG relative luminance of a `#rgb` or `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const channel = (i: number) => {
    const v = parseInt(h.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

function readAsset(name: string, overrideDir?: string): string {
  const override = overrideDir ? path.join(overrideDir, 'assets', name) : undefined;
  const file = override && existsSync(override) ? override : path.join(BUILTIN_TEMPLATES, 'assets', name);
  return readFileSync(file, 'utf8');
}

function hashedName(name: string, content: string): string {
  const dot = name.lastIndexOf('.');
  return `_quire/${name.slice(0, dot)}.${contentHash(content)}${name.slice(dot)}`;
}
