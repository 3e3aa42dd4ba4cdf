/**
 * What to tell an author whose icon is not drawn as named: the substitute Quire drew instead, or that nothing matched.
 * One wording for components, sidebar entries, anchors and navigation icons.
 */
import type { IconType } from '../config/types.js';
import { drawableIcon, type IconLibrary, type IconResolution, libraryName, type ResolvedIcon } from './resolve-icon.js';

/** A problem with an icon name, or undefined when the icon is drawn as named. */
export interface IconProblem {
  rule: 'icons/substitute-icon' | 'icons/unknown-icon';
  message: string;
  hint: string;
  /** The icon drawn in its place. */
  icon: ResolvedIcon;
}

/** The problem with drawing `name` from the site's `library`, given its resolution. */
export function iconProblem(
  name: string,
  resolution: IconResolution,
  iconType: IconType,
  library: IconLibrary,
): IconProblem | undefined {
  const own = library === 'fontawesome' ? 'Font Awesome Free' : libraryName(library);
  if (resolution.found && resolution.substitute === undefined) return undefined;
  if (resolution.found) {
    const { icon } = resolution;
    const drawn =
      resolution.substitute === 'library'
        ? `${libraryName(icon.style)}'s "${icon.name}"`
        : `"${icon.name}" (${libraryName(icon.style)}), the closest name`;
    return {
      rule: 'icons/substitute-icon',
      message: `icon "${name}" is not in ${own}${library === 'fontawesome' ? ' (it may be a Pro icon)' : ''}; Quire draws ${drawn} instead`,
      hint:
        resolution.substitute === 'library' || !inLibrary(icon, library)
          ? `to choose the picture yourself, name an icon ${own} has`
          : `write \`${icon.name}\` to keep this picture without the warning, or name another icon ${own} has`,
      icon,
    };
  }
  const icon = drawableIcon(resolution, iconType, library);
  return {
    rule: 'icons/unknown-icon',
    message: `icon "${name}" matches no icon in Font Awesome Free, Lucide or Tabler; Quire draws "${icon.name}" in its place`,
    hint:
      resolution.suggestion !== undefined
        ? `did you mean \`${resolution.suggestion}\`?`
        : 'pick a name from https://fontawesome.com/search?ic=free or https://lucide.dev/icons, or give an image URL',
    icon,
  };
}

/** Whether `icon` belongs to `library`, so naming it draws it without a warning. */
function inLibrary(icon: ResolvedIcon, library: IconLibrary): boolean {
  return library === 'fontawesome' ? icon.style !== 'lucide' && icon.style !== 'tabler' : icon.style === library;
}
