import { describe, expect, it } from 'vitest';
import type { NavGroup } from '../../src/graph/types.js';
import { getSidebarData, SIDEBAR_INLINE_LIMIT } from '../../src/render/sidebar-data.js';

/** `groups` groups of `size` pages each; page urls are `/g<i>/p<j>/`. */
function section(groups: number, size: number): NavGroup[] {
  return Array.from({ length: groups }, (_, i) => ({
    type: 'group',
    name: `Group ${i}`,
    items: Array.from({ length: size }, (_, j) => ({
      type: 'page',
      path: `g${i}/p${j}.md`,
      title: `Page ${i}.${j}`,
      url: `/g${i}/p${j}/`,
    })),
  }));
}

const base = (u: string) => `/docs${u}`;
const links = (groups: ReturnType<typeof getSidebarData>) => groups.reduce((n, g) => n + 1 + g.items.length, 0);

describe('getSidebarData', () => {
  it('draws a small section whole, the current page marked', () => {
    const groups = section(3, 4);
    const data = getSidebarData(groups, base, '/docs/g1/p2/');
    expect(data.map((g) => [g.name, g.items.length, g.open, g.first])).toEqual([
      ['Group 0', 4, false, undefined],
      ['Group 1', 4, true, undefined],
      ['Group 2', 4, false, undefined],
    ]);
    expect(data[1].items[2]).toEqual({ type: 'page', title: 'Page 1.2', url: '/docs/g1/p2/', current: true });
  });

  it('folds a large section: group titles link to their first page, only the current group lists its pages', () => {
    const groups = section(20, 50);
    expect(20 * 50).toBeGreaterThan(SIDEBAR_INLINE_LIMIT);
    const data = getSidebarData(groups, base, '/docs/g7/p3/');
    expect(data).toHaveLength(20);
    expect(data[7]).toMatchObject({ name: 'Group 7', open: true });
    expect(data[7].items).toHaveLength(50);
    expect(data[7].first).toBeUndefined();
    expect(data[0]).toEqual({ type: 'group', name: 'Group 0', items: [], open: false, first: '/docs/g0/p0/' });
    expect(data.filter((g) => g.first !== undefined)).toHaveLength(19);
    // A page that is in no group (the 404 page) folds every group.
    expect(getSidebarData(groups, base, '').every((g) => g.first !== undefined)).toBe(true);
  });

  it('keeps the links per page independent of the pages in other groups', () => {
    const small = getSidebarData(section(10, 50), base, '/docs/g2/p0/');
    const large = getSidebarData(section(10, 500), base, '/docs/g2/p0/');
    expect(links(small)).toBe(10 + 50);
    expect(links(large)).toBe(10 + 500);
    // Ten times the pages in the other groups, the same links for a page of a 50-page group.
    const mixed = section(10, 500);
    mixed[2] = section(3, 50)[2];
    expect(links(getSidebarData(mixed, base, '/docs/g2/p0/'))).toBe(links(small));
  });

  it('links a folded group holding nested groups to its first page, depth first', () => {
    const groups = section(5, 60);
    groups[3].items = [{ type: 'group', name: 'Nested', items: groups[3].items }];
    const data = getSidebarData(groups, base, '/docs/g0/p0/');
    expect(data[3]).toMatchObject({ name: 'Group 3', first: '/docs/g3/p0/', items: [] });
    const inside = getSidebarData(groups, base, '/docs/g3/p5/');
    expect(inside[3]).toMatchObject({ name: 'Group 3', open: true });
    expect(inside[3].items[0]).toMatchObject({ type: 'group', name: 'Nested', open: true });
  });

  it('follows the base path of each call', () => {
    const groups = section(5, 60);
    expect(getSidebarData(groups, base, '/docs/g1/p0/')[1].first).toBeUndefined();
    expect(getSidebarData(groups, (u) => u, '/g1/p0/')[1].first).toBeUndefined();
    expect(getSidebarData(groups, (u) => u, '/g1/p0/')[0].first).toBe('/g0/p0/');
  });
});

describe('the folded sidebar in a page', () => {
  it('links each folded group title to its first page, with no script needed', async () => {
    const { createRenderer } = await import('../../src/render/page.js');
    const { graphOf, renderInitOf } = await import('./helpers.js');
    const pages: Record<string, string> = {};
    const navigation = Array.from({ length: 5 }, (_, g) => {
      const names = Array.from({ length: 50 }, (_, p) => `g${g}/p${p}`);
      for (const name of names) pages[`${name}.md`] = `# Page ${name}\n`;
      return { group: `Group <${g}>`, pages: names };
    });
    const graph = graphOf({ name: 'Big', navigation }, pages);
    const renderer = createRenderer(renderInitOf(graph));
    const page = graph.pages.find((p) => p.path === 'g2/p10.md')!;
    const html = renderer.renderPage(page, pages['g2/p10.md']).html;
    expect(html).toContain('<h2 class="q-nav-title sidebar-group-header"><a href="/g0/p0/">Group &lt;0&gt;</a></h2>');
    expect(html).toContain('<a href="/g2/p10/" aria-current="page">Page g2/p10</a>');
    expect(html).not.toContain('href="/g3/p1/"');
    expect(html.match(/class="q-nav-group q-nav-folded sidebar-group"/g)).toHaveLength(4);
  });
});

describe('sidebar entries with front matter icons, tags and urls', () => {
  const groups: NavGroup[] = [
    {
      type: 'group',
      name: 'Start',
      items: [
        { type: 'page', path: 'new.md', title: 'New', url: '/new/', icon: 'rocket', tag: 'NEW' },
        { type: 'page', path: 'img.md', title: 'Image', url: '/img/', icon: 'icons/star.svg' },
        { type: 'page', path: 'cdn.md', title: 'CDN', url: '/cdn/', icon: 'https://cdn.example.com/i.png' },
        { type: 'page', path: 'bad.md', title: 'Bad', url: '/bad/', icon: 'javascript:alert(1)' },
        { type: 'page', path: 'out.md', title: 'Out', url: '/out/', href: 'https://example.com/discord' },
        { type: 'page', path: 'in.md', title: 'In', url: '/in/', href: '/guide/' },
      ],
    },
  ];
  const icons = { 'new.md': '<svg class="q-icon q-nav-icon"></svg>' };

  it('carries the inline icon, image icons (base-prefixed), the tag, and the external link', () => {
    const [start] = getSidebarData(groups, base, '/docs/out/', icons);
    expect(start.items).toEqual([
      { type: 'page', title: 'New', url: '/docs/new/', current: false, icon: icons['new.md'], tag: 'NEW' },
      { type: 'page', title: 'Image', url: '/docs/img/', current: false, iconSrc: '/docs/icons/star.svg' },
      { type: 'page', title: 'CDN', url: '/docs/cdn/', current: false, iconSrc: 'https://cdn.example.com/i.png' },
      { type: 'page', title: 'Bad', url: '/docs/bad/', current: false },
      // The entry links away, but still marks its own page as current when that page is shown.
      { type: 'page', title: 'Out', url: 'https://example.com/discord', current: true, external: true },
      { type: 'page', title: 'In', url: '/docs/guide/', current: false },
    ]);
  });

  it('folds a group to its first page on this site, never to an entry that links away', () => {
    const away: NavGroup[] = [
      {
        type: 'group',
        name: 'Away',
        items: [
          { type: 'page', path: 'out.md', title: 'Out', url: '/out/', href: 'https://example.com' },
          { type: 'page', path: 'here.md', title: 'Here', url: '/here/' },
        ],
      },
      ...section(1, 3),
    ];
    expect(getSidebarData(away, base, '/docs/g0/p0/', {}, 2)[0].first).toBe('/docs/here/');
  });
});

describe('getSidebarData: docs.json group settings', () => {
  const rooted = (expanded?: boolean): NavGroup[] => [
    {
      type: 'group',
      name: 'CLI',
      root: { type: 'page', path: 'cli/index.md', title: 'CLI', url: '/cli/' },
      tag: 'New',
      items: [
        { type: 'page', path: 'cli/install.md', title: 'Install', url: '/cli/install/' },
        {
          type: 'group',
          name: 'Commands',
          ...(expanded === undefined ? {} : { expanded }),
          root: { type: 'page', path: 'cli/commands.md', title: 'Commands', url: '/cli/commands/' },
          items: [{ type: 'page', path: 'cli/run.md', title: 'Run', url: '/cli/run/' }],
        },
      ],
    },
    ...section(1, 2),
  ];

  it('links a heading to its root page, marked and open when it is the current page', () => {
    const [cli] = getSidebarData(rooted(), base, '/docs/cli/commands/');
    expect(cli).toMatchObject({ name: 'CLI', tag: 'New', root: { url: '/docs/cli/', current: false }, open: true });
    expect(cli.items[1]).toMatchObject({
      name: 'Commands',
      root: { url: '/docs/cli/commands/', current: true },
      open: true,
    });
  });

  it('opens a nested group marked expanded, and keeps others closed away from their pages', () => {
    expect(getSidebarData(rooted(true), base, '/docs/g0/p0/')[0].items[1]).toMatchObject({ open: true });
    expect(getSidebarData(rooted(false), base, '/docs/g0/p0/')[0].items[1]).toMatchObject({ open: false });
    expect(getSidebarData(rooted(), base, '/docs/g0/p0/')[0].items[1]).toMatchObject({ open: false });
  });

  it('folds a group with a root page to that page, and unfolds it there', () => {
    const folded = getSidebarData(rooted(), base, '/docs/g0/p0/', {}, 2);
    expect(folded[0]).toMatchObject({ first: '/docs/cli/', items: [] });
    const there = getSidebarData(rooted(), base, '/docs/cli/', {}, 2);
    expect(there[0].first).toBeUndefined();
    expect(there[0].items).toHaveLength(2);
  });
});
