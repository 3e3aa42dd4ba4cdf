/**
 * Map an icon name and style (as written in the config or a component) to an icon Quire can draw. In a Font Awesome
 * site, Pro styles fall back to the nearest free one: `duotone` and `sharp-solid` icons are solid shapes, `light`,
 * `thin` and the other sharp styles are outlines, closest to `regular`; an icon missing in that style is taken from
 * another free style. A name the site's library lacks (a Font Awesome Pro icon, say) is drawn from another library
 * that has the same name, else as the closest icon by name and search terms (`closest-icon.ts`): the caller warns
 * with the substitute's name.
 */
import type { IconType } from '../config/types.js';
import { didYouMean } from '../utils/did-you-mean.js';
import { closestIcon, type IconCandidate } from './closest-icon.js';
import { FREE_STYLES, getIconIndex, type FreeIconStyle, type IconIndex } from './icon-index.js';
import { getIconSet, type OtherIconSet } from './icon-sets.js';

/** The icon library a site names (docs.json `icons.library`). */
export type IconLibrary = 'fontawesome' | OtherIconSet;

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

/** An icon to draw: a Font Awesome Free icon in one of its styles, or a Lucide or Tabler icon. */
export interface ResolvedIcon {
  name: string;
  style: FreeIconStyle | OtherIconSet;
}

/** The outcome of {@link resolveIcon}. */
export type IconResolution =
  | {
      found: true;
      icon: ResolvedIcon;
      /** Set when `iconType` is a Pro style. */
      proStyle?: IconType;
      /** Set when the icon is not the one named in the site's library: the same name elsewhere, or the closest. */
      substitute?: 'library' | 'closest';
    }
  | { found: false /** The closest icon name, if any is close. */; suggestion?: string };

/** What a reader sees where an icon name matches nothing at all: an honest question mark, never an empty box. */
export const UNKNOWN_ICON: ResolvedIcon = { name: 'circle-question', style: 'regular' };

/** Whether `style` is one of the styles Font Awesome Free ships. */
export function isFreeStyle(style: string): style is FreeIconStyle {
  return (FREE_STYLES as readonly string[]).includes(style);
}

const resolved = new Map<string, IconResolution>();

/** Find the icon to draw for `name` in `iconType` (a Font Awesome style, ignored by Lucide and Tabler). */
export function resolveIcon(
  name: string,
  iconType: IconType,
  library: IconLibrary = 'fontawesome',
  index: IconIndex = getIconIndex(),
): IconResolution {
  const key = `${library}:${iconType}:${name}`;
  let resolution = resolved.get(key);
  if (resolution === undefined) {
    resolution = resolveUncached(name, iconType, library, index);
    if (index === getIconIndex()) resolved.set(key, resolution);
  }
  return resolution;
}

function resolveUncached(name: string, iconType: IconType, library: IconLibrary, index: IconIndex): IconResolution {
  const fontAwesome = (): IconResolution | undefined => {
    const free = isFreeStyle(iconType);
    const preferred: FreeIconStyle = free ? iconType : PRO_FALLBACK[iconType];
    for (const style of [preferred, ...FREE_STYLES.filter((s) => s !== preferred)]) {
      if (index[style].has(name))
        return { found: true, icon: { name, style }, ...(free ? {} : { proStyle: iconType }) };
    }
    return undefined;
  };
  const other = (set: OtherIconSet): IconResolution | undefined =>
    getIconSet(set).names.has(name) ? { found: true, icon: { name, style: set } } : undefined;
  const order: IconLibrary[] =
    library === 'fontawesome'
      ? ['fontawesome', 'lucide', 'tabler']
      : [library, 'fontawesome', library === 'lucide' ? 'tabler' : 'lucide'];
  for (const [i, set] of order.entries()) {
    const hit = set === 'fontawesome' ? fontAwesome() : other(set);
    if (hit?.found) return i === 0 ? hit : { ...hit, substitute: 'library' };
  }
  // Names copied from Font Awesome's CSS classes (`fa-book`) have a prefix that the config does not want.
  const bare = name.replace(/^fa[a-z]?-/, '');
  if (bare !== name && bare !== '') {
    const unprefixed = resolveUncached(bare, iconType, library, index);
    if (unprefixed.found) return { ...unprefixed, substitute: unprefixed.substitute ?? 'closest' };
  }
  const candidates = order.flatMap((set) => candidatesOf(set, index));
  const closest = closestIcon(bare, candidates);
  if (closest) return { found: true, icon: drawn(closest, index), substitute: 'closest' };
  const suggestion = didYouMean(
    bare,
    candidates.map((candidate) => candidate.name),
  );
  return suggestion === undefined ? { found: false } : { found: false, suggestion };
}

/** Every icon of `set`, as candidates for {@link closestIcon}. */
function candidatesOf(set: IconLibrary, index: IconIndex): IconCandidate[] {
  if (set !== 'fontawesome') return [...getIconSet(set).names].sort().map((name) => ({ set, name }));
  const names = new Set<string>();
  for (const style of FREE_STYLES) for (const name of index[style]) names.add(name);
  return [...names].sort().map((name) => ({ set, name }));
}

function drawn(candidate: IconCandidate, index: IconIndex): ResolvedIcon {
  if (candidate.set !== 'fontawesome') return { name: candidate.name, style: candidate.set };
  const style = FREE_STYLES.find((s) => index[s].has(candidate.name)) ?? 'solid';
  return { name: candidate.name, style };
}

/** The icon to draw for a resolution: the icon found, else the suggestion, else {@link UNKNOWN_ICON}. */
export function drawableIcon(resolution: IconResolution, iconType: IconType, library: IconLibrary): ResolvedIcon {
  if (resolution.found) return resolution.icon;
  if (resolution.suggestion !== undefined) {
    const suggested = resolveIcon(resolution.suggestion, iconType, library);
    if (suggested.found) return suggested.icon;
  }
  return UNKNOWN_ICON;
}

/** A library's display name, for messages. */
export function libraryName(style: ResolvedIcon['style']): string {
  return style === 'lucide' ? 'Lucide' : style === 'tabler' ? 'Tabler' : 'Font Awesome';
}
