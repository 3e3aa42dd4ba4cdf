/**
 * Run fuzz targets in a worker thread with a deadline per case. A synchronous hang cannot be interrupted from the
 * thread it runs in, so each input goes to the worker, and when no answer comes in time the worker is terminated
 * (and a fresh one started) and the case fails with its input.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../../../src/diagnostics.js';

/** The fuzz targets of `target-worker.mjs`. */
export type FuzzTarget = 'config' | 'frontmatter' | 'markdown' | 'openapi';

/** What a target returns: success, or diagnostics (possibly both: warnings). */
export interface TargetResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  endpoints?: number;
}

/** A worker that runs one case at a time. */
export interface FuzzWorker {
  run(target: FuzzTarget, input: unknown): Promise<TargetResult>;
  close(): Promise<void>;
}

/** Cases per target: 1,000 in CI; `FUZZ_RUNS=100000 npm run test:fuzz` for a nightly-size run. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

/** A fuzz test's time limit: 10 minutes per 1,000 cases, so a nightly-size run is not cut short. */
export const FUZZ_TIMEOUT_MS = 600_000 * Math.max(1, FUZZ_RUNS / 1000);

/** Fixed seed by default, so a CI failure reproduces; `FUZZ_SEED` picks another. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);

/** Longest a single small case may take before it counts as a hang (generous: CI machines are slow and shared). */
export const CASE_DEADLINE_MS = Number(process.env.FUZZ_DEADLINE_MS ?? 10_000);

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Start a worker; throws when `dist/` is older than `src/` (the worker runs the compiled stages). */
export async function startFuzzWorker(deadlineMs = CASE_DEADLINE_MS): Promise<FuzzWorker> {
  assertDistFresh(['config', 'content', 'markdown', 'openapi']);
  let worker = await spawn();
  let nextId = 0;
  return {
    async run(target, input) {
      const id = nextId++;
      const current = worker;
      return new Promise<TargetResult>((resolve, reject) => {
        const timer = setTimeout(async () => {
          current.off('message', onMessage);
          await current.terminate();
          worker = await spawn();
          reject(
            new Error(
              `${target} took longer than ${deadlineMs} ms (a hang) on ${JSON.stringify(input).slice(0, 2000)}`,
            ),
          );
        }, deadlineMs);
        const onMessage = (message: { id: number; result?: TargetResult; error?: string }) => {
          if (message.id !== id) return;
          clearTimeout(timer);
          current.off('message', onMessage);
          if (message.error !== undefined) reject(new Error(`${target} threw: ${message.error}`));
          else resolve(message.result!);
        };
        current.on('message', onMessage);
        current.postMessage({ id, target, input });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}

async function spawn(): Promise<Worker> {
  const worker = new Worker(new URL('./target-worker.mjs', import.meta.url));
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () => resolve());
  });
  return worker;
}

function assertDistFresh(folders: string[]): void {
  for (const folder of folders) {
    for (const entry of readdirSync(path.join(ROOT, 'src', folder), { recursive: true }) as string[]) {
      if (!entry.endsWith('.ts')) continue;
      const compiled = path.join(ROOT, 'dist', folder, entry.replace(/\.ts$/, '.js'));
      const built = statSync(compiled, { throwIfNoEntry: false });
      if (!built || built.mtimeMs + 1000 < statSync(path.join(ROOT, 'src', folder, entry)).mtimeMs) {
        throw new Error(
          `dist/${folder}/${entry} is older than its source; run \`npx tsc -p tsconfig.json\` first (npm test does)`,
        );
      }
    }
  }
}

/** Run `body`; when it fails and `FUZZ_DUMP` names a file, write the whole failing input there (messages cut it). */
export async function keepFailingInput<T>(input: unknown, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if (process.env.FUZZ_DUMP) writeFileSync(process.env.FUZZ_DUMP, JSON.stringify(input));
    throw error;
  }
}
