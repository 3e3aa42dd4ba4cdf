/**
 * Resolve the look settings Mintlify projects use beyond colours: `background` (a decoration, and page colours),
 * `font` (headings and body) and `topbar.style`. Plain data; the CSS is written by `render/appearance-css.ts`.
 */
import type { Position } from '../diagnostics.js';
import { formatJsonPath, type JsonPathSegment } from '../utils/json-path.js';
import { DEFAULT_BACKGROUND } from './contrast.js';
import type { FontConfig, SiteConfig, UserConfig } from './types.js';

type UserFont = NonNullable<UserConfig['font']>;
type UserFontFields = Pick<UserFont, 'family' | 'weight' | 'url' | 'format'>;

/** The decoration, fonts and topbar style of `user`; each key is absent when its setting is. */
export function resolveAppearance(
  user: UserConfig,
  locate: (path: readonly JsonPathSegment[]) => Position | undefined,
): Pick<SiteConfig, 'backgroundDecoration' | 'fonts' | 'topbarStyle'> {
  const decoration = user.background?.style;
  const fonts = resolveFonts(user.font, locate);
  return {
    ...(decoration !== undefined && { backgroundDecoration: decoration }),
    ...(fonts && { fonts }),
    ...(user.topbar?.style === 'gradient' && { topbarStyle: 'gradient' as const }),
  };
}

/**
 * The page background colours: `colors.background` when set (it wins: it is Quire's own setting and names both
 * modes), else `background.color`, whose missing mode keeps the default background.
 */
export function resolveBackgroundColor(user: UserConfig): { light: string; dark: string } | undefined {
  if (user.colors?.background) return { ...user.colors.background };
  const color = user.background?.color;
  if (!color || (color.light === undefined && color.dark === undefined)) return undefined;
  return { light: color.light ?? DEFAULT_BACKGROUND.light, dark: color.dark ?? DEFAULT_BACKGROUND.dark };
}

function resolveFonts(
  font: UserFont | undefined,
  locate: (path: readonly JsonPathSegment[]) => Position | undefined,
): SiteConfig['fonts'] {
  if (!font) return undefined;
  const heading = font.headings ? fontOf(font.headings, ['font', 'headings'], locate) : fontOf(font, ['font'], locate);
  const body = font.body ? fontOf(font.body, ['font', 'body'], locate) : fontOf(font, ['font'], locate);
  if (!heading && !body) return undefined;
  return { ...(heading && { heading }), ...(body && { body }) };
}

function fontOf(
  fields: UserFontFields,
  path: JsonPathSegment[],
  locate: (path: readonly JsonPathSegment[]) => Position | undefined,
): FontConfig | undefined {
  if (fields.family === undefined) return undefined;
  const out: FontConfig = { family: fields.family };
  if (fields.weight !== undefined) out.weight = fields.weight;
  if (fields.url !== undefined) {
    out.url = fields.url;
    const urlPath = [...path, 'url'];
    out.jsonPath = formatJsonPath(urlPath);
    const position = locate(urlPath);
    if (position) out.position = position;
  }
  if (fields.format !== undefined) out.format = fields.format;
  return out;
}
