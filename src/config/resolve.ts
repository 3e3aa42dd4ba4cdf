/** Turn a valid `UserConfig` into the `SiteConfig` later stages read: defaults applied, either-or settings normalised. */
import type { Position } from '../diagnostics.js';
import { formatJsonPath, type JsonPathSegment } from '../utils/json-path.js';
import { DEFAULT_SAMPLE_LANGUAGES, sampleLanguageKeys } from '../utils/sample-languages.js';
import { resolveAnalytics } from './analytics.js';
import { resolveChrome } from './chrome.js';
import { resolvePageMenu } from './contextual.js';
import { resolveAppearance, resolveBackgroundColor } from './appearance.js';
import { resolveRedirects } from './redirects.js';
import { resolveSeo } from './seo.js';
import {
  DEFAULT_PRIMARY,
  type AnchorConfig,
  type ImageSetting,
  type NavigationGroupConfig,
  type NavigationPageConfig,
  type SiteConfig,
  type UserConfig,
  type UserNavigationGroup,
} from './types.js';

/** Finds where a JSON path sits in `site.json`, so later stages can point at it. */
export type PositionLookup = (path: readonly JsonPathSegment[]) => Position | undefined;

/** Resolve `user` (already validated, Mintlify-only settings removed); `locate` adds `site.json` positions. */
export function resolveConfig(user: UserConfig, locate: PositionLookup = () => undefined): SiteConfig {
  const primary = user.colors?.primary ?? DEFAULT_PRIMARY;
  const where = (path: JsonPathSegment[]) => withPosition({ jsonPath: formatJsonPath(path) }, locate(path));
  return {
    name: user.name,
    navigation: user.navigation.map((group, i) => resolveGroup(group, ['navigation', i], locate)),
    ...(user.logo !== undefined ? { logo: resolveLogo(user.logo) } : {}),
    ...(user.favicon !== undefined ? { favicon: user.favicon } : {}),
    colors: {
      primary,
      light: user.colors?.light ?? primary,
      dark: user.colors?.dark ?? primary,
      ...withBackground(resolveBackgroundColor(user)),
      ...(user.colors?.anchors !== undefined && { anchors: user.colors.anchors }),
    },
    topbarLinks: (user.topbarLinks ?? []).map(({ name, url, icon }) => ({
      name,
      url,
      ...(icon !== undefined ? { icon } : {}),
    })),
    ...(user.topbarCtaButton
      ? {
          topbarCtaButton: {
            type: user.topbarCtaButton.type ?? 'link',
            url: user.topbarCtaButton.url,
            ...(user.topbarCtaButton.name !== undefined ? { name: user.topbarCtaButton.name } : {}),
          },
        }
      : {}),
    versions: [...(user.versions ?? [])],
    anchors: (user.anchors ?? []).map(
      (anchor, i): AnchorConfig => ({
        name: anchor.name,
        url: anchor.url,
        ...(anchor.icon !== undefined ? { icon: anchor.icon } : {}),
        iconType: anchor.iconType ?? 'duotone',
        ...(anchor.color !== undefined ? { color: anchor.color } : {}),
        ...(anchor.version !== undefined ? { version: anchor.version } : {}),
        isDefaultHidden: anchor.isDefaultHidden ?? false,
        ...where(['anchors', i]),
      }),
    ),
    topAnchor: {
      name: user.topAnchor?.name ?? 'Documentation',
      icon: user.topAnchor?.icon ?? 'book-open',
      iconType: user.topAnchor?.iconType ?? 'duotone',
    },
    ...resolveChrome(user, user.topAnchor?.name ?? 'Documentation'),
    tabs: (user.tabs ?? []).map((tab, i) => ({ name: tab.name, url: tab.url, ...where(['tabs', i]) })),
    api: {
      baseUrl: toArray(user.api?.baseUrl),
      ...(user.api?.auth ? { auth: { ...user.api.auth } } : {}),
      playground: { mode: user.api?.playground?.mode ?? 'show' },
      maintainOrder: user.api?.maintainOrder ?? false,
      examples: { languages: sampleLanguageKeys(user.api?.examples?.languages ?? DEFAULT_SAMPLE_LANGUAGES) },
    },
    openapi: toArray(user.openapi),
    ...(user.openapi !== undefined && {
      openapiLocations: toArray(user.openapi).map((_, i) =>
        where(Array.isArray(user.openapi) ? ['openapi', i] : ['openapi']),
      ),
    }),
    footerSocials: { ...user.footerSocials },
    feedback: {
      suggestEdit: user.feedback?.suggestEdit ?? false,
      raiseIssue: user.feedback?.raiseIssue ?? false,
      ...(user.feedback?.thumbsRating === true && { thumbsRating: true as const }),
      ...(user.feedback?.repo !== undefined && { repo: user.feedback.repo }),
    },
    modeToggle: {
      ...(user.modeToggle?.default !== undefined ? { default: user.modeToggle.default } : {}),
      isHidden: user.modeToggle?.isHidden ?? false,
    },
    ...(user.backgroundImage !== undefined ? { backgroundImage: user.backgroundImage } : {}),
    ...resolveAppearance(user, locate),
    redirects: resolveRedirects(user.redirects, (path) => withPosition({}, locate(path))),
    pageMenu: resolvePageMenu(user.contextual),
    ...analyticsOf(user),
    ...resolveImageSettings(user, locate),
    ...seoOf(user, locate),
  };
}

function seoOf(user: UserConfig, locate: PositionLookup): Pick<SiteConfig, 'seo'> {
  const seo = resolveSeo(user.metadata, user.seo?.indexHiddenPages, locate);
  return seo ? { seo } : {};
}

function withBackground(background: { light: string; dark: string } | undefined): { background?: typeof background } {
  return background ? { background } : {};
}

function analyticsOf(user: UserConfig): Pick<SiteConfig, 'analytics'> {
  const analytics = resolveAnalytics(user.analytics, user.integrations);
  return analytics ? { analytics } : {};
}

/** The settings naming an image, located, for the checks against the docs folder (see `site/config-files.ts`). */
function resolveImageSettings(user: UserConfig, locate: PositionLookup): Pick<SiteConfig, 'imageSettings'> {
  const logo: JsonPathSegment[][] =
    typeof user.logo === 'string'
      ? [['logo']]
      : [
          ['logo', 'light'],
          ['logo', 'dark'],
        ];
  const paths: JsonPathSegment[][] = [['favicon'], ...logo, ['backgroundImage']];
  const settings: ImageSetting[] = [];
  for (const path of paths) {
    const value = path.reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key as string] : undefined,
      user,
    );
    if (typeof value === 'string') settings.push(withPosition({ value, jsonPath: formatJsonPath(path) }, locate(path)));
  }
  return settings.length > 0 ? { imageSettings: settings } : {};
}

function resolveGroup(
  group: UserNavigationGroup,
  path: JsonPathSegment[],
  locate: PositionLookup,
): NavigationGroupConfig {
  const pages = group.pages.map((entry, i): NavigationPageConfig | NavigationGroupConfig => {
    const entryPath = [...path, 'pages', i];
    if (typeof entry === 'string')
      return withPosition({ page: entry, jsonPath: formatJsonPath(entryPath) }, locate(entryPath));
    return resolveGroup(entry, entryPath, locate);
  });
  return withPosition(
    {
      group: group.group,
      pages,
      ...(group.version !== undefined ? { version: group.version } : {}),
      ...(group.icon !== undefined ? { icon: group.icon } : {}),
      ...(group.icon !== undefined && group.iconType !== undefined ? { iconType: group.iconType } : {}),
      jsonPath: formatJsonPath(path),
    },
    locate(path),
  );
}

function resolveLogo(logo: NonNullable<UserConfig['logo']>): NonNullable<SiteConfig['logo']> {
  if (typeof logo === 'string') return { light: logo, dark: logo, href: '/' };
  return { light: logo.light, dark: logo.dark, href: logo.href ?? '/' };
}

function toArray(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

function withPosition<T extends object>(value: T, position: Position | undefined): T & { position?: Position } {
  return position ? { ...value, position } : value;
}
