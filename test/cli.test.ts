/** End-to-end tests of the compiled CLI (`npm test` compiles first), as a user runs it. */
import { spawnSync } from 'node:child_process';
import { appendFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSite } from './bench/generate-site.js';
import { hashTree, writeFixture } from './helpers/site-fixture.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = path.join(ROOT, 'bin/quire.js');
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

function quire(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('quire CLI', () => {
  it('prints its version and help', () => {
    const version = quire(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout).toMatch(/^quire \d+\.\d+\.\d+\n$/);
    // With another option the CLI itself answers (bin/quire.js answers --version alone): bundled or compiled, it finds
    // the package's version.
    expect(quire(['--version', '--strict']).stdout).toBe(version.stdout);
    const help = quire(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('quire build [dir]');
    expect(help.stdout).toContain('--allow-broken-links');
    expect(help.stdout).toContain('--templates <dir>');
  });

  it('rejects unknown commands and options with exit code 2', () => {
    expect(quire(['deploy']).code).toBe(2);
    const bad = quire(['build', '--nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Unknown option '--nope'");
    // Template overrides are code: only the commands that render take them, and only as a folder.
    const preview = quire(['preview', '--templates', 'theme']);
    expect(preview.code).toBe(2);
    expect(preview.stderr).toContain('--templates is an option of build, check and dev');
    expect(quire(['build', '--templates', '']).code).toBe(2);
  });

  it('builds the bundled example', () => {
    const out = path.join(ROOT, 'test', '.tmp-example-out');
    cleanup.push(out);
    const result = quire(['build', 'example-docs', '--out', out]);
    expect(result.stderr).not.toMatch(/\berror\b/);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Built \d+ pages/);
  });

  it('times each stage of a build with --timings, in pipeline order', () => {
    const out = path.join(ROOT, 'test', '.tmp-timings-out');
    cleanup.push(out);
    const site = writeFixture({
      'site.json': { name: 'T', navigation: [{ group: 'G', pages: ['index'] }] },
      'index.md': '# Home\n',
    });
    cleanup.push(site);
    const built = quire(['build', site, '--out', out, '--timings']);
    expect(built.code).toBe(0);
    expect(built.stderr).toMatch(
      /^prepare \d+ ms · load \d+ ms · plan \d+ ms · produce [\d,]+ ms · search [\d,]+ ms · commit \d+ ms\n/,
    );
    // Nothing changed: the cache answers in the prepare step, and no other stage runs.
    expect(quire(['build', site, '--out', out, '--timings']).stderr).toMatch(/^prepare \d+ ms\n/);
    expect(quire(['check', site, '--timings']).stderr).toMatch(
      /^prepare \d+ ms · load \d+ ms · plan \d+ ms · produce [\d,]+ ms\n/,
    );
  });

  it('reports bad site.json without a stack trace, in plain text when not a TTY', () => {
    const site = writeFixture({ 'site.json': '{\n  "name": 3,\n  "navigation": []\n}\n' });
    cleanup.push(site);
    const result = quire(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/site\.json:2:\d+ error/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stderr).not.toContain('\u001b[');
  });

  it('renders identically with worker threads and in the main thread', async () => {
    const site = writeFixture({});
    cleanup.push(site);
    await generateSite(site, 120);
    const a = `${site}-w0`;
    const b = `${site}-w2`;
    cleanup.push(a, b);
    expect(quire(['build', site, '--out', a, '--workers', '0']).code).toBe(0);
    // Without the build cache of the first build, so the second one renders every page in its workers.
    rmSync(path.join(site, '.quire'), { recursive: true, force: true });
    const threaded = quire(['build', site, '--out', b, '--workers', '2']);
    expect(threaded.stderr).toBe('');
    expect(threaded.code).toBe(0);
    const left = hashTree(a);
    expect(Object.keys(left).length).toBeGreaterThan(120);
    expect(hashTree(b)).toEqual(left);
    // The workers stored every page in the cache themselves: a rebuild into a fresh folder renders none.
    rmSync(b, { recursive: true, force: true });
    const again = quire(['build', site, '--out', b, '--workers', '2']);
    expect(again.stdout).toMatch(/Built 121 pages \(\d+ files\) into .* all from the cache/);
    expect(hashTree(b)).toEqual(left);
    // One page edited: the output folder is updated in place, and the summary says how few files that took.
    appendFileSync(path.join(site, 'guides', 'page-00007.md'), '\nOne more sentence about caching.\n');
    const edited = quire(['build', site, '--out', b, '--workers', '2']);
    const changed = Number(/, (\d+) files? changed/.exec(edited.stdout)?.[1]);
    expect(edited.stdout).toContain(', 120 from the cache');
    expect(changed).toBeGreaterThanOrEqual(3);
    expect(changed).toBeLessThan(20);
    const after = hashTree(b);
    const differ = Object.keys(after).filter((file) => after[file] !== left[file]);
    const gone = Object.keys(left).filter((file) => !(file in after));
    expect(differ.length + gone.length).toBe(changed);
  });
});
