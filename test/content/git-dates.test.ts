import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readGitDates } from '../../src/content/git-dates.js';
import { gitCommitAll, gitInit } from '../helpers/git-repo.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-git-dates-'));
  cleanup.push(dir);
  return dir;
}

function write(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}

describe('readGitDates', () => {
  it('gives each file the date of the last commit that changed it, for a docs folder inside a repository', async () => {
    const repo = tempDir();
    gitInit(repo);
    write(repo, { 'docs/a.md': 'a', 'docs/guide/é b.md': 'b', 'docs/old.md': 'o', 'src/x.md': 'x' });
    gitCommitAll(repo, '2025-01-02T03:04:05+02:00');
    write(repo, { 'docs/a.md': 'a2', 'src/x.md': 'x2' });
    gitCommitAll(repo, '2025-03-04T05:06:07+00:00');
    write(repo, { 'docs/new.md': 'not committed' });
    const docs = path.join(repo, 'docs');
    const paths = ['a.md', 'guide/é b.md', 'old.md', 'new.md', 'x.md'];
    const dates = await readGitDates(docs, paths);
    expect(Object.fromEntries(dates)).toEqual({
      'a.md': '2025-03-04T05:06:07+00:00',
      'guide/é b.md': '2025-01-02T03:04:05+02:00',
      'old.md': '2025-01-02T03:04:05+02:00',
    });
    // The same commit, the same dates.
    expect(await readGitDates(docs, paths)).toEqual(dates);
  });

  it('gives no dates, and does not fail, outside a repository or without git', async () => {
    const dir = tempDir();
    write(dir, { 'a.md': 'a' });
    expect((await readGitDates(dir, ['a.md'])).size).toBe(0);
    expect((await readGitDates(dir, ['a.md'], path.join(dir, 'no-such-git'))).size).toBe(0);
    expect((await readGitDates(dir, [])).size).toBe(0);
  });
});
