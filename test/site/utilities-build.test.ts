/**
 * Tailwind utility classes in a built site: one content-hashed stylesheet with the utilities that pages and
 * snippets use, linked on every page after Quire's styles and before the author's; none for a site without any;
 * byte-identical across builds; and `quire dev` updates it when a save adds a class.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { createDevSession } from '../../src/dev/session.js';
import { hashTree, readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const DOCS_JSON = {
  name: 'Acme',
  theme: 'mint',
  colors: { primary: '#16A34A' },
  navigation: { pages: ['index', 'plain'] },
};

const PAGES = {
  'docs.json': DOCS_JSON,
  'index.mdx': [
    '---',
    'title: Home',
    '---',
    "import { Hero } from '/snippets/hero.jsx';",
    '',
    '<Hero title="Welcome" />',
    '',
    '<div className="grid grid-cols-2 gap-4 home-cards">',
    '  <div className="p-4 dark:bg-zinc-900">One</div>',
    '  <div className="p-4">Two</div>',
    '</div>',
    '',
    '```html',
    '<div class="underline">shown as code, not styled</div>',
    '```',
    '',
  ].join('\n'),
  'snippets/hero.jsx': 'export const Hero = ({ title }) => <h2 className="text-4xl tracking-tight">{title}</h2>;\n',
  'plain.mdx': '---\ntitle: Plain\ndescription: A page.\n---\n\n<div>No classes here.</div>\n',
};

async function build(files: Record<string, string | object>) {
  const root = writeFixture(files);
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-utilities-'));
  cleanup.push(root, parent);
  const outDir = path.join(parent, 'out');
  const result = await buildSite({ root, outDir, base: '/docs/', cache: false });
  return { root, result, outDir };
}

function stylesheetLinks(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!);
}

function utilityFiles(outDir: string): string[] {
  return readdirSync(path.join(outDir, '_quire')).filter((name) => name.startsWith('utilities.'));
}

describe('Tailwind utility classes', () => {
  it('compiles the classes of pages and snippets into one hashed sheet, linked after Quire’s styles', async () => {
    const { result, outDir } = await build({ ...PAGES, 'style.css': '.home-cards { outline: 0; }\n' });
    expect(result.ok).toBe(true);
    const [file, ...others] = utilityFiles(outDir);
    expect(others).toEqual([]);
    expect(file).toMatch(/^utilities\.[0-9a-f]{8}\.css$/);
    const css = readOut(outDir, `_quire/${file}`);
    expect(css).toContain('.q-content :is(.grid-cols-2){grid-template-columns:repeat(2,minmax(0,1fr));}');
    expect(css).toContain('.q-content :is(.dark .dark\\:bg-zinc-900)');
    // From the snippet's JSX.
    expect(css).toContain('.q-content :is(.text-4xl){font-size:2.25rem;line-height:2.5rem;}');
    // Only what is used: not the code block's class, not the author's own class, no preflight.
    expect(css).not.toContain('underline');
    expect(css).not.toContain('home-cards');
    expect(css).not.toMatch(/(^|\n)\s*(\*|html|body)[\s,{]/);
    for (const page of ['index.html', 'plain/index.html']) {
      const links = stylesheetLinks(readOut(outDir, page));
      const at = links.indexOf(`/docs/_quire/${file}`);
      expect(at).toBeGreaterThan(0);
      expect(links.slice(0, at).every((href) => /^\/docs\/_quire\/(?!utilities)/.test(href))).toBe(true);
      // The author's own stylesheet comes last, as a copy named by its content hash (site/author-files.ts).
      expect(links.slice(at + 1)).toEqual([expect.stringMatching(/^\/docs\/style\.[0-9a-f]{8}\.css$/)]);
    }
    const home = readOut(outDir, 'index.html');
    expect(home).toContain('<div class="grid grid-cols-2 gap-4 home-cards">');
    expect(home).toContain('<h2 class="text-4xl tracking-tight"');
  });

  it('ships no sheet and no link for a site whose classes are no utilities', async () => {
    const { result, outDir } = await build({
      ...PAGES,
      'index.mdx': '---\ntitle: Home\n---\n\n<div className="home-cards">Own class only.</div>\n',
      'snippets/hero.jsx': 'export const Hero = () => <p>Hi</p>;\n',
    });
    expect(result.ok).toBe(true);
    expect(utilityFiles(outDir)).toEqual([]);
    expect(readOut(outDir, 'index.html')).not.toContain('utilities.');
  });

  it('builds byte-identical output twice', async () => {
    const first = await build(PAGES);
    const second = await build(PAGES);
    expect(hashTree(second.outDir)).toEqual(hashTree(first.outDir));
  });

  it('in quire dev, a save that adds a class updates the sheet and every page’s link', async () => {
    const root = writeFixture(PAGES);
    cleanup.push(root);
    const session = createDevSession(root);
    await session.start();
    const sheetOf = (pathname: string) => {
      const resource = session.resolve(pathname);
      if (resource.kind !== 'html') throw new Error(`expected HTML at ${pathname}`);
      const href = stylesheetLinks(resource.html).find((link) => link.includes('/utilities.'));
      const file = href && session.resolve(href);
      return { href, css: file && file.kind === 'file' ? String(file.content) : undefined };
    };
    const before = sheetOf('/plain/');
    expect(before.css).toContain('.grid-cols-2');
    expect(before.css).not.toContain('.rounded-xl');

    const save = async (body: string) => {
      writeFileSync(path.join(root, 'plain.mdx'), `---\ntitle: Plain\ndescription: A page.\n---\n\n${body}\n`);
      return session.applyChanges(['plain.mdx']);
    };
    // A save that changes no class keeps the sheet.
    await save('<div>Edited.</div>');
    expect(sheetOf('/plain/').href).toBe(before.href);
    // A save that only adds a class (the page's metadata, and so its plan, stay): a new sheet, linked by every page.
    const update = await save('<div className="rounded-xl">Edited.</div>');
    expect(update.reloadAll).toBe(true);
    const after = sheetOf('/plain/');
    expect(after.href).not.toBe(before.href);
    expect(after.css).toContain('.q-content :is(.rounded-xl){border-radius:0.75rem;}');
    expect(sheetOf('/').href).toBe(after.href);
    await save('<div className="rounded-xl">Edited again.</div>');
    expect(sheetOf('/plain/').href).toBe(after.href);
  });
});
