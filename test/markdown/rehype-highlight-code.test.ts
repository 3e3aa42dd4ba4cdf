import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import { VFile } from 'vfile';
import { describe, expect, test, vi } from 'vitest';
import { renderMarkdown } from '../../src/markdown/index.js';
import { lowlight } from '../../src/markdown/lowlight.js';
import { rehypeHighlightCode } from '../../src/markdown/rehype-highlight-code.js';

const render = (raw: string) => renderMarkdown({ path: 'page.md', raw }, { base: '/', urlByPath: {}, assets: {} });

test('highlights known languages with hljs classes and no inline styles', () => {
  const { html } = render('```ts\nconst x: number = 1;\n```\n');
  expect(html).toContain('<code class="hljs language-ts"><span class="hljs-keyword">const</span>');
  expect(html).not.toContain('style=');
});

test('escapes unknown languages and unlabelled blocks as plain code, without a diagnostic', () => {
  const result = render('```brainfuck\n+[->+<]<script>\n```\n\n```\n<b>&amp;</b>\n```\n');
  expect(result.diagnostics).toEqual([]);
  expect(result.html).toBe(
    '<pre tabindex="0"><code class="hljs language-brainfuck">+[->+&#x3C;]&#x3C;script>\n</code></pre>\n' +
      '<pre tabindex="0"><code class="hljs">&#x3C;b>&#x26;amp;&#x3C;/b>\n</code></pre>',
  );
});

test('makes every block focusable and captions only the titled ones, escaping the title', () => {
  const { html } = render('```js a<b>.js\n1\n```\n\n- item\n\n  ```py\n  2\n  ```\n');
  expect(html.match(/<pre tabindex="0">/g)).toHaveLength(2);
  expect(html.match(/<figure/g)).toHaveLength(1);
  expect(html).toContain('<figure class="code-block"><figcaption>a&#x3C;b>.js</figcaption><pre tabindex="0">');
});

test('leaves inline code alone', () => {
  expect(render('Use `npm i`.').html).toBe('<p>Use <code>npm i</code>.</p>');
});

test('a highlighter failure costs the block its colours, with a warning, not the page', () => {
  const spy = vi.spyOn(lowlight, 'highlight').mockImplementation(() => {
    throw new Error('grammar bug');
  });
  try {
    const result = render('Text\n\n```js\nx < 1\n```\n');
    expect(result.html).toContain('<code class="hljs language-js">x &#x3C; 1\n</code>');
    expect(result.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "file": "page.md",
          "hint": "remove the language after the opening fence to silence this",
          "message": "could not highlight this \`js\` code block, showing it as plain text",
          "position": {
            "column": 1,
            "line": 3,
          },
          "rule": "markdown/highlight",
          "severity": "warning",
        },
      ]
    `);
  } finally {
    spy.mockRestore();
  }
});

describe('block options', () => {
  test('a block with only a language is left as it always was: no line spans, no classes on the <pre>', () => {
    const { html } = render('```js\na();\nb();\n```\n');
    expect(html).toBe(
      '<pre tabindex="0"><code class="hljs language-js"><span class="hljs-title function_">a</span>();\n' +
        '<span class="hljs-title function_">b</span>();\n</code></pre>',
    );
  });

  test('a title with an icon: the Font Awesome icon is inlined, decorative, before the title', () => {
    const { html, diagnostics } = render('```java HelloWorld.java icon=java\nclass A {}\n```\n');
    expect(diagnostics).toEqual([]);
    expect(html).toMatch(
      /^<figure class="code-block"><figcaption><svg class="q-icon code-icon" viewBox="[^"]+" fill="currentColor" aria-hidden="true" focusable="false">.*<\/svg>HelloWorld\.java<\/figcaption><pre tabindex="0">/s,
    );
  });

  test('an unknown icon is a warning with a did-you-mean, and the title stays', () => {
    const { html, diagnostics } = render('Text\n\n```js a.js icon="pythn"\nx\n```\n');
    expect(html).toContain('<figcaption>a.js</figcaption>');
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        rule: 'markdown/code-block',
        file: 'page.md',
        position: { line: 3, column: 1 },
        message: 'no Font Awesome icon is named `pythn`',
        hint: 'did you mean `python`?',
      },
    ]);
  });

  test('highlight and focus split the code into lines, each marked, and tokens spanning lines are cut per line', () => {
    const { html } = render('```js {1} focus={2-3}\n/* a\nb */ x();\ny();\nz();\n```\n');
    expect(html).toBe(
      '<pre tabindex="0" class="code-lined code-focus"><code class="hljs language-js">' +
        '<span class="line line-highlight"><span class="hljs-comment">/* a</span></span>\n' +
        '<span class="line line-focus"><span class="hljs-comment">b */</span> <span class="hljs-title function_">x</span>();</span>\n' +
        '<span class="line line-focus"><span class="hljs-title function_">y</span>();</span>\n' +
        '<span class="line"><span class="hljs-title function_">z</span>();</span>\n' +
        '</code></pre>',
    );
  });

  test('lines and wrap are classes on the <pre>; numbers of three digits get a wider margin', () => {
    expect(render('```txt lines wrap\na\n```\n').html).toBe(
      '<pre tabindex="0" class="code-lined code-numbered code-wrap"><code class="hljs language-txt"><span class="line">a</span>\n</code></pre>',
    );
    const long = Array.from({ length: 120 }, (_, i) => `line ${i}`).join('\n');
    expect(render(`\`\`\`txt lines\n${long}\n\`\`\`\n`).html).toContain(
      'class="code-lined code-numbered code-digits-3"',
    );
  });

  test('[!code ++] and [!code --] markers are removed and mark their lines, in each comment syntax', () => {
    const { html } = render(
      [
        '```js',
        'const a = 1; // [!code ++]',
        'const b = 2; // [!code --:2]',
        'const c = 3;',
        'keep(); // a note [!code ++]',
        '```',
        '',
        '```python',
        'print("x")  # [!code --]',
        '```',
        '',
        '```html',
        '<p>hi</p> <!-- [!code ++] -->',
        '```',
        '',
        '```css',
        'a { color: red; } /* [!code --] */',
        '```',
        '',
        '```sql',
        'SELECT 1; -- [!code ++]',
        '```',
        '',
      ].join('\n'),
    );
    expect(html).not.toContain('[!code');
    expect(html.match(/class="line line-add"/g)).toHaveLength(4);
    expect(html.match(/class="line line-remove"/g)).toHaveLength(4);
    expect(html.match(/class="code-lined code-diff"/g)).toHaveLength(5);
    // A note in the same comment stays, without the marker.
    expect(html).toContain('<span class="hljs-comment">// a note</span>');
  });

  test('a marker alone on its line marks the lines after it and is removed', () => {
    const { html } = render('```js\n// [!code focus:2]\na();\nb();\nc();\n```\n');
    expect(html.match(/<span class="line line-focus">/g)).toHaveLength(2);
    expect(html).not.toContain('[!code');
    expect(html.match(/<span class="line/g)).toHaveLength(3);
  });

  test('markers stay as written in plain text and unknown languages', () => {
    for (const language of ['text', 'brainfuck', '']) {
      const { html } = render(`\`\`\`${language}\nx // [!code ++]\n\`\`\`\n`);
      expect(html, language).toContain('x // [!code ++]');
      expect(html, language).not.toContain('class="line');
    }
  });

  test('a diff block colours its added and removed lines, but not the file headers, and adds no second sign', () => {
    const { html } = render('```diff\n--- a/x\n+++ b/x\n-old\n+new\n same\n```\n');
    expect(html).toContain('<pre tabindex="0" class="code-lined">');
    expect(html).toContain('<span class="line line-remove"><span class="hljs-deletion">-old</span></span>');
    expect(html).toContain('<span class="line line-add"><span class="hljs-addition">+new</span></span>');
    expect(html.match(/class="line"/g)).toHaveLength(3);
  });

  test('nocopy marks the <pre> for the copy button script; a bare ```nocopy is plain text', () => {
    expect(render('```text nocopy\na\n```\n').html).toBe(
      '<pre tabindex="0" data-nocopy><code class="hljs language-text">a\n</code></pre>',
    );
    expect(render('```nocopy\na\n```\n').html).toBe(
      '<pre tabindex="0" data-nocopy><code class="hljs">a\n</code></pre>',
    );
    expect(render('```text nocopy="false"\na\n```\n').html).toBe(
      '<pre tabindex="0"><code class="hljs language-text">a\n</code></pre>',
    );
  });

  test('expandable: a long block gets a native disclosure after it, left out of search; a short one gets none', () => {
    const long = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n');
    const { html } = render(`\`\`\`text expandable\n${long}\n\`\`\`\n`);
    expect(html).toMatch(/^<div class="code-block code-expandable"><pre tabindex="0">.*<\/pre>/s);
    expect(html).toContain(
      '</pre><details class="code-expand" data-pagefind-ignore><summary><span class="code-expand-more">Show all 20 lines</span>' +
        '<span class="code-expand-less">Show fewer lines</span></summary></details></div>',
    );
    const titled = render(`\`\`\`text notes.txt expandable\n${long}\n\`\`\`\n`).html;
    expect(titled).toMatch(/^<figure class="code-block code-expandable"><figcaption>notes.txt<\/figcaption><pre/);
    expect(render('```text expandable\nshort\n```\n').html).toBe(
      '<pre tabindex="0"><code class="hljs language-text">short\n</code></pre>',
    );
  });

  test('lines out of range and unreadable ranges are warnings at the block', () => {
    const { html, diagnostics } = render('```js {2,7} focus=x\na\nb\n```\n');
    expect(html).toContain('<span class="line line-highlight">b</span>');
    expect(diagnostics.map((d) => [d.message, d.hint, d.position])).toEqual([
      [
        '`focus=x` is not a list of line numbers',
        'write line numbers and ranges counted from 1, like `focus={1,3-5}`',
        { line: 1, column: 1 },
      ],
      [
        '`highlight` names line 7, but this block has 2 lines',
        'count lines from 1, the first line after the opening fence',
        { line: 1, column: 1 },
      ],
    ]);
  });

  test('a component that shows the title itself (codeNoCaption) gets the block without a caption', () => {
    const code = h('code', { className: ['language-js'] }, 'a\n');
    code.data = { meta: 'index.js lines' } as Element['data'];
    const pre = h('pre', [code]);
    pre.data = { codeNoCaption: true } as Element['data'];
    const tree: Root = { type: 'root', children: [pre] };
    rehypeHighlightCode()(tree, new VFile());
    expect(toHtml(tree)).toBe(
      '<pre tabindex="0" class="code-lined code-numbered"><code class="hljs language-js"><span class="line">a</span>\n</code></pre>',
    );
  });
});
