/**
 * Links in `site.json` become `href`s on every page, so a `javascript:` URL there would run script when a reader
 * clicks it, and a `data:` URL could show a forged page. Both are refused, as browsers read them (see
 * `utils/unsafe-url.ts`, which markdown links and images share). Image settings get the same check (with
 * `data:image/…` allowed), and `api.baseUrl` must be an http(s) URL whose host is only a host (it is named in the
 * Content-Security-Policy, `utils/policy-origin.ts`).
 */
import type { Diagnostic } from '../diagnostics.js';
import { formatJsonPath, type JsonPathSegment } from '../utils/json-path.js';
import { policyOrigin } from '../utils/policy-origin.js';
import { UNSAFE_LINK_HINT, unsafeLinkMessage, unsafeUrlScheme } from '../utils/unsafe-url.js';
import type { Locator } from './locate.js';

/** Where the image settings and the API base URLs are in a config (docs.json has them elsewhere than site.json). */
export interface AssetUrlPaths {
  images: JsonPathSegment[][];
  baseUrls: JsonPathSegment[][];
}

/**
 * One error per image setting (`favicon`, `logo`, `backgroundImage`) holding a URL that is no image: `javascript:`,
 * `vbscript:` or a `data:` URL of another type (`data:image/…` is allowed). And one per `api.baseUrl` that is not an
 * absolute http(s) URL: the API playground sends readers' requests, credentials included, there. `paths` says where
 * they are; by default, where `site.json` has them.
 */
export function findUnsafeAssetUrls(
  value: unknown,
  locate: Locator,
  file: string,
  paths: AssetUrlPaths = siteAssetUrlPaths(value),
): Diagnostic[] {
  const config = (value ?? {}) as Record<string, unknown>;
  const diagnostics: Diagnostic[] = [];
  const at = (path: JsonPathSegment[]) => ({
    file: locate.file?.(path) ?? file,
    position: locate.value(path),
    jsonPath: formatJsonPath(path),
  });
  for (const path of paths.images) {
    const url = valueAt(config, path);
    const scheme = typeof url === 'string' ? unsafeUrlScheme(url, { allowImageData: true }) : undefined;
    if (scheme === undefined) continue;
    diagnostics.push({
      severity: 'error',
      rule: 'config/unsafe-url',
      ...at(path),
      message: `expected an image path or URL, found a ${scheme}: URL${scheme === 'data' ? ' that is not an image' : ', which would run script'}`,
      hint: 'use a file of the docs folder (e.g. "/logo/light.svg"), an https: URL, or a data:image/… URL',
    });
  }
  for (const path of paths.baseUrls) {
    const url = valueAt(config, path);
    // Its origin goes into the Content-Security-Policy's `connect-src`: its host must be only a host.
    if (typeof url !== 'string' || policyOrigin(url) !== undefined) continue;
    const scheme = unsafeUrlScheme(url);
    diagnostics.push({
      severity: 'error',
      rule: scheme ? 'config/unsafe-url' : 'config/invalid-url',
      ...at(path),
      message: scheme
        ? `expected an absolute http(s) URL, found a ${scheme}: URL, which the API playground would send requests to`
        : `expected an absolute http(s) URL${/^https?:/i.test(url) ? ' whose host is a plain host name' : ''}, found "${url}"`,
      hint: 'give the address of the API, e.g. "https://api.acme.com/v1"',
    });
  }
  return diagnostics;
}

/** Where `site.json` names images and API base URLs. */
function siteAssetUrlPaths(value: unknown): AssetUrlPaths {
  const config = (value ?? {}) as Record<string, unknown>;
  const logo: JsonPathSegment[][] =
    typeof config.logo === 'string'
      ? [['logo']]
      : [
          ['logo', 'light'],
          ['logo', 'dark'],
        ];
  const api = config.api;
  const baseUrl = api !== null && typeof api === 'object' ? (api as Record<string, unknown>).baseUrl : undefined;
  return {
    images: [['favicon'], ['backgroundImage'], ...logo],
    baseUrls: Array.isArray(baseUrl) ? baseUrl.map((_, i) => ['api', 'baseUrl', i]) : [['api', 'baseUrl']],
  };
}

function valueAt(config: Record<string, unknown>, path: readonly JsonPathSegment[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key as string] : undefined,
    config,
  );
}

/**
 * One error per link setting (topbar links, CTA, anchors, tabs, logo link, footer socials) with an unsafe URL.
 * `paths` says where the links are; by default, where `site.json` has them.
 */
export function findUnsafeUrls(
  value: unknown,
  locate: Locator,
  file: string,
  paths: JsonPathSegment[][] = siteLinkPaths(value),
): Diagnostic[] {
  const config = (value ?? {}) as Record<string, unknown>;
  const diagnostics: Diagnostic[] = [];
  for (const path of paths) {
    const url = valueAt(config, path);
    const scheme = typeof url === 'string' ? unsafeUrlScheme(url) : undefined;
    if (scheme === undefined) continue;
    diagnostics.push({
      severity: 'error',
      rule: 'config/unsafe-url',
      file: locate.file?.(path) ?? file,
      position: locate.value(path),
      jsonPath: formatJsonPath(path),
      message: unsafeLinkMessage(scheme),
      hint: UNSAFE_LINK_HINT,
    });
  }
  return diagnostics;
}

/** Where `site.json` has links. */
function siteLinkPaths(value: unknown): JsonPathSegment[][] {
  const config = (value ?? {}) as Record<string, unknown>;
  const paths: JsonPathSegment[][] = [];
  const each = (key: string, field: string) => {
    const list = config[key];
    if (Array.isArray(list)) for (let i = 0; i < list.length; i++) paths.push([key, i, field]);
  };
  each('topbarLinks', 'url');
  each('anchors', 'url');
  each('tabs', 'url');
  each('redirects', 'destination');
  paths.push(['topbarCtaButton', 'url'], ['logo', 'href']);
  const socials = config.footerSocials;
  if (socials !== null && typeof socials === 'object' && !Array.isArray(socials))
    for (const key of Object.keys(socials)) paths.push(['footerSocials', key]);
  return paths;
}
