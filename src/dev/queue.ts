/**
 * Debounce and coalesce file changes for the dev server. Changes are collected until no new one has arrived for
 * `delay` ms (editors often write a file in several steps), then handed over as one batch. Changes that arrive
 * while a batch is running wait for the next batch instead of starting a second run in parallel (11ty's WatchQueue).
 */

/** Options of {@link createChangeQueue}. */
export interface ChangeQueueOptions {
  /** Quiet time after the last change before a batch runs. @default 30 */
  delay?: number;
  /** A batch runs at the latest this long after its first change, even if changes keep coming. @default 300 */
  maxWait?: number;
  /** Process one batch of distinct paths. Never runs twice at the same time. */
  run(paths: string[]): Promise<void>;
  /** Called when `run` rejects; the queue keeps working. */
  onError(error: unknown): void;
}

/** A queue of changed paths. */
export interface ChangeQueue {
  /** Record a changed path. */
  push(path: string): void;
  /** Resolve once nothing is pending or running. */
  idle(): Promise<void>;
  /** Drop pending changes and stop scheduling batches. */
  close(): void;
}

/** Create a change queue. */
export function createChangeQueue(options: ChangeQueueOptions): ChangeQueue {
  const delay = options.delay ?? 30;
  const maxWait = options.maxWait ?? 300;
  let pending = new Set<string>();
  let firstPendingAt = 0;
  let lastPushAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let waiters: Array<() => void> = [];

  const settleWaiters = () => {
    if (running || timer || pending.size > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  const schedule = () => {
    if (closed || running || pending.size === 0) return;
    clearTimeout(timer);
    const now = performance.now();
    const wait = Math.max(0, Math.min(lastPushAt + delay - now, firstPendingAt + maxWait - now));
    timer = setTimeout(flush, wait);
  };

  const flush = () => {
    timer = undefined;
    if (closed || pending.size === 0) return settleWaiters();
    const batch = [...pending];
    pending = new Set();
    running = options
      .run(batch)
      .catch((error: unknown) => options.onError(error))
      .finally(() => {
        running = undefined;
        if (pending.size > 0) schedule();
        else settleWaiters();
      });
  };

  return {
    push(path) {
      if (closed) return;
      lastPushAt = performance.now();
      if (pending.size === 0) firstPendingAt = lastPushAt;
      pending.add(path);
      schedule();
    },
    idle() {
      return new Promise((resolve) => {
        waiters.push(resolve);
        settleWaiters();
      });
    },
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
      if (!running) settleWaiters();
    },
  };
}
