/**
 * Everything in docs.json but `navigation`, turned into the `site.json` settings it means (`navbar.links` →
 * `topbarLinks`, `appearance` → `modeToggle`, `api.mdx.server` → `api.baseUrl` …), so `resolveConfig` applies the same
 * defaults a `site.json` gets. Settings that Quire honours only in part get a warning saying what it does instead.
 */
import type { Diagnostic } from '../../diagnostics.js';
import { formatJsonPath, type JsonPathSegment } from '../../utils/json-path.js';
import { DEFAULT_BACKGROUND } from '../contrast.js';
import type { Locator } from '../locate.js';
import { resolveRedirects } from '../redirects.js';
import { resolveConfig } from '../resolve.js';
import type { SiteConfig, UserConfig } from '../types.js';
import type { DocsJson, DocsOpenApi } from './types.js';

type UserApi = NonNullable<UserConfig['api']>;

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
    if (typeof favicon !== 'string' && favicon.dark !== favicon.light)
      warn(
        ['favicon', 'dark'],
        'a favicon for dark mode is not supported; Quire uses `favicon.light` in both modes',
        'make `favicon` a single path to silence this warning',
      );
  }
  const image = docs.background?.image;
  if (image !== undefined) {
    user.backgroundImage = typeof image === 'string' ? image : image.light;
    docsPaths.set(
      'backgroundImage',
      typeof image === 'string' ? ['background', 'image'] : ['background', 'image', 'light'],
    );
    if (typeof image !== 'string' && image.dark !== image.light)
      warn(
        ['background', 'image', 'dark'],
        'a background image for dark mode is not supported; Quire shows `background.image.light` in both modes',
        'make `background.image` a single path to silence this warning',
      );
  }
  if (docs.appearance) {
    const mode = docs.appearance.default;
    user.modeToggle = {
      ...(mode === 'light' || mode === 'dark' ? { default: mode } : {}),
      ...(docs.appearance.strict !== undefined ? { isHidden: docs.appearance.strict } : {}),
    };
  }
  if (docs.icons && docs.icons.library !== 'fontawesome') {
    warn(
      ['icons', 'library'],
      `the ${docs.icons.library} icon library is not supported; Quire draws Font Awesome icons`,
      'each icon name is looked up in Font Awesome (many names are the same); change the names it lacks, or set "library": "fontawesome"',
    );
  }
  const links = docs.navbar?.links;
  if (links) {
    user.topbarLinks = links.map((link) => ({ name: link.label ?? linkLabel(link.type), url: link.href }));
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
  const api = resolveApi(docs.api, warn);
  if (api) user.api = api;
  const openapi = openapiSources(docs.api?.openapi);
  if (openapi.length > 0) {
    user.openapi = openapi.map((entry) => entry.source);
    openapi.forEach((entry, i) => {
      docsPaths.set(formatJsonPath(['openapi', i]), entry.path);
    });
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
  // Located here, not through resolveConfig: entries may sit in a `$ref` file (Mintlify's own docs do that).
  config.redirects = resolveRedirects(docs.redirects, (path) => {
    const file = locate.file?.(path);
    const position = locate.value(path);
    return { ...(position && { position }), ...(file !== undefined && { file }) };
  });
  const color = docs.background?.color;
  if (color && (color.light !== undefined || color.dark !== undefined)) {
    // A mode docs.json leaves out keeps Quire's default background.
    config.colors.background = {
      light: color.light ?? DEFAULT_BACKGROUND.light,
      dark: color.dark ?? DEFAULT_BACKGROUND.dark,
    };
  }
  return config;
}

function resolveApi(
  api: DocsJson['api'],
  warn: (path: JsonPathSegment[], message: string, hint: string) => void,
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
