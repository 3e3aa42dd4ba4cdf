/**
 * Crash safety: `quire build` (the compiled CLI) is killed with SIGKILL at seeded random moments across the whole
 * build, and deliberately inside the window of the final swap. After every kill the output folder holds either the
 * previous output or the complete new one, byte for byte, never a mix, never temporary folders; once the next
 * start has recovered, a swap interrupted half-way is undone; and the next build succeeds and leaves nothing beside
 * the output.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverOutput } from '../../src/produce/site-writer.js';
import { hashTree } from '../helpers/site-fixture.js';
import { createRandom } from '../bench/generate-site.js';

const BIN = fileURLToPath(new URL('../../bin/quire.js', import.meta.url));
const PAUSED_SWAP = fileURLToPath(new URL('../helpers/build-paused-swap.js', import.meta.url));
/** Kills per run: more than 20 (the bar); `CRASH_KILLS=200` for a longer run. */
const KILLS = Number(process.env.CRASH_KILLS ?? 24);

let work: string;
let docs: string;
let out: string;
const versions: Record<'A' | 'B', Record<string, string>> = { A: {}, B: {} };
let buildMs = 0;

/** Write version `v` of the site: the same pages, with different text. */
function writeVersion(v: 'A' | 'B'): void {
  for (let i = 0; i < 6; i++)
    writeFileSync(
      path.join(docs, `page-${i}.md`),
      `---\ntitle: Page ${i} (${v})\n---\n\n## Section\n\nVersion ${v} of page ${i}. ${'Text. '.repeat(200)}\n`,
    );
}

/** Build with the CLI, or (`pausedSwap`) with a script that pauses the build between the two renames of its swap. */
function runBuild(options: { pausedSwap?: boolean } = {}): { exited: Promise<number | null>; kill(): void } {
  const args = options.pausedSwap ? [PAUSED_SWAP, docs, out] : [BIN, 'build', docs, '--out', out];
  const child = spawn(process.execPath, args, { env: { ...process.env, NO_COLOR: '1' }, stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { exited, kill: () => child.kill('SIGKILL') };
}

function siblings(): string[] {
  return readdirSync(work).filter((entry) => entry !== 'docs' && entry !== 'out');
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'quire-crash-'));
  docs = path.join(work, 'docs');
  out = path.join(work, 'out');
  mkdirSync(docs);
  writeFileSync(
    path.join(docs, 'site.json'),
    JSON.stringify({
      name: 'Crash',
      navigation: [{ group: 'All', pages: ['index', ...Array.from({ length: 6 }, (_, i) => `page-${i}`)] }],
    }),
  );
  writeFileSync(path.join(docs, 'index.md'), '# Home\n\nHello.\n');
  for (const v of ['B', 'A'] as const) {
    writeVersion(v);
    const started = performance.now();
    expect(await runBuild().exited).toBe(0);
    buildMs = Math.max(buildMs, performance.now() - started);
    versions[v] = hashTree(out);
  }
  expect(versions.A).not.toEqual(versions.B);
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('killing quire build', () => {
  it(`leaves the previous output or the complete new one after ${KILLS} kills at random moments`, {
    timeout: 600_000,
  }, async () => {
    // Seeded, so a failing kill time can be replayed.
    const next = createRandom(Number(process.env.CRASH_SEED ?? 7));
    let current: 'A' | 'B' = 'A';
    const outcomes = { previous: 0, complete: 0, recovered: 0 };
    for (let kill = 0; kill < KILLS; kill++) {
      const target: 'A' | 'B' = current === 'A' ? 'B' : 'A';
      writeVersion(target);
      // Anywhere from start-up to a little after a normal build would have ended.
      const delay = Math.round(next() * buildMs * 1.1);
      const build = runBuild();
      await new Promise((resolve) => setTimeout(resolve, delay));
      build.kill();
      await build.exited;
      // Straight after the kill: the output folder is the previous one or the new one, whole, or (killed between the
      // two renames of the swap) moved aside, to be put back by the next start.
      const state = existsSync(out) ? hashTree(out) : undefined;
      if (state === undefined) {
        expect(siblings().some((s) => s.startsWith('.out.quire-old-'))).toBe(true);
        outcomes.recovered++;
      } else if (JSON.stringify(state) === JSON.stringify(versions[current])) outcomes.previous++;
      else {
        expect(state, `kill ${kill} after ${delay} ms left a mixed output`).toEqual(versions[target]);
        outcomes.complete++;
        current = target;
      }
      expect(
        Object.keys(state ?? {}).filter((file) => file.includes('quire-tmp') || file.includes('quire-old')),
      ).toEqual([]);
      await recoverOutput(out);
      expect(hashTree(out)).toEqual(versions[current]);
    }
    // The next build succeeds, and leaves no temporary folder beside the output.
    writeVersion(current === 'A' ? 'B' : 'A');
    expect(await runBuild().exited).toBe(0);
    expect(hashTree(out)).toEqual(versions[current === 'A' ? 'B' : 'A']);
    expect(siblings()).toEqual([]);
    console.log(
      `crash safety: ${KILLS} kills, ${outcomes.previous} left the previous output, ${outcomes.complete} the complete new one, ${outcomes.recovered} a swap that recovery undid`,
    );
    expect(outcomes.previous).toBeGreaterThan(0);
  });

  it('puts the previous output back, byte for byte, after a kill between the two renames of the swap', {
    timeout: 120_000,
  }, async () => {
    writeVersion('A');
    expect(await runBuild().exited).toBe(0);
    const previous = hashTree(out);
    writeVersion('B');
    const build = runBuild({ pausedSwap: true });
    // Wait until the output has been moved aside: the build is now inside the window.
    const deadline = Date.now() + 60_000;
    while (existsSync(out) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(existsSync(out)).toBe(false);
    build.kill();
    await build.exited;
    expect(siblings().filter((s) => s.startsWith('.out.quire-old-') || s.startsWith('.out.quire-tmp-'))).toHaveLength(
      2,
    );
    // The next start (here: a build that fails at once, on a broken site.json) puts it back before anything else.
    const config = path.join(docs, 'site.json');
    const saved = readFileSync(config, 'utf8');
    writeFileSync(config, '{ broken');
    expect(await runBuild().exited).toBe(1);
    writeFileSync(config, saved);
    expect(hashTree(out)).toEqual(previous);
    expect(siblings()).toEqual([]);
    expect(await runBuild().exited).toBe(0);
    expect(hashTree(out)).toEqual(versions.B);
  });
});
