/** Icons (Font Awesome Free, Lucide, Tabler), inlined as SVG at build time. */
export { FREE_STYLES, getIconIndex, type FreeIconStyle, type IconIndex } from './icon-index.js';
export { loadIcon, toInlineSvg } from './load-icon.js';
export {
  PRO_FALLBACK,
  UNKNOWN_ICON,
  drawableIcon,
  isFreeStyle,
  resolveIcon,
  type IconLibrary,
  type IconResolution,
  type ResolvedIcon,
} from './resolve-icon.js';
export { iconProblem, type IconProblem } from './icon-problem.js';
export { isImageIcon, resolveSiteIcons, UI_ICONS, type SiteIcons, type UiIconName } from './site-icons.js';
export { getSocialIcon, type SocialIcon } from './social-icons.js';
export { navIconKey } from './nav-icons.js';
