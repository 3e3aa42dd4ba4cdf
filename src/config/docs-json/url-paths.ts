/**
 * Where docs.json holds links and image URLs, for the same safety checks `site.json` gets (`../unsafe-urls.ts`):
 * navbar links and button, the logo link, footer socials and link columns, every `href` of the navigation, redirect destinations; the logo, favicon and
 * background image; and the API base URLs. Read defensively: the value may not have passed the schema.
 */
import type { JsonPathSegment } from '../../utils/json-path.js';
import type { AssetUrlPaths } from '../unsafe-urls.js';

/** Paths of every link setting in `value`. */
export function docsLinkPaths(value: unknown): JsonPathSegment[][] {
  const paths: JsonPathSegment[][] = [];
  const links = at(value, ['navbar', 'links']);
  if (Array.isArray(links)) for (let i = 0; i < links.length; i++) paths.push(['navbar', 'links', i, 'href']);
  paths.push(['navbar', 'primary', 'href'], ['logo', 'href']);
  const socials = at(value, ['footer', 'socials']);
  if (isObject(socials)) for (const key of Object.keys(socials)) paths.push(['footer', 'socials', key]);
  const columns = at(value, ['footer', 'links']);
  if (Array.isArray(columns))
    columns.forEach((column, i) => {
      const items = at(column, ['items']);
      if (Array.isArray(items))
        for (let j = 0; j < items.length; j++) paths.push(['footer', 'links', i, 'items', j, 'href']);
    });
  collectHrefs(at(value, ['navigation']), ['navigation'], paths);
  const redirects = at(value, ['redirects']);
  if (Array.isArray(redirects)) for (let i = 0; i < redirects.length; i++) paths.push(['redirects', i, 'destination']);
  return paths;
}

/** Paths of the image settings and the API base URLs in `value`. */
export function docsAssetPaths(value: unknown): AssetUrlPaths {
  const images: JsonPathSegment[][] = [];
  for (const path of [['logo'], ['favicon'], ['background', 'image']]) {
    if (isObject(at(value, path))) images.push([...path, 'light'], [...path, 'dark']);
    else images.push(path);
  }
  const server = at(value, ['api', 'mdx', 'server']);
  const baseUrls: JsonPathSegment[][] = Array.isArray(server)
    ? server.map((_, i) => ['api', 'mdx', 'server', i])
    : [['api', 'mdx', 'server']];
  return { images, baseUrls };
}

/** Every `href` in the navigation tree (divisions, global links), at any depth. */
function collectHrefs(node: unknown, path: JsonPathSegment[], out: JsonPathSegment[][]): void {
  if (Array.isArray(node)) for (let i = 0; i < node.length; i++) collectHrefs(node[i], [...path, i], out);
  else if (isObject(node)) {
    for (const [key, child] of Object.entries(node)) {
      if (key === 'href') out.push([...path, key]);
      else collectHrefs(child, [...path, key], out);
    }
  }
}

function at(value: unknown, path: readonly JsonPathSegment[]): unknown {
  let node = value;
  for (const key of path) node = isObject(node) ? node[key as string] : undefined;
  return node;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
