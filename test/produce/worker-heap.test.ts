/**
 * Render workers run with a capped heap; one that reaches its cap is started again with twice the room and given its
 * batch again, so a cap too small costs time, never the build. Workers run the compiled worker (dist/), which
 * `npm test` builds first.
 */
import { describe, expect, it } from 'vitest';
import type * as Pool from '../../src/produce/pool.js';
import { resolveSiteIcons } from '../../src/icons/index.js';
import { createRenderer } from '../../src/render/page.js';
import { graphOf, renderInitOf } from '../render/helpers.js';

const pool = (await import(new URL('../../dist/produce/pool.js', import.meta.url).href)) as typeof Pool;

describe('render workers', () => {
  it('size their heap cap with the site', () => {
    expect(pool.workerHeapMb(0)).toBe(192);
    expect(pool.workerHeapMb(10_000)).toBe(232);
    expect(pool.workerHeapMb(100_000)).toBe(583);
  });

  it('start again with a larger heap when they run out, and render every page as the main thread does', async () => {
    const pages: Record<string, string> = {};
    for (let i = 0; i < 12; i++) pages[`p${i}.md`] = `# Page ${i}\n\n\`\`\`js\nconst n = ${i};\n\`\`\`\n`;
    const graph = graphOf(
      { name: 'T', navigation: [{ group: 'G', pages: Object.keys(pages).map((file) => file.slice(0, -3)) }] },
      pages,
    );
    // With the page chrome, workers get the pages as stubs and each page with its batch (see worker-init.ts).
    const init = renderInitOf(graph, {
      chrome: { scripts: [], icons: resolveSiteIcons(graph, 'site.json').icons, search: false },
    });
    // 8 MB cannot even hold the markdown pipeline: the worker runs out, and is started again until it fits.
    const workers = pool.startRenderPool(1, graph.pages.length, 8);
    const out = new Map<string, string>();
    try {
      await pool.renderPages(
        init,
        graph.pages.map((page, index) => ({ index, raw: pages[page.path] })),
        { workers: 1, pool: workers, onPage: (page) => void out.set(page.path, page.html!) },
      );
      expect(pool.poolRestarts(workers)).toBeGreaterThan(0);
    } finally {
      await workers.close();
    }
    const renderer = createRenderer(init);
    expect(out.size).toBe(12);
    for (const page of graph.pages) expect(out.get(page.path)).toBe(renderer.renderPage(page, pages[page.path]).html);
  });
});
