/**
 * Props that need JavaScript (`rows={callbacks()}`) on a project component: computed in the sandbox, in the scope
 * of the file that writes them (its imports and exports), instead of being dropped; when the sandbox cannot compute
 * one either, it is left out with the warning it had before, and the component still renders.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics.js';
import { type LinkContext, renderMarkdown } from '../../src/markdown/index.js';
import { closeSandbox } from '../../src/sandbox/sandbox.js';

afterAll(() => closeSandbox());

const context: LinkContext = { base: '/', urlByPath: { 'page.mdx': '/page/' }, assets: {} };

function render(raw: string, snippets: Record<string, string> = {}) {
  return renderMarkdown({ path: 'page.mdx', raw, snippets }, context);
}

function problems(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.position?.line}:${d.position?.column} ${d.rule} ${d.message}`);
}

// As a real project writes it: the rows come from a function exported beside the table component.
const TABLE = `export const callbacks = () => [
  { name: "onConnected", web: "1.0.0" },
  { name: "onMetrics", web: null },
];

export const SupportTable = ({ rows = [] }) => (
  <table>
    <tbody>
      {rows.map((row) => (
        <tr key={row.name}><td>{row.name}</td><td>{row.web ?? "no"}</td></tr>
      ))}
    </tbody>
  </table>
);
`;

describe('props that need JavaScript', () => {
  it('computes a prop from an imported function call in the sandbox', () => {
    const { html, diagnostics } = render(
      'import { callbacks, SupportTable } from "/snippets/support.jsx";\n\n<SupportTable rows={callbacks()} />\n',
      { 'snippets/support.jsx': TABLE },
    );
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toMatch(/<td>onConnected<\/td><td>1\.0\.0<\/td>/);
    expect(html).toMatch(/<td>onMetrics<\/td><td>no<\/td>/);
  });

  it('computes a prop from the page’s own exports and array methods', () => {
    const { html, diagnostics } = render(
      [
        'import { SupportTable } from "/snippets/support.jsx";',
        '',
        'export const names = ["a", "b", "c"];',
        '',
        '<SupportTable rows={names.filter((n) => n !== "b").map((name) => ({ name, web: "2.0" }))} />',
        '',
      ].join('\n'),
      { 'snippets/support.jsx': TABLE },
    );
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toContain('<td>a</td><td>2.0</td>');
    expect(html).toContain('<td>c</td><td>2.0</td>');
    expect(html).not.toContain('<td>b</td>');
  });

  it('leaves out a prop the sandbox cannot compute, with the warning at the prop, and renders the rest', () => {
    const { html, diagnostics } = render(
      'import { SupportTable } from "/snippets/support.jsx";\n\n<SupportTable rows={missing()} />\n\nAfter.\n',
      { 'snippets/support.jsx': TABLE },
    );
    expect(problems(diagnostics)).toEqual([
      '3:15 mdx/mdx-expression `rows={missing()}` is a function call, which needs a JavaScript runtime; the prop is ignored',
    ]);
    expect(html).toContain('<table>');
    expect(html).toContain('After.');
  });

  it('gives a function prop to the component, which drops it as an event handler with its own warning', () => {
    const { html, diagnostics } = render(
      'import { Button } from "/snippets/button.jsx";\n\n<Button onClick={() => alert(1)} label="Go" />\n',
      {
        'snippets/button.jsx':
          'export const Button = ({ onClick, label }) => <button onClick={onClick}>{label}</button>;\n',
      },
    );
    expect(problems(diagnostics)).toEqual([
      '3:1 mdx/event-handler <Button> (snippets/button.jsx) sets `onClick`: event handlers cannot run in a static page; Quire renders the component without them',
    ]);
    expect(html).toContain('>Go</button>');
    expect(html).not.toContain('alert');
  });
});

describe('what a server has', () => {
  it('has btoa and atob, as browsers do, for components that build data: URLs or install links', () => {
    const { html, diagnostics } = render(
      'import { Install } from "/snippets/install.jsx";\n\n<Install name="acme" />\n',
      {
        'snippets/install.jsx':
          'export const Install = ({ name }) => {\n  const config = btoa(JSON.stringify({ name }));\n  return <a href={`cursor://install?config=${config}`}>{atob(config)}</a>;\n};\n',
      },
    );
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toContain(`cursor://install?config=${Buffer.from('{"name":"acme"}').toString('base64')}`);
    expect(html).toContain('>{"name":"acme"}</a>');
  });
});
