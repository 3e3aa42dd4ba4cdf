/**
 * Everything in docs.json but `navigation`, turned into the `site.json` settings it means (`navbar.links` →
 * `topbarLinks`, `appearance` → `modeToggle`, `api.mdx.server` → `api.baseUrl` …), so `resolveConfig` applies the same
 * defaults a `site.json` gets. Settings that Quire honours only in part get a warning saying what it does instead.
 */
import type { Diagnostic } from '../../diagnostics.js';
import { formatJsonPath, type JsonPathSegment } from '../../utils/json-path.js';
import { contextualDiagnostics } from '../contextual.js';
import { DEFAULT_BACKGROUND } from '../contrast.js';
import type { Locator } from '../locate.js';
import { resolveRedirects } from '../redirects.js';
import { DOCS_SEO_PATHS, resolveSeo } from '../seo.js';
import { resolveConfig } from '../resolve.js';
import { isLayoutTheme, LAYOUT_THEMES, type LayoutTheme, type SiteConfig, type UserConfig } from '../types.js';
import { didYouMean } from '../../utils/did-you-mean.js';
import { knownSampleLanguages } from '../sample-language-names.js';
import { resolveExtras } from './extras.js';
import { resolveThumbnails } from './thumbnails.js';
import type { DocsFont, DocsJson, DocsOpenApi } from './types.js';
import { readDarkImages } from './dark-images.js';

type UserApi = NonNullable<UserConfig['api']>;
type UserFont = NonNullable<UserConfig['font']>;

const PLAYGROUND_MODES = { interactive: 'show', simple: 'simple', none: 'hide', auth: 'hide' } as const;

/** The site.json settings docs.json means, resolved; warnings are added to `diagnostics`. */
export function resolveSettings(docs: DocsJson, locate: Locator, file: string, diagnostics: Diagnostic[]): SiteConfig {
  const warn = (path: JsonPathSegment[], message: string, hint: string) =>
    diagnostics.push({
      severity: 'warning',
      rule: 'config/unsupported-setting',
      file: locate.file?.(path, 'key') ?? file,
      position: locate.key(path),
      jsonPath: formatJsonPath(path),
      message,
      hint,
    });
  // Where each site.json setting that resolveConfig locates is written in docs.json.
  const docsPaths = new Map<string, JsonPathSegment[]>();
  const user: UserConfig = { name: docs.name, navigation: [] };

  if (docs.logo !== undefined) user.logo = docs.logo;
  if (docs.colors) user.colors = { ...docs.colors };
  if (docs.favicon !== undefined) {
    const favicon = docs.favicon;
    user.favicon = typeof favicon === 'string' ? favicon : favicon.light;
    docsPaths.set('favicon', typeof favicon === 'string' ? ['favicon'] : ['favicon', 'light']);
  }
  const image = docs.background?.image;
  if (image !== undefined) {
    user.backgroundImage = typeof image === 'string' ? image : image.light;
    docsPaths.set(
      'backgroundImage',
      typeof image === 'string' ? ['background', 'image'] : ['background', 'image', 'light'],
    );
  }
  if (docs.background?.decoration !== undefined) user.background = { style: docs.background.decoration };
  if (docs.fonts) user.font = userFont(docs.fonts, docsPaths);
  if (docs.appearance) {
    const mode = docs.appearance.default;
    user.modeToggle = {
      ...(mode === 'light' || mode === 'dark' ? { default: mode } : {}),
      ...(docs.appearance.strict !== undefined ? { isHidden: docs.appearance.strict } : {}),
    };
  }
  if (docs.feedback) user.feedback = { ...docs.feedback };
  const links = docs.navbar?.links;
  if (links) {
    user.topbarLinks = links.map((link) => ({
      name: link.label ?? linkLabel(link.type),
      url: link.href,
      ...(link.icon !== undefined ? { icon: link.icon } : {}),
    }));
  }
  const primary = docs.navbar?.primary;
  if (primary) {
    user.topbarCtaButton =
      primary.type === 'github'
        ? { type: 'github', url: primary.href, ...(primary.label !== undefined ? { name: primary.label } : {}) }
        : { type: 'link', url: primary.href, name: primary.label ?? linkLabel(primary.type) };
  }
  const socials = docs.footer?.socials;
  if (socials) {
    // Mintlify's `earth-americas` is a website link drawn with a globe, which is Quire's `website`.
    user.footerSocials = Object.fromEntries(
      Object.entries(socials).map(([key, url]) => [
        key === 'earth-americas' && !socials.website ? 'website' : key,
        url,
      ]),
    );
  }
  const api = resolveApi(docs.api, warn, (unknown) => diagnostics.push(...unknown), locate, file);
  if (api) user.api = api;
  const openapi = openapiSources(docs.api?.openapi);
  if (openapi.length > 0) {
    user.openapi = openapi.map((entry) => entry.source);
    openapi.forEach((entry, i) => {
      docsPaths.set(formatJsonPath(['openapi', i]), entry.path);
    });
  }

  if (docs.search?.prompt !== undefined) user.search = { prompt: docs.search.prompt };
  if (docs.styling?.eyebrows !== undefined) user.eyebrows = docs.styling.eyebrows;
  const codeblocks = docs.styling?.codeblocks;
  if (codeblocks === 'dark' || codeblocks === 'system')
    user.codeBlock = { mode: codeblocks === 'dark' ? 'dark' : 'auto' };
  else if (codeblocks !== undefined)
    warn(
      ['styling', 'codeblocks'],
      'Shiki code themes are not supported; Quire colours code with its own light and dark palettes',
      'code blocks follow the page (as with "system"); set "dark" to keep them dark in light mode too',
    );
  if (docs.contextual) {
    user.contextual = docs.contextual as NonNullable<UserConfig['contextual']>;
    diagnostics.push(...contextualDiagnostics(docs.contextual, locate, file));
  }
  if (docs.integrations) {
    // docs.json keeps analytics and widgets in one object; site.json splits them, and so does UserConfig.
    const { intercom, ...analytics } = docs.integrations;
    user.analytics = analytics;
    if (intercom) user.integrations = { intercom };
  }

  const config = resolveConfig(user, (sitePath) => {
    const docsPath = docsPaths.get(formatJsonPath(sitePath)) ?? sitePath;
    // Positions of later diagnostics are read against the config file, so a setting from a `$ref` file has none.
    return locate.file?.(docsPath) === undefined ? locate.value(docsPath) : undefined;
  });
  // resolveConfig names settings by their site.json paths; say where docs.json has them.
  const docsPath = (jsonPath: string) => formatJsonPath(docsPaths.get(jsonPath) ?? [jsonPath]);
  if (config.openapiLocations)
    config.openapiLocations = config.openapiLocations.map((l) => ({ ...l, jsonPath: docsPath(l.jsonPath) }));
  if (config.imageSettings)
    config.imageSettings = config.imageSettings.map((s) => ({ ...s, jsonPath: docsPath(s.jsonPath) }));
  for (const side of ['heading', 'body'] as const) {
    const font = config.fonts?.[side];
    if (font?.jsonPath !== undefined) font.jsonPath = docsPath(font.jsonPath);
  }
  // `seo.indexing: "all"` is mint.json's `seo.indexHiddenPages: true`.
  const indexing = docs.seo?.indexing;
  const seo = resolveSeo(
    docs.seo?.metatags,
    indexing === undefined ? undefined : indexing === 'all',
    (path) => (locate.file?.(path) === undefined ? locate.value(path) : undefined),
    DOCS_SEO_PATHS,
  );
  if (seo) config.seo = seo;
  // Located here, not through resolveConfig: entries may sit in a `$ref` file (Mintlify's own docs do that).
  config.redirects = resolveRedirects(docs.redirects, (path) => {
    const file = locate.file?.(path);
    const position = locate.value(path);
    return { ...(position && { position }), ...(file !== undefined && { file }) };
  });
  readDarkImages(docs, config, locate);
  const theme = layoutThemeOf(docs.theme, locate, file, diagnostics);
  if (theme !== undefined && theme !== 'mint') config.layoutTheme = theme;
  const library = docs.icons?.library;
  if (library === 'lucide' || library === 'tabler') config.iconLibrary = library;
  const color = docs.background?.color;
  if (color && (color.light !== undefined || color.dark !== undefined)) {
    // A mode docs.json leaves out keeps Quire's default background.
    config.colors.background = {
      light: color.light ?? DEFAULT_BACKGROUND.light,
      dark: color.dark ?? DEFAULT_BACKGROUND.dark,
    };
  }
  const thumbnails = resolveThumbnails(docs, locate, file, diagnostics);
  return {
    ...config,
    ...resolveExtras(docs, locate, file, diagnostics),
    ...(thumbnails && { thumbnails }),
    ...(docs.metadata?.timestamp === true && { timestamp: true as const }),
  };
}

/** docs.json `fonts` as site.json's `font` (`source` is `url`, `heading` is `headings`); notes where each file is named. */
function userFont(fonts: NonNullable<DocsJson['fonts']>, docsPaths: Map<string, JsonPathSegment[]>): UserFont {
  const fields = (font: DocsFont, sitePath: JsonPathSegment[], path: JsonPathSegment[]) => {
    if (font.source !== undefined) docsPaths.set(formatJsonPath([...sitePath, 'url']), [...path, 'source']);
    return {
      ...(font.family !== undefined && { family: font.family }),
      ...(font.weight !== undefined && { weight: font.weight }),
      ...(font.source !== undefined && { url: font.source }),
      ...(font.format !== undefined && { format: font.format }),
    };
  };
  const { heading, body, ...top } = fonts;
  return {
    ...fields(top, ['font'], ['fonts']),
    // Validated: `family` is required in `heading` and `body`.
    ...(heading && { headings: { family: '', ...fields(heading, ['font', 'headings'], ['fonts', 'heading']) } }),
    ...(body && { body: { family: '', ...fields(body, ['font', 'body'], ['fonts', 'body']) } }),
  };
}

function resolveApi(
  api: DocsJson['api'],
  warn: (path: JsonPathSegment[], message: string, hint: string) => void,
  report: (diagnostics: Diagnostic[]) => void,
  locate: Locator,
  file: string,
): UserApi | undefined {
  if (!api) return undefined;
  const out: UserApi = {};
  const server = api.mdx?.server;
  if (server !== undefined) out.baseUrl = typeof server === 'string' ? server : [...server];
  const auth = api.mdx?.auth;
  if (auth) {
    if (auth.method === 'cobo')
      warn(
        ['api', 'mdx', 'auth', 'method'],
        'the "cobo" authentication method is not supported; the playground asks for no credentials',
        'Quire supports "bearer", "basic" and "key"',
      );
    out.auth = {
      ...(auth.method !== undefined && auth.method !== 'cobo' ? { method: auth.method } : {}),
      ...(auth.name !== undefined ? { name: auth.name } : {}),
    };
  }
  // Mintlify types the names as strings: another name is left out with a warning (sample-language-names.ts).
  if (api.examples?.languages) {
    const { known, diagnostics } = knownSampleLanguages(api.examples.languages, locate, file);
    report(diagnostics);
    if (known.length > 0) out.examples = { languages: known as NonNullable<UserApi['examples']>['languages'] };
  }
  const display = api.playground?.display;
  if (display !== undefined) {
    out.playground = { mode: PLAYGROUND_MODES[display] };
    if (display === 'auth')
      warn(
        ['api', 'playground', 'display'],
        'a playground for logged-in readers only is not supported; Quire hides the playground',
        'Quire sites have no login; use "interactive" to show the playground to every reader, or "none"',
      );
  }
  return out;
}

/** The files of `api.openapi`, each with where its path is written. */
function openapiSources(value: DocsOpenApi | undefined): Array<{ source: string; path: JsonPathSegment[] }> {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item, i) => {
    const at: JsonPathSegment[] = Array.isArray(value) ? ['api', 'openapi', i] : ['api', 'openapi'];
    return typeof item === 'string' ? { source: item, path: at } : { source: item.source, path: [...at, 'source'] };
  });
}

function linkLabel(type: 'github' | 'discord' | 'button' | undefined): string {
  return type === 'discord' ? 'Discord' : type === 'github' ? 'GitHub' : 'Link';
}

/** docs.json `theme`; an unknown name is warned about (with the nearest known one) and gets Quire's own look. */
function layoutThemeOf(
  theme: string | undefined,
  locate: Locator,
  file: string,
  diagnostics: Diagnostic[],
): LayoutTheme | undefined {
  if (theme === undefined) return undefined;
  if (isLayoutTheme(theme)) return theme;
  const near = didYouMean(theme, LAYOUT_THEMES);
  const position = locate.value(['theme']);
  diagnostics.push({
    severity: 'warning',
    rule: 'config/unknown-theme',
    file: locate.file?.(['theme']) ?? file,
    ...(position && { position }),
    jsonPath: 'theme',
    message: `unknown theme "${theme}"; the site gets the look of "mint"`,
    hint: near ? `did you mean "${near}"?` : `use one of ${LAYOUT_THEMES.map((t) => `"${t}"`).join(', ')}`,
  });
  return undefined;
}
