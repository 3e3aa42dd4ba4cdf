/**
 * Issue 23, finding 5: forged cache entries were trusted. An entry's checksum was an unkeyed SHA-256 and the default
 * cache lives in the docs folder, so a contributor who rewrote a page's entry and its checksum got a `<script>` into
 * the built page, its `.md` and `llms-full.txt`, with the source unchanged and the build saying "all from the
 * cache". Through the real CLI: entries are authenticated under a key of this machine (`$XDG_CACHE_HOME/quire/
 * cache-key`, here a temporary folder); a forged entry, or one another machine wrote, is a miss and is rendered
 * again, and the output is byte for byte a cold build's.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { hashTree, writeFixture } from '../helpers/site-fixture.js';

const run = promisify(execFile);
const BIN = fileURLToPath(new URL('../../bin/quire.js', import.meta.url));
const SCRIPT = '<script>alert("forged")</script>';
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

function workspace(): { work: string; docs: string } {
  const work = writeFixture({
    'docs/site.json': { name: 'Mine', navigation: [{ group: 'All', pages: ['index', 'guide'] }] },
    'docs/index.md': '# Home\n\nSee [the guide](/guide).\n',
    'docs/guide.md': '# Guide\n\nText of the guide.\n',
  });
  cleanup.push(work);
  return { work, docs: path.join(work, 'docs') };
}

/** `quire build docs --out <out>` in `work`, with `home` as the user's home and cache folder. */
async function build(work: string, out: string, home: string) {
  const env = { ...process.env, HOME: home, XDG_CACHE_HOME: path.join(home, '.cache') };
  const { stdout, stderr } = await run(process.execPath, [BIN, 'build', 'docs', '--out', out], { cwd: work, env });
  return { stdout, stderr };
}

/**
 * What the contributor did: rewrite every entry of the cache (a page's HTML and Markdown get a script) and put the
 * SHA-256 of the new payload where the checksum was, as the old format asked.
 */
function forgeEntries(cache: string): number {
  let forged = 0;
  for (const kind of readdirSync(cache)) {
    if (!statSync(path.join(cache, kind)).isDirectory()) continue;
    for (const name of readdirSync(path.join(cache, kind))) {
      const file = path.join(cache, kind, name);
      const data = readFileSync(file);
      const magicEnd = data.indexOf(0x0a);
      const headerEnd = data.indexOf(0x0a, magicEnd + 1);
      let payload = data.subarray(headerEnd + 1);
      if (kind === 'pages') {
        const text = payload.toString('utf8');
        const lineEnd = text.indexOf('\n');
        const entry = JSON.parse(text.slice(0, lineEnd)) as { page: { markdown?: string } };
        entry.page.markdown = `${entry.page.markdown ?? ''}\n${SCRIPT}\n`;
        const html = text.slice(lineEnd + 1).replace('</main>', `${SCRIPT}</main>`);
        payload = Buffer.from(`${JSON.stringify(entry)}\n${html}`);
      }
      const checksum = createHash('sha256').update(payload).digest('hex');
      writeFileSync(file, Buffer.concat([data.subarray(0, magicEnd + 1), Buffer.from(`${checksum}\n`), payload]));
      forged++;
    }
  }
  return forged;
}

describe('a forged build cache', () => {
  it('is not trusted: every page is rendered again and the output is a cold build, without the script', async () => {
    const { work, docs } = workspace();
    const home = path.join(work, 'home');
    await build(work, 'first', home);
    expect(forgeEntries(path.join(docs, '.quire', 'cache'))).toBeGreaterThan(2);
    // A fresh output folder (a CI checkout): only the cache could make the pages.
    const second = await build(work, 'second', home);
    expect(second.stdout).toContain('✓ Built 2 pages');
    expect(second.stdout).not.toContain('from the cache');
    for (const file of ['index.html', 'guide/index.html', 'guide.md', 'llms-full.txt'])
      expect(readFileSync(path.join(work, 'second', file), 'utf8')).not.toContain(SCRIPT);
    rmSync(path.join(docs, '.quire'), { recursive: true });
    await build(work, 'cold', home);
    expect(hashTree(path.join(work, 'second'))).toEqual(hashTree(path.join(work, 'cold')));
  });

  it('written on another machine (another key) is a miss; a lost key costs one cold build', async () => {
    const { work } = workspace();
    const mine = path.join(work, 'home-a');
    await build(work, 'out', mine);
    const keyFile = path.join(mine, '.cache', 'quire', 'cache-key');
    expect(statSync(keyFile).size).toBe(32);
    if (process.platform !== 'win32') expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect((await build(work, 'out', mine)).stdout).toContain('all from the cache');
    // Another user or machine: nothing it finds in the cache was written under its key.
    const other = await build(work, 'other', path.join(work, 'home-b'));
    expect(other.stdout).not.toContain('from the cache');
    // The key deleted: a new one is made, and the build after the next is from the cache again.
    rmSync(keyFile);
    expect((await build(work, 'out', mine)).stdout).not.toContain('from the cache');
    expect(existsSync(keyFile)).toBe(true);
    expect((await build(work, 'out', mine)).stdout).toContain('all from the cache');
    expect(hashTree(path.join(work, 'other'))).toEqual(hashTree(path.join(work, 'out')));
  });
});
