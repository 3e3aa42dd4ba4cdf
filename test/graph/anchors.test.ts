import { describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { resolveGraph } from '../../src/graph/resolve-graph.js';
import { pagesAt, siteConfig } from './helpers.js';

describe('anchors', () => {
  const content = pagesAt('index.md', 'api.md', 'api/users.md', 'api/v2/groups.md', 'api-ref/x.md', 'guide/setup.md');
  const navigation = [
    { group: 'Start', pages: ['index', 'guide/setup', 'api-ref/x'] },
    { group: 'API', pages: ['api', 'api/users'] },
    { group: 'API v2', pages: ['api/v2/groups'] },
  ];

  it('claims pages on a `/` boundary, longest prefix first; the rest goes to the top anchor', () => {
    const config = siteConfig({
      navigation,
      topAnchor: { name: 'Guides', icon: 'compass' },
      anchors: [
        { name: 'API', url: '/api/', icon: 'code', color: '#ff0000' },
        { name: 'API v2', url: 'api/v2', version: 'v2', isDefaultHidden: true },
        { name: 'Blog', url: 'https://example.com/blog', iconType: 'solid' },
      ],
      versions: ['v2'],
    });
    const { graph, diagnostics } = resolveGraph(config, content);
    expect(diagnostics).toEqual([]);
    expect(Object.fromEntries(graph.pages.map((p) => [p.path, p.anchor]))).toEqual({
      'index.md': 'top',
      'guide/setup.md': 'top',
      'api-ref/x.md': 'top',
      'api.md': 'api',
      'api/users.md': 'api',
      'api/v2/groups.md': 'api/v2',
    });
    expect(graph.anchors.map((a) => [a.id, a.name, a.prefix, a.href, a.external, a.icon, a.iconType, a.isTop])).toEqual(
      [
        ['top', 'Guides', '', '/', false, 'compass', 'duotone', true],
        ['api', 'API', 'api', '/api/', false, 'code', 'duotone', false],
        ['api/v2', 'API v2', 'api/v2', '/api/v2/groups/', false, '', 'duotone', false],
        ['https://example.com/blog', 'Blog', '', 'https://example.com/blog', true, '', 'solid', false],
      ],
    );
    expect(graph.anchors[1].color).toBe('#ff0000');
    expect(graph.anchors[2]).toMatchObject({ version: 'v2', isDefaultHidden: true });
  });

  it('links the top anchor to its first listed page', () => {
    const config = siteConfig({
      navigation: [{ group: 'Guide', pages: ['guide/setup'] }],
      anchors: [{ name: 'API', url: 'api' }],
    });
    const { graph } = resolveGraph(config, pagesAt('guide/setup.md', 'api/users.md'));
    expect(graph.anchors[0].href).toBe('/guide/setup/');
  });

  it('warns about an anchor that claims no listed page and links it to its folder', () => {
    const config = siteConfig({
      navigation: [{ group: 'Start', pages: ['index'] }],
      anchors: [
        { name: 'SDKs', url: 'sdks' },
        { name: 'Status', url: 'mailto:ops@example.com' },
      ],
    });
    const { graph, diagnostics } = resolveGraph(config, pagesAt('index.md'));
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "site.json:12:5 warning anchors[0]: anchor "SDKs" has url "sdks", but navigation lists no page under sdks/ [graph/empty-anchor]
        hint: list pages whose path starts with \`sdks/\` in navigation, or point the url at their folder

      1 warning"
    `);
    expect(graph.anchors[1].href).toBe('/sdks/');
    expect(graph.anchors[2]).toMatchObject({ external: true, href: 'mailto:ops@example.com' });
  });

  it('warns about two anchors with the same url; the first one gets the pages', () => {
    const config = siteConfig({
      navigation: [{ group: 'API', pages: ['api/users'] }],
      anchors: [
        { name: 'API', url: 'api' },
        { name: 'Reference', url: '/api' },
      ],
    });
    const { graph, diagnostics } = resolveGraph(config, pagesAt('api/users.md'));
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "site.json:16:5 warning anchors[1]: anchor "Reference" has url "/api", already used by anchor "API" (anchors[0]) [graph/duplicate-anchor]
        hint: each folder can belong to one anchor only; the first anchor with this url gets its pages

      1 warning"
    `);
    expect(graph.anchors.map((a) => a.id)).toEqual(['top', 'api', 'api-2']);
    expect(graph.pages[0].anchor).toBe('api');
  });

  it('splits navigation into one section per anchor, and prev/next stay inside a section', () => {
    const config = siteConfig({ navigation, anchors: [{ name: 'API', url: 'api' }] });
    const { graph } = resolveGraph(config, content);
    expect(graph.sections.map((s) => [s.anchor, s.groups.map((g) => g.name)])).toEqual([
      ['top', ['Start']],
      ['api', ['API', 'API v2']],
    ]);
    const byPath = new Map(graph.pages.map((p) => [p.path, p]));
    expect(byPath.get('api-ref/x.md')?.next).toBeUndefined();
    expect(byPath.get('api.md')?.prev).toBeUndefined();
    expect(byPath.get('api/users.md')?.next?.url).toBe('/api/v2/groups/');
    expect(byPath.get('api.md')?.section).toBe(1);
  });
});
