import { describe, expect, it } from 'vitest';
import { resolveGraph } from '../../src/graph/resolve-graph.js';
import type { PageNode, SiteGraph } from '../../src/graph/types.js';
import { contentIndex, pagesAt, siteConfig } from './helpers.js';
import { docsConfig } from './docs-nav.js';

const byPath = (graph: SiteGraph, path: string): PageNode => {
  const page = graph.pages.find((p) => p.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return page;
};

describe('docs.json navigation: placement by nesting', () => {
  it('places pages listed in root groups and loose pages in one section, in order', () => {
    const config = docsConfig({
      groups: [
        { group: 'Start', pages: ['index', 'quickstart'] },
        { group: 'Guides', pages: ['guide/setup', { group: 'Deep', pages: ['guide/deep'] }] },
      ],
      pages: ['changelog'],
    });
    const { graph, diagnostics } = resolveGraph(
      config,
      pagesAt('index.md', 'quickstart.md', 'guide/setup.md', 'guide/deep.md', 'changelog.md'),
      { configFile: 'docs.json' },
    );
    expect(diagnostics).toEqual([]);
    expect(graph.pages.map((p) => [p.path, p.groups, p.section, p.divisions])).toEqual([
      ['index.md', ['Start'], 0, []],
      ['quickstart.md', ['Start'], 0, []],
      ['guide/setup.md', ['Guides'], 0, []],
      ['guide/deep.md', ['Guides', 'Deep'], 0, []],
      ['changelog.md', [], 0, []],
    ]);
    expect(graph.anchors).toEqual([]);
    expect(graph.tabs).toEqual([]);
    expect(graph.divisions).toEqual([]);
    expect(graph.sections).toHaveLength(1);
    expect(graph.sections[0].division).toBeUndefined();
    expect(graph.sections[0].groups.map((g) => [g.name, g.items.length])).toEqual([
      ['Start', 2],
      ['Guides', 2],
      ['', 1],
    ]);
    expect(byPath(graph, 'guide/deep.md').next).toEqual({ title: 'Changelog', url: '/changelog/' });
  });

  it('gives each tab its own section; previous/next stay within it; a tab opens on its first page', () => {
    const config = docsConfig({
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
        { tab: 'API reference', pages: ['api/users', 'api/teams'] },
        { tab: 'Blog', href: 'https://example.com/blog' },
      ],
    });
    const { graph, diagnostics } = resolveGraph(
      config,
      pagesAt('index.md', 'guide.md', 'api/users.md', 'api/teams.md'),
    );
    expect(diagnostics).toEqual([]);
    expect(graph.divisions?.map((d) => [d.kind, d.id, d.name, d.href, d.external, d.link])).toEqual([
      ['tab', 'guides', 'Guides', '/', false, false],
      ['tab', 'api-reference', 'API reference', '/api/users/', false, false],
      ['tab', 'blog', 'Blog', 'https://example.com/blog', true, true],
    ]);
    expect(graph.sections.map((s) => s.division)).toEqual(['guides', 'api-reference']);
    const guide = byPath(graph, 'guide.md');
    const users = byPath(graph, 'api/users.md');
    expect(guide.divisions).toEqual(['guides']);
    expect(guide.next).toBeUndefined();
    expect(users.prev).toBeUndefined();
    expect(users.next).toEqual({ title: 'Api teams', url: '/api/teams/' });
    expect([guide.section, users.section]).toEqual([0, 1]);
  });

  it('nests divisions in any order: languages › versions › tabs, and anchors › tabs', () => {
    const config = docsConfig({
      languages: [
        {
          language: 'en',
          versions: [
            {
              version: 'v2',
              tabs: [
                { tab: 'Docs', pages: ['v2/a'] },
                { tab: 'API', pages: ['v2/api'] },
              ],
            },
            { version: 'v1', tabs: [{ tab: 'Docs', pages: ['v1/a'] }] },
          ],
        },
        {
          language: 'fr',
          versions: [{ version: 'v2', anchors: [{ anchor: 'Guides', tabs: [{ tab: 'Docs', pages: ['fr/v2/a'] }] }] }],
        },
      ],
    });
    const { graph, diagnostics } = resolveGraph(config, pagesAt('v2/a.md', 'v2/api.md', 'v1/a.md', 'fr/v2/a.md'));
    expect(diagnostics).toEqual([]);
    expect(graph.divisions?.map((d) => [d.id, d.kind, d.parent, d.children])).toEqual([
      ['en', 'language', undefined, ['en/v2', 'en/v1']],
      ['en/v2', 'version', 'en', ['en/v2/docs', 'en/v2/api']],
      ['en/v2/docs', 'tab', 'en/v2', []],
      ['en/v2/api', 'tab', 'en/v2', []],
      ['en/v1', 'version', 'en', ['en/v1/docs']],
      ['en/v1/docs', 'tab', 'en/v1', []],
      ['fr', 'language', undefined, ['fr/v2']],
      ['fr/v2', 'version', 'fr', ['fr/v2/guides']],
      ['fr/v2/guides', 'anchor', 'fr/v2', ['fr/v2/guides/docs']],
      ['fr/v2/guides/docs', 'tab', 'fr/v2/guides', []],
    ]);
    expect(graph.pages.map((p) => [p.path, p.divisions, p.language, p.version])).toEqual([
      ['v2/a.md', ['en', 'en/v2', 'en/v2/docs'], 'en', 'v2'],
      ['v2/api.md', ['en', 'en/v2', 'en/v2/api'], 'en', 'v2'],
      ['v1/a.md', ['en', 'en/v1', 'en/v1/docs'], 'en', 'v1'],
      ['fr/v2/a.md', ['fr', 'fr/v2', 'fr/v2/guides', 'fr/v2/guides/docs'], 'fr', 'v2'],
    ]);
    expect(graph.sections.map((s) => s.division)).toEqual([
      'en/v2/docs',
      'en/v2/api',
      'en/v1/docs',
      'fr/v2/guides/docs',
    ]);
    // Divisions open on their first page, nested ones included.
    expect(graph.divisions?.find((d) => d.id === 'fr')?.href).toBe('/fr/v2/a/');
    expect(graph.divisions?.find((d) => d.id === 'en/v1')?.href).toBe('/v1/a/');
  });

  it('reads the default version first, and keeps config order in the division list', () => {
    const config = docsConfig({
      versions: [
        { version: 'v1', pages: ['v1/a'] },
        { version: 'v2', default: true, pages: ['v2/a'] },
      ],
    });
    const { graph } = resolveGraph(config, pagesAt('v1/a.md', 'v2/a.md'));
    expect(graph.divisions?.map((d) => [d.id, d.isDefault])).toEqual([
      ['v1', false],
      ['v2', true],
    ]);
    expect(graph.pages.map((p) => p.path)).toEqual(['v2/a.md', 'v1/a.md']);
    expect(graph.sections.map((s) => s.division)).toEqual(['v2', 'v1']);
  });

  it('reads tab menus, dropdowns, products and global links', () => {
    const config = docsConfig({
      products: [
        {
          product: 'Platform',
          icon: 'cloud',
          description: 'The platform',
          tabs: [
            {
              tab: 'Developer tools',
              menu: [
                { item: 'API', icon: 'rocket', description: 'REST', pages: ['platform/api'] },
                { item: 'SDKs', pages: ['platform/sdk'] },
                { item: 'Status', href: '/status' },
              ],
            },
          ],
        },
        { product: 'Analytics', dropdowns: [{ dropdown: 'Guides', pages: ['analytics/guide'] }] },
      ],
      global: {
        anchors: [{ anchor: 'Changelog', icon: 'list', href: '/changelog' }],
        tabs: [{ tab: 'Blog', href: 'https://blog.example.com' }],
      },
    });
    const { graph, diagnostics } = resolveGraph(
      config,
      pagesAt('platform/api.md', 'platform/sdk.md', 'analytics/guide.md', 'changelog.mdx'),
    );
    // The changelog is only a global link target: a page outside the navigation.
    expect(diagnostics.map((d) => d.rule)).toEqual(['graph/unlisted-page']);
    expect(graph.divisions?.map((d) => [d.kind, d.id, d.href, d.global, d.icon, d.description])).toEqual([
      ['product', 'platform', '/platform/api/', false, 'cloud', 'The platform'],
      ['tab', 'platform/developer-tools', '/platform/api/', false, undefined, undefined],
      ['menu', 'platform/developer-tools/api', '/platform/api/', false, 'rocket', 'REST'],
      ['menu', 'platform/developer-tools/sdks', '/platform/sdk/', false, undefined, undefined],
      ['menu', 'platform/developer-tools/status', '/status', false, undefined, undefined],
      ['product', 'analytics', '/analytics/guide/', false, undefined, undefined],
      ['dropdown', 'analytics/guides', '/analytics/guide/', false, undefined, undefined],
      ['tab', 'global/blog', 'https://blog.example.com', true, undefined, undefined],
      ['anchor', 'global/changelog', '/changelog/', true, 'list', undefined],
    ]);
    expect(byPath(graph, 'platform/sdk.md').divisions).toEqual([
      'platform',
      'platform/developer-tools',
      'platform/developer-tools/sdks',
    ]);
  });
});

describe('docs.json navigation: groups', () => {
  it('keeps icon, tag and expanded, and links a group heading to its root page', () => {
    const config = docsConfig({
      groups: [
        {
          group: 'CLI',
          icon: 'terminal',
          tag: 'NEW',
          root: 'cli/index',
          pages: ['cli/install', { group: 'Commands', expanded: true, root: 'cli/commands', pages: ['cli/run'] }],
        },
      ],
    });
    const { graph, diagnostics } = resolveGraph(
      config,
      pagesAt('cli/index.md', 'cli/install.md', 'cli/commands.md', 'cli/run.md'),
    );
    expect(diagnostics).toEqual([]);
    // Root pages are read first in their group.
    expect(graph.pages.map((p) => [p.path, p.groups])).toEqual([
      ['cli/index.md', ['CLI']],
      ['cli/install.md', ['CLI']],
      ['cli/commands.md', ['CLI', 'Commands']],
      ['cli/run.md', ['CLI', 'Commands']],
    ]);
    expect(byPath(graph, 'cli/index.md').next?.url).toBe('/cli/install/');
    expect(graph.sections[0].groups).toEqual([
      {
        type: 'group',
        name: 'CLI',
        icon: 'terminal',
        tag: 'NEW',
        root: { type: 'page', path: 'cli/index.md', title: 'Cli index', url: '/cli/' },
        items: [
          { type: 'page', path: 'cli/install.md', title: 'Cli install', url: '/cli/install/' },
          {
            type: 'group',
            name: 'Commands',
            expanded: true,
            root: { type: 'page', path: 'cli/commands.md', title: 'Cli commands', url: '/cli/commands/' },
            items: [{ type: 'page', path: 'cli/run.md', title: 'Cli run', url: '/cli/run/' }],
          },
        ],
      },
    ]);
  });

  it('hides hidden groups and divisions: their pages are built, but have no entry, previous/next or index', () => {
    const config = docsConfig({
      tabs: [
        {
          tab: 'Docs',
          groups: [
            { group: 'Start', pages: ['a', 'b'] },
            { group: 'Secret', hidden: true, pages: ['c'] },
            { group: 'More', pages: ['d'] },
          ],
        },
        { tab: 'Internal', hidden: true, pages: ['e'] },
      ],
    });
    const { graph, diagnostics } = resolveGraph(config, pagesAt('a.md', 'b.md', 'c.md', 'd.md', 'e.md'));
    expect(diagnostics).toEqual([]);
    const [c, e] = [byPath(graph, 'c.md'), byPath(graph, 'e.md')];
    expect([c.listed, c.settings.hidden, c.settings.noindex, c.prev, c.next]).toEqual([
      true,
      true,
      true,
      undefined,
      undefined,
    ]);
    expect([e.listed, e.settings.hidden, e.section]).toEqual([true, true, 1]);
    expect(byPath(graph, 'b.md').next?.url).toBe('/d/');
    expect(graph.sections[0].groups.map((g) => g.name)).toEqual(['Start', 'More']);
    expect(graph.sections[1].groups).toEqual([]);
    expect(graph.divisions?.map((d) => [d.id, d.hidden, d.href])).toEqual([
      ['docs', false, '/a/'],
      ['internal', true, '/e/'],
    ]);
  });

  it('keeps a page listed both hidden and visible shown', () => {
    const config = docsConfig({
      groups: [
        { group: 'Hidden', hidden: true, pages: ['a'] },
        { group: 'Shown', pages: ['a', 'b'] },
      ],
    });
    const { graph } = resolveGraph(config, pagesAt('a.md', 'b.md'));
    expect(byPath(graph, 'a.md').settings.hidden).toBe(false);
    expect(graph.sections[0].groups.map((g) => [g.name, g.items.map((i) => i.type === 'page' && i.path)])).toEqual([
      ['Shown', ['a.md', 'b.md']],
    ]);
  });
});

describe('docs.json navigation: duplicates, missing pages and where diagnostics point', () => {
  it('places a page listed twice where it is listed first, and shows it in both sidebars', () => {
    const config = docsConfig({
      tabs: [
        { tab: 'One', pages: ['shared', 'a'] },
        { tab: 'Two', pages: ['b', 'shared'] },
      ],
    });
    const { graph, diagnostics } = resolveGraph(config, pagesAt('shared.md', 'a.md', 'b.md'), {
      configFile: 'docs.json',
    });
    expect(diagnostics).toMatchObject([
      {
        severity: 'warning',
        rule: 'graph/duplicate-page',
        file: 'docs.json',
        jsonPath: 'navigation.tabs[1].pages[1]',
        message: 'page "shared" is already listed (navigation.tabs[0].pages[0])',
      },
    ]);
    expect(byPath(graph, 'shared.md').divisions).toEqual(['one']);
    expect(byPath(graph, 'b.md').next).toBeUndefined();
    const entries = graph.sections.map((s) => s.groups.flatMap((g) => g.items.map((i) => i.type === 'page' && i.path)));
    expect(entries).toEqual([
      ['shared.md', 'a.md'],
      ['b.md', 'shared.md'],
    ]);
  });

  it('points diagnostics of entries written in a $ref file at that file', () => {
    const config = docsConfig({ groups: [{ group: 'Start', pages: ['index', 'quikstart'] }] }, { file: 'nav/en.json' });
    const { diagnostics } = resolveGraph(config, pagesAt('index.md', 'quickstart.md'), { configFile: 'docs.json' });
    expect(diagnostics).toMatchObject([
      {
        severity: 'error',
        rule: 'graph/missing-page',
        file: 'nav/en.json',
        jsonPath: 'navigation.groups[0].pages[1]',
        message: 'page "quikstart" in group "Start" does not exist',
        hint: 'did you mean `quickstart`?',
      },
      { rule: 'graph/unlisted-page', file: 'quickstart.md' },
    ]);
  });

  it('reports a division without pages, and a missing root page, at their entries', () => {
    const config = docsConfig(
      {
        tabs: [
          { tab: 'Docs', groups: [{ group: 'G', root: 'nope', pages: ['a'] }] },
          { tab: 'Empty', groups: [] },
          // Its one page is missing: reported once, as a missing page.
          { tab: 'Untranslated', pages: ['fr/a'] },
        ],
      },
      { file: 'nav.json' },
    );
    const { graph, diagnostics } = resolveGraph(config, pagesAt('a.md'));
    expect(diagnostics).toMatchObject([
      { rule: 'graph/missing-page', file: 'nav.json', jsonPath: 'navigation.tabs[2].pages[0]' },
      {
        rule: 'graph/missing-page',
        file: 'nav.json',
        jsonPath: 'navigation.tabs[0].groups[0]',
        message: 'root page "nope" in group "G" does not exist',
      },
      { rule: 'graph/empty-division', file: 'nav.json', jsonPath: 'navigation.tabs[1]', severity: 'warning' },
    ]);
    expect(graph.divisions?.map((d) => [d.href, d.empty])).toEqual([
      ['/a/', undefined],
      ['/', true],
      ['/', true],
    ]);
  });

  it('lets generated pages stand for entries, groups and divisions, and leaves unresolved operations to their stage', () => {
    const config = docsConfig({
      tabs: [
        { tab: 'Guides', groups: [{ group: 'API', pages: ['intro', 'GET /users', 'POST /missing'] }] },
        { tab: 'Reference', groups: [] },
      ],
    });
    const content = {
      ...pagesAt('intro.md', 'api/get-users.mdx', 'api/list-teams.mdx', 'api/create-team.mdx'),
      navigationPages: new Map([
        ['docs.json#navigation.tabs[0].groups[0].pages[1]', ['api/get-users.mdx']],
        ['docs.json#navigation.tabs[1]', ['api/list-teams.mdx', 'api/create-team.mdx']],
      ]),
    };
    const { graph, diagnostics } = resolveGraph(config, content, { configFile: 'docs.json' });
    expect(diagnostics).toEqual([]);
    expect(graph.pages.map((p) => [p.path, p.divisions])).toEqual([
      ['intro.md', ['guides']],
      ['api/get-users.mdx', ['guides']],
      ['api/list-teams.mdx', ['reference']],
      ['api/create-team.mdx', ['reference']],
    ]);
    expect(graph.sections[1].groups.map((g) => [g.name, g.items.length])).toEqual([['', 2]]);
  });

  it('groups the pages generated for a whole OpenAPI source by their operation group', () => {
    const config = docsConfig({
      tabs: [
        { tab: 'API', groups: [] },
        { tab: 'Guides', groups: [{ group: 'Reference', pages: ['intro'] }] },
      ],
    });
    const paths = ['api/list-users.mdx', 'api/get-user.mdx', 'api/list-teams.mdx'];
    const content = {
      ...pagesAt('intro.md', ...paths),
      navigationPages: new Map([
        ['docs.json#navigation.tabs[0]', paths],
        ['docs.json#navigation.tabs[1].groups[0]', paths.slice(0, 2)],
      ]),
      operationGroups: new Map([
        ['api/list-users.mdx', 'Users'],
        ['api/get-user.mdx', 'Users'],
        ['api/list-teams.mdx', 'Teams'],
      ]),
    };
    const { graph, diagnostics } = resolveGraph(config, content, { configFile: 'docs.json' });
    expect(diagnostics).toEqual([]);
    expect(graph.sections[0].groups.map((g) => [g.name, g.items.length])).toEqual([
      ['Users', 2],
      ['Teams', 1],
    ]);
    expect(byPath(graph, 'api/get-user.mdx').groups).toEqual(['Users']);
    // Inside a group, pages of one operation group need no heading of their own.
    expect(graph.sections[1].groups[0].items.map((i) => i.type)).toEqual(['page', 'page', 'page']);
  });

  it('still warns about pages the navigation does not list', () => {
    const config = docsConfig({ pages: ['index'] });
    const { diagnostics } = resolveGraph(config, pagesAt('index.md', 'stray.md'), { configFile: 'docs.json' });
    expect(diagnostics).toMatchObject([{ rule: 'graph/unlisted-page', file: 'stray.md' }]);
  });
});

describe('docs.json navigation: the same page in another version or language', () => {
  it('swaps the language folder, with the default language at the root', () => {
    const config = docsConfig({
      languages: [
        { language: 'en', pages: ['index', 'guide/setup', 'only-en'] },
        { language: 'fr', pages: ['fr/index', 'fr/guide/setup'] },
        { language: 'de', pages: ['de/index'] },
      ],
    });
    const { graph } = resolveGraph(
      config,
      pagesAt('index.md', 'guide/setup.md', 'only-en.md', 'fr/index.md', 'fr/guide/setup.md', 'de/index.md'),
    );
    expect(byPath(graph, 'guide/setup.md').equivalents).toEqual({ fr: '/fr/guide/setup/' });
    expect(byPath(graph, 'index.md').equivalents).toEqual({ fr: '/fr/', de: '/de/' });
    expect(byPath(graph, 'fr/guide/setup.md').equivalents).toEqual({ en: '/guide/setup/' });
    expect(byPath(graph, 'only-en.md').equivalents).toBeUndefined();
    expect(byPath(graph, 'de/index.md').language).toBe('de');
  });

  it('swaps version folders named unlike the versions, and links pages shared by versions to themselves', () => {
    const config = docsConfig({
      versions: [
        { version: '2.0.0', pages: ['v2/start', 'v2/new', 'shared'] },
        { version: '1.0.0', pages: ['v1/start', 'shared'] },
      ],
    });
    const { graph } = resolveGraph(config, pagesAt('v2/start.md', 'v2/new.md', 'v1/start.md', 'shared.md'));
    expect(byPath(graph, 'v2/start.md').equivalents).toEqual({ '1-0-0': '/v1/start/' });
    expect(byPath(graph, 'v1/start.md').equivalents).toEqual({ '2-0-0': '/v2/start/' });
    expect(byPath(graph, 'v2/new.md').equivalents).toBeUndefined();
    expect(byPath(graph, 'shared.md').equivalents).toEqual({ '1-0-0': '/shared/' });
  });

  it('changes nothing for site.json sites', () => {
    const { graph } = resolveGraph(
      siteConfig({ navigation: [{ group: 'Start', pages: ['index'] }] }),
      contentIndex({ 'index.md': null }),
    );
    expect(graph.divisions).toBeUndefined();
    expect(graph.pages[0].divisions).toBeUndefined();
    expect(graph.pages[0].equivalents).toBeUndefined();
  });
});
