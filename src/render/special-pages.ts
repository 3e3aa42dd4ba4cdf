/**
 * Files every site has besides its pages: `404.html`, a root `index.html` when there is no home page, `sitemap.xml`
 * (with `--site-url`), and `robots.txt` (unless the docs folder has its own of either).
 */
import type { SiteGraph } from '../graph/types.js';
import { absoluteUrl, withBase } from '../utils/url.js';
import { renderInlineText } from '../markdown/index.js';
import { getLinkContext, type Renderer } from './page.js';
import type { GeneratedFile } from './styles.js';
import { isPageIndexed } from './page-head.js';
import { getLanguageHomes, getNavLinks, getSidebarData, type UrlOptions } from './page-data.js';

/** Generate the special files for `graph`. */
export function createSpecialPages(graph: SiteGraph, renderer: Renderer, urls: UrlOptions): GeneratedFile[] {
  const files: GeneratedFile[] = [];
  const home = graph.pages.find((p) => p.url === '/');
  const firstSection = graph.sections[0];
  const url = (u: string) => withBase(urls.base, u);
  // A missing page belongs nowhere: it shows every anchor and tab, none as current, and the first section's sidebar.
  files.push({
    path: '404.html',
    content: renderer.renderTemplate('404', {
      ...notFoundData(graph, urls),
      ...getNavLinks(graph, { anchor: '' }, url, renderer.icons),
      sidebar: firstSection
        ? getSidebarData(firstSection.groups, url, '', renderer.icons.pages, undefined, renderer.icons.nav)
        : [],
      currentUrl: '',
    }),
  });
  if (!home) {
    // The first page a reader goes through: not a hidden one, nor an entry that links to another site.
    const first =
      graph.pages.find((p) => p.listed && !p.settings.hidden && p.settings.url === undefined) ?? graph.pages[0];
    if (first) {
      const target = withBase(urls.base, first.url);
      // A reader who chose another language in the switcher goes to that language's home instead.
      const languageHomes = getLanguageHomes(getNavLinks(graph, first, url, renderer.icons), target);
      files.push({ path: 'index.html', content: renderer.renderTemplate('redirect', { target, languageHomes }) });
    }
  }
  // A `sitemap.xml` or `robots.txt` of the docs folder is published as written, and wins (site/agent-files.ts); so
  // does a page built at `robots.txt/`.
  if (urls.siteUrl && !graph.assets.includes('sitemap.xml'))
    files.push({ path: 'sitemap.xml', content: createSitemap(graph, urls) });
  const robotsTaken =
    graph.assets.includes('robots.txt') || graph.pages.some((p) => p.outPath.startsWith('robots.txt/'));
  if (!robotsTaken) files.push({ path: 'robots.txt', content: createRobotsTxt(urls) });
  return files;
}

/** docs.json `errors.404` for the template: its title, its description as HTML, and whether it sends readers home. */
function notFoundData(graph: SiteGraph, urls: UrlOptions): { notFound?: Record<string, unknown> } {
  const notFound = graph.config.notFound;
  if (!notFound) return {};
  const { description, ...rest } = notFound;
  // Resolved as if written at the docs folder's root (where docs.json is): the page is served at any missing path.
  const descriptionHtml = description && renderInlineText(description, 'docs.json', getLinkContext(graph, urls.base));
  return { notFound: { ...rest, ...(descriptionHtml && { descriptionHtml }) } };
}

/**
 * A sitemap of every page that search engines may index (see `isPageIndexed`: not `noindex`, not hidden unless the
 * site indexes hidden pages), sorted by URL, no dates.
 */
export function createSitemap(graph: Pick<SiteGraph, 'pages' | 'config'>, urls: UrlOptions): string {
  const locs = graph.pages
    .filter((p) => isPageIndexed(p, graph.config))
    .map((p) => absoluteUrl(urls.siteUrl!, withBase(urls.base, p.url)))
    .sort();
  const body = locs.map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/**
 * `robots.txt`: every crawler may read every page (which pages are indexed is said by each page's robots tag and the
 * sitemap), and with `--site-url`, where the sitemap is. Crawlers read it only at the root of a host.
 */
export function createRobotsTxt(urls: UrlOptions): string {
  const sitemap = urls.siteUrl ? `\nSitemap: ${absoluteUrl(urls.siteUrl, withBase(urls.base, '/sitemap.xml'))}\n` : '';
  return `User-agent: *\nAllow: /\n${sitemap}`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
