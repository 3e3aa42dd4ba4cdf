/**
 * The files a site publishes: every file a page links to is among them. Checked on the real Mintlify projects of the
 * shared corpus against an independent reading of their links (the markdown parser's link, image and definition
 * nodes, and the attributes of raw HTML and JSX), and on small cases of the link scanner.
 */
import type { Nodes } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { loadContent } from '../../src/content/index.js';
import { resolveLinkTarget } from '../../src/markdown/link-target.js';
import { findFileReferences } from '../../src/site/file-references.js';
import { changesLinkedFiles, selectPublishedFiles } from '../../src/site/published-files.js';
import { corpusPath, describeCorpus } from '../helpers/shared-corpus.js';

const PROJECTS = [
  'triggerdotdev__trigger.dev@440d413',
  'unkeyed__unkey@ea2fe44',
  'PrefectHQ__prefect@d56a01c',
  'mem0ai__mem0@cc9acb7',
  'Portkey-AI__docs-core@5214df2',
  'mintlify__docs',
  'teamhanko__docs',
];

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm);
// The attributes that hold URLs in the corpus's HTML and Mintlify components (`<Card img href>`, `<video poster src>`).
const HTML_ATTRIBUTE = /\s(?:src|href|img|image|poster)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g;

/** Every URL a page links to, read with the markdown parser: links, images, definitions, and HTML/JSX attributes. */
function linksOf(raw: string): string[] {
  const urls: string[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') urls.push(node.url);
    if (node.type === 'html')
      for (const match of node.value.matchAll(HTML_ATTRIBUTE)) urls.push(match[1] ?? match[2] ?? match[3]);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(parser.parse(raw));
  return urls;
}

describeCorpus('the files published for real Mintlify projects', () => {
  it.each(PROJECTS)('%s: every file a page links to is published', async (name) => {
    const root = corpusPath('mintlify-projects', name);
    const content = await loadContent(root);
    // The corpus left out images and other binaries: each local link that names no page stands for a file that exists.
    const noFiles = {
      base: '/',
      urlByPath: Object.fromEntries([...content.pages.keys()].map((page) => [page, '/'])),
      assets: {},
    };
    const linked = new Set<string>();
    for (const [page, raw] of content.pages) {
      for (const url of linksOf(raw)) {
        const target = resolveLinkTarget(url, page, noFiles);
        if (target.kind === 'missing' && target.path !== '' && !target.path.endsWith('/')) linked.add(target.path);
      }
    }
    const assets = [...new Set([...content.assets, ...linked])].sort();
    const config = resolveConfig({ name, navigation: [] });
    const { assets: published, diagnostics } = selectPublishedFiles({
      root,
      configFile: 'site.json',
      config,
      content: { pages: content.pages, assets },
      openapi: { documents: [], failed: 0, files: [] },
    });
    expect(linked.size).toBeGreaterThan(10);
    expect([...linked].filter((file) => !published.includes(file))).toEqual([]);
    expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });
});

describe('findFileReferences', () => {
  const files = new Set([
    'files/a.zip',
    'files/b.zip',
    'files/c.zip',
    'files/d.zip',
    'files/e.zip',
    'files/my file.zip',
  ]);
  const scan = (raw: string) =>
    findFileReferences(new Map([['guide/page.md', raw]]), files).map(
      (r) => `${r.position.line}:${r.position.column} ${r.file}`,
    );

  it('finds links, images, definitions and HTML and JSX attributes, resolved from the page', () => {
    const raw = [
      '[a](../files/a.zip "title") ![b](/files/b.zip)',
      '<a href="/files/c.zip">c</a> <Card href={"/files/d.zip"} />',
      '[e]: <../files/e.zip>',
      '[space](</files/my file.zip>) <video src=/files/a.zip>',
    ].join('\n');
    expect(scan(raw)).toEqual([
      '1:5 files/a.zip',
      '1:34 files/b.zip',
      '4:10 files/my file.zip',
      '3:7 files/e.zip',
      '2:10 files/c.zip',
      '2:43 files/d.zip',
      '4:42 files/a.zip',
    ]);
  });

  it('skips fenced code and code spans, but not what follows them', () => {
    const raw = [
      '```md',
      '[a](/files/a.zip)',
      '```',
      '',
      'Use `[b](/files/b.zip)` or ``<img src="/files/c.zip">``.',
      '',
      '[d](/files/d.zip)',
    ].join('\n');
    expect(scan(raw)).toEqual(['7:5 files/d.zip']);
  });

  it('gives page paths precedence, and ignores external and missing targets', () => {
    const pages = new Map([
      ['files/a.zip.md', '# A page'],
      ['index.md', '[x](files/a.zip) [y](https://x.test/files/b.zip) [z](/files/none.zip)'],
    ]);
    expect(findFileReferences(pages, files)).toEqual([]);
  });
});

describe('changesLinkedFiles (the dev server plans again when it is true)', () => {
  const content = {
    pages: new Map([['index.md', '# Home\n\n![logo](/logo.png)\n']]),
    assets: ['data.csv', 'key.pem', 'logo.png'],
  };

  it('is true when an edit links to a file published only when linked, or to a key', () => {
    expect(changesLinkedFiles(content, 'index.md', '# Home\n\n[data](/data.csv)\n')).toBe(true);
    expect(changesLinkedFiles(content, 'index.md', '# Home\n\n[key](/key.pem)\n')).toBe(true);
  });

  it('is false when the edit changes no such link', () => {
    expect(
      changesLinkedFiles(content, 'index.md', '# Home, edited\n\n![logo](/logo.png) and `[data](/data.csv)`\n'),
    ).toBe(false);
  });
});
