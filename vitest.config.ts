import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The build cache's key (src/cache/machine-key.ts) lives in the user's cache folder: tests and the CLIs they
    // start keep theirs in a temporary one, never in the real home.
    env: { XDG_CACHE_HOME: path.join(os.tmpdir(), 'quire-test-cache-home') },
  },
});
