/**
 * `CodeBlock` and `Latex`: a code block written as a component (lancedb's 546 `<CodeBlock …>{PyConnect}</CodeBlock>`)
 * renders like a fence, and `<Latex>` like `$$…$$`.
 */
import { describe, expect, test } from 'vitest';
import { problems, render } from './reference-helpers.js';

const PY = 'export const PyConnect = "import lancedb\\ndb = lancedb.connect(\\"data\\")"';

describe('CodeBlock', () => {
  test('with a string expression is a highlighted fence with its title and line marks', () => {
    const result = render(
      PY,
      '',
      '<CodeBlock filename="Python" language="Python" icon="python" lines highlight="[1]">',
      '{PyConnect}',
      '</CodeBlock>',
    );
    expect(problems(result)).toEqual([]);
    const fence = render(
      '```python title="Python" icon="python" lines highlight={1}',
      'import lancedb',
      'db = lancedb.connect("data")',
      '```',
    );
    expect(result.html).toBe(fence.html);
    expect(result.html).toContain('<span class="hljs-keyword">import</span> lancedb');
    expect(result.html).toContain('line-highlight');
  });

  test('in a CodeGroup, each is a tab named by its file name', () => {
    const result = render(
      PY,
      '',
      '<CodeGroup>',
      '  <CodeBlock filename="Python" language="python">{PyConnect}</CodeBlock>',
      '  <CodeBlock filename="Shell" language="bash">',
      '    pip install lancedb',
      '  </CodeBlock>',
      '</CodeGroup>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toContain('data-title="Python">Python</button>');
    expect(result.html).toContain('data-title="Shell">Shell</button>');
    expect(result.html).toContain('<code class="hljs language-bash">pip install lancedb');
  });

  test('written text is code as written, and a page component may wrap it (`{children}`, `{...props}`)', () => {
    const result = render(
      'export const Wrapped = ({ children, ...props }) => <CodeBlock {...props}>{children}</CodeBlock>',
      'export const Code = "let a = 1;"',
      '',
      '<Wrapped filename="a.js" language="js">{Code}</Wrapped>',
      '',
      '<CodeBlock language="text">',
      '  a *b* `c`',
      '    d',
      '</CodeBlock>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toContain('<figcaption>a.js</figcaption>');
    expect(result.html).toContain('<span class="hljs-keyword">let</span> a');
    expect(result.html).toContain('a *b* `c`\n  d');
  });

  test('markup as its content is shown as text in a code block, without an unknown-component warning', () => {
    const result = render('<CodeBlock filename="x"><b>bold</b> text</CodeBlock>');
    expect(problems(result)).toEqual([]);
    expect(result.html).toBe('<pre class="q-code-block" tabindex="0"><code class="hljs">bold text</code></pre>');
  });
});

describe('Latex', () => {
  test('on its own line is a display formula; in a sentence an inline one', () => {
    const block = render('<Latex>8 x (vk x H1 - H2) = (0,1)</Latex>');
    expect(problems(block)).toEqual([]);
    expect(block.html).toMatch(/^<div class="q-math q-math-display"[^>]*><span class="katex-display">/);
    expect(block.html).toContain('<annotation encoding="application/x-tex">8 x (vk x H1 - H2) = (0,1)</annotation>');
    const inline = render('The area <Latex>\\pi r^2</Latex> of a circle.');
    expect(inline.html).toMatch(/^<p>The area <span class="q-math"><span class="katex">/);
    expect(inline.html).toContain('of a circle.</p>');
  });
});
