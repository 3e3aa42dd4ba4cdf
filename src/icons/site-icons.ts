/**
 * Every icon a site's pages show, resolved once in the plan stage: the anchors' icons (with a warning for each Pro
 * style that falls back and each unknown name), the sidebar icons of pages (front matter `icon`), the footer socials'
 * icons, and the icons of Quire's own controls.
 */
import type { Diagnostic, Position } from '../diagnostics.js';
import type { SiteGraph } from '../graph/types.js';
import { loadIcon } from './load-icon.js';
import type { IconType } from '../config/types.js';
import { didYouMean } from '../utils/did-you-mean.js';
import { FREE_STYLES } from './icon-index.js';
import { iconProblem } from './icon-problem.js';
import {
  type IconLibrary,
  isFreeStyle,
  PRO_FALLBACK,
  resolveIcon,
  type ResolvedIcon,
  UNKNOWN_ICON,
} from './resolve-icon.js';
import { getSocialIcon } from './social-icons.js';
import { resolveNavIcons } from './nav-icons.js';

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
  // The page menu (render/page-menu-data.ts).
  copy: { name: 'copy', style: 'regular' },
  check: { name: 'check', style: 'solid' },
  markdown: { name: 'markdown', style: 'brands' },
  chatgpt: { name: 'openai', style: 'brands' },
  claude: { name: 'claude', style: 'brands' },
  perplexity: { name: 'asterisk', style: 'solid' },
  // "Was this page helpful?" (feedback.thumbsRating).
  thumbsUp: { name: 'thumbs-up', style: 'regular' },
  thumbsDown: { name: 'thumbs-down', style: 'regular' },
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
  /** Font Awesome icons of sidebar entries (front matter `icon`), by page path; pages without one are absent. */
  pages: Record<string, string>;
  /** Icons of docs.json divisions and sidebar groups, by `navIconKey(icon, iconType)` (see `nav-icons.ts`). */
  nav?: Record<string, string>;
}

/** Resolve and load every icon of the site, with a diagnostic for each icon that cannot be shown as written. */
export function resolveSiteIcons(graph: SiteGraph, file: string): { icons: SiteIcons; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const library: IconLibrary = graph.config.iconLibrary ?? 'fontawesome';
  const ui = {} as Record<UiIconName, string>;
  for (const [key, icon] of Object.entries(UI_ICONS)) ui[key as UiIconName] = loadIcon(icon);
  // With a single anchor the sidebar shows no anchor list, so its icon is never drawn.
  const shown = graph.anchors.length > 1;
  const anchors = graph.anchors.map((anchor, index) => {
    if (!shown || anchor.icon === '') return '';
    const config = index === 0 ? undefined : graph.config.anchors[index - 1];
    const where = config ? { jsonPath: config.jsonPath, position: config.position } : { jsonPath: 'topAnchor' };
    const resolution = resolveIcon(anchor.icon, anchor.iconType, library);
    const problem = iconProblem(anchor.icon, resolution, anchor.iconType, library);
    if (problem) {
      diagnostics.push({
        severity: 'warning',
        rule: problem.rule,
        file,
        ...located(where),
        message: `anchor "${anchor.name}": ${problem.message}`,
        hint: problem.hint,
      });
      return loadIcon(problem.icon, 'q-icon q-anchor-svg');
    }
    if (!resolution.found) return '';
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
  const pages = resolvePageIcons(graph, library, diagnostics);
  const nav = resolveNavIcons(graph, file, isImageIcon, library);
  // A site.json site without group icons keeps the icons it always had (and so its cache keys).
  if (graph.divisions === undefined && Object.keys(nav.icons).length === 0 && nav.diagnostics.length === 0)
    return { icons: { ui, anchors, socials, pages }, diagnostics };
  return { icons: { ui, anchors, socials, pages, nav: nav.icons }, diagnostics: [...diagnostics, ...nav.diagnostics] };
}

/** An `icon` that names an image rather than a Font Awesome icon: a URL or a path (`/icons/x.svg`, `./x.png`). */
export function isImageIcon(icon: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/|\.\.?\/)/i.test(icon) || /\.(?:svg|png|jpe?g|gif|webp|avif|ico)$/i.test(icon);
}

/** The inline SVG of every sidebar entry's Font Awesome icon (image icons are drawn as `<img>` by the sidebar). */
function resolvePageIcons(graph: SiteGraph, library: IconLibrary, diagnostics: Diagnostic[]): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const page of graph.pages) {
    const { icon, iconType, iconLine } = page.settings;
    // Only listed entries are drawn; a hidden page has none.
    if (icon === undefined || !page.listed || page.settings.hidden || isImageIcon(icon)) continue;
    const where = {
      file: page.path,
      ...(iconLine !== undefined && { position: { line: iconLine, column: 1 } }),
    };
    let type: IconType = 'regular';
    if (iconType !== undefined) {
      if (isFreeStyle(iconType) || Object.hasOwn(PRO_FALLBACK, iconType)) type = iconType as IconType;
      else {
        const styles = [...FREE_STYLES, ...Object.keys(PRO_FALLBACK)];
        const suggestion = didYouMean(iconType, styles);
        diagnostics.push({
          severity: 'warning',
          rule: 'icons/unknown-icon-type',
          ...where,
          message: `iconType "${iconType}" is not a Font Awesome style; the icon is drawn in the regular style`,
          hint: suggestion ? `did you mean "${suggestion}"?` : `use one of ${styles.join(', ')}`,
        });
      }
    }
    const resolution = resolveIcon(icon, type, library);
    const problem = iconProblem(icon, resolution, type, library);
    if (problem)
      diagnostics.push({
        severity: 'warning',
        rule: problem.rule,
        ...where,
        message: problem.message,
        hint: problem.hint,
      });
    if (problem || !resolution.found) {
      pages[page.path] = loadIcon(problem?.icon ?? UNKNOWN_ICON, 'q-icon q-nav-icon');
      continue;
    }
    // Pro styles fall back to the nearest free one without a warning: the shape is the same, and Mintlify projects
    // name Pro styles freely (the anchors' `duotone` default does the same).
    pages[page.path] = loadIcon(resolution.icon, 'q-icon q-nav-icon');
  }
  return pages;
}

type Where = { jsonPath: string; position?: Position };

function located(where: Where): Pick<Diagnostic, 'jsonPath' | 'position'> {
  return where.position ? { jsonPath: where.jsonPath, position: where.position } : { jsonPath: where.jsonPath };
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
