import { describe, expect, it } from 'vitest';
import { getPageMeta, titleFromPath } from '../../src/content/page-meta.js';
import { stripInlineMarkdown } from '../../src/content/strip-markdown.js';

const meta = (raw: string, path = 'guide/getting-started.md') => getPageMeta(path, raw);

describe('getPageMeta: title', () => {
  it('prefers front matter `title`, then the first h1, then the file name', () => {
    expect(meta('---\ntitle: From front matter\n---\n# From heading\n').title).toBe('From front matter');
    expect(meta('Intro.\n\n## Not h1\n\n# From heading\n\n# Second h1\n').title).toBe('From heading');
    expect(meta('No headings here.\n').title).toBe('Getting started');
  });

  it('reads setext h1 headings, including multi-line ones', () => {
    expect(meta('Setext\ntitle\n======\n\nBody.\n').title).toBe('Setext title');
    expect(meta('Only an h2\n---------\n\nBody.\n').title).toBe('Getting started');
  });

  it('strips closing hashes and inline markdown from the heading', () => {
    expect(meta('#   The `quire build` *command* ##\n').title).toBe('The quire build command');
    expect(meta('# Use [the API](/api/) and ![logo](logo.png) __now__\n').title).toBe('Use the API and logo now');
  });

  it('ignores headings inside fenced code blocks and HTML comments', () => {
    const raw = [
      '```bash',
      '# install it',
      '```',
      '~~~~',
      '# also code',
      '```',
      '~~~~',
      '<!--',
      '# commented out',
      '-->',
      '  ```',
      '  # indented fence',
      '  ```',
      '# Real title',
    ].join('\n');
    expect(meta(raw).title).toBe('Real title');
  });

  it('handles Windows line endings and a byte order mark', () => {
    const result = meta('\uFEFF---\r\ntitle: T\r\n---\r\nFirst line\r\nsecond line.\r\n');
    expect(result).toMatchObject({ title: 'T', description: 'First line second line.' });
    expect(meta('Setext\r\n===\r\n').title).toBe('Setext');
  });

  it('does not take `#hashtag` or an empty `#` as a heading', () => {
    expect(meta('#hashtag\n\n#\n\n# Title\n').title).toBe('Title');
  });

  it('uses the folder name for index pages', () => {
    expect(titleFromPath('guide/index.md')).toBe('Guide');
    expect(titleFromPath('index.mdx')).toBe('Home');
    expect(titleFromPath('api/user_groups.mdx')).toBe('User groups');
    expect(titleFromPath('a/getting--started.md')).toBe('Getting started');
  });
});

describe('getPageMeta: sidebarTitle and front matter', () => {
  it('uses `sidebarTitle`, else the title', () => {
    expect(meta('---\ntitle: Long title\nsidebarTitle: Short\n---\n').sidebarTitle).toBe('Short');
    expect(meta('# Heading\n').sidebarTitle).toBe('Heading');
  });

  it('returns the front matter and its diagnostics', () => {
    const result = meta('---\ntitle: T\nicon: rocket\norder: 3\n---\n');
    expect(result.frontmatter).toEqual({ title: 'T', icon: 'rocket', order: 3 });
    expect(result.diagnostics).toEqual([]);
    const broken = meta('---\ntitle: [oops\n---\n# Fallback\n');
    expect(broken.title).toBe('Fallback');
    expect(broken.diagnostics.map((d) => [d.rule, d.file])).toEqual([
      ['content/frontmatter', 'guide/getting-started.md'],
    ]);
  });

  it('ignores non-string front matter values', () => {
    expect(meta('---\ntitle: [a, b]\ndescription: 42\n---\n# H\n')).toMatchObject({ title: 'H', description: '42' });
  });
});

describe('getPageMeta: description', () => {
  it('prefers front matter `description`', () => {
    expect(meta('---\ndescription: Given.\n---\nFirst paragraph.\n').description).toBe('Given.');
  });

  it('takes the first prose paragraph, skipping headings, code, lists, tables, quotes, HTML/JSX and imports', () => {
    const raw = [
      "import { Card } from '../components/card';",
      'export const meta = { a: 1 };',
      '',
      '# Title',
      '',
      'Setext heading',
      '--------------',
      '',
      '```js',
      'const notProse = true;',
      '```',
      '',
      '- a list item',
      '  continued',
      '1. numbered',
      '',
      '    indented code',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      'head | er',
      '--- | ---',
      '',
      '> a quote',
      '',
      '<Note>',
      '  Inside a component.',
      '</Note>',
      '<Card',
      '  title="Multi-line tag"',
      '>',
      '  Card body.',
      '</Card>',
      '<img',
      '  src="x.png"',
      '/>',
      '<Icon name="x" />',
      '<br>',
      '{/* a comment */}',
      '<!--',
      'hidden',
      '-->',
      '---',
      '[ref]: https://example.com',
      '',
      'The **first** real',
      'paragraph, with a [link](https://x.dev) and `code`.',
      '',
      'Second paragraph.',
    ].join('\n');
    expect(meta(raw).description).toBe('The first real paragraph, with a link and code.');
  });

  it('skips paragraphs with no text left after stripping', () => {
    expect(meta('![](diagram.png)\n\nActual text.\n').description).toBe('Actual text.');
  });

  it('keeps nested components of the same name balanced', () => {
    const raw = '<Tabs>\n<Tabs>\nInner.\n</Tabs>\nStill inside.\n</Tabs>\n\nOutside.\n';
    expect(meta(raw).description).toBe('Outside.');
  });

  it('cuts long paragraphs at about 160 characters on a word boundary', () => {
    const sentence = 'Quire turns a folder of markdown into a fast static documentation site, ';
    const description = meta(sentence.repeat(5)).description;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(description).toMatchInlineSnapshot(
      `"Quire turns a folder of markdown into a fast static documentation site, Quire turns a folder of markdown into a fast static documentation site, Quire turns a…"`,
    );
    expect(meta('x'.repeat(300)).description).toBe(`${'x'.repeat(159)}…`);
  });

  it('is empty when there is no prose', () => {
    expect(meta('# Only a title\n\n```\ncode\n```\n').description).toBe('');
    expect(meta('').description).toBe('');
  });
});

describe('stripInlineMarkdown', () => {
  it.each([
    ['plain   text\n here', 'plain text here'],
    ['`a *b*` and *c*', 'a *b* and c'],
    ['``code with ` tick``', 'code with ` tick'],
    ['**bold** __strong__ ~~gone~~ _em_', 'bold strong gone em'],
    ['snake_case_name stays', 'snake_case_name stays'],
    ['2 * 3 * 4', '2 * 3 * 4'],
    ['[a](b) [c](https://x.dev/(y)) [ref][1] ![img](i.png)', 'a c ref img'],
    ['<https://x.dev> and <b>bold</b> and <Badge text="x" />', 'https://x.dev and bold and'],
    ['\\*not emphasis\\* \\[x\\]', '*not emphasis* [x]'],
    ['Fish &amp; chips &lt;3 &#x1F600; &copy;', 'Fish & chips <3 😀 &copy;'],
  ])('%j → %j', (input, output) => {
    expect(stripInlineMarkdown(input)).toBe(output);
  });
});
