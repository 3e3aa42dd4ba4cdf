/**
 * The shared real-world corpus (real `mint.json` files and Mintlify projects) lives beside the project, at
 * `../shared/corpus`, not inside it: CI always has it, a plain clone may not. Tests that read it call
 * {@link describeCorpus}: in CI a missing corpus fails the run; elsewhere the suite is skipped, saying why.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

/** The shared corpus folder. */
export const SHARED_CORPUS = fileURLToPath(new URL('../../../shared/corpus/', import.meta.url));

/** A folder of the shared corpus, e.g. `mint-json`. */
export function corpusPath(...parts: string[]): string {
  return path.join(SHARED_CORPUS, ...parts);
}

/** Whether the shared corpus is present next to this checkout. */
export function hasSharedCorpus(): boolean {
  return existsSync(SHARED_CORPUS);
}

/** `describe` for tests over the shared corpus: runs where it exists, fails in CI where it does not, else skips. */
export function describeCorpus(name: string, body: () => void): void {
  if (hasSharedCorpus()) {
    describe(name, body);
  } else if (process.env.CI) {
    describe(name, () => {
      it('needs the shared corpus, which CI always has', () => {
        throw new Error(`the shared corpus is missing at ${SHARED_CORPUS}; CI must check it out beside the project`);
      });
    });
  } else {
    const why = `the shared corpus is not at ${SHARED_CORPUS} (it sits beside the project in CI)`;
    describe.skip(`${name} — skipped: ${why}`, body);
    process.stderr.write(`note: skipping "${name}": ${why}\n`);
  }
}
