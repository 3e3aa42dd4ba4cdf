/**
 * Operators in MDX expressions, evaluated by Quire on the plain values it holds (no author code runs): defaults with
 * `||`/`??`, text joined with `+`, conditionals, comparisons and `typeof`; an object operand stays unsupported, and a
 * string doubled over and over is stopped by the page's budget.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics.js';
import { type LinkContext, renderMarkdown } from '../../src/markdown/index.js';

const context: LinkContext = { base: '/', urlByPath: { 'page.mdx': '/page/' }, assets: {} };

function render(raw: string, snippets: Record<string, string> = {}) {
  return renderMarkdown({ path: 'page.mdx', raw, snippets }, context);
}

function problems(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.position?.line}:${d.position?.column} ${d.rule} ${d.message}`);
}

describe('operators in expressions', () => {
  it('builds a snippet’s link from a prop with a default, as a real project writes it', () => {
    const snippet =
      '<Card title="Tell us" href={"https://acme.dev/survey?src=" + (props.src || "docs")}>Two minutes.</Card>\n';
    const { html, diagnostics } = render('import Cta from "/snippets/cta.mdx";\n\n<Cta />\n\n<Cta src="intro" />\n', {
      'snippets/cta.mdx': snippet,
    });
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toContain('href="https://acme.dev/survey?src=docs"');
    expect(html).toContain('href="https://acme.dev/survey?src=intro"');
  });

  it('evaluates logical, conditional, arithmetic, comparison and typeof operators as JavaScript does', () => {
    const { html, diagnostics } = render(
      [
        'export const count = 3;',
        'export const name = "";',
        'export const limits = { max: 10 };',
        '',
        '{count > 1 ? `${count} items` : "one item"} / {name || "anonymous"} / {name ?? "unset"}. / {limits.max * 2 - count % 2} / {count === 3 && "three"} / {typeof limits} / {String(1) ?? 0}',
        '',
      ].join('\n'),
    );
    expect(html).toContain('3 items / anonymous / . / 19 / three / object / ');
    expect(problems(diagnostics)).toEqual([
      '5:168 mdx/mdx-expression `{String(1) ?? 0}` is a function call, which needs a JavaScript runtime; Quire leaves it out',
    ]);
  });

  it('leaves an operator on an object or array unsupported (JavaScript would call code to convert it)', () => {
    const { diagnostics } = render('export const list = [1, 2];\n\nTotal: {list + 1}\n');
    expect(problems(diagnostics).join('\n')).toMatch(/`\{list \+ 1\}` is the operator `\+` on an object or array/);
  });

  it('stops text doubled with + at the page’s budget, with an error, not an out-of-memory abort', () => {
    const lines = ['export const a0 = "xxxxxxxxxxxxxxxx";'];
    for (let i = 1; i <= 40; i++) lines.push(`export const a${i} = a${i - 1} + a${i - 1};`);
    lines.push('', '{a40}', '');
    const { diagnostics } = render(lines.join('\n'));
    expect(diagnostics.some((d) => d.severity === 'error')).toBe(true);
  });
});
