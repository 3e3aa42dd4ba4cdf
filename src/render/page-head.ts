/**
 * What a page adds to its head besides the title: its description, its `<meta>` tags (robots, Open Graph, Twitter,
 * keywords, and the site-wide tags of `metadata`/`seo.metatags`), its canonical link, and with docs.json languages its
 * language (`lang` and `dir` of `<html>`) and its `hreflang` alternates.
 *
 * Every tag is written once: a page's front matter wins over the site's `metadata`, which wins over the defaults
 * (`og:title` from the title, `og:description` from the description, `og:type`, `og:site_name`, `og:url` from the
 * canonical link, `twitter:card`, and `twitter:title`/`twitter:description` falling back to their Open Graph values).
 * URLs written as paths in the docs folder (`/images/card.png`) get the base path, and become absolute with
 * `--site-url`, since social sites fetch them from elsewhere; so do alternates. Values are escaped by the template.
 */
import { META_URL_KEYS, metaAttribute } from '../config/seo.js';
import type { SiteConfig } from '../config/types.js';
import type { DivisionNode, PageNode, SiteGraph } from '../graph/types.js';
import { absoluteUrl, isExternalUrl, withBase } from '../utils/url.js';
import { unsafeUrlScheme } from '../utils/unsafe-url.js';
import { noteAllPagesLookup } from '../markdown/link-target.js';
import { languageTag, textDirection } from './division-nav.js';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, socialImagePath } from './social-image.js';
import type { UrlOptions } from './page-data.js';

/** One `<meta>` tag: `<meta {attribute}="{key}" content="{content}">`. */
export interface MetaTagData {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** The head of one page: what `templates/layout.eta` writes before the stylesheets. */
export interface PageHeadData {
  /** `<meta name="description">`: the page's description, else the site's `description` tag, else docs.json `description`; '' for none. */
  description: string;
  /** Every other `<meta>` tag, one per key: robots first, then the Open Graph and Twitter defaults, then the rest. */
  meta: MetaTagData[];
  /** `<link rel="canonical">`: front matter `canonical`, else the site's `canonical` plus the page's path, else the page's URL under `--site-url`. */
  canonical?: string;
}

/** The defaults every page gets, in the order they are written (before the site's and the page's own tags). */
const DEFAULT_KEYS = [
  'og:type',
  'og:site_name',
  'og:title',
  'og:description',
  'og:url',
  'twitter:card',
  'twitter:title',
  'twitter:description',
];

/** Tags that show an image: with one, the Twitter card is the large one. */
const CARD_IMAGE_KEYS = ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'];

/** Keys written elsewhere in the head: the description has its own tag, `canonical` is a link. */
const HEAD_KEYS = new Set(['description', 'canonical']);

/** The head of `page` in `graph`. */
export function getPageHead(graph: SiteGraph, page: PageNode, urls: UrlOptions): PageHeadData {
  const { config } = graph;
  const site = config.seo?.metaTags ?? [];
  // One value per key, in first-written order: the defaults' places first, then the site's keys, then the page's.
  const tags = new Map<string, string>(DEFAULT_KEYS.map((key) => [key, '']));
  for (const tag of site) if (!HEAD_KEYS.has(tag.key) && tag.key !== 'robots') tags.set(tag.key, tag.content);
  for (const tag of page.settings.metaTags) tags.set(tag.key, tag.content);
  for (const [key, value] of tags) {
    if (!META_URL_KEYS.has(key) || value === '') continue;
    // A script URL in a meta tag runs nothing, but no reader or crawler has a use for one either.
    if (unsafeUrlScheme(value, { allowImageData: true })) tags.set(key, '');
    else tags.set(key, siteUrl(value, urls));
  }

  const description =
    page.description || (site.find((tag) => tag.key === 'description')?.content ?? config.description ?? '');
  const canonical = canonicalOf(page, config, urls);
  const fill = (key: string, value: string | undefined) => {
    if (!tags.get(key) && value) tags.set(key, value);
  };
  fill('og:type', 'website');
  fill('og:site_name', config.name);
  fill('og:title', page.title);
  fill('og:description', description);
  fill('og:url', canonical);
  // docs.json `thumbnails`: the image drawn for this page (produce/social-images.ts), when it sets none of its own.
  const image = socialImagePath(graph, page);
  if (image) {
    tags.set('og:image', siteUrl(image, urls));
    tags.set('og:image:width', String(SOCIAL_IMAGE_WIDTH));
    tags.set('og:image:height', String(SOCIAL_IMAGE_HEIGHT));
    tags.set('twitter:image', siteUrl(image, urls));
  }
  fill('twitter:card', CARD_IMAGE_KEYS.some((key) => tags.get(key)) ? 'summary_large_image' : 'summary');
  fill('twitter:title', tags.get('og:title'));
  fill('twitter:description', tags.get('og:description'));

  const meta: MetaTagData[] = [];
  const robots = pageRobots(page, config);
  if (robots) meta.push({ attribute: 'name', key: 'robots', content: robots });
  for (const [key, content] of tags) if (content) meta.push({ attribute: metaAttribute(key), key, content });
  return { description, meta, ...(canonical !== undefined && { canonical }) };
}

/**
 * The robots tag of `page`, if it has one. Front matter `noindex: true` always gives `noindex`; else front matter
 * `robots` as written; else a hidden page (front matter `hidden`, a hidden navigation entry, or a page the navigation
 * does not list) gets `noindex` unless the site indexes hidden pages; else the site's `robots` tag, if any.
 */
export function pageRobots(page: PageNode, config: SiteConfig): string | undefined {
  const { noindex, robots } = page.frontmatter;
  if (noindex === true || noindex === 'true') return 'noindex';
  if (typeof robots === 'string' && robots.trim()) return robots.trim();
  if ((page.settings.hidden || !page.listed) && !config.seo?.indexHiddenPages) return 'noindex';
  return config.seo?.metaTags.find((tag) => tag.key === 'robots')?.content;
}

/** Whether search engines may index `page`: its robots tag says neither `noindex` nor `none`. */
export function isPageIndexed(page: PageNode, config: SiteConfig): boolean {
  const robots = pageRobots(page, config);
  return robots === undefined || !/(?:^|[\s,])(?:noindex|none)(?:$|[\s,])/i.test(robots);
}

/** The canonical URL of `page`, if it has one (see {@link PageHeadData.canonical}). */
function canonicalOf(page: PageNode, config: SiteConfig, urls: UrlOptions): string | undefined {
  const own = page.frontmatter.canonical;
  if (typeof own === 'string' && own.trim() && !unsafeUrlScheme(own)) return siteUrl(own.trim(), urls);
  const base = config.seo?.canonicalBase;
  if (base !== undefined) return `${base}${page.url}`;
  return urls.siteUrl ? absoluteUrl(urls.siteUrl, withBase(urls.base, page.url)) : undefined;
}

/** `value` as a URL of the site: external URLs as written, paths from the docs folder's root under the base path. */
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
  if (!graph.divisions || !page.divisions || !isPageIndexed(page, graph.config)) return [];
  // Whether each counterpart exists and is indexed is another page's matter: for the build cache, this page depends
  // on every page (cache/page-entries.ts).
  if (page.equivalents && Object.keys(page.equivalents).length > 0) noteAllPagesLookup();
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
    if (!target || !isPageIndexed(target, graph.config) || links.some((link) => link.hreflang === hreflang)) continue;
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
