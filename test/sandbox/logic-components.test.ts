/**
 * Components with logic, rendered at build time in the sandbox: real JavaScript (helpers, module constants,
 * `.filter`/`.map`, template literals, defaults, imports between snippet files), hooks with their server meaning,
 * the page's children kept as rendered markdown, and failures reported at the author's file:line:col.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics.js';
import { type LinkContext, renderMarkdown } from '../../src/markdown/index.js';
import { closeSandbox, sandboxRunning } from '../../src/sandbox/sandbox.js';

afterAll(() => closeSandbox());

const context: LinkContext = {
  base: '/',
  urlByPath: { 'page.mdx': '/page/', 'guide/start.mdx': '/guide/start/' },
  assets: {},
};

function render(raw: string, snippets: Record<string, string> = {}) {
  return renderMarkdown({ path: 'page.mdx', raw, snippets }, context);
}

function problems(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map(
    (d) => `${d.file}:${d.position?.line}:${d.position?.column} ${d.severity} ${d.rule} ${d.message}`,
  );
}

const SINCE = `const RELEASES = { '5.5': 'May 2025', '5.0': 'January 2025' };

function label(version) {
  return \`v\${version}\`;
}

export const Since = ({ version, kind = 'Added' }) => {
  const when = RELEASES[version] ?? 'an unreleased version';
  return (
    <Tooltip tip={\`\${kind} in \${label(version)} (\${when})\`}>
      <Badge color={version >= '5.5' ? 'green' : 'gray'}>{label(version)}+</Badge>
    </Tooltip>
  );
};
`;

describe('components with logic', () => {
  it('starts the sandbox only for a component the static reading cannot render', async () => {
    await closeSandbox();
    const plain = render('export const Hint = ({ text }) => <Tip>{text}</Tip>;\n\n<Hint text="Static." />\n');
    expect(plain.html).toContain('Static.');
    expect(sandboxRunning()).toBe(false);
    const logic = render(
      'export const Hint = ({ text }) => {\n  if (!text) return null;\n  return <Tip>{text}</Tip>;\n};\n\n<Hint text="Run." />\n',
    );
    expect(logic.html).toContain('Run.');
    expect(sandboxRunning()).toBe(true);
  });

  it('computes a Tooltip and a Badge from a prop, with helpers and module constants', () => {
    const { html, diagnostics } = render(
      'import { Since } from "/snippets/since.mdx"\n\nThe flag <Since version="5.5" /> and <Since version="5.0" kind="Changed" />.\n',
      { 'snippets/since.mdx': SINCE.replace(/^const /m, 'export const ').replace(/^function /m, 'export function ') },
    );
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toContain('Added in v5.5 (May 2025)');
    expect(html).toContain('Changed in v5.0 (January 2025)');
    expect(html).toMatch(/q-mdx-badge-green[^>]*>v5\.5\+/);
    expect(html).toMatch(/q-mdx-badge-gray[^>]*>v5\.0\+/);
  });

  it('runs a .jsx snippet whole: helpers and constants it does not export, comments, `import React`', () => {
    const { html, diagnostics } = render(
      'import { Since } from "/snippets/since.jsx"\n\nThe flag <Since version="5.5" />.\n',
      { 'snippets/since.jsx': `/** Version badges. {not MDX} */\nimport React from 'react';\n\n${SINCE}` },
    );
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toContain('Added in v5.5 (May 2025)');
  });

  it('filters and maps an array of entries into cards, with destructuring defaults', () => {
    const catalog = `export const entries = [
  { name: 'Postgres', href: '/guide/start', kind: 'db' },
  { name: 'Redis', kind: 'cache' },
  { name: 'MySQL', href: '/guide/start', kind: 'db', beta: true },
];

export const Catalog = ({ kind = 'db', columns = 2 }) => {
  const shown = entries.filter((e) => e.kind === kind).sort((a, b) => a.name.localeCompare(b.name));
  if (shown.length === 0) return <p>Nothing in {kind}.</p>;
  return (
    <CardGroup cols={columns}>
      {shown.map(({ name, href = '#', beta = false }) => (
        <Card key={name} title={beta ? \`\${name} (beta)\` : name} href={href}>
          {name.toUpperCase()}
        </Card>
      ))}
    </CardGroup>
  );
};
`;
    const { html, diagnostics } = render(
      'import { Catalog } from "/snippets/catalog.mdx"\n\n<Catalog />\n\n<Catalog kind="queue" />\n',
      { 'snippets/catalog.mdx': catalog },
    );
    expect(problems(diagnostics)).toEqual([]);
    expect(html.indexOf('MySQL (beta)')).toBeLessThan(html.indexOf('Postgres'));
    expect(html).toContain('POSTGRES');
    expect(html).not.toContain('Redis');
    expect(html).toContain('href="/guide/start/"');
    expect(html).toContain('<p>Nothing in queue.</p>');
  });

  it('uses module values computed by code, without a warning, in a file that has components', () => {
    const { html, diagnostics } = render('import { Count } from "/snippets/count.mdx"\n\n<Count />\n', {
      'snippets/count.mdx':
        'export const entries = [{ ok: true }, { ok: false }, { ok: true }];\nexport const active = entries.filter((e) => e.ok).length;\n\nexport const Count = () => <p>{active} active</p>;\n',
    });
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toContain('<p>2 active</p>');
  });

  it('imports between snippet files, and `react` resolves to the shim', () => {
    const { html, diagnostics } = render('import { Price } from "/snippets/price.mdx"\n\n<Price amount={1234.5} />\n', {
      'snippets/price.mdx':
        "import { useMemo } from 'react';\nimport { money } from '/snippets/format.mdx';\n\nexport const Price = ({ amount }) => {\n  const text = useMemo(() => money(amount), [amount]);\n  return <strong className=\"price\">{text}</strong>;\n};\n",
      'snippets/format.mdx':
        "export const money = (n) => {\n  const [whole, cents = '00'] = n.toFixed(2).split('.');\n  return '$' + whole.replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',') + '.' + cents;\n};\n",
    });
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toContain('<strong class="price">$1,234.50</strong>');
  });

  it('gives hooks their server meaning: state is its initial value, effects do not run', () => {
    const { html } = render(
      "export const Status = () => {\n  const [label, setLabel] = useState(() => 'loading');\n  useEffect(() => { setLabel('ready'); throw new Error('effects must not run'); }, []);\n  const ref = useRef(1);\n  return <span>{label} {ref.current}</span>;\n};\n\n<Status />\n",
    );
    expect(html).toContain('<span>loading 1</span>');
  });

  it("renders the page's children where the component puts them, as markdown", () => {
    const { html, diagnostics } = render(
      'export const Box = ({ title, children }) => {\n  const heading = title.trim();\n  if (!heading) return children;\n  return <section className="box"><h4>{heading}</h4>{children}</section>;\n};\n\n<Box title=" Notes ">\n  Some **bold** text and a [link](/guide/start).\n</Box>\n',
    );
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toMatch(
      /<section class="box"><h4[^>]*>Notes.*?<\/h4>\s*<p>Some <strong>bold<\/strong> text and a <a href="\/guide\/start\/">link<\/a>\.<\/p>\s*<\/section>/,
    );
  });

  it('passes a project component given as a prop, and renders it where the component uses it', () => {
    const { html, diagnostics } = render(
      'import { Code } from "/snippets/code.mdx"\n\nexport const Panel = ({ Block, lines }) => {\n  const text = lines.join("\\n");\n  return <div className="panel"><Block text={text} /></div>;\n};\n\n<Panel Block={Code} lines={["a", "b"]} />\n',
      { 'snippets/code.mdx': 'export const Code = ({ text }) => <pre className="mine">{text}</pre>;\n' },
    );
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toContain('<div class="panel"><pre class="mine">a\nb</pre></div>');
  });

  it('reports a component that throws at its file:line:col, and shows its children', () => {
    const { html, diagnostics } = render(
      'import { Fragile } from "/snippets/fragile.mdx"\n\n<Fragile>The fallback.</Fragile>\n',
      {
        'snippets/fragile.mdx':
          'export const Fragile = ({ items }) => {\n  const first = items.find((item) => item.ok);\n  return <p>{first}</p>;\n};\n',
      },
    );
    expect(html).toContain('The fallback.');
    expect(problems(diagnostics)).toEqual([
      "snippets/fragile.mdx:2:22 warning mdx/component-error <Fragile> failed: TypeError: cannot read property 'find' of undefined; Quire shows its children only (included by page.mdx:3:1)",
    ]);
  });

  it('reports JavaScript esbuild cannot compile at its line', () => {
    const { diagnostics } = render(
      'export const Broken = () => {\n  if (true) { return <p>x</p>; }\n};\n\n<Broken />\n',
      {},
    );
    expect(problems(diagnostics)).toEqual([]);
    const { diagnostics: bad } = render('import { Bad } from "/snippets/bad.jsx"\n\n<Bad />\n', {
      'snippets/bad.jsx': 'export const Bad = () => {\n  if (true) { return <p>x</p>; }\n  return <p>{1 +}</p>;\n};\n',
    });
    expect(bad.length).toBeGreaterThan(0);
  });

  it('is deterministic: the same page renders the same HTML, ids from useId included', () => {
    const raw =
      'export const Field = ({ label }) => {\n  const id = useId();\n  if (!label) return null;\n  return <label htmlFor={id}>{label}</label>;\n};\n\n<Field label="A" />\n\n<Field label="B" />\n';
    const first = render(raw).html;
    expect(render(raw).html).toBe(first);
    expect(first).toContain('for=":q0:"');
  });
});
