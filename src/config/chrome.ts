/**
 * The settings of the page chrome that mint.json and docs.json share: the first tab's name (`primaryTab.name`), the
 * search box (`search`), the code block palette (`codeBlock.mode`) and where the logo and search sit (`layout`).
 * `theme` picks one of Mintlify's nine looks (mint.json's retired names resolve to nothing: `retiredThemeWarning` says
 * so); `isWhiteLabeled` drops the footer's "Built with Quire", as Mintlify's drops its own credit.
 */
import { isLayoutTheme, type SiteConfig, type UserConfig } from './types.js';

/** The chrome settings of `user`, with defaults applied (the first tab's name is the top anchor's unless set). */
export function resolveChrome(
  user: UserConfig,
  topAnchorName: string,
): Pick<SiteConfig, 'primaryTab' | 'search' | 'codeBlock' | 'eyebrows' | 'layout' | 'whiteLabeled' | 'layoutTheme'> {
  const prompt = user.search?.prompt?.trim();
  return {
    primaryTab: { name: user.primaryTab?.name ?? topAnchorName },
    search: { ...(prompt ? { prompt } : {}), location: user.search?.location ?? 'top' },
    codeBlock: { mode: user.codeBlock?.mode ?? 'auto' },
    eyebrows: user.eyebrows ?? 'section',
    layout: user.layout ?? 'topnav',
    ...(user.isWhiteLabeled === true && { whiteLabeled: true as const }),
    ...(isLayoutTheme(user.theme) && user.theme !== 'mint' && { layoutTheme: user.theme }),
  };
}
