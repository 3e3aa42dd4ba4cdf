import { describe, expect, it } from 'vitest';
import { resolveSiteIcons } from '../../src/icons/index.js';
import { readClientBundle } from '../../src/site/assets-fs.js';
import { createRenderer } from '../../src/render/page.js';
import { CHROME_PAGES, CHROME_SITE, graphOf, renderInitOf } from './helpers.js';

function renderer(site: object, pages: Record<string, string>, withChrome = true) {
  const graph = graphOf(site, pages);
  const init = renderInitOf(graph, {
    stylesheets: ['_quire/quire.css'],
    urls: { base: '/docs/' },
    ...(withChrome
      ? {
          chrome: { scripts: ['_quire/quire.ABC.js'], icons: resolveSiteIcons(graph, 'site.json').icons, search: true },
        }
      : {}),
  });
  const r = createRenderer(init);
  return { render: (p: string) => r.renderPage(graph.pages.find((page) => page.path === p)!, pages[p]).html, r };
}

const inlineScript = (html: string) => /<script>([\s\S]*?)<\/script>/.exec(html)![1];

describe('page shell', () => {
  const { render, r } = renderer(CHROME_SITE, CHROME_PAGES);
  const home = render('index.md');
  const b = render('guides/b.md');

  it('puts theme and version settings on <html>, escaped, for the head script', () => {
    expect(home).toContain(
      '<html lang="en" data-theme="dark" data-default-theme="dark" data-force-theme="" data-versions="[&quot;v2&quot;,&quot;v\\&quot;1&quot;]" data-version="v2" data-current-path="/">',
    );
    expect(render('old/x.md')).toContain('data-page-version="v&quot;1"');
  });

  it('keeps the inline head script constant across pages and sites (so a CSP can hash it)', () => {
    const other = renderer({ name: 'Other', navigation: [{ group: 'S', pages: ['index'] }] }, { 'index.md': '# Hi\n' });
    expect(inlineScript(b)).toBe(inlineScript(home));
    expect(inlineScript(other.render('index.md'))).toBe(inlineScript(home));
    expect(home.match(/<script>/g)).toHaveLength(1);
  });

  it('loads the client module, marks the searchable region and shows the chrome the settings ask for', () => {
    expect(home).toContain('<script type="module" src="/docs/_quire/quire.ABC.js"></script>');
    expect(home).toContain('<article class="q-article" data-pagefind-body id="content-area">');
    expect(home).toContain('data-search-open');
    expect(home).not.toContain('data-theme-toggle');
    expect(home).toContain('<img class="q-logo nav-logo" src="/docs/logo.svg" alt="Acme &lt;Docs&gt;">');
    expect(home).toContain('data-github-repo="acme/docs"');
    expect(home).toMatch(
      /<a href="https:\/\/x.com\/acme" rel="noopener"><svg[^>]*>.*?<\/svg><span class="q-sr">X<\/span><\/a>/,
    );
    expect(home).toContain('<select id="q-version" data-version-select>');
    expect(home).toContain('<select id="q-version-menu" data-version-select>');
  });

  it('draws anchors with icons, colours and versions, hiding default-hidden ones elsewhere', () => {
    expect(home).toMatch(
      /<li class="q-anchor-c1"><a href="\/docs\/guides\/a\/"><span class="q-anchor-icon"><svg class="q-icon q-anchor-svg"/,
    );
    expect(home).toContain('<li class="q-anchor-c2" data-for-version="v&quot;1">');
    expect(home).not.toContain('q-anchor-c3');
    expect(render('lab/y.md')).toMatch(
      /<li class="q-anchor-c3"><a href="\/docs\/lab\/y\/" aria-current="true" class="q-active">/,
    );
  });

  it('nests groups in <details>, open around the current page', () => {
    expect(b).toMatch(/<li class="q-nav-sub"><details open><summary><span>Deep<\/span>/);
    expect(b).toMatch(/<li class="q-nav-sub"><details><summary><span>Other<\/span>/);
    expect(b).toContain('<a href="/docs/guides/b/" aria-current="page">B</a>');
  });

  it('links feedback and renders the table of contents twice (column and disclosure)', () => {
    const a = render('guides/a.md');
    expect(a).toContain('href="https://github.com/acme/docs/edit/main/guides/a.md"');
    expect(a).toContain('data-issue-link');
    expect(a.match(/<a href="#first">First<\/a>/g)).toHaveLength(2);
    expect(a).toContain('<details class="q-toc-mobile" data-toc data-pagefind-ignore>');
  });

  it('renders the 404 page with the first sidebar and without search indexing', () => {
    const page = r.renderTemplate('404', { sidebar: [], currentUrl: '' });
    expect(page).toContain('<h1>Page not found</h1>');
    expect(page).not.toContain('data-pagefind-body');
  });

  it('renders without planned chrome data (no scripts, icons still drawn)', () => {
    const bare = renderer(CHROME_SITE, CHROME_PAGES, false).render('index.md');
    expect(bare).not.toContain('<script type="module"');
    expect(bare).not.toContain('data-search-open');
    expect(bare).toContain('q-anchor-svg');
  });
});

describe('readClientBundle', () => {
  it('finds the real bundle, small enough for the page budget', () => {
    const { files, entry } = readClientBundle();
    const main = files.find((f) => f.path === entry)!;
    // 12,000 until search kept the keys typed while its code loads and opened on `?search=` (12,135 bytes).
    expect(main.content.length).toBeLessThan(12_500);
    expect(files.some((f) => f.path.startsWith('_quire/dialog.'))).toBe(true);
  });
});
