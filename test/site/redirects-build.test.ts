/**
 * A site with redirects, built under `--base`: an HTML page at each literal source that sends readers on, `_redirects`
 * and `vercel.json` with every entry (wildcards included), and links to a redirect source that are not broken.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { hashTree, readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SITE: Record<string, string | object> = {
  'site.json': {
    name: 'Acme <Docs>',
    navigation: [{ group: 'Docs', pages: ['index', 'guides/setup', 'v2/intro'] }],
    redirects: [
      { source: '/old-setup', destination: '/guides/setup#install' },
      { source: 'older-setup', destination: '/old-setup', permanent: false },
      { source: '/beta/:slug*', destination: '/v2/:slug*' },
      { source: '/articles/concepts-*', destination: '/guides/setup' },
      { source: '/leave', destination: 'https://example.com/?a=1&b=2' },
      { source: '/guides/setup#old', destination: '/v2/intro' },
    ],
  },
  'index.md': '# Home\n\nSee [the old setup page](/old-setup), [a beta page](/beta/intro) and [older](older-setup).\n',
  'guides/setup.md': '# Setup\n\n## Install\n\nRun it.\n',
  'v2/intro.md': '# Intro\n\nHello.\n',
};

async function build(files: Record<string, string | object>, base = '/docs/') {
  const root = writeFixture(files);
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-redirects-out-'));
  cleanup.push(root, parent);
  const outDir = path.join(parent, 'out');
  const result = await buildSite({ root, outDir, base, cache: false });
  return { result, outDir };
}

describe('a site with redirects', () => {
  it('writes a redirect page for each literal source, and the host configs for all', async () => {
    const { result, outDir } = await build(SITE);
    expect(result.diagnostics.map((d) => d.rule)).toEqual(['config/redirect-ignored']);
    expect(result.ok).toBe(true);

    const page = readOut(outDir, 'old-setup/index.html');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/guides/setup/#install">');
    expect(page).toContain('<link rel="canonical" href="/docs/guides/setup/#install">');
    expect(page).toContain('<a href="/docs/guides/setup/#install">');
    expect(page).toContain('<title>Acme &lt;Docs&gt;</title>');
    expect(readOut(outDir, 'older-setup/index.html')).toContain('url=/docs/old-setup"');
    expect(readOut(outDir, 'leave/index.html')).toContain('href="https://example.com/?a=1&amp;b=2"');
    // Patterns are for the hosts: no page.
    expect(existsSync(path.join(outDir, 'beta'))).toBe(false);

    expect(readOut(outDir, '_redirects').split('\n').slice(1)).toEqual([
      '/docs/old-setup /docs/guides/setup#install 301',
      '/docs/older-setup /docs/old-setup 302',
      // Plain paths before patterns when no pattern before them matches them (Cloudflare's limits count on it).
      '/docs/leave https://example.com/?a=1&b=2 301',
      '/docs/beta/* /docs/v2/:splat 301',
      '/docs/articles/concepts-* /docs/guides/setup 301',
      '',
    ]);
    expect(JSON.parse(readOut(outDir, 'vercel.json'))).toMatchObject({
      redirects: [
        { source: '/docs/old-setup', destination: '/docs/guides/setup#install', permanent: true },
        { source: '/docs/older-setup', destination: '/docs/old-setup', permanent: false },
        { source: '/docs/beta/:slug*', destination: '/docs/v2/:slug*', permanent: true },
        { source: '/docs/articles/concepts-:splat(.*)', destination: '/docs/guides/setup', permanent: true },
        { source: '/docs/leave', destination: 'https://example.com/?a=1&b=2', permanent: true },
        // Then a page asked for as Markdown (`Accept: text/markdown`) goes to its `.md`.
        { source: '/docs/', destination: '/docs/index.md', permanent: false },
        { source: '/docs/:path+/', destination: '/docs/:path+.md', permanent: false },
      ],
    });
  });

  it('treats links to redirect sources as valid, under the base', async () => {
    const { result, outDir } = await build(SITE);
    expect(result.diagnostics.filter((d) => d.rule === 'markdown/broken-link')).toEqual([]);
    const home = readOut(outDir, 'index.html');
    expect(home).toContain('href="/docs/old-setup"');
    expect(home).toContain('href="/docs/beta/intro"');
  });

  it('builds byte-identical output twice', async () => {
    const first = await build(SITE);
    const second = await build(SITE);
    expect(hashTree(second.outDir)).toEqual(hashTree(first.outDir));
  });

  it('fails on a destination that does not exist and warns of a loop, at the entry', async () => {
    const text = JSON.stringify(
      {
        name: 'Acme',
        navigation: [{ group: 'Docs', pages: ['index'] }],
        redirects: [
          { source: '/a', destination: '/b' },
          { source: '/b', destination: '/a' },
          { source: '/c', destination: '/nowhere' },
        ],
      },
      null,
      2,
    );
    const { result } = await build({ 'site.json': text, 'index.md': '# Home\n' }, '/');
    expect(result.ok).toBe(false);
    expect(
      result.diagnostics
        .filter((d) => d.rule.startsWith('config/redirect'))
        .map((d) => formatDiagnostics([d]).split('\n')[0]),
    ).toEqual([
      expect.stringMatching(
        /^site\.json:12:5 warning redirects\[0\]: redirect loop: \/a → \/b → \/a; .* leaves the loop out: redirects\[0\], redirects\[1\]/,
      ),
      expect.stringMatching(/^site\.json:20:5 error redirects\[2\]: redirect destination "\/nowhere" is not a page/),
    ]);
  });

  it("keeps a page's Markdown where a redirect source names it, and warns (ollama: `/development.md`)", async () => {
    const { result, outDir } = await build(
      {
        'docs.json': {
          name: 'Dev',
          theme: 'mint',
          colors: { primary: '#0a7' },
          navigation: { pages: ['index'] },
          redirects: [{ source: '/development.md', destination: '/development' }],
        },
        'index.md': '# Home\n',
        'development.md': '# Development\n\nBuild it.\n',
      },
      '/',
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
    const warning = result.diagnostics.find((d) => d.rule === 'config/redirect-hides-page');
    expect(warning?.message).toContain('the Markdown version of the page development.md');
    expect(readOut(outDir, 'development.md')).toContain('Build it.');
    expect(readOut(outDir, 'development/index.html')).toContain('Build it.');
    expect(readOut(outDir, '_redirects')).toContain('/development.md /development 301');
  });
});
