/**
 * Issue 11, findings 1, 2 and 14: `quire build --out` replaces only what Quire wrote. Through the real CLI: a folder
 * of the user's, a file, a symlinked way to the docs folder, the home and current folders are refused with their
 * contents intact (`--force` is needed for a foreign folder, and never enough for the rest), and two builds into one
 * folder at once take turns instead of crashing.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { hashTree, writeFixture } from '../helpers/site-fixture.js';

const BIN = fileURLToPath(new URL('../../bin/quire.js', import.meta.url));
const PAUSED_SWAP = fileURLToPath(new URL('../helpers/build-paused-swap.js', import.meta.url));
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

/** A work folder holding `docs/` (a small site), a home folder for the CLI, and `extra` files. */
function workspace(extra: Record<string, string> = {}): { work: string; docs: string; home: string } {
  const work = writeFixture({
    'docs/site.json': { name: 'Mine', navigation: [{ group: 'All', pages: ['index', 'guide'] }] },
    'docs/index.md': '# Home\n\nMy own words.\n',
    'docs/guide.md': '# Guide\n\nMore of them.\n',
    'home/.profile': 'export EDITOR=vi\n',
    ...extra,
  });
  cleanup.push(work);
  return { work, docs: path.join(work, 'docs'), home: path.join(work, 'home') };
}

function quire(args: string[], options: { home: string; cwd?: string }) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? path.dirname(options.home),
    encoding: 'utf8',
    env: { ...process.env, HOME: options.home, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('finding 1: --out replaces only an empty folder, a missing path or an earlier build', () => {
  it("refuses a folder of the user's, naming what is in it, and replaces it only with --force", () => {
    const { work, docs, home } = workspace({
      'projects/thesis.pdf': '%PDF-1.7 my thesis',
      'projects/.ssh/id_ed25519': 'PRIVATE KEY',
    });
    const projects = path.join(work, 'projects');
    const before = hashTree(projects);

    const refused = quire(['build', docs, '--out', projects], { home });
    expect(refused.code).toBe(1);
    expect(refused.stdout).not.toContain('Built');
    expect(refused.stderr).toContain(
      `the output folder ${projects} is not empty and was not written by Quire: it holds 2 entries, such as thesis.pdf, .ssh`,
    );
    expect(refused.stderr).toContain('pass `--force` to delete everything in it');
    expect(hashTree(projects)).toEqual(before);

    const forced = quire(['build', docs, '--out', projects, '--force'], { home });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(existsSync(path.join(projects, 'index.html'))).toBe(true);
    expect(existsSync(path.join(projects, 'thesis.pdf'))).toBe(false);
    // The build marked the folder as Quire's: the next build replaces it without --force.
    expect(readFileSync(path.join(projects, '.quire-output'), 'utf8')).toContain('quire build');
    writeFileSync(path.join(docs, 'guide.md'), '# Guide\n\nChanged.\n');
    expect(quire(['build', docs, '--out', projects], { home }).code).toBe(0);
    expect(readFileSync(path.join(projects, 'guide/index.html'), 'utf8')).toContain('Changed.');
  });

  it('never replaces a file with a folder, not even with --force', () => {
    const { work, docs, home } = workspace({ 'notes.txt': 'my notes\n' });
    const notes = path.join(work, 'notes.txt');
    for (const extra of [[], ['--force']]) {
      const result = quire(['build', docs, '--out', notes, ...extra], { home });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `the output path ${notes} is a file, not a folder; Quire never replaces a file with a folder`,
      );
      expect(statSync(notes).isFile()).toBe(true);
      expect(readFileSync(notes, 'utf8')).toBe('my notes\n');
    }
  });

  it('never replaces a folder inside the docs folder that holds files, not even with --force', () => {
    const { docs, home } = workspace({ 'docs/images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const before = hashTree(docs);
    for (const extra of [[], ['--force']]) {
      const result = quire(['build', docs, '--out', path.join(docs, 'images'), ...extra], { home });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        "is inside the docs folder and was not written by Quire: it holds 1 entry, such as logo.svg; what is in the docs folder is your site's sources, even with --force",
      );
      expect(hashTree(docs)).toEqual(before);
    }
  });

  it('replaces the output of a Quire version from before the marker (it has _quire/ and 404.html)', () => {
    const { work, docs, home } = workspace({
      'old/_quire/quire.css': 'body{}',
      'old/404.html': '<!doctype html>',
      'old/index.html': '<!doctype html>',
    });
    const result = quire(['build', docs, '--out', path.join(work, 'old')], { home });
    expect(result.code).toBe(0);
    expect(readFileSync(path.join(work, 'old/index.html'), 'utf8')).toContain('My own words.');
  });
});

describe('finding 2: symlinks cannot lead the output onto the sources', () => {
  it('refuses an --out path through a symlink that lands on the docs folder', () => {
    const { work, docs, home } = workspace();
    symlinkSync(work, path.join(work, 'link'));
    const before = hashTree(docs);
    for (const extra of [[], ['--force']]) {
      const result = quire(['build', docs, '--out', path.join(work, 'link', 'docs'), ...extra], { home });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `the output folder ${path.join(work, 'link', 'docs')} (really ${docs}, through a symbolic link) is the docs folder`,
      );
      expect(hashTree(docs)).toEqual(before);
    }
  });

  it('refuses a docs path that is a symlink to the output folder', () => {
    const { work, docs, home } = workspace();
    symlinkSync(docs, path.join(work, 'docs-link'));
    const before = hashTree(docs);
    for (const extra of [[], ['--force']]) {
      const result = quire(['build', path.join(work, 'docs-link'), '--out', docs, ...extra], { home });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`the output folder ${docs} is the docs folder`);
      expect(hashTree(docs)).toEqual(before);
    }
  });

  it('refuses the home folder, the current folder and an ancestor of the docs folder, even with --force', () => {
    const { work, docs } = workspace({ 'here/draft.md': 'draft\n', 'users/me/.profile': 'export EDITOR=vi\n' });
    const here = path.join(work, 'here');
    const home = path.join(work, 'users', 'me');
    const cases: Array<[string[], string, string]> = [
      [['--out', home], here, `the output folder ${home} is your home folder`],
      [['--out', path.dirname(home)], here, `the output folder ${path.dirname(home)} contains your home folder`],
      [['--out', '.'], here, `the output folder ${here} is the current folder`],
      [['--out', work], here, `the output folder ${work} contains the docs folder`],
    ];
    const before = hashTree(work);
    for (const [args, cwd, message] of cases) {
      for (const extra of [[], ['--force']]) {
        const result = quire(['build', docs, ...args, ...extra], { home, cwd });
        expect(result.code, message).toBe(1);
        expect(result.stderr).toContain(message);
      }
    }
    expect(hashTree(work)).toEqual(before);
  });

  it('refuses a build cache folder that a symlink leads onto the docs folder', () => {
    // The cache deletes the entries it does not know in its subfolders: here that would be docs/pages/*.md.
    const { docs, home, work } = workspace({ 'docs/pages/intro.md': '# Intro\n' });
    writeFileSync(
      path.join(docs, 'site.json'),
      JSON.stringify({ name: 'Mine', navigation: [{ group: 'All', pages: ['index', 'guide', 'pages/intro'] }] }),
    );
    mkdirSync(path.join(docs, '.quire'));
    symlinkSync('..', path.join(docs, '.quire', 'cache'));
    const before = hashTree(path.join(docs, 'pages'));
    const result = quire(['build', docs, '--out', path.join(work, 'out')], { home });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `the build cache folder ${path.join(docs, '.quire', 'cache')} (really ${docs}, through a symbolic link) is, or contains, the docs, home or current folder`,
    );
    expect(hashTree(path.join(docs, 'pages'))).toEqual(before);
  });
});

describe('finding 14: two builds into one --out at once', () => {
  it('take turns: no stack trace, and the output is a complete build', { timeout: 120_000 }, async () => {
    const { work, docs, home } = workspace();
    const out = path.join(work, 'out');
    expect(quire(['build', docs, '--out', out], { home }).code).toBe(0);
    writeFileSync(path.join(docs, 'guide.md'), '# Guide\n\nSecond version.\n');

    // The first build pauses 4 s between the renames of its swap (a hook of the build's options, via a script).
    const start = (pausedSwap = false) => {
      const args = pausedSwap ? [PAUSED_SWAP, docs, out, '4000'] : [BIN, 'build', docs, '--out', out];
      const child = spawn(process.execPath, args, { cwd: work, env: { ...process.env, HOME: home, NO_COLOR: '1' } });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.stdout.resume();
      const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
      return { pid: child.pid, exited, stderr: () => stderr };
    };
    // The first build pauses inside its swap, with the output folder moved aside: the moment the second one used to
    // "recover" it and make the first crash.
    const first = start(true);
    const deadline = Date.now() + 60_000;
    while (existsSync(out) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(existsSync(out)).toBe(false);
    const second = start();
    const codes = await Promise.all([first.exited, second.exited]);

    for (const build of [first, second]) {
      expect(build.stderr()).not.toMatch(/\n\s+at |internal error|Error:/);
    }
    expect(codes).toEqual([0, 0]);
    expect(second.stderr()).toContain(`waiting for another quire build (pid ${first.pid}) to finish writing ${out}`);
    // Complete: the same files, byte for byte, as a build of the same docs into a fresh folder.
    const fresh = path.join(work, 'fresh');
    expect(quire(['build', docs, '--out', fresh], { home }).code).toBe(0);
    expect(hashTree(out)).toEqual(hashTree(fresh));
    expect(readFileSync(path.join(out, 'guide/index.html'), 'utf8')).toContain('Second version.');
    expect(readdirSync(work).filter((entry) => entry.includes('quire-'))).toEqual([]);
  });
});
