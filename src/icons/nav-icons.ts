/**
 * Icons of docs.json navigation: divisions (tabs, anchors, dropdowns, products, menu items …) and sidebar groups.
 * Each distinct icon is resolved once, keyed by {@link navIconKey}; an unknown name gets one warning per name.
 */
import type { IconType } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import type { NavItem, SiteGraph } from '../graph/types.js';
import { loadIcon } from './load-icon.js';
import { iconProblem } from './icon-problem.js';
import { type IconLibrary, resolveIcon, UNKNOWN_ICON } from './resolve-icon.js';

/** The key of an icon in `SiteIcons.nav`. */
export function navIconKey(icon: string, iconType?: string): string {
  return `${iconType ?? ''}:${icon}`;
}

/** Inline SVG of every Font Awesome icon the divisions and groups of `graph` name (image icons are drawn as `<img>`). */
export function resolveNavIcons(
  graph: SiteGraph,
  file: string,
  isImage: (icon: string) => boolean,
  library: IconLibrary = 'fontawesome',
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
  for (const link of graph.config.topbarLinks) want(link.icon, undefined, `topbar link "${link.name}"`);

  const icons: Record<string, string> = {};
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<string>();
  for (const [key, { icon, iconType, owner }] of wanted) {
    const type = iconType ?? 'regular';
    const resolution = resolveIcon(icon, type, library);
    const problem = iconProblem(icon, resolution, type, library);
    icons[key] = loadIcon(problem?.icon ?? (resolution.found ? resolution.icon : UNKNOWN_ICON), 'q-icon q-nav-icon');
    if (!problem || reported.has(icon)) continue;
    reported.add(icon);
    diagnostics.push({
      severity: 'warning',
      rule: problem.rule,
      file,
      message: `${owner}: ${problem.message}`,
      hint: problem.hint,
    });
  }
  return { icons, diagnostics };
}
