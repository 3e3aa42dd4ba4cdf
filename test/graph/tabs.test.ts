import { describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { resolveGraph } from '../../src/graph/resolve-graph.js';
import { pagesAt, siteConfig } from './helpers.js';

describe('tabs', () => {
  it('has no tabs when none are configured', () => {
    const { graph } = resolveGraph(siteConfig({ navigation: [{ group: 'A', pages: ['index'] }] }), pagesAt('index.md'));
    expect(graph.tabs).toEqual([]);
    expect(graph.pages[0].tab).toBeUndefined();
  });

  it('claims pages by folder prefix; unclaimed pages go to an implicit first tab named after the top anchor', () => {
    const config = siteConfig({
      navigation: [
        { group: 'Start', pages: ['index', 'use-cases-old'] },
        { group: 'Use cases', pages: ['use-cases/chat'] },
        { group: 'SQL', pages: ['sql/select'] },
      ],
      topAnchor: { name: 'Docs' },
      tabs: [
        { name: 'Use Cases', url: 'use-cases' },
        { name: 'SQL API', url: '/sql/' },
        { name: 'Changelog', url: 'https://example.com/changelog' },
      ],
    });
    const { graph, diagnostics } = resolveGraph(
      config,
      pagesAt('index.md', 'use-cases-old.md', 'use-cases/chat.md', 'sql/select.md', 'sql/draft.md'),
    );
    expect(diagnostics.map((d) => d.rule)).toEqual(['graph/unlisted-page']);
    expect(graph.tabs).toEqual([
      { type: 'tab', id: 'top', name: 'Docs', prefix: '', href: '/', external: false },
      {
        type: 'tab',
        id: 'use-cases',
        name: 'Use Cases',
        prefix: 'use-cases',
        href: '/use-cases/chat/',
        external: false,
      },
      { type: 'tab', id: 'sql', name: 'SQL API', prefix: 'sql', href: '/sql/select/', external: false },
      {
        type: 'tab',
        id: 'https://example.com/changelog',
        name: 'Changelog',
        prefix: '',
        href: 'https://example.com/changelog',
        external: true,
      },
    ]);
    expect(graph.pages.map((p) => [p.path, p.tab, p.section])).toEqual([
      ['index.md', 'top', 0],
      ['use-cases-old.md', 'top', 0],
      ['use-cases/chat.md', 'use-cases', 1],
      ['sql/select.md', 'sql', 2],
      ['sql/draft.md', 'sql', -1],
    ]);
    expect(graph.sections.map((s) => [s.anchor, s.tab, s.groups.map((g) => g.name)])).toEqual([
      ['top', 'top', ['Start']],
      ['top', 'use-cases', ['Use cases']],
      ['top', 'sql', ['SQL']],
    ]);
    expect(graph.pages[1].next).toBeUndefined();
  });

  it('drops the implicit first tab when every listed page is in a configured tab', () => {
    const config = siteConfig({
      navigation: [{ group: 'Guides', pages: ['guides/a'] }],
      tabs: [{ name: 'Guides', url: 'guides' }],
    });
    const { graph } = resolveGraph(config, pagesAt('guides/a.md', 'index.md'));
    expect(graph.tabs.map((t) => t.id)).toEqual(['guides']);
    expect(graph.pages.find((p) => p.path === 'index.md')?.tab).toBeUndefined();
  });

  it('warns about a tab without listed pages and about two tabs sharing a url', () => {
    const config = siteConfig({
      navigation: [{ group: 'Start', pages: ['index'] }],
      tabs: [
        { name: 'SDKs', url: 'sdks' },
        { name: 'Start again', url: 'sdks/' },
      ],
    });
    const { graph, diagnostics } = resolveGraph(config, pagesAt('index.md'));
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "site.json:12:5 warning tabs[0]: tab "SDKs" has url "sdks", but navigation lists no page under sdks/ [graph/empty-tab]
        hint: list pages whose path starts with \`sdks/\` in navigation, or point the url at their folder
      site.json:16:5 warning tabs[1]: tab "Start again" has url "sdks/", already used by tab "SDKs" (tabs[0]) [graph/duplicate-tab]
        hint: each folder can belong to one tab only; the first tab with this url gets its pages

      2 warnings"
    `);
    expect(graph.tabs.map((t) => [t.id, t.href])).toEqual([
      ['top', '/'],
      ['sdks', '/sdks/'],
      ['sdks-2', '/sdks/'],
    ]);
  });

  it('makes one section per anchor × tab, ordered by tab then anchor', () => {
    const config = siteConfig({
      navigation: [
        { group: 'Mixed', pages: ['sdk/api/a', 'guide', 'sdk/intro', 'api/b'] },
        { group: 'More', pages: ['sdk/api/c'] },
      ],
      anchors: [
        { name: 'API', url: 'api' },
        { name: 'SDK API', url: 'sdk/api' },
      ],
      tabs: [{ name: 'SDK', url: 'sdk' }],
    });
    const { graph } = resolveGraph(
      config,
      pagesAt('sdk/api/a.md', 'guide.md', 'sdk/intro.md', 'api/b.md', 'sdk/api/c.md'),
    );
    expect(graph.sections.map((s) => [s.tab, s.anchor, s.groups.map((g) => [g.name, g.items.length])])).toEqual([
      ['top', 'top', [['Mixed', 1]]],
      ['top', 'api', [['Mixed', 1]]],
      ['sdk', 'top', [['Mixed', 1]]],
      [
        'sdk',
        'sdk/api',
        [
          ['Mixed', 1],
          ['More', 1],
        ],
      ],
    ]);
    const byPath = new Map(graph.pages.map((p) => [p.path, p]));
    expect(byPath.get('sdk/api/a.md')?.next?.url).toBe('/sdk/api/c/');
    expect(byPath.get('sdk/api/c.md')?.prev?.url).toBe('/sdk/api/a/');
    expect(byPath.get('guide.md')?.next).toBeUndefined();
    expect(graph.tabs.find((t) => t.id === 'sdk')?.href).toBe('/sdk/api/a/');
  });
});
