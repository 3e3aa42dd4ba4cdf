/**
 * Issue 23, finding 1: a symbolic link in the cache folder made `quire build` delete files outside the docs folder
 * (`.quire/cache/pages` → `~/.ssh` lost `id_ed25519`; pruning followed the link and deleted every name that was not
 * a cache key). A repository can carry such a link. Through the real CLI, against a temporary "victim" folder: a
 * link as `.quire`, as the cache folder or as any folder or file in it is never followed; the build warns, builds
 * without the cache, and the victim keeps every file.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createCacheStore } from '../../src/cache/store.js';
import { hashTree, writeFixture } from '../helpers/site-fixture.js';

const run = promisify(execFile);
const BIN = fileURLToPath(new URL('../../bin/quire.js', import.meta.url));
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

/** A name the cache could take for one of its entries: pruning by name alone would keep it. */
const KEY_NAME = 'ab'.repeat(32);

/** A work folder with `docs/` (a small site), `home/` for the CLI, and `victim/`: files that must survive. */
function workspace(): { work: string; docs: string; victim: string; home: string } {
  const work = writeFixture({
    'docs/site.json': { name: 'Mine', navigation: [{ group: 'All', pages: ['index', 'guide'] }] },
    'docs/index.md': '# Home\n\nSee [the guide](/guide).\n',
    'docs/guide.md': '# Guide\n\nText.\n',
    'victim/id_ed25519': '-----BEGIN OPENSSH PRIVATE KEY-----\n',
    'victim/authorized_keys': 'ssh-ed25519 AAAA me@laptop\n',
    'victim/.bashrc': 'export EDITOR=vi\n',
    [`victim/${KEY_NAME}`]: 'named like an entry\n',
    'victim/pages/keep.txt': 'a folder of its own\n',
    'home/.profile': '',
  });
  cleanup.push(work);
  return { work, docs: path.join(work, 'docs'), victim: path.join(work, 'victim'), home: path.join(work, 'home') };
}

/** `quire build` in `work`, with its own home and cache-key folder; resolves whatever the exit code. */
async function build(work: string, args: string[]) {
  const env = { ...process.env, HOME: path.join(work, 'home'), XDG_CACHE_HOME: path.join(work, 'home', '.cache') };
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, 'build', ...args], { cwd: work, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Build twice (cold, then warm: the second one would prune), and check that the victim is as it was. */
async function expectLeftAlone(work: string, victim: string, args: string[]) {
  const before = hashTree(victim);
  for (let i = 0; i < 2; i++) {
    const result = await build(work, args);
    expect(hashTree(victim)).toEqual(before);
    expect(result.stderr).toContain('[build/cache-link]');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('✓ Built 2 pages');
    expect(result.stdout).not.toContain('from the cache');
  }
  return before;
}

describe('a symbolic link in the build cache', () => {
  for (const name of ['pages', 'builds', 'page-summaries', 'search-shard', 'openapi']) {
    it(`as .quire/cache/${name} is not followed: nothing outside the docs folder is deleted or written`, async () => {
      const { work, docs, victim } = workspace();
      mkdirSync(path.join(docs, '.quire', 'cache'), { recursive: true });
      symlinkSync(victim, path.join(docs, '.quire', 'cache', name));
      const files = await expectLeftAlone(work, victim, ['docs', '--out', 'out']);
      expect(Object.keys(files)).toContain('id_ed25519');
    });
  }

  it('as the cache folder, or as .quire, is not followed either', async () => {
    const { work, docs, victim } = workspace();
    mkdirSync(path.join(docs, '.quire'));
    symlinkSync(victim, path.join(docs, '.quire', 'cache'));
    await expectLeftAlone(work, victim, ['docs', '--out', 'out']);
    rmSync(path.join(docs, '.quire'), { recursive: true });
    symlinkSync(path.dirname(victim), path.join(docs, '.quire'));
    await expectLeftAlone(work, victim, ['docs', '--out', 'out']);
  });

  it('as the output manifest is neither read nor written through', async () => {
    const { work, docs, victim } = workspace();
    mkdirSync(path.join(docs, '.quire', 'cache'), { recursive: true });
    symlinkSync(path.join(victim, 'authorized_keys'), path.join(docs, '.quire', 'cache', 'output-manifest.json'));
    await expectLeftAlone(work, victim, ['docs', '--out', 'out']);
  });

  it('in a --cache-dir, or as the --cache-dir itself, is not followed', async () => {
    const { work, victim } = workspace();
    mkdirSync(path.join(work, 'cache'));
    symlinkSync(victim, path.join(work, 'cache', 'pages'));
    await expectLeftAlone(work, victim, ['docs', '--out', 'out', '--cache-dir', 'cache']);
    symlinkSync(victim, path.join(work, 'linked-cache'));
    await expectLeftAlone(work, victim, ['docs', '--out', 'out2', '--cache-dir', 'linked-cache']);
  });

  it('leaves a build with a cache of its own unchanged: no warning, and the second build is from the cache', async () => {
    const { work, docs } = workspace();
    expect((await build(work, ['docs', '--out', 'out'])).stderr).toBe('');
    const second = await build(work, ['docs', '--out', 'out']);
    expect(second.stderr).toBe('');
    expect(second.stdout).toContain('all from the cache');
    expect(readdirSync(path.join(docs, '.quire', 'cache')).sort()).toEqual(
      ['builds', 'output-manifest.json', 'page-summaries', 'pages', 'search-shard'].sort(),
    );
  });
});

describe('the cache store', () => {
  it('prunes only its own entries, each checked with lstat: a link is removed itself, never followed', async () => {
    const { docs, victim } = workspace();
    const dir = path.join(docs, '.quire', 'cache');
    const store = createCacheStore(dir, Buffer.alloc(32, 7));
    await store.write('pages', 'cd'.repeat(32), 'kept');
    await store.write('pages', 'ef'.repeat(32), 'stale');
    const pages = path.join(dir, 'pages');
    symlinkSync(path.join(victim, 'id_ed25519'), path.join(pages, '01'.repeat(32)));
    symlinkSync(victim, path.join(pages, '23'.repeat(32)));
    writeFileSync(path.join(pages, 'notes.txt'), 'not an entry');
    mkdirSync(path.join(pages, '45'.repeat(32)));
    const before = hashTree(victim);
    // A link named like an entry reads as missing, whatever it points to.
    expect(await store.read('pages', '01'.repeat(32))).toBeUndefined();
    await store.prune('pages', new Set(['cd'.repeat(32)]));
    expect(readdirSync(pages).sort()).toEqual(['45'.repeat(32), 'cd'.repeat(32), 'notes.txt']);
    expect(hashTree(victim)).toEqual(before);
  });
});
