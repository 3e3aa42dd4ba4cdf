import { expect, test } from 'vitest';
import { renderMarkdown } from '../../src/markdown/index.js';

const context = { base: '/', urlByPath: {}, assets: {} };
const render = (raw: string, path = 'page.mdx') => renderMarkdown({ path, raw }, context).html;

test('drops import and export blocks, multi-line ones included', () => {
  const raw = [
    "import A from './a'",
    'import {',
    '  B,',
    "} from './b'",
    '',
    'export function Layout({ children }) {',
    '  const x = 1;',
    '',
    '  return <div>{children}</div>;',
    '}',
    '',
    'Kept.',
  ].join('\n');
  expect(render(raw)).toBe('<p>Kept.</p>');
});

test('keeps prose that merely starts with the word', () => {
  expect(render('Importing is fine.\n\nexports grow.\n\nimport-export rules.\n')).toBe(
    '<p>Importing is fine.</p>\n<p>exports grow.</p>\n<p>import-export rules.</p>',
  );
});

test('keeps ESM-looking lines inside code blocks and nested blocks', () => {
  expect(render('```js\nimport a from "a"\n```\n\n> export const x = 1\n')).toBe(
    '<pre tabindex="0"><code class="hljs language-js"><span class="hljs-keyword">import</span> a <span class="hljs-keyword">from</span> <span class="hljs-string">"a"</span>\n</code></pre>\n<blockquote>\n<p>export const x = 1</p>\n</blockquote>',
  );
});

test('an export whose brackets never close drops only its own paragraph', () => {
  expect(render('export const x = {\n\nStill here.\n')).toBe('<p>Still here.</p>');
  expect(render("export const s = 'unclosed\n\nStill here.\n")).toBe('<p>Still here.</p>');
});

test('drops paragraphs that are only MDX comments, and nothing else', () => {
  expect(render('{/* one */}\n\n{/*\n two\n*/} {/* three */}\n\nText {/* inline */}\n')).toBe('<p>Text </p>');
});

test('leaves .md pages alone', () => {
  expect(render("import A from './a'\n\n{/* x */}\n", 'page.md')).toBe("<p>import A from './a'</p>\n<p>{/* x */}</p>");
});
