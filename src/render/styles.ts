/**
 * The site's stylesheets: Quire's base CSS, the code highlighting theme, and a theme file generated from
 * `site.json` (colours, background image, anchor icon colours, version visibility). File names carry a content
 * hash so static hosts can cache them forever.
 */
import type { AnchorColor, SiteConfig } from '../config/types.js';
import { contentHash } from '../utils/hash.js';
import { withBase } from '../utils/url.js';
import { darkModePrimary, relativeLuminance } from '../config/contrast.js';
import { createAppearanceRules, WEB_FONTS_DIR, type WebFonts } from './appearance-css.js';
import { divisionColorRules } from './division-colors.js';
import { layoutThemeRules } from './site-themes.js';

export { relativeLuminance } from '../config/contrast.js';

/** A file of the built site that the build generates (rather than copies). */
export interface GeneratedFile {
  /** Output path relative to the output folder. */
  path: string;
  /** Text, or bytes for binary files (KaTeX's fonts). */
  content: string | Uint8Array;
}

/** The text of a generated file that is text (an HTML page, a stylesheet). */
export function textOf(file: GeneratedFile): string {
  return typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content);
}

const STYLESHEETS = ['quire.css', 'code.css', 'api.css', 'components.css'];

/**
 * Build the stylesheet files and return them with their output paths, in link order. `sources` holds the text of
 * `quire.css`, `code.css`, `api.css` and `components.css` (see `site/assets-fs.ts`).
 */
export function createStylesheets(
  config: SiteConfig,
  base: string,
  sources: Readonly<Record<string, string>>,
  webFonts?: WebFonts,
): GeneratedFile[] {
  const files: GeneratedFile[] = STYLESHEETS.map((name) => {
    const content = sources[name];
    if (content === undefined) throw new Error(`Internal error: no stylesheet ${name}`);
    return { path: hashedName(name, content), content };
  });
  const theme = createThemeCss(config, base, webFonts);
  files.push({ path: hashedName('theme.css', theme), content: theme });
  for (const font of webFonts?.files ?? [])
    files.push({ path: `${WEB_FONTS_DIR}/${font.name}`, content: font.content });
  return files;
}

/** CSS from `site.json`: colour custom properties, the background image, anchor colours and version visibility. */
export function createThemeCss(config: SiteConfig, base: string, webFonts?: WebFonts): string {
  const { colors } = config;
  const light: string[] = [
    `--q-primary: ${colors.primary};`,
    `--q-link: ${colors.primary};`,
    `--q-button: ${colors.dark};`,
    `--q-button-text: ${readableTextOn(colors.dark)};`,
  ];
  const darkPrimary = darkModePrimary(config);
  const dark: string[] = [
    `--q-primary: ${darkPrimary};`,
    `--q-link: ${darkPrimary};`,
    `--q-button: ${darkPrimary};`,
    `--q-button-text: ${readableTextOn(darkPrimary)};`,
  ];
  if (colors.background) {
    light.push(`--q-page-bg: ${colors.background.light};`, `--q-bg: ${colors.background.light};`);
    dark.push(`--q-page-bg: ${colors.background.dark};`, `--q-bg: ${colors.background.dark};`);
  }
  if (config.backgroundImage)
    light.push(`--q-background-image: url(${JSON.stringify(withBase(base, config.backgroundImage))});`);
  if (config.backgroundImageDark)
    dark.push(`--q-background-image: url(${JSON.stringify(withBase(base, config.backgroundImageDark))});`);
  const rules = [`:root {\n  ${light.join('\n  ')}\n}`, `[data-theme="dark"] {\n  ${dark.join('\n  ')}\n}`];
  // graph.anchors[0] is the top anchor, so config.anchors[i] is drawn as `.q-anchor-c<i + 1>`. `colors.anchors`
  // colours the top anchor and every anchor without its own `color`.
  const fallback = config.colors.anchors;
  if (fallback !== undefined && config.anchors.length > 0) rules.push(anchorColorRule(0, fallback));
  config.anchors.forEach((anchor, i) => {
    const color = anchor.color ?? fallback;
    if (color !== undefined) rules.push(anchorColorRule(i + 1, color));
  });
  for (const version of config.versions) {
    const v = cssString(version);
    rules.push(`:root[data-version=${v}] [data-for-version]:not([data-for-version=${v}]) { display: none; }`);
  }
  rules.push(...divisionColorRules(config));
  // Before the appearance rules, so a site's own fonts win over its theme's.
  rules.push(...layoutThemeRules(config.layoutTheme));
  rules.push(...createAppearanceRules(config, base, webFonts));
  // docs.json `banner.color`: white text, as on Mintlify (config/docs-json/extras.ts warns when it reads poorly).
  const banner = config.banner?.color;
  if (banner?.light) rules.push(`.q-banner-custom { --q-banner-bg: ${banner.light}; --q-banner-fg: #ffffff; }`);
  if (banner?.dark)
    rules.push(`[data-theme="dark"] .q-banner-custom { --q-banner-bg: ${banner.dark}; --q-banner-fg: #ffffff; }`);
  return `${rules.join('\n')}\n`;
}

function anchorColorRule(index: number, color: AnchorColor): string {
  const background =
    typeof color === 'string'
      ? color
      : `linear-gradient(135deg, ${[color.from, color.via, color.to].filter((c) => c !== undefined).join(', ')})`;
  const text = readableTextOn(typeof color === 'string' ? color : color.from);
  return `.q-anchor-c${index} .q-anchor-icon { background: ${background}; color: ${text}; border-color: transparent; }`;
}

/** Black or white, whichever reads better on `hex`. */
export function readableTextOn(hex: string): string {
  return relativeLuminance(hex) > 0.179 ? '#000000' : '#ffffff';
}

/** A double-quoted CSS string. */
function cssString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\a ')}"`;
}

/** `_quire/<name>.<hash>.<ext>`. */
export function hashedName(name: string, content: string | Uint8Array): string {
  const dot = name.lastIndexOf('.');
  return `_quire/${name.slice(0, dot)}.${contentHash(content)}${name.slice(dot)}`;
}
