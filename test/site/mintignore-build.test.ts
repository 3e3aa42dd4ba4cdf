/**
 * `.mintignore` and Mintlify's default ignores, built: an ignored file is no page, no copied file, no `.md` copy,
 * not in `llms.txt` nor the sitemap, and a link to it is broken; a site.json project gets `.mintignore` only.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const PAGES: Record<string, string> = {
  'index.mdx': '---\ntitle: Home\n---\n\nWelcome. [Download](/files/data.csv)\n',
  'guide.mdx': '---\ntitle: Guide\n---\n\nSteps.\n',
  'AGENTS.md': '# Agent instructions\n\nInternal.\n',
  'README.md': '# Repository readme\n',
  'CHANGELOG.md': '# Changes\n',
  'drafts/next.mdx': '---\ntitle: Next\n---\n\nDraft.\n',
  'drafts/keep.png': 'png',
  'build/out.md': '# Built\n',
  'files/data.csv': 'a,b\n',
  'files/secret-plan.csv': 'x\n',
  'images/shot.png': 'png',
  'images/shot.draft.png': 'png',
  '.mintignore': '# internal files\nAGENTS.md\ndrafts/\n*.draft.png\n!CHANGELOG.md\n',
};

async function build(files: Record<string, string | object>, args: { allowBrokenLinks?: boolean } = {}) {
  const root = writeFixture(files);
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-mintignore-out-'));
  cleanup.push(root, parent);
  const out = path.join(parent, 'out');
  const result = await buildSite({ root, outDir: out, siteUrl: 'https://docs.example.com', ...args });
  return { out, result };
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(dir, rel) : [rel];
  });
}

describe('.mintignore', () => {
  it('leaves out what .mintignore and Mintlify ignore by default in a docs.json project', async () => {
    const docsJson = {
      name: 'Ignore',
      theme: 'mint',
      colors: { primary: '#0c8669', light: '#4fd1b0' },
      navigation: { pages: ['index', 'guide'] },
    };
    const { out, result } = await build({ 'docs.json': docsJson, ...PAGES });
    // The one page left outside the navigation is the re-included CHANGELOG.md.
    const warnings = result.diagnostics.filter((d) => d.severity !== 'info');
    expect(formatDiagnostics(warnings.filter((d) => d.file !== 'CHANGELOG.md'))).toBe('');
    expect(result.ok).toBe(true);
    const files = listFiles(out);
    for (const gone of ['AGENTS', 'README', 'drafts/', 'build/', 'shot.draft.png']) {
      expect(files.filter((file) => file.includes(gone))).toEqual([]);
    }
    // `!CHANGELOG.md` re-includes a default; a non-ignored page outside the navigation is still built.
    expect(files).toContain('CHANGELOG/index.html');
    expect(files).toContain('images/shot.png');
    expect(files).toContain('files/data.csv');
    for (const listing of ['llms.txt', 'llms-full.txt', 'sitemap.xml']) {
      const text = readOut(out, listing);
      expect(text).not.toMatch(/AGENTS|Agent instructions|README|Repository readme|drafts|Draft\./);
    }
    expect(readOut(out, 'llms.txt')).toContain('/guide');
  });

  it('reports a link to an ignored page as broken, as mint broken-links does', async () => {
    const docsJson = {
      name: 'Ignore',
      theme: 'mint',
      colors: { primary: '#0c8669', light: '#4fd1b0' },
      navigation: { pages: ['index'] },
    };
    const { result } = await build(
      { 'docs.json': docsJson, ...PAGES, 'index.mdx': '---\ntitle: Home\n---\n\n[Next](/drafts/next)\n' },
      { allowBrokenLinks: true },
    );
    expect(result.diagnostics.filter((d) => d.rule === 'markdown/broken-link').map((d) => d.file)).toEqual([
      'index.mdx',
    ]);
  });

  it('applies .mintignore, but not Mintlify default ignores, to a site.json project', async () => {
    const siteJson = { name: 'Ignore', navigation: [{ group: 'Docs', pages: ['index', 'guide'] }] };
    const { out, result } = await build({ 'site.json': siteJson, ...PAGES });
    expect(result.ok).toBe(true);
    const files = listFiles(out);
    expect(files.filter((file) => file.includes('AGENTS') || file.includes('drafts/'))).toEqual([]);
    expect(files).toContain('README/index.html');
    expect(existsSync(path.join(out, 'build/out/index.html'))).toBe(true);
  });
});
