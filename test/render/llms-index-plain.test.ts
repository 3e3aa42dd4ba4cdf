/**
 * `llms.txt` written line by line as plain strings where nothing needs escaping (llms-plain-markdown.ts) is byte for
 * byte what the Markdown serializer writes for the whole tree: on the real Mintlify projects of the shared corpus, on
 * the example docs, and on titles, descriptions, group names and paths made to trip it up.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NavItem, SiteGraph } from '../../src/graph/types.js';
import { createLlmsIndex, createLlmsIndexWithSerializer, llmsSections } from '../../src/render/llms-files.js';
import { isPlainText, plainLinkItem } from '../../src/render/llms-plain-markdown.js';
import type { UrlOptions } from '../../src/render/page-data.js';
import { loadSite } from '../../src/site/load-site.js';
import { planSite } from '../../src/site/plan-site.js';
import { corpusPath, describeCorpus, hasSharedCorpus } from '../helpers/shared-corpus.js';
import { createRandom } from '../bench/generate-site.js';

const EXAMPLE_DOCS = fileURLToPath(new URL('../../example-docs/', import.meta.url));
const URLS: UrlOptions[] = [
  { base: '/' },
  { base: '/docs/' },
  { base: '/', siteUrl: 'https://www.example.com' },
  { base: '/v2 (beta)/' },
  { base: '/a&b_c*d/', siteUrl: 'http://localhost:4000' },
];

/** The site graph as the build plans it (load, then plan). */
async function planGraph(root: string): Promise<SiteGraph> {
  const { site, diagnostics } = await loadSite(root, { offline: true });
  if (!site) throw new Error(diagnostics.map((d) => d.message).join('\n'));
  return planSite(site, { base: '/' }).plan.graph;
}

function expectSameIndex(graph: SiteGraph): void {
  for (const urls of URLS) expect(createLlmsIndex(graph, urls)).toBe(createLlmsIndexWithSerializer(graph, urls));
}

/** How many of the graph's `llms.txt` items the plain path writes, and how many there are. */
function plainItems(graph: SiteGraph): { plain: number; total: number } {
  let plain = 0;
  let total = 0;
  for (const { pages } of llmsSections(graph)) {
    for (const index of pages) {
      const page = graph.pages[index];
      total++;
      if (plainLinkItem(page.title, `/${page.path}.md`, page.description.trim())) plain++;
    }
  }
  return { plain, total };
}

const PUNCTUATION = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'];
const PIECES = [
  ...PUNCTUATION,
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\u00a0',
  '\u200b',
  'a',
  'Z',
  'w',
  'W',
  'p',
  's',
  '1',
  '42',
  'é',
  '漢字',
  '🚀',
  '👩‍💻',
  'www.',
  'http://',
  'https://x.y',
  'mailto:',
  'a@b.co',
  '&amp;',
  '&#35;',
  '<b>',
  '</x>',
  '<!--',
  '[x]',
  '](',
  '![',
  '**',
  '__',
  '``',
  '~~',
  '$$',
  '\\\\',
  'word',
  'Get started',
];

/** Hand-picked texts: markdown punctuation of every kind, in the positions where it means something. */
const ADVERSARIAL = [
  ...PUNCTUATION.flatMap((p) => [p, `${p}start`, `end${p}`, `mid${p}word`, `mid ${p} word`, `${p}${p}`, `a ${p}`]),
  ...['1.', '1. Intro', '2) Two', '10.5 release', '3.', '1)', '1986. A year'],
  ...['# Title', '## Two', 'C# SDK', 'Title #', 'Title ##', '#hashtag', '- item', '-- dashes', '---', '+ plus', '+1'],
  ...['> quote', '>', '=', '===', '= equals', '| pipe |', ':-', ': colon', '~ tilde', '~~~', '```', '    indented'],
  ...['<div>', '<', 'a < b', 'a<b', '<!-- c -->', '<https://x.y>', 'A & B', 'A&B', '&copy;', '&#123;', 'R&D', '&'],
  ...['back\\slash', 'trailing\\', '\\*', '\\', '[link]', 'a[b]c', ']', '[', '[^1]', '![img](x)', 'a](b)'],
  ...['snake_case_name', '_lead', 'trail_', '__init__', 'a*b*c', '*star*', '**bold**', 'a_*b', '_*_'],
  ...['`code`', 'a`b', '$x$', 'costs $5', '$$', 'www.example.com', 'Www.X', 'go.dev', 'http://x.y', 'see: //'],
  ...['user@example.com', '@scope/pkg', 'a @ b', 'trailing space ', ' leading space', '  both  ', 'two  spaces'],
  ...['tab\there', 'line\nbreak', 'crlf\r\nbreak', 'nbsp\u00a0here', '\u00a0', 'zero\u200bwidth', 'bidi\u202etext'],
  ...['Café crème', 'Über uns', '日本語のドキュメント', 'Привет, мир', 'مرحبا', '🚀 Launch', 'Ship it 🚢', '👍🏽'],
  ...['Get started', 'API Reference', 'Update a group', 'Rotate keys (v2)', "What's new?", '"Quoted" title', '100%'],
  ...['Q&A', 'AT&T', 'A/B testing', 'x^2', '{curly}', 'C++', 'a=b', 'yes!', 'Hi!', 'e.g. this', 'i.e. that'],
  'A long description that goes on and on, with commas, periods. And more words: colons; semicolons! '.repeat(20),
  `Long ${'x'.repeat(2000)} text`,
];

/** Random texts from the pieces above, `count` of them, each of 1 to 8 pieces. */
function randomTexts(count: number, seed: number): string[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => {
    let text = '';
    const pieces = 1 + Math.floor(random() * 8);
    for (let i = 0; i < pieces; i++) text += PIECES[Math.floor(random() * PIECES.length)];
    return text;
  });
}

const OUT_PATHS = [
  'a b/index.html',
  'ü/index.html',
  'x(1).html',
  'a&b.html',
  'a_b*c.html',
  'w.x/index.html',
  'q<r>.html',
  'back\\slash.html',
];

/** The top-level groups of every section, each named by `nameOf`. */
function renameGroups(graph: SiteGraph, nameOf: (index: number) => string): SiteGraph {
  let index = 0;
  return {
    ...graph,
    sections: graph.sections.map((section) => ({
      ...section,
      groups: section.groups.map((group): Extract<NavItem, { type: 'group' }> => ({ ...group, name: nameOf(index++) })),
    })),
  };
}

/** `graph` with every page's title and description, and the site's name, taken from `texts` from `offset` on. */
function withTexts(graph: SiteGraph, texts: string[], offset: number, paths: boolean): SiteGraph {
  const at = (i: number) => texts[(offset + i) % texts.length];
  const renamed = renameGroups(graph, (i) => at(3 * i + 2));
  return {
    ...renamed,
    config: { ...graph.config, name: at(7) },
    pages: graph.pages.map((page, i) => ({
      ...page,
      title: at(2 * i),
      description: at(2 * i + 1),
      outPath: paths && i % 3 === 0 ? OUT_PATHS[(offset + i) % OUT_PATHS.length] : page.outPath,
      frontmatter: page.url === '/' ? { ...page.frontmatter, description: at(5) } : page.frontmatter,
    })),
  };
}

describe('llms.txt written plainly equals the serializer’s', () => {
  let example: SiteGraph;
  beforeAll(async () => {
    example = await planGraph(EXAMPLE_DOCS);
  }, 60_000);

  it('for the example docs, most of whose items are plain', () => {
    expectSameIndex(example);
    const { plain, total } = plainItems(example);
    expect(total).toBeGreaterThan(10);
    expect(plain).toBeGreaterThan(total / 2);
  });

  it('for adversarial titles, descriptions, group and site names, and paths', () => {
    const pages = example.pages.length;
    for (let offset = 0; offset < ADVERSARIAL.length; offset += pages) {
      expectSameIndex(withTexts(example, ADVERSARIAL, offset, false));
      expectSameIndex(withTexts(example, ADVERSARIAL, offset + 1, true));
    }
  });

  it('for random mixes of markdown punctuation, spaces, line endings, letters and emoji', () => {
    const texts = randomTexts(3000, 16);
    for (let offset = 0; offset < texts.length; offset += example.pages.length)
      expectSameIndex(withTexts(example, texts, offset, offset % 2 === 0));
    // The comparison covers both paths: some random texts are plain, most are not.
    const plain = texts.filter(isPlainText).length;
    expect(plain).toBeGreaterThan(50);
    expect(plain).toBeLessThan(texts.length / 2);
  });

  it('for pages without a description and groups named like pages', () => {
    const bare = renameGroups(
      { ...example, pages: example.pages.map((page) => ({ ...page, description: '' })) },
      () => 'Pages',
    );
    expectSameIndex(bare);
    expect(createLlmsIndex(bare, { base: '/' })).toMatch(/^- \[[^\]]+\]\(\/[^)]+\.md\)$/m);
  });
});

const PROJECTS = hasSharedCorpus()
  ? readdirSync(corpusPath('mintlify-projects')).filter((name) =>
      statSync(corpusPath('mintlify-projects', name)).isDirectory(),
    )
  : [];

/** Projects whose config does not load yet (issue 24): expected to fail until it does, then they must leave the list. */
const LOAD_FAILS = new Set<string>([]);

describeCorpus('llms.txt written plainly equals the serializer’s for real Mintlify projects', () => {
  const loads = PROJECTS.filter((project) => !LOAD_FAILS.has(project));
  const fails = PROJECTS.filter((project) => LOAD_FAILS.has(project));
  it.each(loads)('%s', checkProject, 120_000);
  it.fails.each(fails)('%s (expected to fail: its config is refused)', checkProject, 120_000);

  async function checkProject(project: string): Promise<void> {
    const graph = await planGraph(path.join(corpusPath('mintlify-projects'), project));
    expectSameIndex(graph);
    const { plain, total } = plainItems(graph);
    expect(total).toBeGreaterThan(50);
    expect(plain).toBeGreaterThan(0);
  }
});
