/**
 * Run `quire build` (or `check`) as a user does, the compiled CLI on a small docs folder, into a fresh output folder;
 * the folders are removed by {@link removeBuilds}.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFixture } from '../../helpers/site-fixture.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/quire.js');
const folders: string[] = [];

/** What a CLI build left: its exit code, what it printed on stderr, and a reader of its output folder. */
export interface CliBuild {
  code: number | null;
  stderr: string;
  out: string;
  /** An output file as text, or undefined when it was not written. */
  read(file: string): string | undefined;
}

/** `quire build <docs> --out <tmp> --offline --cache-dir <tmp>` on a docs folder made of `files`. */
export function cliBuild(files: Record<string, string | object>, flags: string[] = []): CliBuild {
  const root = writeFixture(files);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'quire-cli-build-'));
  folders.push(root, scratch);
  const out = path.join(scratch, 'out');
  const result = spawnSync(
    process.execPath,
    [BIN, 'build', root, '--out', out, '--offline', '--cache-dir', path.join(scratch, 'cache'), ...flags],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  return {
    code: result.status,
    stderr: result.stderr,
    out,
    read: (file) => (existsSync(path.join(out, file)) ? readFileSync(path.join(out, file), 'utf8') : undefined),
  };
}

/** Remove every folder {@link cliBuild} made. */
export function removeBuilds(): void {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
}
