/**
 * Every icon a site's pages show, resolved once in the plan stage: the anchors' icons (with a warning for each Pro
 * style that falls back and each unknown name), the footer socials' icons, and the icons of Quire's own controls.
 */
import type { Diagnostic, Position } from '../diagnostics.js';
import type { SiteGraph } from '../graph/types.js';
import { loadIcon } from './load-icon.js';
import { resolveIcon, type ResolvedIcon } from './resolve-icon.js';
import { getSocialIcon } from './social-icons.js';

/** Icons of Quire's own controls, by the name templates use. */
export const UI_ICONS = {
  search: { name: 'magnifying-glass', style: 'solid' },
  sun: { name: 'sun', style: 'solid' },
  moon: { name: 'moon', style: 'solid' },
  menu: { name: 'bars', style: 'solid' },
  close: { name: 'xmark', style: 'solid' },
  chevron: { name: 'chevron-right', style: 'solid' },
  down: { name: 'chevron-down', style: 'solid' },
  github: { name: 'github', style: 'brands' },
  star: { name: 'star', style: 'regular' },
  prev: { name: 'arrow-left', style: 'solid' },
  next: { name: 'arrow-right', style: 'solid' },
  edit: { name: 'pen-to-square', style: 'regular' },
  issue: { name: 'comment', style: 'regular' },
  external: { name: 'arrow-up-right-from-square', style: 'solid' },
  page: { name: 'file-lines', style: 'regular' },
} as const satisfies Record<string, ResolvedIcon>;

/** Name of one of Quire's control icons. */
export type UiIconName = keyof typeof UI_ICONS;

/** Inline SVG markup for everything the chrome shows. Plain data, sent to render workers. */
export interface SiteIcons {
  ui: Record<UiIconName, string>;
  /** By index in `graph.anchors`; '' when the anchor has no (known) icon. */
  anchors: string[];
  /** By `footerSocials` key. */
  socials: Record<string, { label: string; svg: string }>;
}

/** Resolve and load every icon of the site, with a diagnostic for each icon that cannot be shown as written. */
export function resolveSiteIcons(graph: SiteGraph, file: string): { icons: SiteIcons; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const ui = {} as Record<UiIconName, string>;
  for (const [key, icon] of Object.entries(UI_ICONS)) ui[key as UiIconName] = loadIcon(icon);
  // With a single anchor the sidebar shows no anchor list, so its icon is never drawn.
  const shown = graph.anchors.length > 1;
  const anchors = graph.anchors.map((anchor, index) => {
    if (!shown || anchor.icon === '') return '';
    const config = index === 0 ? undefined : graph.config.anchors[index - 1];
    const where = config ? { jsonPath: config.jsonPath, position: config.position } : { jsonPath: 'topAnchor' };
    const resolution = resolveIcon(anchor.icon, anchor.iconType);
    if (!resolution.found) {
      diagnostics.push(unknownIcon(anchor.name, anchor.icon, resolution.suggestion, file, where));
      return '';
    }
    // `duotone` is the spec's default style, so most anchors "ask" for it without saying so; its free fallback
    // (solid) has the same shapes, so it falls back silently. Every other Pro style gets a warning.
    if (resolution.proStyle && resolution.proStyle !== 'duotone') {
      diagnostics.push(proStyle(anchor.name, resolution.icon, resolution.proStyle, file, where));
    }
    return loadIcon(resolution.icon, 'q-icon q-anchor-svg');
  });
  const socials: SiteIcons['socials'] = {};
  for (const key of Object.keys(graph.config.footerSocials)) {
    const social = getSocialIcon(key);
    socials[key] = { label: social.label, svg: loadIcon(social.icon) };
  }
  return { icons: { ui, anchors, socials }, diagnostics };
}

type Where = { jsonPath: string; position?: Position };

function located(where: Where): Pick<Diagnostic, 'jsonPath' | 'position'> {
  return where.position ? { jsonPath: where.jsonPath, position: where.position } : { jsonPath: where.jsonPath };
}

function unknownIcon(
  anchor: string,
  name: string,
  suggestion: string | undefined,
  file: string,
  where: Where,
): Diagnostic {
  return {
    severity: 'warning',
    rule: 'icons/unknown-icon',
    file,
    ...located(where),
    message: `anchor "${anchor}" has icon "${name}", which is not a Font Awesome Free icon; it is shown without an icon`,
    hint: suggestion
      ? `did you mean \`${suggestion}\`?`
      : 'pick a name from https://fontawesome.com/search?ic=free (solid, regular or brands)',
  };
}

function proStyle(anchor: string, icon: ResolvedIcon, style: string, file: string, where: Where): Diagnostic {
  return {
    severity: 'warning',
    rule: 'icons/pro-style',
    file,
    ...located(where),
    message: `anchor "${anchor}" asks for the Font Awesome Pro style "${style}" of "${icon.name}"; it is shown in the free "${icon.style}" style`,
    hint: `set \`${where.jsonPath}.iconType\` to "${icon.style}" to keep this look without the warning`,
  };
}
