import { describe, expect, it } from 'vitest';
import { resolveGraph } from '../../src/graph/index.js';
import type { SiteGraph } from '../../src/graph/types.js';
import { resolveSiteIcons } from '../../src/icons/index.js';
import { createRenderer, type RenderInit } from '../../src/render/page.js';
import { getDivisionNav, languageName } from '../../src/render/division-nav.js';
import { getNavLinks } from '../../src/render/page-data.js';
import { createSpecialPages } from '../../src/render/special-pages.js';
import { textOf } from '../../src/render/styles.js';
import { getSidebarData } from '../../src/render/sidebar-data.js';
import { check, withNavigation } from '../config/docs-json/check.js';
import { docsConfig } from '../graph/docs-nav.js';
import { pagesAt } from '../graph/helpers.js';
import { renderInitOf } from './helpers.js';

/** A site with languages × versions × tabs, a tab menu, dropdowns, products and global links. */
const NAVIGATION = {
  global: {
    anchors: [{ anchor: 'Blog', icon: 'newspaper', href: 'https://blog.example.com' }],
    tabs: [{ tab: 'Status', href: '/status' }],
  },
  languages: [
    {
      language: 'en',
      versions: [
        {
          version: 'v2',
          tag: 'Latest',
          tabs: [
            {
              tab: 'Guides',
              dropdowns: [
                {
                  dropdown: 'Start',
                  icon: 'rocket',
                  description: 'First steps',
                  groups: [{ group: 'Start', pages: ['index', 'setup'] }],
                },
                { dropdown: 'Deploy', groups: [{ group: 'Deploy', icon: 'cloud', tag: 'New', pages: ['deploy'] }] },
                { dropdown: 'Secret', hidden: true, pages: ['secret'] },
              ],
            },
            {
              tab: 'API',
              menu: [
                { item: 'Users', icon: 'user', description: 'People', pages: ['api/users'] },
                { item: 'Teams', pages: ['api/teams'] },
              ],
            },
          ],
        },
        { version: 'v1', tabs: [{ tab: 'Guides', pages: ['v1/index', 'v1/setup'] }] },
      ],
    },
    { language: 'fr', versions: [{ version: 'v2', tabs: [{ tab: 'Guides', pages: ['fr/index', 'fr/setup'] }] }] },
    // Not translated yet: its pages do not exist, so it is no destination.
    { language: 'de', pages: ['de/index'] },
  ],
};

const PAGES = [
  'index.md',
  'setup.md',
  'deploy.md',
  'secret.md',
  'api/users.md',
  'api/teams.md',
  'v1/index.md',
  'v1/setup.md',
  'fr/index.md',
  'fr/setup.md',
  'status.md',
];

function site(): { graph: SiteGraph; render: (path: string) => string; init: RenderInit } {
  const content = pagesAt(...PAGES);
  const { graph } = resolveGraph(docsConfig(NAVIGATION), content, { configFile: 'docs.json' });
  const init = renderInitOf(graph, {
    urls: { base: '/docs/' },
    chrome: { scripts: [], icons: resolveSiteIcons(graph, 'docs.json').icons, search: true },
  });
  const renderer = createRenderer(init);
  const render = (path: string) =>
    renderer.renderPage(graph.pages.find((page) => page.path === path)!, content.pages.get(path)!).html;
  return { graph, render, init };
}

const url = (u: string) => `/docs${u}`;
const names = (items: Array<{ name: string; active: boolean }>) =>
  items.map((item) => (item.active ? `[${item.name}]` : item.name));

describe('docs.json chrome data', () => {
  const { graph, init } = site();
  const icons = init.chrome!.icons;
  const page = (path: string) => graph.pages.find((p) => p.path === path)!;

  it('shows the siblings of each level of the page’s path, the current ones marked, global links on every page', () => {
    const nav = getDivisionNav(graph, page('setup.md'), url, icons);
    expect(names(nav.tabs)).toEqual(['[Guides]', 'API', 'Status']);
    expect(nav.tabs.map((tab) => tab.href)).toEqual(['/docs/', '/docs/api/users/', '/docs/status/']);
    expect(names(nav.anchors)).toEqual(['Blog']);
    expect(nav.anchors[0]).toMatchObject({ href: 'https://blog.example.com', external: true });
    expect(nav.anchors[0].icon).toContain('<svg');
    expect(names(nav.switchers.language!.items)).toEqual(['[English]', 'Français']); // not Deutsch: no page
    expect(names(nav.switchers.version!.items)).toEqual(['[v2]', 'v1']);
    expect(nav.switchers.version!.current).toMatchObject({ name: 'v2', tag: 'Latest' });
    // The hidden dropdown is not listed while the reader is elsewhere.
    expect(names(nav.switchers.dropdown!.items)).toEqual(['[Start]', 'Deploy']);
    expect(nav.switchers.dropdown!.items[0]).toMatchObject({ description: 'First steps', href: '/docs/' });
    expect(nav.switchers.product).toBeUndefined();
  });

  it('lists a tab’s menu items inside it, the current one marked', () => {
    const nav = getDivisionNav(graph, page('api/teams.md'), url, icons);
    const api = nav.tabs.find((tab) => tab.name === 'API')!;
    expect(api.active).toBe(true);
    expect(names(api.menu!)).toEqual(['Users', '[Teams]']);
    expect(api.menu![0]).toMatchObject({ href: '/docs/api/users/', description: 'People' });
    expect(nav.switchers.dropdown).toBeUndefined();
  });

  it('sends the version and language switchers to the same page in the other division, else its first page', () => {
    const setup = getDivisionNav(graph, page('setup.md'), url, icons).switchers;
    expect(setup.version!.items.map((item) => item.href)).toEqual(['/docs/setup/', '/docs/v1/setup/']);
    expect(setup.language!.items.map((item) => [item.href, item.lang])).toEqual([
      ['/docs/setup/', 'en'],
      ['/docs/fr/setup/', 'fr'],
    ]);
    const deploy = getDivisionNav(graph, page('deploy.md'), url, icons).switchers;
    expect(deploy.version!.items.map((item) => item.href)).toEqual(['/docs/deploy/', '/docs/v1/']);
    expect(deploy.language!.items.map((item) => item.href)).toEqual(['/docs/deploy/', '/docs/fr/']);
  });

  it('shows a hidden division while the reader is on one of its pages', () => {
    const nav = getDivisionNav(graph, page('secret.md'), url, icons);
    expect(names(nav.switchers.dropdown!.items)).toEqual(['Start', 'Deploy', '[Secret]']);
  });

  it('draws a page outside the navigation (or the 404 page) with the first section’s levels, none current', () => {
    const nav = getNavLinks(graph, { anchor: '' }, url, icons);
    expect(nav.explicit).toBe(true);
    expect(names(nav.tabs)).toEqual(['Guides', 'API', 'Status']);
    expect(nav.switchers!.version!.current.name).toBe('v2');
    expect(names(nav.switchers!.version!.items)).toEqual(['v2', 'v1']);
  });

  it('names languages in their own language', () => {
    expect(['en', 'fr', 'de', 'cn', 'jp', 'pt-BR', 'xx-nope'].map(languageName)).toEqual([
      'English',
      'Français',
      'Deutsch',
      '简体中文',
      '日本語',
      'Português (Brasil)',
      'xx-nope',
    ]);
  });

  it('draws group icons, tags and root pages in the sidebar', () => {
    const groups = graph.sections[page('deploy.md').section].groups;
    const [deploy] = getSidebarData(groups, url, '/docs/deploy/', icons.pages, undefined, icons.nav);
    expect(deploy).toMatchObject({ name: 'Deploy', tag: 'New' });
    expect(deploy.icon).toContain('<svg');
  });
});

describe('docs.json chrome in the page', () => {
  const { graph, render, init } = site();

  it('draws the tabs bar with a disclosure menu, and the switchers in the top bar and the mobile menu', () => {
    const html = render('api/users.md');
    expect(html).toMatch(
      /<li class="q-tab-menu"><details class="q-disclosure" data-disclosure><summary aria-current="true" class="q-active">API<svg/,
    );
    expect(html).toMatch(
      /<a href="\/docs\/api\/users\/" aria-current="true"><svg[^>]*>.*?<\/svg><span class="q-switcher-text">/,
    );
    expect(html.match(/<details class="q-switcher q-switcher-version" data-disclosure>/g)).toHaveLength(2);
    expect(html.match(/<details class="q-switcher q-switcher-language" data-disclosure>/g)).toHaveLength(2);
    expect(html).toContain('<a href="/docs/fr/" hreflang="fr" lang="fr">');
    expect(html).toContain('<a class="nav-tabs-item" href="/docs/status/">Status</a>');
  });

  it('draws dropdowns at the top of the sidebar and global anchors as an anchors list', () => {
    const html = render('setup.md');
    expect(html).toContain('<div class="q-nav-switchers">');
    expect(html).toMatch(
      /<summary class="q-switcher-button"><span class="q-sr">Section: <\/span><svg[^>]*>.*?<\/svg><span class="q-switcher-name">Start<\/span>/,
    );
    expect(html).toMatch(
      /<ul class="q-anchors">\s*<li class="q-anchor-c0"><a href="https:\/\/blog.example.com" rel="noopener">/,
    );
  });

  it('marks the page’s version and language for search, and on <html>', () => {
    const html = render('fr/setup.md');
    expect(html).toContain('data-page-version="v2"');
    expect(html).toContain(
      '<div hidden data-pagefind-filter="version:v2"></div><div hidden data-pagefind-filter="language:fr"></div>',
    );
  });

  it('draws the 404 page with the navigation, nothing current', () => {
    const renderer = createRenderer(init);
    const notFound = textOf(createSpecialPages(graph, renderer, init.urls).find((f) => f.path === '404.html')!);
    expect(notFound).toContain('<nav class="q-tabs nav-tabs" aria-label="Sections">');
    expect(notFound).toContain('<div class="q-nav-switchers">');
    expect(notFound).not.toContain('aria-current');
  });
});

describe('a tab named " "', () => {
  // PowerSync's docs.json has one tab, named " ": Quire drew an empty band for it under the topbar.
  const tabs = (navigation: Parameters<typeof docsConfig>[0]) => {
    const content = pagesAt('index.md', 'guide.md');
    const { graph } = resolveGraph(docsConfig(navigation), content, { configFile: 'docs.json' });
    const init = renderInitOf(graph, {
      urls: { base: '/docs/' },
      chrome: { scripts: [], icons: resolveSiteIcons(graph, 'docs.json').icons, search: true },
    });
    const html = createRenderer(init).renderPage(graph.pages[0], content.pages.get('index.md')!).html;
    return { nav: getNavLinks(graph, { anchor: '' }, url, init.chrome!.icons), html };
  };

  it('is left out of the tab bar, and a bar with no other tab is not drawn', () => {
    const alone = tabs({ tabs: [{ tab: ' ', groups: [{ group: 'Start', pages: ['index', 'guide'] }] }] });
    expect(alone.nav.tabs).toEqual([]);
    expect(alone.html).not.toContain('class="q-tabs');
    expect(alone.html).not.toContain('class="q-menu-tabs"');
    const two = tabs({
      tabs: [
        { tab: ' ', pages: ['index'] },
        { tab: 'Guide', pages: ['guide'] },
      ],
    });
    expect(names(two.nav.tabs)).toEqual(['Guide']);
    expect(two.html).toContain('<nav class="q-tabs nav-tabs" aria-label="Sections">');
  });
});

describe('a division’s own global links', () => {
  // As Firecrawl and CrewAI write it: each language has its own (translated) links.
  const navigation = {
    global: { anchors: [{ anchor: 'Status', href: 'https://status.example.com' }] },
    languages: [
      {
        language: 'en',
        global: { anchors: [{ anchor: 'Blog', href: 'https://example.com/blog' }] },
        pages: ['index', 'setup'],
      },
      {
        language: 'fr',
        global: { anchors: [{ anchor: 'Le blog', href: 'https://example.com/fr/blog' }] },
        versions: [
          { version: 'v2', global: { tabs: [{ tab: 'Nouveautés', href: '/fr/index' }] }, pages: ['fr/index'] },
        ],
      },
    ],
  };
  const content = pagesAt('index.md', 'setup.md', 'fr/index.md');
  // Through the real docs.json reader (the test helper docsConfig does not read `global`).
  const config = check(withNavigation(navigation)).config!;
  const { graph, diagnostics } = resolveGraph(config, content, { configFile: 'docs.json' });
  const icons = resolveSiteIcons(graph, 'docs.json').icons;
  const nav = (path: string) => getDivisionNav(graph, graph.pages.find((p) => p.path === path)!, url, icons);

  it('shows them on the pages inside the division only, after the site-wide ones', () => {
    expect(diagnostics).toEqual([]);
    expect(names(nav('setup.md').anchors)).toEqual(['Status', 'Blog']);
    expect(names(nav('setup.md').tabs)).toEqual([]);
    expect(names(nav('fr/index.md').anchors)).toEqual(['Status', 'Le blog']);
    expect(names(nav('fr/index.md').tabs)).toEqual(['Nouveautés']);
    expect(nav('fr/index.md').tabs[0]?.href).toBe('/docs/fr/');
  });
});
