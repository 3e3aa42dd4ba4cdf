/** Git repositories for tests, with fixed dates and no dependence on the machine's git identity or hooks. */
import { execFileSync } from 'node:child_process';

const IDENTITY = ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false'];

/** `git init` in `dir`. */
export function gitInit(dir: string): void {
  execFileSync('git', ['init', '-q', dir], { stdio: 'ignore' });
}

/** Stage everything in `dir` and commit it with committer and author date `date` (ISO 8601). */
export function gitCommitAll(dir: string, date: string, message = 'commit'): void {
  const env = { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date };
  execFileSync('git', ['-C', dir, 'add', '-A'], { stdio: 'ignore', env });
  execFileSync('git', ['-C', dir, ...IDENTITY, 'commit', '-q', '--no-verify', '-m', message], { stdio: 'ignore', env });
}
