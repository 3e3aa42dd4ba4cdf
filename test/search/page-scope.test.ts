/**
 * The search scope of a page (its tab or anchor) and the hidden Pagefind filter the page template draws for it:
 * present on sites with tabs or anchors, absent (the HTML unchanged) on sites without.
 */
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/config/types.js';
import type { ContentIndex } from '../../src/content/types.js';
import { resolveGraph } from '../../src/graph/index.js';
import { resolveSiteIcons } from '../../src/icons/index.js';
import { createRenderer } from '../../src/render/page.js';
import { getSearchScope, getSearchVersion } from '../../src/search/page-scope.js';
import { docsConfig } from '../graph/docs-nav.js';
import { pagesAt, siteConfig } from '../graph/helpers.js';
import { renderInitOf } from '../render/helpers.js';

const SITE_PAGES = ['index.md', 'guides/start.md', 'api/users.md', 'api/teams.md'];
const NAVIGATION = [
  { group: 'Start', pages: ['index'] },
  { group: 'Guides', pages: ['guides/start'] },
  { group: 'API', pages: ['api/users', 'api/teams'] },
];

/** Render every page of a site; `scopes` is each page's scope (or undefined), `html` its page. */
function build(config: SiteConfig, content: ContentIndex, configFile = 'site.json') {
  const { graph } = resolveGraph(config, content, { configFile });
  const renderer = createRenderer(
    renderInitOf(graph, { chrome: { scripts: [], icons: resolveSiteIcons(graph, configFile).icons, search: true } }),
  );
  const page = (path: string) => graph.pages.find((p) => p.path === path)!;
  return {
    scope: (path: string) => getSearchScope(graph, page(path)),
    version: (path: string) => getSearchVersion(graph, page(path)),
    html: (path: string) => renderer.renderPage(page(path), content.pages.get(path)!).html,
  };
}

describe('search scope of a page', () => {
  it('is the anchor and tab with site.json, named without the implicit top anchor and first tab', () => {
    const site = build(
      siteConfig({
        navigation: NAVIGATION,
        topAnchor: { name: 'Overview', icon: 'house' },
        anchors: [
          { name: 'Guides', url: 'guides', icon: 'book' },
          { name: 'Blog', url: 'https://blog.example.com', icon: 'rss' },
        ],
        tabs: [{ name: 'API reference', url: 'api' }],
      }),
      pagesAt(...SITE_PAGES),
    );
    expect(site.scope('index.md')).toEqual({ id: 'anchor-top tab-top', name: 'Overview' });
    expect(site.scope('guides/start.md')).toEqual({ id: 'anchor-guides tab-top', name: 'Guides' });
    expect(site.scope('api/users.md')).toEqual({ id: 'anchor-top tab-api', name: 'API reference' });
    expect(site.scope('api/teams.md')).toEqual(site.scope('api/users.md'));
    expect(site.html('api/users.md')).toContain(
      '<div hidden data-pagefind-filter="scope:anchor-top tab-api" data-pagefind-meta="area:API reference" data-search-scope="API reference"></div>',
    );
  });

  it('is the anchor alone on a site.json site with anchors and no tabs', () => {
    const site = build(
      siteConfig({ navigation: NAVIGATION, anchors: [{ name: 'Guides', url: 'guides', icon: 'book' }] }),
      pagesAt(...SITE_PAGES),
    );
    expect(site.scope('guides/start.md')).toEqual({ id: 'anchor-guides', name: 'Guides' });
    expect(site.scope('api/users.md')).toEqual({ id: 'anchor-top', name: 'Documentation' });
  });

  it('draws no filter on a site without tabs or anchors (external anchors are links, not sections)', () => {
    const site = build(
      siteConfig({ navigation: NAVIGATION, anchors: [{ name: 'Blog', url: 'https://blog.example.com', icon: 'rss' }] }),
      pagesAt(...SITE_PAGES),
    );
    for (const path of SITE_PAGES) {
      expect(site.scope(path)).toBeUndefined();
      expect(site.html(path)).toMatch(/<article class="q-article" data-pagefind-body[ >]/);
      expect(site.html(path)).not.toContain('data-pagefind-filter');
      expect(site.html(path)).not.toContain('data-search-scope');
    }
  });

  it('is the innermost tab, menu item, dropdown or anchor with docs.json; versions and languages stay filters', () => {
    const navigation = {
      versions: [
        {
          version: 'v2',
          tabs: [
            { tab: 'Guides', dropdowns: [{ dropdown: 'Start', pages: ['index', 'guides/start'] }] },
            {
              tab: 'API',
              menu: [
                { item: 'Users', pages: ['api/users'] },
                { item: 'Teams', pages: ['api/teams'] },
              ],
            },
          ],
        },
        { version: 'v1', pages: ['v1/index'] },
      ],
    };
    const site = build(docsConfig(navigation), pagesAt(...SITE_PAGES, 'v1/index.md'), 'docs.json');
    expect(site.scope('guides/start.md')).toEqual({ id: 'v2/guides/start', name: 'Guides › Start' });
    expect(site.scope('api/teams.md')).toEqual({ id: 'v2/api/teams', name: 'API › Teams' });
    expect(site.scope('v1/index.md')).toBeUndefined();
    const html = site.html('api/teams.md');
    expect(html).toContain('<div hidden data-pagefind-filter="version:v2"></div>');
    expect(html).toContain(
      '<div hidden data-pagefind-filter="scope:v2/api/teams" data-pagefind-meta="area:API › Teams" data-search-scope="API › Teams">',
    );
    expect(site.html('v1/index.md')).not.toContain('data-search-scope');
  });

  it('draws no filter on a docs.json site with plain groups', () => {
    const site = build(
      docsConfig({ groups: [{ group: 'All', pages: ['index', 'guides/start'] }] }),
      pagesAt(...SITE_PAGES),
      'docs.json',
    );
    expect(site.scope('guides/start.md')).toBeUndefined();
    expect(site.html('guides/start.md')).not.toContain('data-pagefind-filter');
  });

  it('files site.json pages under their anchor’s or groups’ version; pages of every version get no version mark', () => {
    const site = build(
      siteConfig({
        versions: ['v2', 'v1'],
        anchors: [{ name: 'Old', url: 'old', icon: 'clock', version: 'v1' }],
        navigation: [
          { group: 'Start', pages: ['index'] },
          { group: 'Guides v2', version: 'v2', pages: [{ group: 'Deeper', pages: ['guides/start'] }] },
          { group: 'Old', pages: ['old/page'] },
        ],
      }),
      pagesAt('index.md', 'guides/start.md', 'old/page.md'),
    );
    expect(site.version('index.md')).toBeUndefined();
    expect(site.version('guides/start.md')).toBe('v2');
    expect(site.version('old/page.md')).toBe('v1');
    expect(site.html('index.md')).not.toContain('data-pagefind-filter="version:');
    expect(site.html('guides/start.md')).toContain('<div hidden data-pagefind-filter="version:v2"></div>');
    expect(site.html('old/page.md')).toContain('<div hidden data-pagefind-filter="version:v1"></div>');
  });

  it('gives site.json pages no version mark on a site without versions', () => {
    const site = build(siteConfig({ navigation: NAVIGATION }), pagesAt(...SITE_PAGES));
    for (const path of SITE_PAGES) expect(site.version(path)).toBeUndefined();
  });
});
