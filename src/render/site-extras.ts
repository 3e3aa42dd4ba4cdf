/**
 * Template data of the docs.json settings in `config/docs-json/extras.ts`: the banner above the top bar, the footer's
 * columns of links, and the publisher's JSON-LD. Values are escaped by the templates, except the banner's inline
 * Markdown (rendered and escaped by `renderInlineText`) and the JSON-LD (escaped for a `<script>` element here).
 */
import type { BannerConfig, FooterColumnConfig, OrganizationConfig } from '../config/types.js';
import { renderInlineText } from '../markdown/index.js';
import type { LinkContext } from '../markdown/types.js';
import { contentHash } from '../utils/hash.js';
import { absoluteUrl, isExternalUrl, withBase } from '../utils/url.js';
import type { UrlOptions } from './page-data.js';

/** What the layout draws of the banner besides its text (which each page renders, see {@link renderBannerHtml}). */
export interface BannerTemplateData {
  type: BannerConfig['type'];
  /** `banner.color` is set: theme.css gives `.q-banner-custom` its colours. */
  custom: boolean;
  /**
   * For a dismissible banner, the localStorage key that remembers its dismissal: one per site (base path) and per text,
   * so a new banner shows again. Written as `<html data-banner-key>`, which the head script reads before first paint.
   */
  dismissKey?: string;
}

/** The footer's columns of links, hrefs with the base path; external ones get `rel="noopener"`. */
export interface FooterColumnData {
  header?: string;
  items: Array<{ label: string; href: string; external: boolean }>;
}

export function getBannerData(banner: BannerConfig, base: string): BannerTemplateData {
  return {
    type: banner.type,
    custom: banner.color !== undefined,
    ...(banner.dismissible && { dismissKey: `quire-banner-${contentHash(`${base}\n${banner.content}`, 12)}` }),
  };
}

/**
 * The banner's text as HTML. Rendered with each page (not once per site) so that the build cache records the pages
 * its links look up, as for the page's own links.
 */
export function renderBannerHtml(banner: BannerConfig, link: LinkContext): string {
  // Links are resolved as if written at the docs folder's root, where docs.json is.
  return renderInlineText(banner.content, 'docs.json', link);
}

export function getFooterColumns(columns: FooterColumnConfig[], base: string): FooterColumnData[] {
  return columns.map((column) => ({
    ...(column.header !== undefined && { header: column.header }),
    items: column.items.map((item) => ({
      label: item.label,
      href: withBase(base, item.href),
      external: isExternalUrl(item.href),
    })),
  }));
}

/**
 * The publisher as schema.org JSON-LD, ready to be the text of a `<script type="application/ld+json">`: `<`, `>`
 * and `&` are written as JSON escapes, so no value can end the element or open a comment. A logo written as a path
 * of the docs folder gets the base path (and the site's address with `--site-url`).
 */
export function organizationJsonLd(organization: OrganizationConfig, siteName: string, urls: UrlOptions): string {
  const { id, name, legalName, url, logo, sameAs } = organization;
  const logoUrl = logo === undefined || isExternalUrl(logo) ? logo : localUrl(logo, urls);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    ...(id !== undefined && { '@id': id }),
    name: name ?? siteName,
    ...(legalName !== undefined && { legalName }),
    ...(url !== undefined && { url }),
    ...(logoUrl !== undefined && { logo: logoUrl }),
    ...(sameAs !== undefined && sameAs.length > 0 && { sameAs }),
  };
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function localUrl(path: string, urls: UrlOptions): string {
  const url = withBase(urls.base, `/${path.replace(/^(?:\.\/|\/)+/, '')}`);
  return urls.siteUrl ? absoluteUrl(urls.siteUrl, url) : url;
}
