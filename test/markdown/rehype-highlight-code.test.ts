import { expect, test, vi } from 'vitest';
import { renderMarkdown } from '../../src/markdown/index.js';
import { lowlight } from '../../src/markdown/lowlight.js';

const render = (raw: string) => renderMarkdown({ path: 'page.md', raw }, { base: '/', urlByPath: {}, assets: {} });

test('highlights known languages with hljs classes and no inline styles', () => {
  const { html } = render('```ts\nconst x: number = 1;\n```\n');
  expect(html).toContain('<code class="hljs language-ts"><span class="hljs-keyword">const</span>');
  expect(html).not.toContain('style=');
});

test('escapes unknown languages and unlabelled blocks as plain code, without a diagnostic', () => {
  const result = render('```mermaid\ngraph TD; A-->B<script>\n```\n\n```\n<b>&amp;</b>\n```\n');
  expect(result.diagnostics).toEqual([]);
  expect(result.html).toBe(
    '<pre tabindex="0"><code class="hljs language-mermaid">graph TD; A-->B&#x3C;script>\n</code></pre>\n' +
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
