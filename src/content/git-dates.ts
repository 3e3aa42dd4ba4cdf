/**
 * The date each page was last changed, from git, for `metadata.timestamp` (docs.json) and front matter `timestamp`:
 * the committer date of the last commit that touched the file, as Mintlify shows it. One `git log` lists the docs
 * folder's history newest first; a file's first appearance is its date. The same commit gives the same dates, so the
 * output stays deterministic. No git, or a docs folder outside a repository: no dates, and no diagnostic (a site
 * built from a copy of its sources is not wrong).
 *
 * The docs folder is untrusted: git runs with fixed arguments only (nothing from the folder is an argument; `--`
 * ends the options), in the folder, with the settings through which a repository's own config could make `git log`
 * run a program (signature checking, fsmonitor, a pager, external diff and textconv) turned off on the command line.
 */
import { spawn } from 'node:child_process';

/** The most `git log` output read; past it, the files not yet dated get no date. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

const GIT_ARGS = [
  '-c',
  'core.fsmonitor=false',
  '-c',
  'log.showSignature=false',
  '-c',
  'core.pager=cat',
  '--no-pager',
  'log',
  '--no-show-signature',
  '--no-ext-diff',
  '--no-textconv',
  '--no-renames',
  '--name-only',
  '--relative',
  '-z',
  '--format=format:%x01%cI',
  '--',
  '.',
] as const;

/**
 * Last-commit dates (ISO 8601, the committer's offset) of `paths` (relative to `root`, `/`-separated), for those git
 * knows. Resolves once every path has a date or git's output ends; never rejects.
 */
export function readGitDates(root: string, paths: readonly string[], git = 'git'): Promise<Map<string, string>> {
  const wanted = new Set(paths);
  const dates = new Map<string, string>();
  if (wanted.size === 0) return Promise.resolve(dates);
  return new Promise((resolve) => {
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(git, GIT_ARGS, {
        cwd: root,
        stdio: ['ignore', 'pipe', 'ignore'],
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' },
      });
    } catch {
      resolve(dates);
      return;
    }
    let pending = '';
    let date: string | undefined;
    let bytes = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      child.kill();
      resolve(dates);
    };
    // A record is `\x01<date>\n<name>\0<name>\0…`; names may hold any byte but NUL, so NUL and \x01 delimit.
    const take = (token: string) => {
      if (token.startsWith('\x01')) {
        const newline = token.indexOf('\n');
        date = (newline === -1 ? token.slice(1) : token.slice(1, newline)).trim();
        token = newline === -1 ? '' : token.slice(newline + 1);
      }
      if (token !== '' && date !== undefined && wanted.has(token) && !dates.has(token)) dates.set(token, date);
    };
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      bytes += Buffer.byteLength(chunk);
      pending += chunk;
      const tokens = pending.split(/\0|(?=\x01)/);
      pending = tokens.pop() ?? '';
      for (const token of tokens) take(token);
      if (dates.size === wanted.size || bytes > MAX_OUTPUT_BYTES) finish();
    });
    child.on('error', finish);
    child.on('close', (code) => {
      if (code === 0 && pending !== '') take(pending);
      // A failed git (not a repository, a dubious owner …) leaves no dates, not half of them.
      if (code !== 0 && !done) dates.clear();
      finish();
    });
  });
}
