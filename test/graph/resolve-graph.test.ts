import { describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { resolveGraph } from '../../src/graph/resolve-graph.js';
import { contentIndex, pagesAt, siteConfig } from './helpers.js';

describe('resolveGraph', () => {
  it('resolves a small site: URLs, titles, groups, prev/next and the top anchor', () => {
    const config = siteConfig({
      navigation: [
        { group: 'Getting started', pages: ['index', 'quickstart'] },
        { group: 'Guides', pages: ['guide/setup', { group: 'Advanced', pages: ['guide/advanced/tuning'] }] },
      ],
    });
    const content = contentIndex(
      {
        'index.md': '---\ntitle: Welcome\ndescription: The home page.\n---\n\nHello.\n',
        'quickstart.mdx': '# Quick *start*\n\nInstall it in a minute.\n',
        'guide/setup.md': '---\nsidebarTitle: Setup\n---\n# Setting up Quire\n\nFirst steps.\n',
        'guide/advanced/tuning.md': null,
      },
      ['images/logo.png'],
    );
    const { graph, diagnostics } = resolveGraph(config, content);
    expect(diagnostics).toEqual([]);
    expect(graph.pages.map((p) => [p.path, p.url, p.outPath, p.title, p.sidebarTitle, p.groups])).toEqual([
      ['index.md', '/', 'index.html', 'Welcome', 'Welcome', ['Getting started']],
      ['quickstart.mdx', '/quickstart/', 'quickstart/index.html', 'Quick start', 'Quick start', ['Getting started']],
      ['guide/setup.md', '/guide/setup/', 'guide/setup/index.html', 'Setting up Quire', 'Setup', ['Guides']],
      [
        'guide/advanced/tuning.md',
        '/guide/advanced/tuning/',
        'guide/advanced/tuning/index.html',
        'Guide advanced tuning',
        'Guide advanced tuning',
        ['Guides', 'Advanced'],
      ],
    ]);
    const [home, quickstart, setup, tuning] = graph.pages;
    expect(home.description).toBe('The home page.');
    expect(quickstart.description).toBe('Install it in a minute.');
    expect(home.prev).toBeUndefined();
    expect(home.next).toEqual({ title: 'Quick start', url: '/quickstart/' });
    expect(setup.prev).toEqual({ title: 'Quick start', url: '/quickstart/' });
    expect(setup.next).toEqual({ title: 'Guide advanced tuning', url: '/guide/advanced/tuning/' });
    expect(tuning.next).toBeUndefined();
    expect(graph.pages.every((p) => p.listed && p.anchor === 'top' && p.section === 0 && p.tab === undefined)).toBe(
      true,
    );
    expect(graph.anchors).toEqual([
      {
        type: 'anchor',
        id: 'top',
        name: 'Documentation',
        prefix: '',
        href: '/',
        external: false,
        icon: 'book-open',
        iconType: 'duotone',
        isDefaultHidden: false,
        isTop: true,
      },
    ]);
    expect(graph.tabs).toEqual([]);
    expect(graph.sections).toEqual([
      {
        anchor: 'top',
        groups: [
          {
            type: 'group',
            name: 'Getting started',
            items: [
              { type: 'page', path: 'index.md', title: 'Welcome', url: '/' },
              { type: 'page', path: 'quickstart.mdx', title: 'Quick start', url: '/quickstart/' },
            ],
          },
          {
            type: 'group',
            name: 'Guides',
            items: [
              { type: 'page', path: 'guide/setup.md', title: 'Setup', url: '/guide/setup/' },
              {
                type: 'group',
                name: 'Advanced',
                items: [
                  {
                    type: 'page',
                    path: 'guide/advanced/tuning.md',
                    title: 'Guide advanced tuning',
                    url: '/guide/advanced/tuning/',
                  },
                ],
              },
            ],
          },
        ],
      },
    ]);
    expect(graph.assets).toEqual(['images/logo.png']);
    expect(graph.config).toBe(config);
    expect(quickstart).toMatchObject({ slug: 'quickstart', type: 'page', frontmatter: {} });
    expect(setup.frontmatter).toEqual({ sidebarTitle: 'Setup' });
  });

  it('reports a missing page with a did-you-mean over existing pages', () => {
    const config = siteConfig({ navigation: [{ group: 'Getting started', pages: ['index', 'guide/stup'] }] });
    const { graph, diagnostics } = resolveGraph(config, pagesAt('index.md', 'guide/setup.mdx'));
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "site.json:8:9 error navigation[0].pages[1]: page "guide/stup" in group "Getting started" does not exist [graph/missing-page]
        hint: did you mean \`guide/setup\`?
      guide/setup.mdx warning page is not listed in navigation: it is built at /guide/setup/ but not shown in the sidebar [graph/unlisted-page]
        hint: add "guide/setup" to the \`pages\` of a group in site.json, or delete the file if it is unused

      1 error, 1 warning"
    `);
    expect(graph.sections[0].groups[0].items).toHaveLength(1);
  });

  it('suggests creating the file when no page is close', () => {
    const config = siteConfig({ navigation: [{ group: 'API', pages: ['/reference/webhooks.mdx'] }] });
    const { diagnostics } = resolveGraph(config, pagesAt('index.md'));
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "site.json:7:9 error navigation[0].pages[0]: page "/reference/webhooks.mdx" in group "API" does not exist [graph/missing-page]
        hint: create \`reference/webhooks.md\`, or fix the path (relative to the docs folder, without extension)

      1 error"
    `);
  });

  it('reports page paths that escape the docs folder', () => {
    const config = siteConfig({
      navigation: [{ group: 'Sneaky', pages: ['../secrets', '//etc/passwd', 'a/../../b', 'guide/../index'] }],
    });
    const { graph, diagnostics } = resolveGraph(config, pagesAt('index.md'));
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "site.json:7:9 error navigation[0].pages[0]: page "../secrets" in group "Sneaky" points outside the docs folder [graph/page-outside-root]
        hint: page paths are relative to the docs folder (the folder holding site.json), e.g. \`guide/setup\`
      site.json:8:9 error navigation[0].pages[1]: page "//etc/passwd" in group "Sneaky" points outside the docs folder [graph/page-outside-root]
        hint: page paths are relative to the docs folder (the folder holding site.json), e.g. \`guide/setup\`
      site.json:9:9 error navigation[0].pages[2]: page "a/../../b" in group "Sneaky" points outside the docs folder [graph/page-outside-root]
        hint: page paths are relative to the docs folder (the folder holding site.json), e.g. \`guide/setup\`

      3 errors"
    `);
    // `guide/../index` stays inside and names the root page.
    expect(graph.pages.map((p) => [p.path, p.listed])).toEqual([['index.md', true]]);
  });

  it('reports an anchor version missing from `versions`, with a did-you-mean', () => {
    const config = siteConfig({
      versions: ['latest', 'v1'],
      navigation: [
        { group: 'Intro', pages: ['index'] },
        { group: 'API', pages: ['api/users'], version: 'v1' },
      ],
      anchors: [{ name: 'API', url: 'api', version: 'lastest' }],
    });
    const { graph, diagnostics } = resolveGraph(config, pagesAt('index.md', 'api/users.md'));
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "site.json:23:5 error anchors[0]: anchor "API" has version "lastest", expected one of "latest", "v1" [graph/unknown-version]
        hint: did you mean \`latest\`?

      1 error"
    `);
    expect(graph.anchors[1].version).toBe('lastest');
    expect(graph.sections[1].groups[0]).toMatchObject({ name: 'API', version: 'v1' });
  });

  it('reports a group version when the site has no versions', () => {
    const config = siteConfig({ navigation: [{ group: 'Old API', pages: ['index'], version: 'v1' }] });
    const { diagnostics } = resolveGraph(config, pagesAt('index.md'));
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "site.json:4:5 error navigation[0]: group "Old API" has version "v1", but site.json lists no \`versions\` [graph/unknown-version]
        hint: add \`"versions": ["v1"]\` to site.json, or remove the \`version\`

      1 error"
    `);
  });

  it('warns about a page listed twice: shown in both groups, prev/next follow the first listing', () => {
    const config = siteConfig({
      navigation: [
        { group: 'Start', pages: ['index', 'setup'] },
        { group: 'Reference', pages: ['/setup.md', 'cli'] },
      ],
    });
    const { graph, diagnostics } = resolveGraph(config, pagesAt('index.md', 'setup.md', 'cli.md'));
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "site.json:14:9 warning navigation[1].pages[0]: page "/setup.md" in group "Reference" is already listed in group "Start" (navigation[0].pages[1]) [graph/duplicate-page]
        hint: remove one of the entries; the page shows in both groups, but previous/next links follow the first

      1 warning"
    `);
    expect(graph.pages.map((p) => p.path)).toEqual(['index.md', 'setup.md', 'cli.md']);
    const setup = graph.pages[1];
    expect(setup.groups).toEqual(['Start']);
    expect(setup.prev?.url).toBe('/');
    expect(setup.next?.url).toBe('/cli/');
    expect(graph.pages[2].prev?.url).toBe('/setup/');
    expect(
      graph.sections[0].groups.map((g) => [g.name, g.items.map((i) => (i.type === 'page' ? i.path : i.name))]),
    ).toEqual([
      ['Start', ['index.md', 'setup.md']],
      ['Reference', ['setup.md', 'cli.md']],
    ]);
  });

  it('warns about unlisted pages but still builds them, except the root index', () => {
    const config = siteConfig({ navigation: [{ group: 'Docs', pages: ['guide/intro'] }] });
    const { graph, diagnostics } = resolveGraph(
      config,
      pagesAt('index.mdx', 'guide/intro.md', 'zeta.md', 'drafts/old.md'),
    );
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "drafts/old.md warning page is not listed in navigation: it is built at /drafts/old/ but not shown in the sidebar [graph/unlisted-page]
        hint: add "drafts/old" to the \`pages\` of a group in site.json, or delete the file if it is unused
      zeta.md warning page is not listed in navigation: it is built at /zeta/ but not shown in the sidebar [graph/unlisted-page]
        hint: add "zeta" to the \`pages\` of a group in site.json, or delete the file if it is unused

      2 warnings"
    `);
    expect(graph.pages.map((p) => [p.path, p.listed, p.section, p.groups, p.url])).toEqual([
      ['guide/intro.md', true, 0, ['Docs'], '/guide/intro/'],
      ['drafts/old.md', false, -1, [], '/drafts/old/'],
      ['index.mdx', false, -1, [], '/'],
      ['zeta.md', false, -1, [], '/zeta/'],
    ]);
    expect(graph.pages[1].prev).toBeUndefined();
    expect(graph.pages[1].next).toBeUndefined();
    expect(graph.pages[0].next).toBeUndefined();
  });

  it('warns about two files with the same URL, keeping the listed one, else the .mdx one', () => {
    const config = siteConfig({ navigation: [{ group: 'Docs', pages: ['a', 'b/index', 'd.md'] }] });
    const files = pagesAt('a.md', 'a.mdx', 'b.md', 'b/index.md', 'c.md', 'c.mdx', 'd.md', 'd.mdx');
    const { graph, diagnostics } = resolveGraph(config, files);
    expect(formatDiagnostics(diagnostics.filter((d) => d.rule === 'graph/duplicate-url'))).toMatchInlineSnapshot(`
      "a.md warning a.md and a.mdx both map to the URL /a/; only a.mdx is built [graph/duplicate-url]
        hint: rename or remove a.md to build it too, or to silence this
      b.md warning b.md and b/index.md both map to the URL /b/; only b/index.md is built [graph/duplicate-url]
        hint: rename or remove b.md to build it too, or to silence this
      c.md warning c.md and c.mdx both map to the URL /c/; only c.mdx is built [graph/duplicate-url]
        hint: rename or remove c.md to build it too, or to silence this
      d.mdx warning d.mdx and d.md both map to the URL /d/; only d.md is built [graph/duplicate-url]
        hint: rename or remove d.mdx to build it too, or to silence this

      4 warnings"
    `);
    // `a` names a.mdx; `d.md` names d.md; c is listed nowhere, and its .mdx wins.
    expect(graph.pages.map((p) => p.path).sort()).toEqual(['a.mdx', 'b/index.md', 'c.mdx', 'd.md']);
    expect(new Set(graph.pages.map((p) => p.outPath)).size).toBe(4);
  });

  it('passes front matter problems through and names the config file given', () => {
    const config = siteConfig({ navigation: [{ group: 'Docs', pages: ['index', 'missing'] }] });
    const content = contentIndex({ 'index.md': '---\ntitle: [unclosed\n---\n# Hi\n' });
    const { graph, diagnostics } = resolveGraph(config, content, { configFile: 'mint.json' });
    expect(diagnostics.map((d) => [d.file, d.rule])).toEqual([
      ['mint.json', 'graph/missing-page'],
      ['index.md', 'content/frontmatter'],
    ]);
    expect(graph.pages[0].title).toBe('Hi');
  });

  it('is deterministic', () => {
    const config = siteConfig({
      navigation: [{ group: 'A', pages: ['api/b', 'x', 'api/a'] }],
      anchors: [{ name: 'API', url: 'api' }],
      tabs: [{ name: 'X', url: 'x' }],
    });
    const content = pagesAt('api/a.md', 'api/b.md', 'x.md', 'y.md', 'index.md');
    expect(JSON.stringify(resolveGraph(config, content))).toBe(JSON.stringify(resolveGraph(config, content)));
  });
});
