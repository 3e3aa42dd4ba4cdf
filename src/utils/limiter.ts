/** Bounded concurrency for fire-and-forget disk writes: callers wait for a free slot, not for their own write. */

/** Runs tasks with at most `limit` in flight. */
export interface Limiter {
  /** Start `task` once a slot is free; resolves when it has started. A failure is reported by `drain`. */
  run(task: () => Promise<unknown>): Promise<void>;
  /** Wait for every started task; rejects with the first failure. */
  drain(): Promise<void>;
}

/** Create a limiter with `limit` slots. */
export function createLimiter(limit: number): Limiter {
  const inFlight = new Set<Promise<unknown>>();
  let failure: { error: unknown } | undefined;
  return {
    async run(task) {
      while (inFlight.size >= limit) await Promise.race(inFlight);
      if (failure) throw failure.error;
      const running: Promise<unknown> = task()
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
    },
    async drain() {
      await Promise.all(inFlight);
      if (failure) throw failure.error;
    },
  };
}
