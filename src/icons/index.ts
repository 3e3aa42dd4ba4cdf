/** Font Awesome Free icons, inlined as SVG at build time. */
export { FREE_STYLES, getIconIndex, type FreeIconStyle, type IconIndex } from './icon-index.js';
export { loadIcon, toInlineSvg } from './load-icon.js';
export { PRO_FALLBACK, isFreeStyle, resolveIcon, type IconResolution, type ResolvedIcon } from './resolve-icon.js';
export { isImageIcon, resolveSiteIcons, UI_ICONS, type SiteIcons, type UiIconName } from './site-icons.js';
export { getSocialIcon, type SocialIcon } from './social-icons.js';
export { navIconKey } from './nav-icons.js';
