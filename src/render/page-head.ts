/**
 * What a page adds to its head besides the title: the `<meta>` tags of its front matter (`robots` for `noindex` and
 * `hidden` pages, `keywords`, every `og:*` and `twitter:*` key), and with docs.json languages its language (`lang`
 * and `dir` of `<html>`) and its `hreflang` alternates. Image URLs written as paths in the docs folder
 * (`/images/card.png`) get the base path, and become absolute with `--site-url`, since social sites fetch them from
 * elsewhere; so do alternates. Values are escaped by the template like any other text.
 */
import type { PageSettings } from '../content/page-settings.js';
import type { DivisionNode, PageNode, SiteGraph } from '../graph/types.js';
import { absoluteUrl, isExternalUrl, withBase } from '../utils/url.js';
import { unsafeUrlScheme } from '../utils/unsafe-url.js';
import { languageTag, textDirection } from './division-nav.js';
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

/** A page's language: a BCP 47 tag for `<html lang>` and its writing direction. */
export interface PageLanguageData {
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** `<link rel="alternate" hreflang="{hreflang}" href="{href}">`. */
export interface AlternateLinkData {
  hreflang: string;
  href: string;
}

/** The language divisions of a graph and its pages by URL, indexed once per graph. */
interface LanguageIndex {
  byId: Map<string, DivisionNode>;
  roots: DivisionNode[];
  /** The default language's division: `default: true`, else the first language. */
  defaultLanguage?: DivisionNode;
  pagesByUrl: Map<string, PageNode>;
}

const indexes = new WeakMap<SiteGraph, LanguageIndex>();

function indexOf(graph: SiteGraph): LanguageIndex {
  let index = indexes.get(graph);
  if (index) return index;
  const divisions = graph.divisions ?? [];
  const languages = divisions.filter((division) => division.kind === 'language' && !division.link);
  index = {
    byId: new Map(divisions.map((division) => [division.id, division])),
    roots: divisions.filter((division) => division.parent === undefined && !division.global),
    defaultLanguage: languages.find((division) => division.isDefault) ?? languages[0],
    pagesByUrl: new Map(graph.pages.map((page) => [page.url, page])),
  };
  indexes.set(graph, index);
  return index;
}

/**
 * The language of `page`: that of the language division it is listed under; on a docs.json site with languages, a
 * page outside them (unlisted, or under a global link) has the default language; every other page is English.
 */
export function getPageLanguage(graph: SiteGraph, page: PageNode): PageLanguageData {
  const code = page.language ?? indexOf(graph).defaultLanguage?.name;
  const lang = code === undefined ? 'en' : languageTag(code);
  return { lang, dir: textDirection(lang) };
}

/**
 * The `hreflang` alternates of `page`: the page itself and the same page in each other language of its place in the
 * navigation (exact counterparts only, never a language's home instead), plus `x-default` for the default language's.
 * None when no other language has the page, or when the page or a counterpart is not indexed.
 */
export function getLanguageAlternates(graph: SiteGraph, page: PageNode, urls: UrlOptions): AlternateLinkData[] {
  if (!graph.divisions || !page.divisions || page.settings.noindex) return [];
  const index = indexOf(graph);
  const own = page.divisions.map((id) => index.byId.get(id)).find((division) => division?.kind === 'language');
  if (!own) return [];
  const siblings = (
    own.parent === undefined ? index.roots : index.byId.get(own.parent)!.children.map((id) => index.byId.get(id)!)
  ).filter((division) => division.kind === 'language' && !division.link);
  const links: Array<{ division: DivisionNode; hreflang: string; href: string }> = [];
  for (const division of siblings) {
    // An equivalent that is the page itself (listed by both languages) is no translation of it.
    const url = division === own ? page.url : page.equivalents?.[division.id];
    if (url === undefined || (division !== own && url === page.url)) continue;
    const target = index.pagesByUrl.get(url);
    const hreflang = languageTag(division.name);
    if (!target || target.settings.noindex || links.some((link) => link.hreflang === hreflang)) continue;
    links.push({ division, hreflang, href: pageHref(url, urls) });
  }
  if (links.length < 2) return [];
  const preferred = siblings.find((division) => division.isDefault) ?? siblings[0];
  const fallback = links.find((link) => link.division === preferred);
  const alternates = links.map(({ hreflang, href }) => ({ hreflang, href }));
  if (fallback) alternates.push({ hreflang: 'x-default', href: fallback.href });
  return alternates;
}

/** A page's URL as alternates give it: base-prefixed, absolute with `--site-url`. */
function pageHref(url: string, urls: UrlOptions): string {
  const path = withBase(urls.base, url);
  return urls.siteUrl ? absoluteUrl(urls.siteUrl, path) : path;
}
