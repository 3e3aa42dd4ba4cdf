import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/page.js';
import { renderPages, runBatches, type BatchRunner } from '../../src/produce/pool.js';
import { graphOf, renderInitOf } from '../render/helpers.js';

/** Let other promise callbacks and timers run. */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('runBatches', () => {
  it('hands every result to onResult once, one at a time', async () => {
    const batches = Array.from({ length: 25 }, (_, i) => [i * 2, i * 2 + 1]);
    const runner: BatchRunner<number[], number> = async (batch) => batch;
    const seen: number[] = [];
    let active = 0;
    await runBatches(
      batches,
      [runner, runner, runner],
      async (result) => {
        active++;
        expect(active).toBe(1);
        await tick();
        seen.push(result);
        active--;
      },
      2,
    );
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('keeps finished-but-unconsumed results bounded when onResult is slow (backpressure)', async () => {
    const batches = Array.from({ length: 200 }, (_, i) => Array.from({ length: 8 }, (_, j) => i * 8 + j));
    let produced = 0;
    let consumed = 0;
    let maxHeld = 0;
    let started = 0;
    const runner: BatchRunner<number[], number> = async (batch) => {
      started++;
      await tick();
      produced += batch.length;
      maxHeld = Math.max(maxHeld, produced - consumed);
      return batch;
    };
    await runBatches(
      batches,
      [runner, runner],
      async () => {
        // A consumer far slower than the runners (think: a slow disk or search indexer).
        await tick();
        await tick();
        consumed++;
      },
      2,
    );
    expect(consumed).toBe(1600);
    expect(started).toBe(200);
    // At most maxPending batches wait, plus one batch per runner that finished meanwhile: (2 + 2) × 8 pages.
    expect(maxHeld).toBeLessThanOrEqual(32);
  });

  it('rejects with the first error and stops feeding runners', async () => {
    let runs = 0;
    const runner: BatchRunner<number, number> = async (batch) => {
      runs++;
      if (batch === 3) throw new Error('boom');
      return [batch];
    };
    await expect(runBatches([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [runner], () => undefined, 2)).rejects.toThrow('boom');
    expect(runs).toBe(4);
    await expect(
      runBatches(
        [1, 2],
        [runner],
        () => {
          throw new Error('disk full');
        },
        2,
      ),
    ).rejects.toThrow('disk full');
  });

  it('resolves at once when there is nothing to do', async () => {
    await expect(runBatches([], [async () => []], () => undefined, 1)).resolves.toBeUndefined();
  });
});

describe('renderPages', () => {
  it('renders every page in the main thread, like the renderer does', async () => {
    const pages = { 'index.md': '# Home\n\nHi.\n', 'a.md': '# A\n\n```js\nconst a = 1;\n```\n' };
    const graph = graphOf({ name: 'T', navigation: [{ group: 'G', pages: ['index', 'a'] }] }, pages);
    const init = renderInitOf(graph);
    const out = new Map<string, string>();
    await renderPages(
      init,
      graph.pages.map((page, index) => ({ index, raw: pages[page.path as keyof typeof pages] })),
      {
        workers: 0,
        onPage: (page) => {
          // The main thread keeps the HTML (only workers with a sink write pages themselves).
          expect(page.html).toBeDefined();
          out.set(page.path, page.html!);
        },
      },
    );
    const renderer = createRenderer(init);
    expect([...out.keys()].sort()).toEqual(['a.md', 'index.md']);
    expect(out.get('a.md')).toBe(renderer.renderPage(graph.pages[1], pages['a.md']).html);
  });
});
