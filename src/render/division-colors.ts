/**
 * docs.json division `color` (`{ light, dark }` on a tab, anchor, dropdown, product …): the colour of the division's
 * icon, as Mintlify draws it. A class named after the colours (`q-dc-<light>-<dark>`, hex digits only, which the
 * schema guarantees) goes on the icon's SVG, which takes the colour; on an anchor, it goes on the anchor's list item,
 * and the square behind the icon takes the colour, with black or white on it, as a site.json anchor's `color` does.
 * theme.css gives each class its colours in each mode: no inline style, so the Content-Security-Policy stays
 * `style-src 'self'`, and the same colours always make the same class.
 */
import type { NavDivisionConfig, SiteConfig } from '../config/types.js';
import { readableTextOn } from './styles.js';

type DivisionColor = NonNullable<NavDivisionConfig['color']>;

/** The class of a division colour. */
export function divisionColorClass(color: DivisionColor): string {
  const hex = (c: string) => c.replace(/[^0-9a-fA-F]/g, '').toLowerCase();
  return `q-dc-${hex(color.light)}-${hex(color.dark)}`;
}

/** `svg` (an icon's markup, `<svg class="…" …>`) with the class of `color` added. */
export function withDivisionColor(svg: string, color: DivisionColor | undefined): string {
  if (color === undefined) return svg;
  const cls = divisionColorClass(color);
  return svg.includes(' class="')
    ? svg.replace(' class="', ` class="${cls} `)
    : svg.replace('<svg', `<svg class="${cls}"`);
}

/** The theme.css rules of every division colour of the site, one pair per distinct colour, sorted. */
export function divisionColorRules(config: SiteConfig): string[] {
  const navigation = config.explicitNavigation;
  if (!navigation) return [];
  const colors = new Map<string, DivisionColor>();
  const visit = (division: NavDivisionConfig) => {
    const cls = division.color && divisionColorClass(division.color);
    // The same colours written in another case make the same class: the first spelling is kept.
    if (cls && !colors.has(cls)) colors.set(cls, division.color!);
    division.content.divisions.forEach(visit);
  };
  navigation.root.divisions.forEach(visit);
  navigation.global.forEach(visit);
  return [...colors.keys()].sort().flatMap((cls) => {
    const { light, dark } = colors.get(cls)!;
    const square = (color: string) =>
      `background: ${color}; color: ${readableTextOn(color)}; border-color: transparent;`;
    return [
      `svg.${cls} { color: ${light}; }`,
      `[data-theme="dark"] svg.${cls} { color: ${dark}; }`,
      `li.${cls} .q-anchor-icon { ${square(light)} }`,
      `[data-theme="dark"] li.${cls} .q-anchor-icon { ${square(dark)} }`,
    ];
  });
}
