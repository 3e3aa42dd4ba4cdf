/** How the search index is cut into shards: stable runs of pages, one language each, local to an edit. */
import { describe, expect, it } from 'vitest';
import { resolveGraph } from '../../src/graph/index.js';
import { searchPagesOf } from '../../src/render/search-pages.js';
import { planSearchShards, SINGLE_INDEX_PAGES, targetShardPages } from '../../src/search/shard-plan.js';
import { docsConfig } from '../graph/docs-nav.js';
import { pagesAt, siteConfig } from '../graph/helpers.js';

const names = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `p/page-${String(i + from).padStart(4, '0')}`);

function graphOf(pages: string[], extra: Parameters<typeof siteConfig>[0] = {}) {
  const config = siteConfig({ navigation: [{ group: 'All', pages }], ...extra });
  return resolveGraph(config, pagesAt(...pages.map((page) => `${page}.md`))).graph;
}

/** The shards as lists of page URLs. */
function runs(pages: string[], target: number) {
  const graph = graphOf(pages);
  const plan = planSearchShards(searchPagesOf(graph), { target });
  return plan.shards.map((shard) => shard.orders.map((order) => graph.pages[order].url));
}

describe('planSearchShards', () => {
  it('keeps one index at the root for a small site', () => {
    const graph = graphOf(names(SINGLE_INDEX_PAGES - 1));
    const plan = planSearchShards(searchPagesOf(graph));
    expect(plan.shards).toHaveLength(1);
    expect(plan.shards[0]).toMatchObject({ dir: '', language: 'en', scopes: [] });
    expect(plan.shards[0].orders).toEqual(graph.pages.map((_, i) => i));
    expect(plan.shardOf.get(5)).toBe(0);
  });

  it('counts each language’s pages, for the browser to weigh a word without a search for every page', () => {
    const pages = ['en', 'fr', 'en'].map((language, order) => ({ order, url: `/p${order}/`, language }));
    expect(planSearchShards(pages).pagesByLanguage).toEqual({ en: 2, fr: 1 });
    expect(planSearchShards(pages, { target: 2 }).pagesByLanguage).toEqual({ en: 2, fr: 1 });
  });

  it('cuts a large site into runs of consecutive pages, every page in exactly one', () => {
    const graph = graphOf(names(1000));
    const plan = planSearchShards(searchPagesOf(graph));
    const target = targetShardPages(1000);
    expect(target).toBe(64);
    const all = plan.shards.flatMap((shard) => shard.orders);
    expect(all).toEqual(graph.pages.map((_, i) => i));
    expect(plan.shards.length).toBeGreaterThan(5);
    for (const shard of plan.shards) {
      expect(shard.dir).toMatch(/^en-[0-9a-z]+\/$/);
      expect(shard.orders.length).toBeLessThanOrEqual(4 * target);
      for (const order of shard.orders) expect(plan.shards[plan.shardOf.get(order)!]).toBe(shard);
    }
    expect(new Set(plan.shards.map((shard) => shard.dir)).size).toBe(plan.shards.length);
  });

  it('is the same for the same pages', () => {
    expect(runs(names(600), 32)).toEqual(runs(names(600), 32));
  });

  it('changes only the shard of a page that is added or deleted', () => {
    const before = runs(names(600), 32);
    const pages = names(600);
    const added = runs([...pages.slice(0, 300), 'p/new-page', ...pages.slice(300)], 32);
    const deleted = runs([...pages.slice(0, 300), ...pages.slice(301)], 32);
    const changed = (after: string[][]) => {
      const same = new Set(before.map((run) => run.join()));
      return after.filter((run) => !same.has(run.join()));
    };
    // One run differs (two when the page was where a run ended: that run joins the next).
    for (const after of [added, deleted]) {
      expect(changed(after).length).toBeGreaterThanOrEqual(1);
      expect(changed(after).length).toBeLessThanOrEqual(2);
    }
    expect(changed(added).flat()).toContain('/p/new-page/');
  });

  it('grows the shard size with the site, in powers of two', () => {
    expect(targetShardPages(200)).toBe(64);
    expect(targetShardPages(10_000)).toBe(256);
    expect(targetShardPages(100_000)).toBe(1024);
    expect(targetShardPages(100_000_000)).toBe(2048);
  });

  it('lists the search scopes of a shard’s pages', () => {
    const pages = [...names(100).map((p) => `guides/${p}`), ...names(100).map((p) => `api/${p}`)];
    const graph = graphOf(pages, { tabs: [{ name: 'API', url: 'api' }] });
    const plan = planSearchShards(searchPagesOf(graph), { target: 16 });
    const scopes = new Set(plan.shards.flatMap((shard) => shard.scopes));
    expect([...scopes].sort()).toEqual(['tab-api', 'tab-top']);
    // Runs follow the navigation: most shards hold one section only.
    expect(plan.shards.filter((shard) => shard.scopes.length === 1).length).toBeGreaterThan(plan.shards.length / 2);
  });

  it('never mixes languages in a shard, and leaves out pages search engines may not index', () => {
    const navigation = {
      languages: [
        { language: 'en', pages: names(40, 0).map((p) => `en/${p}`) },
        { language: 'fr', pages: names(40, 0).map((p) => `fr/${p}`) },
      ],
    };
    const files = [...navigation.languages.flatMap((l) => l.pages.map((p) => `${p}.md`))];
    const { graph } = resolveGraph(docsConfig(navigation), pagesAt(...files), { configFile: 'docs.json' });
    graph.pages[3].frontmatter.noindex = true;
    const plan = planSearchShards(searchPagesOf(graph), { target: 1_000_000 });
    expect(plan.shards.map((shard) => [shard.language, shard.orders.length])).toEqual([
      ['en', 39],
      ['fr', 40],
    ]);
    expect(plan.shardOf.has(3)).toBe(false);
  });
});
