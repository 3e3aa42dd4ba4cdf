/**
 * remark plugin: render the page's `math` and `inlineMath` nodes (remark-math-syntax.ts) with KaTeX at build time,
 * and mark the page as using math so that it links KaTeX's stylesheet. A formula KaTeX cannot read is a warning at
 * its file:line:col, with KaTeX's message, and is shown as its TeX source in code.
 */
import type { ElementContent } from 'hast';
import type { Parents, Root } from 'mdast';
import type { InlineMath, Math as MathNode } from 'mdast-util-math';
import type { VFile } from 'vfile';
import { getPageData } from '../page-data.js';
import { renderTex } from './render-tex.js';

/** Render every formula of the page. */
export function remarkMath() {
  return function transform(tree: Root, file: VFile): undefined {
    // Most pages have no `$` at all (nor a `<Latex>`, made a formula by mdx/markdown-jsx.ts): skip the walk.
    const text = String(file.value);
    if (!text.includes('$') && !text.includes('<Latex')) return;
    walk(tree, file);
  };
}

// A plain recursive walk, as in remark-links.ts: it runs for every page with a `$`.
function walk(parent: Parents, file: VFile): void {
  for (const node of parent.children) {
    if (node.type === 'math' || node.type === 'inlineMath') renderNode(node, file);
    else if ('children' in node) walk(node, file);
  }
}

function renderNode(node: MathNode | InlineMath, file: VFile): void {
  const display = node.type === 'math';
  const result = renderTex(node.value, display);
  if (result.ok) {
    const page = getPageData(file);
    page.features ??= new Set();
    page.features.add('math');
    node.data = {
      hName: display ? 'div' : 'span',
      // A wide display formula scrolls sideways; like a code block, it can then be scrolled with the keyboard.
      hProperties: display ? { className: ['q-math', 'q-math-display'], tabIndex: 0 } : { className: ['q-math'] },
      // KaTeX's HTML as it is: escaped by KaTeX, and no parse and re-serialization for every formula.
      hChildren: [{ type: 'raw', value: result.html }],
    };
    return;
  }
  const message = file.message(`KaTeX cannot render this formula: ${result.message}`, {
    place: errorPlace(node, file, result.offset),
    ruleId: 'invalid-tex',
    source: 'math',
  });
  message.note = 'check the TeX (KaTeX supports most LaTeX math commands); write `\\$` for a dollar sign in text';
  const code: ElementContent = {
    type: 'element',
    tagName: 'code',
    properties: { className: ['q-math-error'] },
    children: [{ type: 'text', value: node.value }],
  };
  node.data = display
    ? { hName: 'pre', hProperties: { className: ['q-math-error'] }, hChildren: [code] }
    : { hName: 'code', hProperties: { className: ['q-math-error'] }, hChildren: code.children };
}

/** Where KaTeX stopped in the file, when its offset in the TeX can be found there; else the formula's start. */
function errorPlace(node: MathNode | InlineMath, file: VFile, offset: number | undefined) {
  const start = node.position?.start;
  if (!start || start.offset === undefined || offset === undefined) return node.position;
  const source = String(file.value);
  // The TeX appears as written unless it was re-indented (inside a list or component): then fall back.
  const at = source.indexOf(node.value, start.offset);
  const end = node.position?.end.offset ?? source.length;
  if (at < 0 || at + node.value.length > end) return node.position;
  const target = at + Math.min(offset, node.value.length);
  const before = source.slice(0, target);
  const line = before.split('\n').length;
  return { line, column: target - before.lastIndexOf('\n'), offset: target };
}
