/**
 * docs.json `metadata.timestamp` in a build: each page shows the date of its file's last git commit when the docs
 * folder is in a repository; front matter `timestamp` overrides the setting per page and `lastUpdatedDate` gives a
 * date of its own; without git there is no date and no diagnostic; the same commit builds the same bytes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { readPageSettings } from '../../src/content/page-settings.js';
import { lastModifiedOf } from '../../src/render/last-modified.js';
import { resolveConfig } from '../../src/config/index.js';
import { gitCommitAll, gitInit } from '../helpers/git-repo.js';
import { hashTree, readOut } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const FILES: Record<string, string> = {
  'docs/docs.json': JSON.stringify({
    name: 'Dates',
    metadata: { timestamp: true },
    navigation: { pages: ['index', 'guide', 'quiet', 'fixed'] },
  }),
  'docs/index.md': '# Home\n\nHello.\n',
  'docs/guide.md': '# Guide\n\nGo.\n',
  'docs/quiet.md': '---\ntitle: Quiet\ntimestamp: false\n---\n\nNo date.\n',
  'docs/fixed.md': '---\ntitle: Fixed\nlastUpdatedDate: 2024-12-31\n---\n\nImported.\n',
};

function writeTree(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}

async function build(docs: string): Promise<{ out: string; diagnostics: string[] }> {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-last-modified-out-'));
  cleanup.push(parent);
  const out = path.join(parent, 'out');
  const result = await buildSite({ root: docs, outDir: out });
  expect(result.ok).toBe(true);
  return { out, diagnostics: result.diagnostics.map((d) => `${d.rule} ${d.jsonPath ?? d.file}`) };
}

const shown = (date: string, text: string) =>
  `<p class="q-last-modified">Last modified on <time datetime="${date}">${text}</time></p>`;

describe('metadata.timestamp', () => {
  it('shows the last commit date of each page, with the front matter overrides', async () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'quire-last-modified-'));
    cleanup.push(repo);
    gitInit(repo);
    writeTree(repo, FILES);
    gitCommitAll(repo, '2025-01-02T23:30:00-05:00');
    writeTree(repo, { 'docs/guide.md': '# Guide\n\nGo on.\n' });
    gitCommitAll(repo, '2025-03-04T05:06:07+00:00');
    const docs = path.join(repo, 'docs');
    const { out, diagnostics } = await build(docs);
    expect(diagnostics).toEqual([]);
    // The day as the committer's clock had it (23:30 at -05:00 is still 2 January there).
    expect(readOut(out, 'index.html')).toContain(shown('2025-01-02', 'January 2, 2025'));
    expect(readOut(out, 'guide/index.html')).toContain(shown('2025-03-04', 'March 4, 2025'));
    expect(readOut(out, 'quiet/index.html')).not.toContain('q-last-modified');
    expect(readOut(out, 'fixed/index.html')).toContain(shown('2024-12-31', 'December 31, 2024'));
    // Deterministic for the same commit.
    const again = await build(docs);
    expect(hashTree(again.out)).toEqual(hashTree(out));
  });

  it('shows no date and reports nothing when the docs folder is not in a git repository', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-last-modified-'));
    cleanup.push(dir);
    writeTree(dir, FILES);
    const { out, diagnostics } = await build(path.join(dir, 'docs'));
    expect(diagnostics).toEqual([]);
    expect(readOut(out, 'index.html')).not.toContain('q-last-modified');
    // lastUpdatedDate needs no git.
    expect(readOut(out, 'fixed/index.html')).toContain(shown('2024-12-31', 'December 31, 2024'));
  });
});

describe('lastModifiedOf', () => {
  const config = (timestamp: boolean) =>
    ({ ...resolveConfig({ name: 'x', navigation: [] } as never), ...(timestamp && { timestamp: true }) }) as never;
  const settings = (front: Record<string, unknown>) => readPageSettings('p.md', '', front).settings;

  it('follows the setting, then the page; a date of its own wins over git', () => {
    const git = '2025-06-07T08:09:10+02:00';
    expect(lastModifiedOf(config(true), { settings: settings({}), lastModified: git })?.text).toBe('June 7, 2025');
    expect(lastModifiedOf(config(false), { settings: settings({}), lastModified: git })).toBeUndefined();
    expect(lastModifiedOf(config(false), { settings: settings({ timestamp: true }), lastModified: git })?.date).toBe(
      '2025-06-07',
    );
    expect(
      lastModifiedOf(config(true), { settings: settings({ timestamp: false }), lastModified: git }),
    ).toBeUndefined();
    expect(
      lastModifiedOf(config(true), {
        settings: settings({ lastUpdatedDate: '2020-02-29T10:00:00Z' }),
        lastModified: git,
      }),
    ).toEqual({ date: '2020-02-29', text: 'February 29, 2020' });
    expect(lastModifiedOf(config(true), { settings: settings({}) })).toBeUndefined();
  });

  it('warns about a lastUpdatedDate that is no date, and keeps the git date', () => {
    const read = readPageSettings('p.md', '---\nlastUpdatedDate: soon\n---\n', { lastUpdatedDate: 'soon' });
    expect(read.settings.lastUpdated).toBeUndefined();
    expect(read.diagnostics.map((d) => d.message)).toEqual([
      'front matter `lastUpdatedDate` should be a date, found string "soon"; the page shows its git date',
    ]);
  });
});
