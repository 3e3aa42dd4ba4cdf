/**
 * The docs folder's own `llms.txt`, `llms-full.txt`, `sitemap.xml`, `robots.txt` and `skill.md` (at its root) are
 * published as written in place of the generated files, each with a note; `skill.md` is not built as a page. In
 * `quire dev`, the author's `llms.txt` and `llms-full.txt` are served over the generated ones too.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { lookupPath } from '../../src/dev/lookup.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const OWN: Record<string, string> = {
  'llms.txt': '# Acme, by hand\n\n- [Start](/start.md)\n',
  'llms-full.txt': '# Acme, everything\n\nWritten by hand.\n',
  'sitemap.xml':
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://acme.test/hand</loc></url></urlset>\n',
  'robots.txt': 'User-agent: *\nDisallow: /private/\n',
  'skill.md': '---\nname: acme\ndescription: Use the Acme API.\n---\n\n# Acme skill\n',
};

const SITE = {
  'docs.json': {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Acme',
    colors: { primary: '#0a6' },
    navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
  },
  'index.mdx': '---\ntitle: Welcome\n---\n\nHello.\n',
  'guide.mdx': '---\ntitle: Guide\n---\n\nThe guide.\n',
};

async function build(files: Record<string, string | object>) {
  const root = writeFixture(files);
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-agent-out-'));
  cleanup.push(root, parent);
  const outDir = path.join(parent, 'out');
  const cacheDir = path.join(parent, 'cache');
  const result = await buildSite({ root, outDir, cacheDir, siteUrl: 'https://acme.test' });
  expect(result.ok, formatDiagnostics(result.diagnostics)).toBe(true);
  return { root, outDir, cacheDir, result };
}

describe("the author's agent files", () => {
  it('win over the generated ones, byte for byte, each with a note; skill.md is no page', async () => {
    const { outDir, result } = await build({ ...SITE, ...OWN });
    for (const [name, text] of Object.entries(OWN)) expect(readOut(outDir, name), name).toBe(text);
    const notes = result.diagnostics.filter((d) => d.rule === 'content/own-agent-file');
    expect(notes.map((d) => [d.severity, d.file])).toEqual(
      Object.keys(OWN)
        .sort()
        .map((name) => ['info', name]),
    );
    expect(notes.find((d) => d.file === 'llms.txt')?.message).toBe(
      'llms.txt of the docs folder is published as written, in place of the generated index of every page',
    );
    expect(existsSync(path.join(outDir, 'skill/index.html'))).toBe(false);
    // The pages' own Markdown is still written.
    expect(readOut(outDir, 'guide.md')).toContain('The guide.');
  });

  it('without them, the generated files are written and no note is given', async () => {
    const { outDir, result } = await build(SITE);
    expect(readOut(outDir, 'llms.txt')).toContain('- [Guide](https://acme.test/guide.md)');
    expect(readOut(outDir, 'llms-full.txt')).toContain('The guide.');
    expect(readOut(outDir, 'sitemap.xml')).toContain('<loc>https://acme.test/guide/</loc>');
    expect(readOut(outDir, 'robots.txt')).toContain('Sitemap: https://acme.test/sitemap.xml');
    expect(existsSync(path.join(outDir, 'skill.md'))).toBe(false);
    expect(result.diagnostics.filter((d) => d.rule === 'content/own-agent-file')).toEqual([]);
  });

  it("a rebuild from the cache after the author's llms-full.txt is removed writes the generated one again", async () => {
    const first = await build({ ...SITE, 'llms-full.txt': OWN['llms-full.txt'] });
    rmSync(path.join(first.root, 'llms-full.txt'));
    const again = await buildSite({ root: first.root, outDir: first.outDir, cacheDir: first.cacheDir });
    expect(again.ok, formatDiagnostics(again.diagnostics)).toBe(true);
    const full = readOut(first.outDir, 'llms-full.txt');
    expect(full).toContain('The guide.');
    expect(full).not.toContain('Written by hand.');
  });
});

describe('quire dev', () => {
  const index = (assets: string[]) => ({
    base: '/',
    pagesByOutPath: new Map(),
    files: new Map(),
    assets: new Set(assets),
    markdownPages: new Map(),
  });

  it("serves the author's llms.txt and llms-full.txt as static files, else the generated ones", () => {
    expect(lookupPath(index(['llms.txt', 'llms-full.txt']), '/llms.txt')).toEqual({ kind: 'asset', path: 'llms.txt' });
    expect(lookupPath(index(['llms-full.txt']), '/llms-full.txt')).toEqual({ kind: 'asset', path: 'llms-full.txt' });
    expect(lookupPath(index([]), '/llms.txt')).toEqual({ kind: 'llms', path: 'llms.txt' });
  });
});
