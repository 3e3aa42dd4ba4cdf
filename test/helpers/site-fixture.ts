/** Write small docs sites to temp folders for build tests. */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Create a temp folder holding `files` (path → content; objects are written as JSON). */
export function writeFixture(files: Record<string, string | object>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-fixture-'));
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  }
  return dir;
}

/** Every file under `dir` with a hash of its bytes, sorted by path. */
export function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current).sort()) {
      const file = path.join(current, entry);
      if (statSync(file).isDirectory()) walk(file);
      else out[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** Read an output file as text. */
export function readOut(dir: string, rel: string): string {
  return readFileSync(path.join(dir, rel), 'utf8');
}
