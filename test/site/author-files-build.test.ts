/**
 * The author's own stylesheets and scripts, as Mintlify has them: every `.css` file of the docs folder is linked on
 * every page after Quire's styles, every `.js` file is loaded as a deferred script, under `--base` and with names
 * percent-encoded; snippet modules are not scripts, and a site without either links nothing more. Pages link a copy
 * named by content hash, beside the file (which is still published at its own path).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { selectAuthorFiles } from '../../src/site/author-files.js';
import { hashTree, readOut, writeFixture } from '../helpers/site-fixture.js';

/** The 8-character content hash Quire names files by (hex SHA-256, as `utils/hash.ts`). */
function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}

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
  it('links a content-hashed copy of every .css and .js file, on every page, and publishes the file too', async () => {
    const css = '.section-numbered { counter-reset: s; }\n';
    const extra = 'h2 { letter-spacing: 0; }\n';
    const js = 'window.loaded = true;\n';
    const { result, outDir } = await build({
      'style.css': css,
      'static/styles/extra style.css': extra,
      'analytics.js': js,
      'snippets/catalog.js': 'export const Catalog = () => null;\n',
    });
    expect(result.ok).toBe(true);
    const hashedCss = `style.${hashOf(css)}.css`;
    const hashedExtra = `static/styles/extra style.${hashOf(extra)}.css`;
    const hashedJs = `analytics.${hashOf(js)}.js`;
    for (const page of ['index.html', 'guide/a/index.html']) {
      const html = readOut(outDir, page);
      const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
      // Quire's own styles first, then the author's, in path order.
      expect(links.slice(-2)).toEqual([`/docs/static/styles/extra%20style.${hashOf(extra)}.css`, `/docs/${hashedCss}`]);
      expect(links.slice(0, -2).every((href) => href.startsWith('/docs/_quire/'))).toBe(true);
      expect(html).toContain(`<script defer src="/docs/${hashedJs}"></script>`);
      expect(html).not.toContain('catalog.js');
    }
    // The copies hold the files' bytes; the files stay at their own paths for pages that link them by name.
    expect(readOut(outDir, hashedCss)).toBe(css);
    expect(readOut(outDir, hashedExtra)).toBe(extra);
    expect(readOut(outDir, hashedJs)).toBe(js);
    expect(readOut(outDir, 'style.css')).toBe(css);
    expect(readOut(outDir, 'analytics.js')).toBe(js);
    // Files the site's policy lets through as they are get no policy warning.
    expect(result.diagnostics.filter((d) => d.rule === 'content/author-file-csp')).toEqual([]);
  });

  it('warns, at the place, when a file asks for what the policy refuses (and still links it)', async () => {
    const { result, outDir } = await build({
      'fonts.css':
        "/* Inter */\n@import url('https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap');\n",
      'tag.js':
        "(function () {\n  var s = document.createElement('script');\n  s.src = 'https://cdn.segment.com/analytics.js/v1/' + key + '/analytics.min.js';\n})();\n",
    });
    expect(result.ok).toBe(true);
    const found = result.diagnostics
      .filter((d) => d.rule === 'content/author-file-csp')
      .map((d) => `${d.severity} ${d.file}:${d.position?.line}:${d.position?.column} ${d.message.split(',')[0]}`);
    expect(found).toEqual([
      'warning fonts.css:2:1 fonts.css imports stylesheets from https://fonts.googleapis.com',
      'warning tag.js:3:12 tag.js loads scripts from https://cdn.segment.com',
    ]);
    expect(readOut(outDir, 'index.html')).toContain(`<script defer src="/docs/tag.`);
  });

  it('is deterministic, and an edit renames the copy', async () => {
    const first = await build({ 'style.css': 'a { color: red; }\n' });
    const second = await build({ 'style.css': 'a { color: red; }\n' });
    expect(hashTree(second.outDir)).toEqual(hashTree(first.outDir));
    const edited = await build({ 'style.css': 'a { color: blue; }\n' });
    const html = readOut(edited.outDir, 'index.html');
    expect(html).toContain(`/docs/style.${hashOf('a { color: blue; }\n')}.css`);
    expect(html).not.toContain(`/docs/style.${hashOf('a { color: red; }\n')}.css`);
  });

  it('links the file itself when the docs folder already has a file of the hashed name', async () => {
    const css = 'p { margin: 0; }\n';
    const { outDir } = await build({ 'style.css': css, [`style.${hashOf(css)}.css`]: '/* the author’s own */\n' });
    const html = readOut(outDir, 'index.html');
    expect(html).toContain('href="/docs/style.css"');
    expect(readFileSync(path.join(outDir, `style.${hashOf(css)}.css`), 'utf8')).toBe('/* the author’s own */\n');
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
    ).toEqual({ styles: ['a%23b.css'], scripts: ['public/p.js', 'x%3F.js'], files: [] });
  });
});
