/**
 * Finding: reading pages' git dates runs `git log` in the docs folder, whose repository config is untrusted. A
 * repository that sets `log.showSignature` and `gpg.program` makes a plain `git log` run that program for a signed
 * commit (and `core.fsmonitor` runs one for commands that read the index). Quire's `git log` must run none of them:
 * fixed arguments, a custom format, and those settings turned off on the command line.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { readGitDates } from '../../src/content/git-dates.js';
import { gitCommitAll, gitInit } from '../helpers/git-repo.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it("runs no program that the docs folder's git config names", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-git-config-'));
  cleanup.push(dir);
  const repo = path.join(dir, 'repo');
  const marker = path.join(dir, 'ran');
  const program = path.join(dir, 'program.sh');
  writeFileSync(program, `#!/bin/sh\ntouch '${marker}'\nexit 1\n`);
  chmodSync(program, 0o755);
  gitInit(repo);
  writeFileSync(path.join(repo, 'a.md'), 'a');
  gitCommitAll(repo, '2025-01-02T03:04:05Z');
  // A commit carrying a (fake) signature, so that signature checking would call `gpg.program`.
  const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim();
  const commit = [
    `tree ${git('rev-parse', 'HEAD^{tree}')}`,
    `parent ${git('rev-parse', 'HEAD')}`,
    'author a <a@example.com> 1735787045 +0000',
    'committer a <a@example.com> 1735787045 +0000',
    'gpgsig -----BEGIN PGP SIGNATURE-----',
    ' ',
    ' iQEzBAABCAAdFiEE',
    ' -----END PGP SIGNATURE-----',
    '',
    'signed',
    '',
  ].join('\n');
  const commitFile = path.join(dir, 'commit.txt');
  writeFileSync(commitFile, commit);
  const signed = git('hash-object', '-t', 'commit', '-w', commitFile);
  git('update-ref', 'HEAD', signed);
  for (const [key, value] of [
    ['log.showSignature', 'true'],
    ['gpg.program', program],
    ['core.fsmonitor', program],
    ['core.pager', program],
    ['diff.external', program],
  ])
    git('config', key, value);
  // The setup is real: a plain `git log` in this repository runs the program.
  execFileSync('git', ['-C', repo, 'log', '-1'], { stdio: 'ignore' });
  expect(existsSync(marker)).toBe(true);
  rmSync(marker);

  const dates = await readGitDates(repo, ['a.md']);
  expect(Object.fromEntries(dates)).toEqual({ 'a.md': '2025-01-02T03:04:05+00:00' });
  expect(existsSync(marker)).toBe(false);
});
