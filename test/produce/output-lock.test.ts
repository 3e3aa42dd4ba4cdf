/** The output folder's lock: one holder, a killed holder's lock is taken over, and a bounded wait says who holds it. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireOutputLock, isOutputLock, lockFileOf } from '../../src/produce/output-lock.js';

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

function outDir(): string {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-lock-'));
  cleanup.push(parent);
  return path.join(parent, 'out');
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('acquireOutputLock', () => {
  it('is held by one build at a time, writes its pid beside the output, and is gone once released', async () => {
    const out = outDir();
    const lock = await acquireOutputLock(out);
    expect(isOutputLock(lock)).toBe(true);
    expect(readFileSync(lockFileOf(out), 'utf8')).toBe(`${process.pid}\n`);
    const waits: number[] = [];
    const other = await acquireOutputLock(out, { waitMs: 150, onWait: (pid) => waits.push(pid) });
    expect(other).toEqual({ file: lockFileOf(out), pid: process.pid });
    expect(waits).toEqual([process.pid]);
    if (isOutputLock(lock)) lock.release();
    expect(existsSync(lockFileOf(out))).toBe(false);
    const again = await acquireOutputLock(out, { waitMs: 0 });
    expect(isOutputLock(again)).toBe(true);
    if (isOutputLock(again)) again.release();
  });

  it('takes over the lock of a build that was killed, and an old lock file without a pid', async () => {
    const out = outDir();
    writeFileSync(lockFileOf(out), `${deadPid()}\n`);
    const lock = await acquireOutputLock(out, { waitMs: 0 });
    expect(isOutputLock(lock)).toBe(true);
    if (isOutputLock(lock)) lock.release();

    writeFileSync(lockFileOf(out), '');
    utimesSync(lockFileOf(out), new Date(0), new Date(0));
    const next = await acquireOutputLock(out, { waitMs: 0 });
    expect(isOutputLock(next)).toBe(true);
    expect(readFileSync(lockFileOf(out), 'utf8')).toBe(`${process.pid}\n`);
    if (isOutputLock(next)) next.release();
  });
});
