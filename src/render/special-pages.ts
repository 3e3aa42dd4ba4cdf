/** Files every site has besides its pages: `404.html`, a root `index.html` when there is no home page, `sitemap.xml`. */
import type { PageNode, SiteGraph } from '../graph/types.js';
import { absoluteUrl, withBase } from '../utils/url.js';
import type { Renderer } from './page.js';
import type { GeneratedFile } from './styles.js';
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
  if (urls.siteUrl) files.push({ path: 'sitemap.xml', content: createSitemap(graph.pages, urls) });
  return files;
}

/** A sitemap of every page that search engines may index (not `noindex`, not `hidden`), sorted by URL, no dates. */
export function createSitemap(pages: PageNode[], urls: UrlOptions): string {
  const locs = pages
    .filter((p) => !p.settings.noindex)
    .map((p) => absoluteUrl(urls.siteUrl!, withBase(urls.base, p.url)))
    .sort();
  const body = locs.map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
