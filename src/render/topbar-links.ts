/** The topbar's links (`topbarLinks`, docs.json `navbar.links`) as the templates draw them, each with its icon. */
import type { SiteConfig } from '../config/types.js';
import type { SiteIcons } from '../icons/index.js';
import { isExternalUrl } from '../utils/url.js';
import { navIconData } from './nav-icon-data.js';

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
    return link.icon === undefined ? data : { ...data, ...navIconData(link.icon, undefined, icons.nav, url) };
  });
}
