/**
 * A changelog page's RSS 2.0 feed, at the page's URL followed by `rss.xml` (`/changelog/` → `/changelog/rss.xml`,
 * the home page's at `/rss.xml`), as Mintlify publishes it: one item per `Update`, or one per heading written inside
 * it, or the one its `rss` prop describes; each links to its anchor on the page. An item's date is the one its label
 * (else its description) states, and none otherwise; the feed has no build date: the same input, the same bytes.
 * Every text is escaped; links are absolute with `--site-url`, paths under the base without it.
 */
import type { PageNode } from '../graph/types.js';
import type { UpdateEntry } from '../markdown/types.js';
import { absoluteUrl, encodePathSegments, withBase } from '../utils/url.js';
import type { UrlOptions } from './page-data.js';
import { parseUpdateDate } from './update-dates.js';

/**
 * Whether the page whose source is `raw` may have a feed: it writes an `Update` tag itself (updates that only come
 * from a snippet make none). A feed is made when this holds and the page renders at least one update.
 */
export function mayHaveFeed(raw: string): boolean {
  return /<Update[\s/>]/.test(raw);
}

/** The output path of the feed of the page whose HTML is at `outPath` (`a/b/index.html` → `a/b/rss.xml`). */
export function feedOutPath(outPath: string): string {
  return outPath.endsWith('index.html') ? `${outPath.slice(0, -'index.html'.length)}rss.xml` : `${outPath}.rss.xml`;
}

/** The feed's URL as a page links it (with the base; absolute with `--site-url`). */
export function feedUrl(page: Pick<PageNode, 'outPath'>, urls: UrlOptions): string {
  return linkOf(urls, `/${encodePathSegments(feedOutPath(page.outPath))}`);
}

/** One item of the feed. */
interface FeedItem {
  title: string;
  link: string;
  description?: string;
  date?: Date;
  tags: string[];
}

/** The feed of `page`, whose updates are `updates`; `siteName` titles it when the page has no title. */
export function createFeed(
  page: Pick<PageNode, 'title' | 'description' | 'url' | 'outPath'>,
  updates: readonly UpdateEntry[],
  urls: UrlOptions,
  siteName: string,
): string {
  const pageLink = linkOf(urls, page.url);
  const anchor = (id: string | undefined) => (id ? `${pageLink}#${encodeURIComponent(id)}` : pageLink);
  const items: FeedItem[] = updates.flatMap((update) => {
    const date = parseUpdateDate(update.label) ?? parseUpdateDate(update.description);
    const common = { date, tags: update.tags };
    if (update.rss || update.sections.length === 0)
      return [
        {
          ...common,
          title: update.rss?.title ?? update.label,
          link: anchor(update.id),
          description: update.rss?.description ?? update.text,
        },
      ];
    return update.sections.map((section) => ({
      ...common,
      title: section.title,
      link: anchor(section.id),
      description: section.text,
    }));
  });
  const title = page.title.trim() || siteName;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(pageLink)}</link>`,
    `    <description>${escapeXml(page.description.trim() || title)}</description>`,
    '    <generator>Quire</generator>',
    ...(urls.siteUrl
      ? [`    <atom:link href="${escapeXml(feedUrl(page, urls))}" rel="self" type="application/rss+xml"/>`]
      : []),
    ...items.flatMap(itemLines),
    '  </channel>',
    '</rss>',
  ];
  return `${lines.join('\n')}\n`;
}

function itemLines(item: FeedItem): string[] {
  // A link is the item's id only when it is absolute (with --site-url): RSS readers resolve nothing.
  const permalink = /^https?:/.test(item.link);
  return [
    '    <item>',
    `      <title>${escapeXml(item.title)}</title>`,
    `      <link>${escapeXml(item.link)}</link>`,
    `      <guid isPermaLink="${permalink}">${escapeXml(item.link)}</guid>`,
    ...(item.date ? [`      <pubDate>${item.date.toUTCString()}</pubDate>`] : []),
    ...item.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
    ...(item.description ? [`      <description>${escapeXml(item.description)}</description>`] : []),
    '    </item>',
  ];
}

/** A site path (`/changelog/`) as the feed links it: base-prefixed, absolute with a site URL. */
function linkOf(urls: UrlOptions, path: string): string {
  const withBasePath = withBase(urls.base, path);
  return urls.siteUrl ? absoluteUrl(urls.siteUrl, withBasePath) : withBasePath;
}

/**
 * Text as XML character data or an attribute value: markup characters and quotes escaped, and the characters XML 1.0
 * does not allow (C0 controls but tab and line endings, lone surrogates, U+FFFE/U+FFFF) dropped.
 */
export function escapeXml(value: string): string {
  return value
    .replace(
      /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '',
    )
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
