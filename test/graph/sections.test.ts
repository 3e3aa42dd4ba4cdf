import { describe, expect, it } from 'vitest';
import { resolveGraph } from '../../src/graph/resolve-graph.js';
import type { NavItem } from '../../src/graph/types.js';
import { pagesAt, siteConfig } from './helpers.js';

/** A compact picture of a sidebar: page paths, and `[group name, …items]` for groups. */
function outline(items: NavItem[]): unknown[] {
  return items.map((item) => (item.type === 'page' ? item.path : [item.name, ...outline(item.items)]));
}

describe('sections', () => {
  it('splits a group (and its nested groups) whose pages span anchors, keeping order and names', () => {
    const config = siteConfig({
      navigation: [
        {
          group: 'Everything',
          pages: [
            'intro',
            'api/a',
            { group: 'Nested', pages: ['api/b', 'howto', { group: 'Deep', pages: ['api/c'] }] },
            'outro',
          ],
        },
        { group: 'Only API', pages: ['api/d'] },
      ],
      anchors: [{ name: 'API', url: 'api' }],
    });
    const { graph, diagnostics } = resolveGraph(
      config,
      pagesAt('intro.md', 'api/a.md', 'api/b.md', 'howto.md', 'api/c.md', 'outro.md', 'api/d.md'),
    );
    expect(diagnostics).toEqual([]);
    expect(graph.sections.map((s) => [s.anchor, outline(s.groups)])).toEqual([
      ['top', [['Everything', 'intro.md', ['Nested', 'howto.md'], 'outro.md']]],
      [
        'api',
        [
          ['Everything', 'api/a.md', ['Nested', 'api/b.md', ['Deep', 'api/c.md']]],
          ['Only API', 'api/d.md'],
        ],
      ],
    ]);
    const byPath = new Map(graph.pages.map((p) => [p.path, p]));
    expect(byPath.get('intro.md')?.next?.url).toBe('/howto/');
    expect(byPath.get('howto.md')?.next?.url).toBe('/outro/');
    expect(byPath.get('api/b.md')?.groups).toEqual(['Everything', 'Nested']);
    expect(byPath.get('api/c.md')?.groups).toEqual(['Everything', 'Nested', 'Deep']);
    expect(byPath.get('api/c.md')?.next).toEqual({ title: 'Api d', url: '/api/d/' });
  });

  it('drops groups left empty by missing pages', () => {
    const config = siteConfig({
      navigation: [
        { group: 'Real', pages: ['index', { group: 'Ghosts', pages: ['nope'] }] },
        { group: 'All missing', pages: ['gone'] },
      ],
    });
    const { graph, diagnostics } = resolveGraph(config, pagesAt('index.md'));
    expect(diagnostics.map((d) => d.rule)).toEqual(['graph/missing-page', 'graph/missing-page']);
    expect(outline(graph.sections[0].groups)).toEqual([['Real', 'index.md']]);
  });

  it('has no sections when nothing is listed', () => {
    const { graph } = resolveGraph(siteConfig({ navigation: [] }), pagesAt('index.md'));
    expect(graph.sections).toEqual([]);
    expect(graph.pages[0]).toMatchObject({ listed: false, section: -1, anchor: 'top' });
  });

  it('uses sidebar titles in the sidebar and in prev/next links', () => {
    const config = siteConfig({ navigation: [{ group: 'G', pages: ['a', 'b'] }] });
    const { graph } = resolveGraph(config, {
      pages: new Map([
        ['a.md', '---\ntitle: Alpha page\nsidebarTitle: Alpha\n---\n'],
        ['b.md', '# Beta page\n'],
      ]),
      assets: [],
    });
    expect(graph.sections[0].groups[0].items).toEqual([
      { type: 'page', path: 'a.md', title: 'Alpha', url: '/a/' },
      { type: 'page', path: 'b.md', title: 'Beta page', url: '/b/' },
    ]);
    expect(graph.pages[1].prev).toEqual({ title: 'Alpha', url: '/a/' });
  });
});
