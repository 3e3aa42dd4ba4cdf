/**
 * Map a Font Awesome icon name and style (as written in `site.json`) to a free icon that exists. Pro styles fall
 * back to the nearest free one: `duotone` and `sharp-solid` icons are solid shapes, `light`, `thin` and the other
 * sharp styles are outlines, closest to `regular`. An icon missing in that style is taken from another free style.
 */
import type { IconType } from '../config/types.js';
import { didYouMean } from '../utils/did-you-mean.js';
import { FREE_STYLES, getIconIndex, type FreeIconStyle, type IconIndex } from './icon-index.js';

/** The free style each Pro style falls back to. */
export const PRO_FALLBACK: Readonly<Record<Exclude<IconType, FreeIconStyle>, FreeIconStyle>> = {
  duotone: 'solid',
  'sharp-solid': 'solid',
  'sharp-duotone-solid': 'solid',
  light: 'regular',
  thin: 'regular',
  'sharp-regular': 'regular',
  'sharp-light': 'regular',
  'sharp-thin': 'regular',
};

/** A free icon to draw. */
export interface ResolvedIcon {
  name: string;
  style: FreeIconStyle;
}

/** The outcome of {@link resolveIcon}. */
export type IconResolution =
  | { found: true; icon: ResolvedIcon /** Set when `iconType` is a Pro style. */; proStyle?: IconType }
  | { found: false /** The closest free icon name, if any is close. */; suggestion?: string };

/** Whether `style` is one of the styles Font Awesome Free ships. */
export function isFreeStyle(style: string): style is FreeIconStyle {
  return (FREE_STYLES as readonly string[]).includes(style);
}

/** Find the free icon to draw for `name` in `iconType`. */
export function resolveIcon(name: string, iconType: IconType, index: IconIndex = getIconIndex()): IconResolution {
  const free = isFreeStyle(iconType);
  const preferred: FreeIconStyle = free ? iconType : PRO_FALLBACK[iconType];
  for (const style of [preferred, ...FREE_STYLES.filter((s) => s !== preferred)]) {
    if (index[style].has(name)) return { found: true, icon: { name, style }, ...(free ? {} : { proStyle: iconType }) };
  }
  const all = new Set<string>();
  for (const style of FREE_STYLES) for (const n of index[style]) all.add(n);
  // Names copied from Font Awesome's CSS classes (`fa-book`) have a prefix that site.json does not want.
  const bare = name.replace(/^fa[a-z]?-/, '');
  const suggestion = bare !== name && all.has(bare) ? bare : didYouMean(bare, all);
  return suggestion === undefined ? { found: false } : { found: false, suggestion };
}
