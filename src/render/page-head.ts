/**
 * The `<meta>` tags a page's front matter adds to its head: `robots` for `noindex` (and `hidden`) pages, `keywords`,
 * and every `og:*` and `twitter:*` key. Image URLs written as paths in the docs folder (`/images/card.png`) get the
 * base path, and become absolute with `--site-url`, since social sites fetch them from elsewhere. Values are escaped
 * by the template like any other text.
 */
import type { PageSettings } from '../content/page-settings.js';
import { absoluteUrl, isExternalUrl, withBase } from '../utils/url.js';
import { unsafeUrlScheme } from '../utils/unsafe-url.js';
import type { UrlOptions } from './page-data.js';

/** One `<meta>` tag: `<meta {attribute}="{key}" content="{content}">`. */
export interface MetaTagData {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** Keys whose value is a URL of the site, rewritten like links. */
const URL_KEYS = new Set([
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:url',
  'og:video',
  'og:audio',
  'twitter:image',
]);

/** The meta tags of a page with `settings`, in a stable order: robots first, then front matter order. */
export function getPageMetaTags(settings: PageSettings, urls: UrlOptions): MetaTagData[] {
  const tags: MetaTagData[] = [];
  if (settings.noindex) tags.push({ attribute: 'name', key: 'robots', content: 'noindex' });
  for (const tag of settings.metaTags) {
    if (!URL_KEYS.has(tag.key)) {
      tags.push({ ...tag });
      continue;
    }
    // A script URL in a meta tag runs nothing, but no reader or crawler has a use for one either.
    if (unsafeUrlScheme(tag.content, { allowImageData: true })) continue;
    tags.push({ ...tag, content: siteUrl(tag.content, urls) });
  }
  return tags;
}

function siteUrl(value: string, urls: UrlOptions): string {
  if (isExternalUrl(value)) return value;
  const path = withBase(urls.base, `/${value.replace(/^(?:\.\/|\/)+/, '')}`);
  return urls.siteUrl ? absoluteUrl(urls.siteUrl, path) : path;
}
