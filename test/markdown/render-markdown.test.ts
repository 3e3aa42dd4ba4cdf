import { describe, expect, test } from 'vitest';
import { renderMarkdown, type LinkContext } from '../../src/markdown/index.js';

const context: LinkContext = {
  base: '/docs/',
  urlByPath: {
    'index.md': '/',
    'guide/setup.md': '/guide/setup/',
    'guide/page.md': '/guide/page/',
    'api/users.mdx': '/api/users/',
  },
  assets: { 'images/logo.png': true },
};

function render(raw: string, path = 'guide/page.md') {
  return renderMarkdown({ path, raw }, context);
}

const page = [
  '---', // 1
  'title: Links', // 2
  'description: "A page: with front matter"', // 3
  '---', // 4
  '', // 5
  '## Install', // 6
  '', // 7
  'See [setup](setup#install), [users](/api/users) and [below](#usage).', // 8
  '', // 9
  '### Usage', // 10
  '', // 11
  '  Broken [link](./setpu) and ![logo](/images/logoo.png).', // 12
  '', // 13
  '[ref]: ../missing/page.md', // 14
].join('\n');

describe('renderMarkdown', () => {
  test('builds the table of contents from h2 and h3', () => {
    const { toc } = render('# Title\n\n## First\n\n### Nested `code`\n\n#### Too deep\n\n## First\n');
    expect(toc).toEqual([
      { depth: 2, id: 'first', text: 'First' },
      { depth: 3, id: 'nested-code', text: 'Nested code' },
      { depth: 2, id: 'first-2', text: 'First' }, // Mintlify numbers repeats from 2
    ]);
  });

  test('collects every element id: headings, author ids, footnotes and ids in raw HTML', () => {
    const { ids } = render('# Title\n\n## Custom {#mine}\n\nNote[^a].\n\n<div id="raw"></div>\n\n[^a]: Text.\n');
    expect(ids.sort()).toEqual(
      ['footnote-label', 'mine', 'raw', 'title', 'user-content-fn-a', 'user-content-fnref-a'].sort(),
    );
  });

  test('records internal links as written, with their target page, fragment and file position', () => {
    const { links } = render(page);
    expect(links).toEqual([
      { href: 'setup#install', targetPath: 'guide/setup.md', fragment: 'install', position: { line: 8, column: 5 } },
      { href: '/api/users', targetPath: 'api/users.mdx', position: { line: 8, column: 29 } },
      { href: '#usage', targetPath: 'guide/page.md', fragment: 'usage', position: { line: 8, column: 53 } },
    ]);
  });

  test('reports broken links and missing images at their file line:col, counting front matter lines', () => {
    const { diagnostics, html } = render(page);
    expect(diagnostics).toMatchInlineSnapshot(`
      [
        {
          "file": "guide/page.md",
          "hint": "did you mean \`/guide/setup\`?",
          "message": "link to "./setpu" does not match any page or file",
          "position": {
            "column": 10,
            "line": 12,
          },
          "rule": "markdown/broken-link",
          "severity": "error",
        },
        {
          "file": "guide/page.md",
          "hint": "did you mean \`/images/logo.png\`?",
          "message": "image "/images/logoo.png" does not match any file",
          "position": {
            "column": 30,
            "line": 12,
          },
          "rule": "markdown/missing-image",
          "severity": "error",
        },
        {
          "file": "guide/page.md",
          "message": "link to "../missing/page.md" does not match any page or file",
          "position": {
            "column": 1,
            "line": 14,
          },
          "rule": "markdown/broken-link",
          "severity": "error",
        },
      ]
    `);
    expect(html).toContain('<a href="./setpu">link</a>');
  });

  test('uses the file line:col for pages without front matter too, with CRLF line endings', () => {
    const { diagnostics } = render('Intro\r\n\r\n- item [x](nowhere)\r\n');
    expect(diagnostics.map((d) => d.position)).toEqual([{ line: 3, column: 8 }]);
  });

  test('reports nothing for a page whose links all resolve', () => {
    const result = render('[a](setup) [b](/) ![c](../images/logo.png) [d](https://example.com) [e](#x)');
    expect(result.diagnostics).toEqual([]);
  });

  test('keeps the leading h1 unless asked to remove it', () => {
    const raw = '---\ntitle: T\n---\n# Title\n\nBody\n';
    expect(renderMarkdown({ path: 'guide/page.md', raw }, context).html).toContain('<h1 id="title">');
    const removed = renderMarkdown({ path: 'guide/page.md', raw, removeLeadingH1: true }, context);
    expect(removed.html).not.toContain('<h1');
    expect(removed.ids).not.toContain('title');
  });

  test('removes the leading h1 of an MDX page that starts with imports', () => {
    const raw = "---\ntitle: T\n---\nimport A from './a'\n\n# Title\n\nBody\n";
    const result = renderMarkdown({ path: 'guide/page.mdx', raw, removeLeadingH1: true }, context);
    expect(result.html).toBe('<p>Body</p>');
  });

  test('reports an MDX page MDX cannot parse, and still renders it as markdown', () => {
    const raw = [
      '---',
      'title: Nasty',
      '---',
      "import { Tabs } from 'x'",
      'export const a = { b: [1, 2',
      '',
      '# After unclosed export',
      '',
      '<Card title={`x ${y}`} {...props}>',
      '  <Icon name="a" />',
      '</Card>',
      '',
      '{ unclosed expression',
      '',
      '<Accordion title="A"><>fragment</></Accordion>',
      '',
      '<Note',
      '',
      '<CodeGroup>',
      '```js a.js',
      'x()',
      '```',
      '</CodeGroup>',
      '',
      '}}} {{{ <<< >>> </Nope>',
    ].join('\n');
    const result = render(raw, 'guide/page.mdx');
    // The unclosed export drops only its own paragraph, not the rest of the page.
    expect(result.html).toContain('<h1 id="after-unclosed-export">');
    expect(result.html).not.toContain('import');
    expect(result.html).not.toContain('export const');
    // Not valid HTML (braces, spread), so it is escaped text; valid component tags pass through as raw HTML.
    expect(result.html).toContain('&#x3C;Card title={<code>x ${y}</code>} {...props}>');
    expect(result.html).toContain('<Accordion title="A">');
    expect(result.html).toContain('<CodeGroup>');
    // Not valid MDX (the export never closes): an error at its place, and the page is still read as markdown.
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', rule: 'mdx/syntax', position: { line: 7, column: 2 } }),
    ]);
    expect(result.diagnostics[0].hint).toContain('close every bracket and string');
  });

  test('keeps import lines in .md pages: only MDX pages drop ESM', () => {
    expect(render("import x from 'y'\n").html).toBe("<p>import x from 'y'</p>");
  });
});

describe('MDX lazy lines: a component written under a list item without its indentation', () => {
  const steps = [
    '1. First step.',
    '',
    '2. Copy the URI.',
    '<video',
    '  controls',
    '  src="https://media.example.com/clip.mp4"',
    '></video>',
    '',
    '3. Paste it.',
    '',
  ].join('\n');

  test('is read as part of the item, with one warning at its first lazy line, as MDX 2 read it', () => {
    const result = render(steps, 'api/users.mdx');
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', rule: 'mdx/lazy-line', position: { line: 5, column: 1 } }),
    ]);
    expect(result.html).toMatch(
      /<li>\s*<p>Copy the URI\.<\/p>\s*<video controls src="https:\/\/media\.example\.com\/clip\.mp4"><\/video>\s*<\/li>/,
    );
    // One list of three items: the numbering goes on.
    expect(result.html.match(/<li>/g)).toHaveLength(3);
  });

  test('is still an error when no list item is above', () => {
    const result = render('Text.\n\n<video\n  controls\n', 'api/users.mdx');
    expect(result.diagnostics.map((d) => `${d.severity} ${d.rule}`)).toEqual(['error mdx/syntax']);
  });
});
