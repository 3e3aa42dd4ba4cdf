/** Front matter that changes a page's place in the graph: `hidden`, `url`, and the icon and tag of its entry. */
import { describe, expect, it } from 'vitest';
import { resolveGraph } from '../../src/graph/resolve-graph.js';
import type { NavItem } from '../../src/graph/types.js';
import { contentIndex, siteConfig } from './helpers.js';

const page = (frontmatter: string) => `---\n${frontmatter}\n---\n\nText.\n`;

function resolve() {
  const config = siteConfig({
    navigation: [
      { group: 'Start', pages: ['index', 'new', 'secret', 'community', 'last'] },
      { group: 'Only hidden', pages: ['also-secret'] },
    ],
  });
  const content = contentIndex({
    'index.md': page('title: Home'),
    'new.md': page('title: New things\nsidebarTitle: New\nicon: rocket\niconType: solid\ntag: NEW'),
    'secret.md': page('title: Secret\nhidden: true'),
    'community.md': page('title: Community\nurl: https://example.com/discord'),
    'last.md': page('title: Last'),
    'also-secret.md': page('title: Also secret\nhidden: true'),
    'drafts/unlisted.md': page('title: Draft\nhidden: true'),
    'drafts/forgotten.md': page('title: Forgotten'),
  });
  return resolveGraph(config, content);
}

const byPath = (path: string) => resolve().graph.pages.find((p) => p.path === path)!;

describe('page settings in the graph', () => {
  it('gives sidebar entries their icon, tag and external url; hidden pages have none', () => {
    const { graph } = resolve();
    expect(graph.sections).toHaveLength(1);
    const entries = graph.sections[0].groups.flatMap((group) => group.items) as NavItem[];
    expect(graph.sections[0].groups.map((g) => g.name)).toEqual(['Start']);
    expect(entries).toEqual([
      { type: 'page', path: 'index.md', title: 'Home', url: '/' },
      { type: 'page', path: 'new.md', title: 'New', url: '/new/', icon: 'rocket', iconType: 'solid', tag: 'NEW' },
      {
        type: 'page',
        path: 'community.md',
        title: 'Community',
        url: '/community/',
        href: 'https://example.com/discord',
      },
      { type: 'page', path: 'last.md', title: 'Last', url: '/last/' },
    ]);
  });

  it('keeps a hidden page in its section (it shows the sidebar) but out of previous/next', () => {
    const secret = byPath('secret.md');
    expect(secret).toMatchObject({ listed: true, section: 0, groups: ['Start'] });
    expect(secret.prev).toBeUndefined();
    expect(secret.next).toBeUndefined();
    expect(byPath('new.md').next).toEqual({ title: 'Last', url: '/last/' });
    expect(byPath('last.md').prev).toEqual({ title: 'New', url: '/new/' });
  });

  it('leaves an entry that links elsewhere out of previous/next', () => {
    const community = byPath('community.md');
    expect(community.prev).toBeUndefined();
    expect(community.next).toBeUndefined();
  });

  it('warns about unlisted pages, but not about hidden ones', () => {
    const { diagnostics } = resolve();
    expect(diagnostics.map((d) => [d.rule, d.file])).toEqual([['graph/unlisted-page', 'drafts/forgotten.md']]);
  });

  it('points the anchor at its first page a reader can go through', () => {
    const config = siteConfig({ navigation: [{ group: 'Start', pages: ['hidden', 'out', 'shown'] }] });
    const { graph } = resolveGraph(
      config,
      contentIndex({
        'hidden.md': page('hidden: true'),
        'out.md': page('url: https://example.com'),
        'shown.md': page('title: Shown'),
      }),
    );
    expect(graph.anchors[0].href).toBe('/shown/');
  });
});
