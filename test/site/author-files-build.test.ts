/**
 * The author's own stylesheets and scripts, as Mintlify has them: every `.css` file of the docs folder is linked on
 * every page after Quire's styles, every `.js` file is loaded as a deferred script, under `--base` and with names
 * percent-encoded; snippet modules are not scripts, and a site without either links nothing more.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { selectAuthorFiles } from '../../src/site/author-files.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function build(files: Record<string, string | object>) {
  const root = writeFixture({
    'docs.json': {
      name: 'Acme',
      theme: 'mint',
      colors: { primary: '#0D9373' },
      navigation: { pages: ['index', 'guide/a'] },
    },
    'index.mdx': '# Home\n\n<div className="section-numbered">Hello.</div>\n',
    'guide/a.mdx': '# A\n\nText.\n',
    ...files,
  });
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-author-files-'));
  cleanup.push(root, parent);
  const outDir = path.join(parent, 'out');
  const result = await buildSite({ root, outDir, base: '/docs/', cache: false });
  return { result, outDir };
}

describe('the author’s stylesheets and scripts', () => {
  it('links every .css file after Quire’s styles and loads every .js file, on every page', async () => {
    const { result, outDir } = await build({
      'style.css': '.section-numbered { counter-reset: s; }\n',
      'static/styles/extra style.css': 'h2 { letter-spacing: 0; }\n',
      'analytics.js': 'window.loaded = true;\n',
      'snippets/catalog.js': 'export const Catalog = () => null;\n',
    });
    expect(result.ok).toBe(true);
    for (const page of ['index.html', 'guide/a/index.html']) {
      const html = readOut(outDir, page);
      const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
      // Quire's own styles first, then the author's, in path order.
      expect(links.slice(-2)).toEqual(['/docs/static/styles/extra%20style.css', '/docs/style.css']);
      expect(links.slice(0, -2).every((href) => href.startsWith('/docs/_quire/'))).toBe(true);
      expect(html).toContain('<script defer src="/docs/analytics.js"></script>');
      expect(html).not.toContain('catalog.js');
    }
    expect(readOut(outDir, 'style.css')).toContain('counter-reset');
    expect(readOut(outDir, 'analytics.js')).toContain('window.loaded');
  });

  it('adds nothing to a site that has neither', async () => {
    const { outDir } = await build({});
    const html = readOut(outDir, 'index.html');
    expect(html).not.toContain('<script defer');
    expect(
      [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].every((m) => m[1].startsWith('/docs/_quire/')),
    ).toBe(true);
  });

  it('leaves snippet folders out and encodes each path segment', () => {
    expect(
      selectAuthorFiles(['_snippets/a.js', 'a#b.css', 'images/x.png', 'public/p.js', 'snippets/s.css', 'x?.js']),
    ).toEqual({ styles: ['a%23b.css'], scripts: ['public/p.js', 'x%3F.js'] });
  });
});
