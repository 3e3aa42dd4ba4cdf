import { describe, expect, it } from 'vitest';
import { createChangeQueue } from '../../src/dev/queue.js';

/** A queue whose batches are recorded; `release()` lets a running batch finish. */
function recordingQueue(delay = 5) {
  const batches: string[][] = [];
  let release: () => void = () => {};
  let started: () => void = () => {};
  let nextStart = new Promise<void>((resolve) => (started = resolve));
  const queue = createChangeQueue({
    delay,
    run: (paths) =>
      new Promise<void>((resolve) => {
        batches.push(paths);
        release = resolve;
        started();
      }),
    onError: (error) => {
      throw error;
    },
  });
  return {
    queue,
    batches,
    release: () => release(),
    /** Resolves when the next batch starts running. */
    started: async () => {
      await nextStart;
      nextStart = new Promise<void>((resolve) => (started = resolve));
    },
  };
}

describe('change queue', () => {
  it('coalesces a burst of changes into one batch of distinct paths', async () => {
    const { queue, batches, release, started } = recordingQueue();
    for (const path of ['a.md', 'b.md', 'a.md', 'a.md']) queue.push(path);
    await started();
    release();
    await queue.idle();
    expect(batches).toEqual([['a.md', 'b.md']]);
  });

  it('holds changes that arrive during a batch for the next one, never running two at once', async () => {
    const { queue, batches, release, started } = recordingQueue();
    queue.push('a.md');
    await started();
    queue.push('b.md');
    queue.push('c.md');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(batches).toEqual([['a.md']]);
    release();
    await started();
    release();
    await queue.idle();
    expect(batches).toEqual([['a.md'], ['b.md', 'c.md']]);
  });

  it('runs a batch at the latest after maxWait even while changes keep coming', async () => {
    const batches: string[][] = [];
    const queue = createChangeQueue({
      delay: 50,
      maxWait: 60,
      run: async (paths) => void batches.push(paths),
      onError: () => {},
    });
    const pushing = setInterval(() => queue.push('busy.md'), 10);
    while (batches.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    clearInterval(pushing);
    queue.close();
    expect(batches[0]).toEqual(['busy.md']);
  });

  it('reports a failing batch and keeps working', async () => {
    const errors: unknown[] = [];
    const batches: string[][] = [];
    const queue = createChangeQueue({
      delay: 1,
      run: async (paths) => {
        batches.push(paths);
        if (paths.includes('bad.md')) throw new Error('boom');
      },
      onError: (error) => errors.push(error),
    });
    queue.push('bad.md');
    await queue.idle();
    queue.push('good.md');
    await queue.idle();
    expect(batches).toEqual([['bad.md'], ['good.md']]);
    expect(errors).toEqual([new Error('boom')]);
  });

  it('drops pending changes when closed', async () => {
    const { queue, batches } = recordingQueue(20);
    queue.push('a.md');
    queue.close();
    await queue.idle();
    expect(batches).toEqual([]);
  });
});
