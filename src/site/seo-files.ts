/**
 * Check the images that social cards name (`og:image`, `twitter:image` … in `metadata`/`seo.metatags` and in page
 * front matter) against the docs folder, as `config-files.ts` does for the logo: a local path must name a published
 * file, or every shared link shows a broken card (a warning: the pages themselves are fine). Social sites fetch the
 * image from elsewhere, so without `--site-url` a local image gets one note saying so. A script URL in a page's meta
 * tag is dropped, with a warning (in the config it is an error, from `config/seo.ts`). Pure: works on the file list.
 */
import { META_IMAGE_KEYS, META_URL_KEYS } from '../config/seo.js';
import { frontmatterKeyLine } from '../content/page-settings.js';
import type { Diagnostic, Position } from '../diagnostics.js';
import { normalizePageRef } from '../graph/page-refs.js';
import type { SiteGraph } from '../graph/types.js';
import { didYouMean } from '../utils/did-you-mean.js';
import { unsafeUrlScheme } from '../utils/unsafe-url.js';
import { decodeUriSafe, isExternalUrl } from '../utils/url.js';

/** Where a meta tag is written: the config key, or the line of a page's front matter. */
interface TagPlace {
  file: string;
  jsonPath?: string;
  position?: Position;
  /** How to name the place in a message: "`metadata` key" or "front matter key". */
  noun: string;
}

/** Warnings for missing or unsafe social card images, and one note when local images need `--site-url`. */
export function checkSeoFiles(
  graph: Pick<SiteGraph, 'config' | 'pages' | 'assets'>,
  sources: ReadonlyMap<string, string>,
  configFile: string,
  siteUrl: string | undefined,
): Diagnostic[] {
  const published = new Set(graph.assets);
  const diagnostics: Diagnostic[] = [];
  const local: TagPlace[] = [];
  const check = (key: string, value: string, place: TagPlace) => {
    const { noun, ...at } = place;
    if (!META_URL_KEYS.has(key)) return;
    const scheme = unsafeUrlScheme(value, { allowImageData: META_IMAGE_KEYS.has(key) });
    if (scheme) {
      diagnostics.push({
        severity: 'warning',
        rule: 'seo/unsafe-url',
        ...at,
        message: `${noun} \`${key}\` is a ${scheme}: URL; no tag is written`,
        hint: 'use a file of the docs folder (e.g. "/images/og.png") or an https: URL',
      });
      return;
    }
    if (!META_IMAGE_KEYS.has(key) || isExternalUrl(value)) return;
    local.push(place);
    // As a browser reads it: the query and fragment are not part of the path, and `%20` is a space.
    const path = normalizePageRef(decodeUriSafe(value.replace(/[?#].*$/s, '')));
    if (path !== undefined && published.has(path)) return;
    const suggestion = path === undefined ? undefined : didYouMean(path, graph.assets);
    diagnostics.push({
      severity: 'warning',
      rule: 'seo/missing-image',
      ...at,
      message:
        path === undefined
          ? `${noun} \`${key}\` points outside the docs folder ("${value}"); social cards will show no image`
          : `${noun} \`${key}\` names "${value}", which is no file of the docs folder; social cards will show no image`,
      hint: suggestion
        ? `did you mean "/${suggestion}"?`
        : 'give the path of an image in the docs folder from its root, e.g. "/images/og.png", or an https: URL',
    });
  };

  const configKey = configFile.endsWith('docs.json') ? '`seo.metatags`' : '`metadata`';
  for (const tag of graph.config.seo?.metaTags ?? [])
    check(tag.key, tag.content, {
      file: configFile,
      jsonPath: tag.jsonPath,
      ...(tag.position && { position: tag.position }),
      noun: `${configKey} key`,
    });
  for (const page of graph.pages) {
    const raw = sources.get(page.path);
    if (raw === undefined) continue;
    for (const tag of page.settings.metaTags) {
      const line = frontmatterKeyLine(raw, tag.key);
      check(tag.key, tag.content, {
        file: page.path,
        ...(line !== undefined && { position: { line, column: 1 } }),
        noun: 'front matter key',
      });
    }
  }

  const [first] = local;
  if (first && siteUrl === undefined) {
    const { noun: _noun, ...at } = first;
    const others = local.length - 1;
    diagnostics.push({
      severity: 'info',
      rule: 'seo/relative-image',
      ...at,
      message: `social cards need absolute image URLs, but this image${others > 0 ? ` (and ${others} other${others === 1 ? '' : 's'})` : ''} is a path of the site, and no --site-url was given: its meta tag has a path only`,
      hint: 'build with --site-url https://your.docs.host so image tags get the full address',
    });
  }
  return diagnostics;
}
