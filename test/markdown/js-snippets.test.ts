/**
 * `.jsx`, `.js` and `.tsx` snippets are JavaScript modules, read as JavaScript (not MDX): comments, helpers that are
 * not exported and module constants are allowed; TypeScript types are stripped; a syntax error is a warning at the
 * snippet's line and column, and the page still renders.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics.js';
import { renderMarkdown, type LinkContext } from '../../src/markdown/index.js';

const context: LinkContext = {
  base: '/',
  urlByPath: { 'guide/page.mdx': '/guide/page/', 'start.mdx': '/start' },
  assets: {},
};

function render(raw: string, snippets: Record<string, string>) {
  return renderMarkdown({ path: 'guide/page.mdx', raw, snippets }, context);
}

function problems(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map(
    (d) => `${d.file}:${d.position?.line}:${d.position?.column} ${d.severity} ${d.rule} ${d.message}`,
  );
}

const CATALOG_JSX = `"use client";
// Fields: { title, description, href }
/**
 * A catalog card. Props: { title, href }.
 */
import { useState } from "react";

const BADGE = "new";
const palette = { accent: "blue" };

const Pill = ({ label }) => <span className={\`badge badge-\${palette.accent}\`}>{label}</span>;

function Heading({ text }) {
  return <strong>{text}</strong>;
}

export const CatalogCard = ({ title, href = "/start" }) => (
  <a className="catalog" href={href}>
    <Heading text={title} /> <Pill label={BADGE} />
  </a>
);
`;

describe('JavaScript snippets', () => {
  it('renders a component of a .jsx snippet with a top comment, helpers and constants it does not export', () => {
    const { html, diagnostics } = render(
      'import { CatalogCard } from "/snippets/catalog.jsx"\n\n<CatalogCard title="Start here" />\n',
      { 'snippets/catalog.jsx': CATALOG_JSX },
    );
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toContain(
      '<a class="catalog" href="/start"><strong>Start here</strong> <span class="badge badge-blue">new</span></a>',
    );
  });

  it('does not export what the module does not export', () => {
    const { diagnostics } = render('import { Pill } from "/snippets/catalog.jsx"\n\n<Pill label="x" />\n', {
      'snippets/catalog.jsx': CATALOG_JSX,
    });
    expect(problems(diagnostics)).toEqual([
      'guide/page.mdx:1:1 warning mdx/missing-export snippets/catalog.jsx does not export `Pill`; `Pill` is undefined, and renders nothing where it is used',
    ]);
  });

  it('reads a .js snippet of exported values', () => {
    const { html, diagnostics } = render(
      'import { plans } from "/snippets/plans.js"\n\nThe {plans.pro.name} plan costs {plans.pro.price}.\n',
      { 'snippets/plans.js': '// Prices: { monthly }\nexport const plans = { pro: { name: "Pro", price: "$20" } };\n' },
    );
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toContain('<p>The Pro plan costs $20.</p>');
  });

  it('strips the types of a .tsx snippet, and reports its lines as written', () => {
    const tsx =
      'interface Props {\n  title: string;\n  level?: number;\n}\n\n' +
      'type Tone = "info" | "warn";\n\n' +
      'export const Banner = ({ title, level = 1 }: Props): JSX.Element => (\n' +
      '  <div className="banner" data-level={level as number}>{title}</div>\n' +
      ');\n\n' +
      'export const Live = (): JSX.Element => {\n' +
      '  const [on, setOn] = useState<boolean>(false);\n' +
      '  return <button>{String(on)}</button>;\n' +
      '};\n\n' +
      'export const Boom = ({ data }: { data?: { items: string[] } }): JSX.Element => {\n' +
      '  const value: string | undefined = data!.items.find((item) => item !== "");\n' +
      '  return <p>{value}</p>;\n' +
      '};\n';
    const { html, diagnostics } = render(
      'import { Banner, Live, Boom } from "/snippets/banner.tsx"\n\n<Banner title="Typed" />\n\n<Live>Static text.</Live>\n\n<Boom>Fallback.</Boom>\n',
      { 'snippets/banner.tsx': tsx },
    );
    expect(html).toContain('<div class="banner" data-level="1">Typed</div>');
    // A component with a hook runs in the sandbox (its state is its initial value); one that throws is reported at
    // the line of the .tsx file as written, and shows its children.
    expect(html).toContain('<button>false</button>');
    expect(html).toContain('Fallback.');
    expect(problems(diagnostics)).toEqual([
      expect.stringMatching(
        /^snippets\/banner\.tsx:18:\d+ warning mdx\/component-error <Boom> failed: TypeError: cannot read property 'items' of undefined; Quire shows its children only \(included by guide\/page\.mdx:7:1\)$/,
      ),
    ]);
  });

  it('reports a syntax error in a .jsx snippet as a warning at its place; the page renders', () => {
    const { html, diagnostics } = render(
      '# Title\n\nimport { Broken } from "/snippets/broken.jsx"\n\n<Broken>Shown without it.</Broken>\n',
      { 'snippets/broken.jsx': '// A card\nexport const Broken = () => (\n  <div>\n);\n' },
    );
    expect(html).toContain('Shown without it.');
    expect(diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(diagnostics[0]).toMatchObject({
      rule: 'mdx/syntax',
      file: 'snippets/broken.jsx',
      position: { line: 3, column: 8 },
    });
    expect(diagnostics[0].message).toMatch(
      /; Quire cannot read this JavaScript module, and its components show their children only \(included by guide\/page\.mdx:3:1\)$/,
    );
  });

  it('reports a syntax error in a .tsx snippet at its line in the file as written', () => {
    const { diagnostics } = render('import { T } from "/snippets/t.tsx"\n\n<T />\n', {
      'snippets/t.tsx': 'type A = string;\n\nexport const T = (): A => <div>;\n',
    });
    expect(diagnostics.map((d) => `${d.severity} ${d.rule} ${d.file}:${d.position?.line}`)).toEqual([
      'warning mdx/syntax snippets/t.tsx:4',
    ]);
  });
});
