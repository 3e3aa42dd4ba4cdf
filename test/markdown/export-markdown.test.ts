/**
 * The Markdown export of a page: every component family as plain Markdown, snippets inlined, ESM, comments and
 * front matter dropped, links rewritten to their final URLs, and pages MDX cannot read exported as markdown.
 */
import { describe, expect, it } from 'vitest';
import { exportMarkdown } from '../../src/markdown/export-markdown.js';
import { type ParsedPage, renderMarkdown } from '../../src/markdown/render-markdown.js';
import type { LinkContext } from '../../src/markdown/types.js';

const CONTEXT: LinkContext = {
  base: '/docs/',
  urlByPath: { 'guides/one.mdx': '/guides/one/', 'index.mdx': '/' },
  assets: { 'images/a.png': true },
};

function md(body: string, options: { path?: string; snippets?: Record<string, string> } = {}): string {
  return exportMarkdown(
    { path: options.path ?? 'page.mdx', raw: body, ...(options.snippets && { snippets: options.snippets }) },
    CONTEXT,
  );
}

describe('exportMarkdown', () => {
  it('drops front matter, import and export lines and comments, and evaluates expressions', () => {
    const out = md(
      "---\ntitle: T\n---\nimport X from '/snippets/x.mdx';\nexport const version = '2.1';\n\nVersion {version}. {/* hidden */}\n",
      { snippets: { 'snippets/x.mdx': 'x' } },
    );
    expect(out).toBe('Version 2.1.\n');
  });

  it('turns callouts into quotes with their label', () => {
    for (const name of ['Note', 'Info', 'Tip', 'Warning', 'Check', 'Danger'])
      expect(md(`<${name}>\n  Mind **this**.\n</${name}>\n`)).toBe(`> **${name}:** Mind **this**.\n`);
    expect(md('<Callout icon="key">Plain.</Callout>\n')).toBe('> Plain.\n');
    expect(md('<Note>\n  ```sh\n  ls\n  ```\n</Note>\n')).toBe('> **Note:**\n>\n> ```sh\n> ls\n> ```\n');
  });

  it('turns cards into a list of links with their text, one list per group', () => {
    const out = md(
      '<CardGroup cols={2}>\n  <Card title="One" href="/guides/one" icon="x">First.</Card>\n  <Card title="Two">Second.</Card>\n</CardGroup>\n',
    );
    expect(out).toBe('- [One](/docs/guides/one/): First.\n- **Two**: Second.\n');
    expect(md('<Columns cols={2}>\n  <Card title="A" href="https://a.test">x</Card>\n</Columns>\n')).toBe(
      '- [A](https://a.test): x\n',
    );
    expect(md('<Tile href="/guides/one" title="Tile" description="About it." />\n')).toBe(
      '- [Tile](/docs/guides/one/): About it.\n',
    );
  });

  it('turns steps into a numbered list with their titles', () => {
    const out = md(
      '<Steps>\n  <Step title="Install">\n    Run `npm i`.\n  </Step>\n  <Step title="Use">Go.</Step>\n</Steps>\n',
    );
    expect(out).toBe('1. **Install**\n\n   Run `npm i`.\n2. **Use**\n\n   Go.\n');
  });

  it('puts each tab, code block of a group, and accordion after a bold title', () => {
    expect(md('<Tabs>\n  <Tab title="npm">A</Tab>\n  <Tab title="pnpm">B</Tab>\n</Tabs>\n')).toBe(
      '**npm**\n\nA\n\n**pnpm**\n\nB\n',
    );
    const group = '<CodeGroup>\n```js index.js\na()\n```\n```python\nb()\n```\n</CodeGroup>\n';
    expect(md(group)).toBe('**index.js**\n\n```js\na()\n```\n\n**python**\n\n```python\nb()\n```\n');
    expect(md(group.replace(/CodeGroup/g, 'RequestExample'))).toContain('**index.js**\n\n```js\na()\n```');
    expect(md(group.replace(/CodeGroup/g, 'ResponseExample'))).toContain('**python**\n\n```python\nb()\n```');
    expect(
      md('<AccordionGroup>\n  <Accordion title="Why?" description="Short.">Because.</Accordion>\n</AccordionGroup>\n'),
    ).toBe('**Why?**\n\nShort.\n\nBecause.\n');
    expect(md('<Tab title={<>Use <code>x</code></>}>A</Tab>\n')).toBe('**Use x**\n\nA\n');
  });

  it('turns parameter and response fields into list items with name, type and flags', () => {
    const out = md(
      [
        '<ParamField path="id" type="string" required>The id.</ParamField>',
        '<ParamField query="limit" type="number" default={10} deprecated>How many.</ParamField>',
        '<ParamField body="name" type="string">A name.</ParamField>',
        '<ResponseField name="items" type="Item[]">',
        '  The items.',
        '  <Expandable title="properties">',
        '    <ResponseField name="name" type="string" required>A name.</ResponseField>',
        '  </Expandable>',
        '</ResponseField>',
        '',
      ].join('\n'),
    );
    expect(out).toBe(
      [
        '- `id` (path, string, required): The id.',
        '- `limit` (query, number, deprecated, default: 10): How many.',
        '- `name` (string): A name.',
        '- `items` (Item\\[]): The items.',
        '',
        '  **properties**',
        '  - `name` (string, required): A name.',
        '',
      ].join('\n'),
    );
  });

  it('keeps the content of media, dropping icons, and writes frame captions as text', () => {
    expect(md('Press <Icon icon="key" /> then <Badge>new</Badge> and <Tooltip tip="A tip">this</Tooltip>.\n')).toBe(
      'Press then new and this.\n',
    );
    expect(md('<Frame caption="The view.">\n  ![A](/images/a.png)\n</Frame>\n')).toBe(
      '![A](/docs/images/a.png)\n\nThe view.\n',
    );
  });

  it('turns a file tree into a nested list', () => {
    const out = md(
      '<Tree>\n  <Tree.Folder name="src">\n    <Tree.File name="a.ts" />\n  </Tree.Folder>\n  <Tree.File name="b.ts" />\n</Tree>\n',
    );
    expect(out).toBe('- src/\n  - a.ts\n- b.ts\n');
  });

  it('gives each update a heading with its label', () => {
    expect(md('<Update label="2025-01-02" description="v2">\n  Faster.\n</Update>\n')).toBe(
      '## 2025-01-02\n\nv2\n\nFaster.\n',
    );
  });

  it('keeps content for agents and leaves out content for humans only; panels, views, prompts and colours', () => {
    expect(md('<Visibility for="humans">\n  H\n</Visibility>\n\n<Visibility for="agents">\n  A\n</Visibility>\n')).toBe(
      'A\n',
    );
    expect(md('<Panel>\n  Side.\n</Panel>\n')).toBe('Side.\n');
    expect(md('<View title="Python">\n  Py.\n</View>\n')).toBe('**Python**\n\nPy.\n');
    expect(md('<Prompt description="Fix it">\n  Do it.\n</Prompt>\n')).toBe('**Fix it**\n\nDo it.\n');
    expect(
      md(
        '<Color variant="compact">\n  <Color.Item name="blue" value="#00f" />\n  <Color.Item value="#fff" />\n</Color>\n',
      ),
    ).toBe('- blue: `#00f`\n- `#fff`\n');
  });

  it('shows unknown components and HTML as their content, with links, images and emphasis kept', () => {
    expect(md('<Custom>\n  Kept <b>bold</b>.\n</Custom>\n')).toBe('Kept **bold**.\n');
    expect(md('<div>\n  <a href="https://a.test">A</a> <img src="/x.png" alt="X" /> <code>c</code>\n</div>\n')).toBe(
      '[A](https://a.test) ![X](/x.png) `c`\n',
    );
  });

  it('inlines snippets with their props, and the components in them', () => {
    const out = md('import Shared from \'/snippets/shared.mdx\';\n\n<Shared who="admins" />\n', {
      snippets: { 'snippets/shared.mdx': 'Only {who} can.\n\n<Tip>Ask them.</Tip>\n' },
    });
    expect(out).toBe('Only admins can.\n\n> **Tip:** Ask them.\n');
    expect(md('<Snippet file="legacy.mdx" />\n', { snippets: { 'snippets/legacy.mdx': 'Legacy.\n' } })).toBe(
      'Legacy.\n',
    );
  });

  it('rewrites links to their final URLs and keeps GFM tables and math', () => {
    const out = md('[One](/guides/one)\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nMath $x^2$.\n', { path: 'page.md' });
    expect(out).toBe('[One](/docs/guides/one/)\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nMath $x^2$.\n');
  });

  it('exports a page MDX cannot read as markdown, and escapes a placeholder read as text', () => {
    expect(md('Send <API_KEY> here.\n')).toBe('Send \\<API_KEY> here.\n');
    expect(md('<Note>\nNever closed.\n')).toContain('Never closed.');
  });

  it('gives no JSX back for any component', () => {
    const out = md(
      '<Steps><Step title="A"><Tabs><Tab title="B"><Card title="C">D</Card></Tab></Tabs></Step></Steps>\n',
    );
    expect(out).toBe('**A** **B** **C** D\n');
  });
});

describe('exportMarkdown from the renderer’s parse', () => {
  it('gives the same Markdown as parsing again, for markdown, MDX, repaired MDX and MDX read as markdown', () => {
    const pages: Array<[string, string]> = [
      [
        'plain.md',
        '---\ntitle: T\n---\n# Head\n\nSee [one](/guides/one) and $x^2$.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
      ],
      [
        'cards.mdx',
        '<CardGroup cols={2}>\n  <Card title="One" href="/guides/one">First.</Card>\n</CardGroup>\n\n## Usage {#use}\n',
      ],
      ['repaired.mdx', 'Send <API_KEY> when a < b.\n\n<Note>Mind it.</Note>\n'],
      ['broken.mdx', 'import X from "./x";\n\n<div>\n\nunclosed {\n'],
    ];
    for (const [path, raw] of pages) {
      const parsed: ParsedPage = {};
      renderMarkdown({ path, raw, parsed }, CONTEXT);
      expect(parsed.tree?.type).toBe('root');
      expect(exportMarkdown({ path, raw, parsed }, CONTEXT)).toBe(exportMarkdown({ path, raw }, CONTEXT));
    }
  });

  it('leaves the renderer’s own tree alone: the render’s plugins change a copy', () => {
    const parsed: ParsedPage = {};
    const raw = '<Steps>\n  <Step title="One">Do it.</Step>\n</Steps>\n';
    const html = renderMarkdown({ path: 'steps.mdx', raw, parsed }, CONTEXT).html;
    expect(html).toContain('One');
    expect(JSON.stringify(parsed.tree)).toContain('"name":"Steps"');
  });
});
