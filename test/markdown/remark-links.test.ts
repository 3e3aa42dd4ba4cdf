import { expect, test } from 'vitest';
import { renderMarkdown, type LinkContext } from '../../src/markdown/index.js';

const context: LinkContext = {
  base: '/docs/',
  urlByPath: { 'guide/setup.md': '/guide/setup/', 'guide/page.md': '/guide/page/' },
  assets: { 'images/logo.png': true, 'files/report.pdf': true },
};
const render = (raw: string) => renderMarkdown({ path: 'guide/page.md', raw }, context);

test('records a reference definition once, at the definition, and rewrites every use of it', () => {
  const result = render('[one][s] and [two][s]\n\n[s]: setup#install\n');
  expect(result.html).toBe(
    '<p><a href="/docs/guide/setup/#install">one</a> and <a href="/docs/guide/setup/#install">two</a></p>',
  );
  expect(result.links).toEqual([
    { href: 'setup#install', targetPath: 'guide/setup.md', fragment: 'install', position: { line: 3, column: 1 } },
  ]);
});

test('rewrites images nested in links, and links to files, without recording them as page links', () => {
  const result = render('[![Logo](../images/logo.png)](../files/report.pdf)');
  expect(result.html).toBe('<p><a href="/docs/files/report.pdf"><img src="/docs/images/logo.png" alt="Logo"></a></p>');
  expect(result.links).toEqual([]);
  expect(result.diagnostics).toEqual([]);
});

test('an image that points at a page is a missing image', () => {
  const { diagnostics } = render('![shot](setup)');
  expect(diagnostics).toMatchInlineSnapshot(`
    [
      {
        "file": "guide/page.md",
        "message": "image "setup" does not match any file",
        "position": {
          "column": 1,
          "line": 1,
        },
        "rule": "markdown/missing-image",
        "severity": "error",
      },
    ]
  `);
});

test('a link that climbs above the docs folder is broken, with no suggestion', () => {
  const { diagnostics } = render('Up [out](../../../etc/passwd).');
  expect(diagnostics).toMatchInlineSnapshot(`
    [
      {
        "file": "guide/page.md",
        "message": "link to "../../../etc/passwd" does not match any page or file",
        "position": {
          "column": 4,
          "line": 1,
        },
        "rule": "markdown/broken-link",
        "severity": "error",
      },
    ]
  `);
});

test('suggests a static file when a link looks like a mistyped file', () => {
  const { diagnostics } = render('[pdf](/files/reprot.pdf)');
  expect(diagnostics[0].hint).toBe('did you mean `/files/report.pdf`?');
});

test('rewrites and checks raw HTML links like markdown ones, leaving script URLs as written', () => {
  const { html, diagnostics } = render(
    '<a href="setup">raw</a> and <a href="nowhere">raw</a> <a href="javascript:x()">js</a>',
  );
  expect(html).toBe(
    '<p><a href="/docs/guide/setup/">raw</a> and <a href="nowhere">raw</a> <a href="javascript:x()">js</a></p>',
  );
  expect(diagnostics.map((d) => `${d.position?.line}:${d.position?.column} ${d.rule}`)).toEqual([
    '1:38 markdown/broken-link',
  ]);
});

test('renders refused links without href and refused images without src, in every markdown form', () => {
  const result = render(
    [
      '[a](javascript:alert(1)) <vbscript:msgbox> [b](jav&#x61;script:x) [c][js] [d][png]',
      '',
      '![e](data:text/html,x) ![f][png] ![g][js] ![h](data:image/gif;base64,R0lGOD==)',
      '',
      '[js]: JAVASCRIPT:alert(2)',
      '[png]: data:image/png;base64,iVBORw0KGgo=',
    ].join('\n'),
  );
  expect(result.html).toBe(
    '<p><a>a</a> <a>vbscript:msgbox</a> <a>b</a> <a>c</a> <a>d</a></p>\n' +
      '<p><img alt="e"> <img src="data:image/png;base64,iVBORw0KGgo=" alt="f"> <img alt="g"> <img src="data:image/gif;base64,R0lGOD==" alt="h"></p>',
  );
  // The references to [js] are reported once, at the definition; the link to the data:image/ definition where it
  // is, once the walk has seen every definition (so last).
  expect(result.diagnostics.map((d) => `${d.position?.line}:${d.position?.column} ${d.rule}`)).toEqual([
    '1:1 markdown/unsafe-url',
    '1:26 markdown/unsafe-url',
    '1:44 markdown/unsafe-url',
    '3:1 markdown/unsafe-url',
    '5:1 markdown/unsafe-url',
    '1:75 markdown/unsafe-url',
  ]);
});
