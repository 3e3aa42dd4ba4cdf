/**
 * Snippets and project components in MDX pages: imported MDX snippets with props, `<Snippet file>`, exported values,
 * components written as arrow functions, and what is reported when one cannot be rendered or found.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics.js';
import { renderMarkdown, type LinkContext } from '../../src/markdown/index.js';

const context: LinkContext = {
  base: '/docs/',
  urlByPath: { 'index.mdx': '/', 'guide/setup.md': '/guide/setup/', 'guide/page.mdx': '/guide/page/' },
  assets: { 'images/logo.png': true },
};

function render(raw: string, snippets: Record<string, string>, path = 'guide/page.mdx') {
  return renderMarkdown({ path, raw, snippets }, context);
}

/** `file:line:column severity rule message` of each diagnostic, for exact comparisons. */
function problems(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map(
    (d) => `${d.file}:${d.position?.line}:${d.position?.column} ${d.severity} ${d.rule} ${d.message}`,
  );
}

describe('MDX snippets', () => {
  it('inlines an imported snippet with its props substituted, and its children', () => {
    const { html, diagnostics } = render(
      'import Greeting from "/snippets/greeting.mdx"\n\n<Greeting word="bananas">\n  The *children*.\n</Greeting>\n',
      { 'snippets/greeting.mdx': '## Hello\n\nMy word of the day is **{word}**.\n\n{children}\n' },
    );
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toContain('<h2 id="hello">');
    expect(html).toContain('<p>My word of the day is <strong>bananas</strong>.</p>');
    expect(html).toContain('<p>The <em>children</em>.</p>');
  });

  it('reads relative imports, imports without an extension, and `props.x`', () => {
    const { html, diagnostics } = render(
      'import A from "../snippets/a"\nimport B from "./b.mdx"\n\n<A name="Ada" />\n\n<B />\n',
      { 'snippets/a.mdx': 'Hi {props.name}.\n' },
    );
    expect(html).toContain('<p>Hi Ada.</p>');
    // `./b.mdx` is guide/b.mdx, beside the page: not a snippet.
    expect(problems(diagnostics)).toEqual([
      'guide/page.mdx:2:1 error mdx/missing-snippet snippet "./b.mdx" does not exist',
    ]);
  });

  it('makes a one-paragraph snippet part of the sentence it is used in', () => {
    const { html } = render('import Plan from "/snippets/plan.mdx"\n\nThis needs <Plan tier="Pro" /> or more.\n', {
      'snippets/plan.mdx': 'the **{tier}** plan\n',
    });
    expect(html).toContain('<p>This needs the <strong>Pro</strong> plan or more.</p>');
  });

  it('fills passed props into the code blocks of a snippet, and nothing else there', () => {
    const { html } = render('import Install from "/snippets/install.mdx"\n\n<Install pkg="@acme/sdk" />\n', {
      'snippets/install.mdx': '```bash\nnpm install {pkg} # {other}\n```\n',
    });
    expect(html.replace(/<[^>]+>/g, '')).toContain('npm install @acme/sdk # {other}');
  });

  it('evaluates a prop given as an expression in the page, and escapes text props', () => {
    const { html } = render(
      'import Say from "/snippets/say.mdx"\nexport const who = { name: "Grace" }\n\n<Say what={who.name} />\n\n<Say what="<b>x</b>" />\n',
      { 'snippets/say.mdx': 'Said: {what}\n' },
    );
    expect(html).toContain('<p>Said: Grace</p>');
    expect(html).toContain('<p>Said: &#x3C;b>x&#x3C;/b></p>');
  });

  it('warns about a `{name}` the include does not pass, in the snippet, naming the include', () => {
    const { html, diagnostics } = render('import P from "/snippets/p.mdx"\n\n<P />\n', {
      'snippets/p.mdx': 'Set up {framework} first.\n',
    });
    expect(html).toContain('<p>Set up  first.</p>');
    expect(problems(diagnostics)).toEqual([
      'snippets/p.mdx:1:8 warning mdx/snippet-prop `{framework}` has no value: <P> does not pass `framework` (included by guide/page.mdx:3:1)',
    ]);
  });

  it('includes snippets that include other snippets', () => {
    const { html } = render('import Outer from "/snippets/outer.mdx"\n\n<Outer />\n', {
      'snippets/outer.mdx': 'import Inner from "./inner.mdx"\n\nOuter.\n\n<Inner level="two" />\n',
      'snippets/inner.mdx': 'Inner {level}.\n',
    });
    expect(html).toContain('<p>Outer.</p>\n<p>Inner two.</p>');
  });

  it('reads `<Snippet file>` from snippets/ or _snippets/', () => {
    const { html, diagnostics } = render('<Snippet file="get-help.mdx" />\n\n<Snippet file="shared/intro" />\n', {
      '_snippets/get-help.mdx': 'Ask on [Discord](https://discord.gg/x).\n',
      'snippets/shared/intro.mdx': 'Intro text.\n',
    });
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toContain('<p>Ask on <a href="https://discord.gg/x">Discord</a>.</p>');
    expect(html).toContain('<p>Intro text.</p>');
  });

  it('resolves links and images in a snippet from the page that includes it, and reports broken ones in the snippet', () => {
    const { html, diagnostics } = render('import L from "/snippets/links.mdx"\n\n<L />\n', {
      'snippets/links.mdx':
        'See [setup](/guide/setup), [next](./setup) and ![logo](/images/logo.png).\n\n[broken](/nowhere)\n',
    });
    expect(html).toContain('<a href="/docs/guide/setup/">setup</a>');
    // `./setup` is relative to the page (guide/page.mdx), as the snippet's text is part of it.
    expect(html).toContain('<a href="/docs/guide/setup/">next</a>');
    expect(html).toContain('src="/docs/images/logo.png"');
    expect(problems(diagnostics)).toEqual([
      'snippets/links.mdx:3:1 error markdown/broken-link link to "/nowhere" does not match any page or file (included by guide/page.mdx:3:1)',
    ]);
  });

  it('resolves the components of a snippet like the page’s own, and reports their problems in the snippet', () => {
    const { html, diagnostics } = render('import N from "/snippets/note.mdx"\n\n<N />\n', {
      'snippets/note.mdx': '<Note>Careful.</Note>\n\n<Nute>typo</Nute>\n',
    });
    expect(html).toContain('q-callout-note');
    expect(html).toContain('typo');
    expect(problems(diagnostics)).toEqual([
      'snippets/note.mdx:3:1 warning mdx/unknown-component unknown component <Nute>; its content is shown without it (included by guide/page.mdx:3:1)',
    ]);
  });
});

describe('exported values', () => {
  it('uses `export const` values of the page and named imports of a snippet as `{name}`', () => {
    const { html, diagnostics } = render(
      'import { links, product } from "/snippets/vars.mdx"\nexport const version = "2.1"\n\n{product} {version}: <a href={links.docs}>docs</a>\n',
      { 'snippets/vars.mdx': 'export const product = "Acme"\n\nexport const links = { docs: "https://acme.dev" }\n' },
    );
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toContain('<p>Acme 2.1: <a href="https://acme.dev">docs</a></p>');
  });

  it('warns about a name a snippet does not export, with a did-you-mean, and renders its uses as nothing', () => {
    const { html, diagnostics } = render(
      'import { prodcut } from "/snippets/vars.mdx"\n\nBefore {prodcut} after.\n\n<Note>{prodcut}</Note>\n',
      { 'snippets/vars.mdx': 'export const product = "Acme"\n' },
    );
    expect(diagnostics).toMatchObject([
      {
        severity: 'warning',
        rule: 'mdx/missing-export',
        file: 'guide/page.mdx',
        position: { line: 1, column: 1 },
        message:
          'snippets/vars.mdx does not export `prodcut`; `prodcut` is undefined, and renders nothing where it is used',
        hint: 'did you mean `product`?',
      },
    ]);
    expect(html).toContain('<p>Before  after.</p>');
    expect(html).toContain('q-callout-note');
    expect(html).not.toContain('Acme');
  });
});

describe('JSX components', () => {
  const card =
    'export const Tile = ({ title, href = "/guide/setup", tone, children }) => (\n' +
    '  <a className={tone ? `tile tile-${tone}` : "tile"} href={href}>\n' +
    '    <strong>{title}</strong>\n' +
    '    {children}\n' +
    '  </a>\n' +
    ');\n';

  it('renders a component written in the page from its props, defaults and children', () => {
    const { html, diagnostics } = render(`${card}\n<Tile title="Start" tone="blue">Begin *here*.</Tile>\n`, {});
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toContain(
      '<a class="tile tile-blue" href="/docs/guide/setup/"><strong>Start</strong>Begin <em>here</em>.</a>',
    );
  });

  it('renders components imported from a .jsx snippet: block bodies, `props.x`, conditionals and lists', () => {
    const jsx =
      'export const List = (props) => {\n' +
      '  const heading = `${props.items.length} items`;\n' +
      '  return (\n' +
      '    <div>\n' +
      '      <p>{heading}</p>\n' +
      '      {props.ordered ? <ol>{props.items.map((item, i) => <li key={i}>{i}: {item}</li>)}</ol> : null}\n' +
      '      {props.note && <em>{props.note}</em>}\n' +
      '    </div>\n' +
      '  );\n' +
      '};\n';
    const { html, diagnostics } = render(
      'import { List } from "/snippets/list.jsx"\n\n<List items={["a", "b"]} ordered />\n',
      { 'snippets/list.jsx': jsx },
    );
    expect(problems(diagnostics)).toEqual([]);
    expect(html).toContain('<div><p>2 items</p><ol><li>0: a</li><li>1: b</li></ol></div>');
  });

  it('renders built-in components a component returns, with their props checked', () => {
    const { html } = render(
      'export const Hint = ({ text }) => <Tip>{text}</Tip>;\n\n<Hint text="Use the CLI." />\n',
      {},
    );
    expect(html).toContain('q-callout-tip');
    expect(html).toContain('Use the CLI.');
  });

  it('runs a component with hooks in the sandbox: its state is the initial value, its handlers are dropped', () => {
    const jsx =
      'export const Counter = () => {\n  const [count, setCount] = useState(0);\n  return <button onClick={() => setCount(count + 1)}>{count}</button>;\n};\n';
    const { html, diagnostics } = render(
      'import { Counter } from "/snippets/counter.jsx"\n\n<Counter>No counter without JavaScript.</Counter>\n',
      { 'snippets/counter.jsx': jsx },
    );
    expect(html).toContain('<button>0</button>');
    expect(html).not.toContain('onclick');
    expect(problems(diagnostics)).toEqual([
      'guide/page.mdx:3:1 warning mdx/event-handler <Counter> (snippets/counter.jsx) sets `onClick`: event handlers cannot run in a static page; Quire renders the component without them',
    ]);
  });

  it('warns once per component about event handlers, however often it is used', () => {
    const { html, diagnostics } = render(
      'export const Button = ({ label }) => <button onClick={() => alert(label)}>{label}</button>;\n\n<Button label="Go" />\n\n<Button label="Stop" />\n',
      {},
    );
    expect(html).toContain('<button>Go</button>');
    expect(html).toContain('<button>Stop</button>');
    expect(problems(diagnostics)).toEqual([
      'guide/page.mdx:3:1 warning mdx/event-handler <Button> (guide/page.mdx) sets `onClick`: event handlers cannot run in a static page; Quire renders the component without them',
    ]);
  });

  it('passes markup props through: `{icon}` as a child, and `icon` of a built-in', () => {
    const { html } = render(
      'export const Labeled = ({ icon, label }) => <span className="labeled">{icon} {label}</span>;\n\n<Labeled icon={<b>!</b>} label="Alert" />\n',
      {},
    );
    expect(html).toContain('<span class="labeled"><b>!</b> Alert</span>');
  });
});

describe('snippet problems', () => {
  it('reports a missing snippet at the import, with a did-you-mean', () => {
    const { html, diagnostics } = render('import Help from "/snippets/get-hlp.mdx"\n\n<Help>Fallback.</Help>\n', {
      'snippets/get-help.mdx': 'Help.\n',
    });
    expect(html).toContain('Fallback.');
    expect(diagnostics).toMatchObject([
      {
        severity: 'error',
        rule: 'mdx/missing-snippet',
        file: 'guide/page.mdx',
        position: { line: 1, column: 1 },
        message: 'snippet "/snippets/get-hlp.mdx" does not exist',
        hint: 'did you mean "/snippets/get-help.mdx"?',
      },
    ]);
  });

  it('reports a missing `<Snippet file>` at its prop', () => {
    const { diagnostics } = render('Text.\n\n<Snippet file="get-hlp.mdx" />\n', {
      '_snippets/get-help.mdx': 'Help.\n',
    });
    expect(diagnostics).toMatchObject([
      {
        severity: 'error',
        rule: 'mdx/missing-snippet',
        position: { line: 3, column: 10 },
        hint: 'did you mean "get-help.mdx"?',
      },
    ]);
  });

  it('reports an import cycle as an error naming the chain', () => {
    const { html, diagnostics } = render('import A from "/snippets/a.mdx"\n\n<A />\n', {
      'snippets/a.mdx': 'import B from "./b.mdx"\n\nA.\n\n<B />\n',
      'snippets/b.mdx': 'import A from "./a.mdx"\n\nB.\n\n<A />\n',
    });
    expect(html).toContain('<p>A.</p>\n<p>B.</p>');
    expect(problems(diagnostics)).toEqual([
      'snippets/b.mdx:1:1 error mdx/snippet-cycle snippet import cycle: snippets/a.mdx → snippets/b.mdx → snippets/a.mdx (included by snippets/a.mdx:1:1, included by guide/page.mdx:1:1)',
    ]);
  });

  it('reports a snippet that includes itself', () => {
    const { diagnostics } = render('<Snippet file="loop.mdx" />\n', {
      'snippets/loop.mdx': 'Again: <Snippet file="loop.mdx" />\n',
    });
    expect(problems(diagnostics)).toEqual([
      'snippets/loop.mdx:1:8 error mdx/snippet-cycle snippet include cycle: snippets/loop.mdx → snippets/loop.mdx (included by guide/page.mdx:1:1)',
    ]);
  });

  it('reports a snippet MDX cannot read in the snippet, and renders the page', () => {
    const { html, diagnostics } = render('import Bad from "/snippets/bad.mdx"\n\nBefore.\n\n<Bad />\n', {
      'snippets/bad.mdx': '<Note>never closed\n',
    });
    expect(html).toContain('<p>Before.</p>');
    expect(diagnostics).toMatchObject([
      { severity: 'error', rule: 'mdx/syntax', file: 'snippets/bad.mdx', position: { line: 1, column: 1 } },
    ]);
  });

  it('warns about imports of packages and of pages, which are not snippets', () => {
    const { diagnostics } = render(
      'import { useState } from "react"\nimport { chunk } from "lodash"\nimport Setup from "/guide/setup.md"\n\nText.\n',
      {},
    );
    // React is what components with logic import: the sandbox has a server-side React.
    expect(problems(diagnostics)).toEqual([
      'guide/page.mdx:2:1 warning mdx/unsupported-import `import … from "lodash"` needs a JavaScript runtime; Quire ignores it',
      'guide/page.mdx:3:1 warning mdx/import-page "/guide/setup.md" is the page guide/setup.md, not a snippet; Quire includes snippets only',
    ]);
  });
});

describe('snippet problems of `<Snippet file>`', () => {
  it('names the include once for a problem in the snippet itself', () => {
    const { diagnostics } = render('Text.\n\n<Snippet file="bad.mdx" />\n', {
      'snippets/bad.mdx': '<Note>never closed\n',
    });
    expect(diagnostics.map((d) => `${d.file} ${d.message.replace(/^.*\(/, '(')}`)).toEqual([
      'snippets/bad.mdx (included by guide/page.mdx:3:1)',
    ]);
  });
});
