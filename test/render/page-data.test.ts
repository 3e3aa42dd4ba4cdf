import { describe, expect, it } from 'vitest';
import { resolveSiteIcons } from '../../src/icons/index.js';
import {
  getPageTemplateData,
  getSiteTemplateData,
  githubRepoLabel,
  type ChromeInit,
} from '../../src/render/page-data.js';
import { CHROME_PAGES, CHROME_SITE, graphOf } from './helpers.js';

const graph = graphOf(CHROME_SITE, CHROME_PAGES);
const urls = { base: '/docs/', siteUrl: 'https://acme.dev' };
const chrome: ChromeInit = {
  scripts: ['_quire/quire.ABC.js'],
  icons: resolveSiteIcons(graph, 'site.json').icons,
  search: true,
};
const site = getSiteTemplateData(graph.config, ['_quire/quire.css'], urls, chrome);
const pageData = (path: string) =>
  getPageTemplateData(
    graph,
    site,
    graph.pages.find((p) => p.path === path)!,
    { html: '', toc: [] },
    urls,
    chrome.icons,
  );

describe('getSiteTemplateData', () => {
  it('prefixes every site URL with the base and keeps external ones', () => {
    expect(site.stylesheets).toEqual(['/docs/_quire/quire.css']);
    expect(site.scripts).toEqual(['/docs/_quire/quire.ABC.js']);
    expect(site.logo).toEqual({ light: '/docs/logo.svg', dark: '/docs/logo.svg', href: '/docs/', single: true });
    expect(site.topbarLinks).toEqual([{ name: 'Blog', url: '/docs/blog', external: false }]);
    expect(site.cta).toEqual({
      type: 'github',
      url: 'https://github.com/acme/docs',
      label: 'acme/docs',
      repo: 'acme/docs',
      external: true,
    });
  });

  it('describes the theme, versions, socials and search', () => {
    expect(site.theme).toEqual({ default: 'dark', forced: true, toggle: false });
    expect(site.versions).toEqual(['v2', 'v"1']);
    expect(JSON.parse(site.versionsJson)).toEqual(['v2', 'v"1']);
    expect(site.footerSocials.map((s) => [s.key, s.label])).toEqual([
      ['github', 'GitHub'],
      ['x', 'X'],
    ]);
    expect(site.footerSocials[1].svg).toMatch(/^<svg/);
    expect(site.search).toBe(true);
    expect(githubRepoLabel('https://example.com/x')).toBe('https://example.com/x');
  });
});

describe('getPageTemplateData', () => {
  it('marks the current page, and opens only the nested group holding it', () => {
    const data = pageData('guides/b.md');
    const [guides] = data.sidebar;
    expect(guides.name).toBe('Guides');
    expect(guides.items.map((i) => (i.type === 'page' ? [i.title, i.url, i.current] : [i.name, i.open]))).toEqual([
      ['A', '/docs/guides/a/', false],
      ['Deep', true],
      ['Other', false],
    ]);
    const deep = guides.items[1];
    expect(deep.type === 'group' && deep.items[0]).toEqual({
      type: 'page',
      title: 'B',
      url: '/docs/guides/b/',
      current: true,
    });
  });

  it('gives anchors their icon, colour index and version, and hides a default-hidden anchor except on its pages', () => {
    const home = pageData('index.md');
    expect(home.anchors.map((a) => [a.name, a.index, a.active, a.hidden, a.version])).toEqual([
      ['Documentation', 0, true, false, undefined],
      ['Guides', 1, false, false, undefined],
      ['Old', 2, false, false, 'v"1'],
      ['Lab', 3, false, true, undefined],
    ]);
    expect(home.anchors[1].icon).toMatch(/^<svg class="q-icon q-anchor-svg"/);
    const lab = pageData('lab/y.md');
    expect(lab.anchors[3]).toMatchObject({ active: true, hidden: false });
  });

  it('knows the version of a versioned page and its feedback links', () => {
    expect(pageData('old/x.md').page.version).toBe('v"1');
    const data = pageData('guides/a.md');
    expect(data.page.version).toBeUndefined();
    expect(data.page.editUrl).toBe('https://github.com/acme/docs/edit/main/guides/a.md');
    expect(new URL(data.page.issueUrl!).searchParams.get('body')).toContain('Page: https://acme.dev/docs/guides/a/');
  });
});
