/**
 * How the chrome draws a navigation icon (a sidebar page or group, a division, a topbar link): a named icon as the
 * inline SVG resolved at build start (`SiteIcons.nav`, by `navIconKey`), an image path or URL as an `<img>` source.
 */
import { isImageIcon, navIconKey } from '../icons/index.js';
import { unsafeUrlScheme } from '../utils/unsafe-url.js';
import { isExternalUrl } from '../utils/url.js';

/** The URL of an image icon; undefined for an unsafe scheme. */
export function imageIconSrc(icon: string, url: (u: string) => string): string | undefined {
  if (unsafeUrlScheme(icon, { allowImageData: true })) return undefined;
  // Paths are from the docs folder's root, as everywhere in Mintlify's front matter.
  return isExternalUrl(icon) ? icon : url(`/${icon.replace(/^(?:\.\/|\/)+/, '')}`);
}

/** `icon` as inline SVG (`icon`) or an image source (`iconSrc`); neither when unknown or unsafe. */
export function navIconData(
  icon: string,
  iconType: string | undefined,
  navIcons: Readonly<Record<string, string>> | undefined,
  url: (u: string) => string,
): { icon?: string; iconSrc?: string } {
  if (!isImageIcon(icon)) {
    const key = navIconKey(icon, iconType);
    return navIcons && Object.hasOwn(navIcons, key) ? { icon: navIcons[key] } : {};
  }
  const src = imageIconSrc(icon, url);
  return src === undefined ? {} : { iconSrc: src };
}
