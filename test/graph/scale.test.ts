import { describe, expect, it } from 'vitest';
import type { UserNavigationGroup } from '../../src/config/types.js';
import { resolveGraph } from '../../src/graph/resolve-graph.js';
import { siteConfig } from './helpers.js';

describe('resolveGraph at scale', () => {
  it('resolves 10,000 pages across anchors, tabs and nested groups', () => {
    const areas = ['guides', 'api', 'sdk'];
    const pages = new Map<string, string>();
    const navigation: UserNavigationGroup[] = [];
    for (const area of areas) {
      for (let g = 0; g < 33; g++) {
        const inner: string[] = [];
        const outer: Array<string | UserNavigationGroup> = [];
        for (let p = 0; p < 100; p++) {
          const slug = `${area}/group-${g}/page-${p}`;
          const raw =
            p % 2 === 0
              ? `---\ntitle: ${area} ${g} ${p}\ndescription: Page ${p}.\n---\nBody.\n`
              : `# Page ${p}\n\nAbout ${slug}.\n`;
          pages.set(`${slug}.${p % 3 === 0 ? 'mdx' : 'md'}`, raw);
          (p < 50 ? outer : inner).push(p % 5 === 0 ? `/${slug}` : slug);
        }
        outer.push({ group: `Group ${g} details`, pages: inner });
        navigation.push({ group: `${area} ${g}`, pages: outer });
      }
    }
    for (let i = 0; i < 100; i++) pages.set(`unlisted/page-${String(i).padStart(3, '0')}.md`, `Loose page ${i}.\n`);
    expect(pages.size).toBe(10_000);
    const config = siteConfig({
      navigation,
      anchors: [{ name: 'API', url: 'api' }],
      tabs: [{ name: 'SDK', url: 'sdk' }],
    });

    const { graph, diagnostics } = resolveGraph(config, { pages: new Map([...pages].sort()), assets: [] });

    expect(graph.pages).toHaveLength(10_000);
    expect(diagnostics).toHaveLength(100);
    expect(diagnostics.every((d) => d.rule === 'graph/unlisted-page')).toBe(true);
    const listed = graph.pages.filter((p) => p.listed);
    expect(listed).toHaveLength(9_900);
    expect(listed[0].path).toBe('guides/group-0/page-0.mdx');
    expect(listed[50].path).toBe('guides/group-0/page-50.md');
    expect(graph.pages[9_900].path).toBe('unlisted/page-000.md');
    expect(new Set(graph.pages.map((p) => p.url)).size).toBe(10_000);
    expect(graph.sections.map((s) => [s.tab, s.anchor, s.groups.length])).toEqual([
      ['top', 'top', 33],
      ['top', 'api', 33],
      ['sdk', 'top', 33],
    ]);
    // prev/next form one chain per section: every page but the first has a prev, pointing back at its predecessor.
    for (const section of [0, 1, 2]) {
      const chain = listed.filter((p) => p.section === section);
      expect(chain).toHaveLength(3_300);
      expect(chain[0].prev).toBeUndefined();
      expect(chain[chain.length - 1].next).toBeUndefined();
      const broken = chain.filter(
        (page, i) => i > 0 && (page.prev?.url !== chain[i - 1].url || chain[i - 1].next?.url !== page.url),
      );
      expect(broken).toEqual([]);
    }
    expect(graph.anchors.map((a) => a.href)).toEqual(['/guides/group-0/page-0/', '/api/group-0/page-0/']);
    expect(graph.tabs.map((t) => t.href)).toEqual(['/guides/group-0/page-0/', '/sdk/group-0/page-0/']);
    expect(listed[0].title).toBe('guides 0 0');
    expect(listed[1].title).toBe('Page 1');
    expect(graph.pages[9_900].description).toBe('Loose page 0.');
  });
});
