/** Math (`$…$`, `$$…$$`) and mermaid blocks through the whole markdown pipeline, in `.md` and `.mdx` pages. */
import { describe, expect, it } from 'vitest';
import { renderMarkdown, type LinkContext } from '../../../src/markdown/index.js';

const context: LinkContext = { base: '/', urlByPath: { 'page.md': '/page/', 'page.mdx': '/page/' }, assets: {} };

function render(raw: string, path = 'page.md') {
  return renderMarkdown({ path, raw }, context);
}

/** The text of `html` outside tags. */
function text(html: string): string {
  return html.replace(/<[^>]+>/g, '');
}

describe('math', () => {
  it('renders inline and display math with KaTeX at build time, and marks the page', () => {
    const { html, features, diagnostics } = render('Energy: $E = mc^2$.\n\n$$\n\\frac{a}{b}\n$$\n');
    expect(diagnostics).toEqual([]);
    expect(features).toEqual(['math']);
    expect(html).toMatch(/<p>Energy: <span class="q-math"><span class="katex"><span class="katex-mathml"><math/);
    expect(html).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    expect(html).toMatch(/<div class="q-math q-math-display" tabindex="0"><span class="katex-display">/);
    expect(html).toContain('<span class="mfrac">');
    // The MathML is for screen readers; the visual HTML is hidden from them.
    expect(html).toContain('<span class="katex-html" aria-hidden="true">');
  });

  it('writes no style attribute: KaTeX inline styles become classes the strict CSP allows', () => {
    const { html } = render(
      '$\\sqrt{x^2} \\color{red}{y}$ and $\\begin{array}{c|c} a & b \\\\ \\hline c & d \\end{array}$',
    );
    expect(html).not.toMatch(/\sstyle=/);
    // height: 0.6833em-like values are digit classes; negative tops carry a sign class.
    expect(html).toMatch(/class="katex-strut kq-h( kq-h\d-\d)+/);
    expect(html).toMatch(/kq-t kq-t-n/);
    // red = #ff0000: red digits f,f, the rest at their defaults.
    expect(html).toMatch(/kq-c kq-c0-f kq-c1-f"/);
  });

  it('keeps dollars in prose as text, as Pandoc does: prices, spaced dollars, escapes', () => {
    const { html, features } = render('From $5 to $10, or $ 20 $, or \\$30 and \\$40.\n');
    expect(features).toBeUndefined();
    expect(html).toBe('<p>From $5 to $10, or $ 20 $, or $30 and $40.</p>');
  });

  it('reads `$$` inline as math, and math in MDX with braces and components around it', () => {
    const { html, features, diagnostics } = render(
      '<Note>Sum: $\\sum_{i=1}^{n} x_{i}$ and $$\\frac{1}{2}$$.</Note>\n',
      'page.mdx',
    );
    expect(diagnostics).toEqual([]);
    expect(features).toEqual(['math']);
    expect(html).toContain('<annotation encoding="application/x-tex">\\sum_{i=1}^{n} x_{i}</annotation>');
    expect(html).toContain('<annotation encoding="application/x-tex">\\frac{1}{2}</annotation>');
  });

  it('warns at file:line:col about TeX that KaTeX cannot read, and shows the source as code', () => {
    const { html, features, diagnostics } = render('# T\n\nBad: $\\frac{a}$ here.\n\n$$\n\\begin{x}\n$$\n');
    expect(features).toBeUndefined();
    expect(html).toContain('<p>Bad: <code class="q-math-error">\\frac{a}</code> here.</p>');
    expect(html).toMatch(/<pre class="q-math-error"[^>]*><code[^>]*>\\begin\{x\}<\/code><\/pre>/);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        rule: 'math/invalid-tex',
        file: 'page.md',
        // KaTeX stops at the end of `\frac{a}` (column 15 is the closing `$`).
        position: { line: 3, column: 15 },
        message: expect.stringContaining(
          'KaTeX cannot render this formula: Unexpected end of input in a macro argument',
        ),
        hint: expect.stringContaining('\\$'),
      }),
      expect.objectContaining({ rule: 'math/invalid-tex', position: { line: 6, column: 7 } }),
    ]);
  });

  it('leaves math in code alone', () => {
    const { html, features } = render('`$x$` and\n\n```sh\necho "$HOME and $PATH"\n```\n');
    expect(features).toBeUndefined();
    expect(text(html)).toContain('$x$');
    expect(text(html)).toContain('echo "$HOME and $PATH"');
  });
});

describe('mermaid blocks', () => {
  it('become a figure holding the source as code, and mark the page', () => {
    const { html, features } = render('```mermaid\ngraph TD; A-->B<C\n```\n\n```js\nlet a;\n```\n');
    expect(features).toEqual(['mermaid']);
    expect(html).toMatch(
      /^<figure class="q-mermaid" data-mermaid=""><pre class="q-mermaid-source"[^>]*><code class="[^"]*language-mermaid[^"]*">graph TD; A-->B&#x3C;C<\/code><\/pre><\/figure>/,
    );
    // Other code blocks are untouched.
    expect(html).toContain('language-js');
  });

  it('work inside MDX components, and a page with math and a diagram has both features', () => {
    const { html, features } = render(
      '<Note>\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\n</Note>\n\n$x$\n',
      'page.mdx',
    );
    expect(features).toEqual(['math', 'mermaid']);
    expect(html).toContain('<figure class="q-mermaid" data-mermaid="">');
  });

  it('a page with neither has no features', () => {
    expect(render('# Plain\n\nText.\n').features).toBeUndefined();
  });
});
