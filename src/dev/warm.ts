/**
 * Render the pages nobody asked for yet in the background, a few milliseconds at a time, so that every page is
 * ready when opened and the whole site's problems (broken links, `#anchors`) are known, as in a build. It always
 * renders from the session's current snapshot, so it can never store a stale page; after a change it starts again
 * with whatever was invalidated.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { DevSession } from './session.js';

/** Time slice after which the warmer lets requests and file events through. */
const SLICE_MS = 5;

/** The background renderer. */
export interface Warmer {
  /** Start (or continue) rendering whatever is not rendered. */
  schedule(): void;
  /** Stop after the current slice until the next `schedule()` (a change is coming: it goes first). */
  pause(): void;
  /** Stop for good. */
  stop(): void;
  /** Resolves when every page is rendered (or the warmer is stopped). */
  idle(): Promise<void>;
}

/** Create a warmer for `session`; `onDone` runs each time the site is fully rendered, `onError` on a bug. */
export function createWarmer(session: DevSession, onDone: () => void, onError: (error: unknown) => void): Warmer {
  let running: Promise<void> | undefined;
  let stopped = false;
  let paused = false;

  const run = async () => {
    for (;;) {
      await yieldToEventLoop();
      if (stopped || paused) return;
      const started = performance.now();
      let rendered = 0;
      for (let next = session.nextUnrendered(); next !== undefined; next = session.nextUnrendered()) {
        session.renderPage(next);
        rendered++;
        if (performance.now() - started > SLICE_MS) break;
      }
      if (rendered === 0) return onDone();
    }
  };

  return {
    schedule() {
      paused = false;
      if (stopped || running) return;
      running = run()
        .catch(onError)
        .finally(() => {
          running = undefined;
        });
    },
    pause() {
      paused = true;
    },
    stop() {
      stopped = true;
    },
    idle: () => running ?? Promise.resolve(),
  };
}
