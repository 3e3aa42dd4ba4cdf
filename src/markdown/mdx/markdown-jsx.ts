/**
 * Mintlify components that are markdown in another form, turned into that markdown so they render exactly like it:
 * `<CodeBlock language filename icon …>{code}</CodeBlock>` is a fenced code block (highlighted, titled, in a
 * `CodeGroup` a tab), and `<Latex>…</Latex>` is a formula for KaTeX (`math`, or `inlineMath` in a paragraph).
 * lancedb writes 546 code blocks as `<CodeBlock …>{PyConnect}</CodeBlock>`, the code a string a snippet exports.
 * Content that is no string (markup, a value Quire cannot read) leaves the element to its component (components/code.ts).
 */
import type { Program } from 'estree';
import type { Code, RootContent } from 'mdast';
import type { InlineMath, Math as MathNode } from 'mdast-util-math';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { PageBudget } from './budget.js';
import { evaluate, expressionOf, type Scope } from './evaluate.js';
import { originOf, scopeOf } from './snippet-scope.js';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The components this module turns into markdown. */
export const MARKDOWN_COMPONENTS = new Set(['CodeBlock', 'Latex']);

/** The markdown `node` stands for, with its props read; undefined when its content is not plain text. */
export function markdownOfJsx(
  node: JsxElement,
  readProps: () => Readonly<Record<string, unknown>>,
  scope: Scope,
  source: string,
  budget: PageBudget,
): RootContent | undefined {
  const content = textOf(node.children as RootContent[], scope, source, budget);
  if (content === undefined || (node.name === 'CodeBlock' && node.type !== 'mdxJsxFlowElement')) return undefined;
  // Read (and checked) once, here or by the component that renders what is not text.
  const props = readProps();
  if (node.name === 'Latex') {
    const math: MathNode | InlineMath =
      node.type === 'mdxJsxFlowElement'
        ? { type: 'math', value: content.text.trim() }
        : { type: 'inlineMath', value: content.text.trim() };
    return { ...math, ...(node.position && { position: node.position }) } as RootContent;
  }
  const language = stringProp(props.language) ?? content.lang;
  const code: Code = {
    type: 'code',
    lang: language?.toLowerCase() ?? null,
    meta: codeMeta(props) || content.meta || null,
    value: content.text.replace(/^\n+|\s+$/g, ''),
    ...(node.position && { position: node.position }),
  };
  return code;
}

interface Text {
  text: string;
  /** From a code fence written as the content: its language and info string. */
  lang?: string;
  meta?: string;
}

/**
 * The text of `children`: one `{expression}` giving a string, one code fence, or words as written in `source` (the
 * page's text: markdown in them is code, not emphasis); else undefined.
 */
function textOf(children: readonly RootContent[], scope: Scope, source: string, budget: PageBudget): Text | undefined {
  const kept = children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  if (kept.length === 0) return { text: '' };
  if (kept.length === 1) {
    const only = kept[0];
    if (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression') {
      const expression = expressionOf(only.data?.estree as Program | undefined);
      if (!expression) return { text: '' }; // a comment
      const value = evaluate(expression, scope, budget);
      if (!value.ok) return undefined;
      // Undefined (a name a snippet does not export, reported there) renders nothing, as in Mintlify.
      if (value.value === undefined || value.value === null) return { text: '' };
      return typeof value.value === 'string' || typeof value.value === 'number'
        ? { text: String(value.value) }
        : undefined;
    }
    if (only.type === 'code') return { text: only.value, lang: only.lang ?? undefined, meta: only.meta ?? undefined };
    // A paragraph around the expression, or the `{children}` of a component written in the page (a scoped fragment).
    if (only.type === 'paragraph' && only.children.length === 1) return textOf(only.children, scope, source, budget);
    if ((only.type === 'mdxJsxFlowElement' || only.type === 'mdxJsxTextElement') && only.name === null)
      return textOf(only.children as RootContent[], scopeOf(only, scope), source, budget);
  }
  if (kept.some((child) => child.type.startsWith('mdx') && child.type !== 'mdxTextExpression')) return undefined;
  const start = kept[0].position?.start.offset;
  const end = kept[kept.length - 1].position?.end.offset;
  // Nodes from a snippet have offsets into the snippet: their text is read from the tree instead.
  const fromPage = start !== undefined && end !== undefined && originOf(kept[0].position) === undefined;
  if (!fromPage) return { text: kept.map((child) => mdastToString(child)).join('\n\n') };
  // From the start of its line, so that the first line keeps its indentation relative to the others.
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const lead = source.slice(lineStart, start);
  return { text: dedent((/^[ \t]*$/.test(lead) ? lead : '') + source.slice(start, end)) };
}

/** `text` without the indentation its lines share. */
function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(cut)).join('\n');
}

/** The info string of a fence with these props (code-meta.ts reads it back). */
function codeMeta(props: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  const title = stringProp(props.filename) ?? stringProp(props.title);
  if (title !== undefined) parts.push(`title=${quoted(title)}`);
  const icon = stringProp(props.icon);
  if (icon !== undefined) parts.push(`icon=${quoted(icon)}`);
  for (const flag of ['lines', 'wrap', 'expandable'] as const) if (props[flag] === true) parts.push(flag);
  if (props.nocopy === true) parts.push('nocopy');
  for (const key of ['highlight', 'focus'] as const) {
    const ranges = lineRanges(props[key]);
    if (ranges) parts.push(`${key}={${ranges}}`);
  }
  return parts.join(' ');
}

function stringProp(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A value in `"…"` or `'…'`, whichever it does not hold; with both, its quotes are dropped. */
function quoted(value: string): string {
  if (!value.includes('"')) return `"${value}"`;
  if (!value.includes("'")) return `'${value}'`;
  return `"${value.replace(/["']/g, '')}"`;
}

/** `"[1,3,4,5]"`, `[1, 3]` or `"1,3-5"` as `1,3,4,5`; undefined when it is none of these. */
function lineRanges(value: unknown): string | undefined {
  const list = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : undefined;
  const bare = list?.replace(/[[\]{}\s]/g, '');
  return bare && /^\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*$/.test(bare) ? bare : undefined;
}
