/** The topbar's links (`topbarLinks`, docs.json `navbar.links`) as the templates draw them, each with its icon. */
import type { SiteConfig } from '../config/types.js';
import { isImageIcon, navIconKey, type SiteIcons } from '../icons/index.js';
import { unsafeUrlScheme } from '../utils/unsafe-url.js';
import { isExternalUrl } from '../utils/url.js';

/** One link: inline SVG (`icon`) for a named icon, an image URL (`iconSrc`) for an image path or URL. */
export interface TopbarLinkData {
  name: string;
  url: string;
  external: boolean;
  icon?: string;
  iconSrc?: string;
}

export function getTopbarLinks(config: SiteConfig, icons: SiteIcons, url: (u: string) => string): TopbarLinkData[] {
  return config.topbarLinks.map((link) => {
    const data: TopbarLinkData = { name: link.name, url: url(link.url), external: isExternalUrl(link.url) };
    const { icon } = link;
    if (icon === undefined) return data;
    if (!isImageIcon(icon)) {
      const svg = icons.nav?.[navIconKey(icon)];
      if (svg !== undefined) data.icon = svg;
    } else if (!unsafeUrlScheme(icon, { allowImageData: true })) {
      data.iconSrc = isExternalUrl(icon) ? icon : url(`/${icon.replace(/^(?:\.\/|\/)+/, '')}`);
    }
    return data;
  });
}
