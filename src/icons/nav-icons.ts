/**
 * Icons of docs.json navigation: divisions (tabs, anchors, dropdowns, products, menu items …) and sidebar groups.
 * Each distinct icon is resolved once, keyed by {@link navIconKey}; an unknown name gets one warning per name.
 */
import type { IconType } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import type { NavItem, SiteGraph } from '../graph/types.js';
import { loadIcon } from './load-icon.js';
import { resolveIcon } from './resolve-icon.js';

/** The key of an icon in `SiteIcons.nav`. */
export function navIconKey(icon: string, iconType?: string): string {
  return `${iconType ?? ''}:${icon}`;
}

/** Inline SVG of every Font Awesome icon the divisions and groups of `graph` name (image icons are drawn as `<img>`). */
export function resolveNavIcons(
  graph: SiteGraph,
  file: string,
  isImage: (icon: string) => boolean,
): { icons: Record<string, string>; diagnostics: Diagnostic[] } {
  const wanted = new Map<string, { icon: string; iconType?: IconType; owner: string }>();
  const want = (icon: string | undefined, iconType: IconType | undefined, owner: string) => {
    if (icon === undefined || isImage(icon)) return;
    const key = navIconKey(icon, iconType);
    if (!wanted.has(key)) wanted.set(key, { icon, ...(iconType !== undefined && { iconType }), owner });
  };
  for (const division of graph.divisions ?? [])
    want(division.icon, division.iconType, `${division.kind} "${division.name}"`);
  const visit = (items: readonly NavItem[]) => {
    for (const item of items) {
      if (item.type !== 'group') continue;
      want(item.icon, item.iconType, `group "${item.name}"`);
      visit(item.items);
    }
  };
  for (const section of graph.sections) visit(section.groups);

  const icons: Record<string, string> = {};
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<string>();
  for (const [key, { icon, iconType, owner }] of wanted) {
    const resolution = resolveIcon(icon, iconType ?? 'regular');
    if (resolution.found) {
      icons[key] = loadIcon(resolution.icon, 'q-icon q-nav-icon');
      continue;
    }
    if (reported.has(icon)) continue;
    reported.add(icon);
    diagnostics.push({
      severity: 'warning',
      rule: 'icons/unknown-icon',
      file,
      message: `${owner} has icon "${icon}", which is not a Font Awesome Free icon; it is shown without an icon`,
      hint: resolution.suggestion
        ? `did you mean \`${resolution.suggestion}\`?`
        : 'pick a name from https://fontawesome.com/search?ic=free (solid, regular or brands), or give an image URL',
    });
  }
  return { icons, diagnostics };
}
