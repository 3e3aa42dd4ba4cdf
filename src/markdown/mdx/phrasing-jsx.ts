/**
 * Where JSX elements stand among a parent's blocks. MDX parses a tag alone on its line as a block (a flow element)
 * and a tag among text as phrasing, whatever the tag is; this pass puts each where HTML wants it. Block components
 * and block HTML elements that fill a paragraph on their own (`<Card>a</Card> <Card>b</Card>` on one line) become
 * blocks, since a `<div>` cannot sit in a `<p>`. Inline components (`Icon`, `Badge`, `Tooltip`: `inline` in their
 * spec) stay phrasing: a paragraph of them stays a paragraph, and one written on a line of its own joins the text of
 * the lines right before and after it, as the author wrote one paragraph.
 */
import type { Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { getComponent } from './components/index.js';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** HTML's phrasing elements: the ones that may stand in a `<p>`. */
const PHRASING_HTML = new Set(
  (
    'a abbr area audio b bdi bdo br button canvas cite code data datalist del dfn em embed i iframe img input ins kbd ' +
    'label link map mark math meta meter noscript object output picture progress q ruby s samp script select slot ' +
    'small span strong sub sup svg template textarea time u var video wbr'
  ).split(' '),
);

/** mdast's phrasing nodes, the MDX ones included. */
export const PHRASING_NODES = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'footnoteReference',
  'html',
  'mdxTextExpression',
  'mdxJsxTextElement',
  'inlineMath',
]);

/**
 * `children` of a parent with JSX elements moved to where they belong (see the module comment); a new array. Inside
 * the author's own HTML (`inHtml`) a lone inline component is left as written: a `<p>` would add space to their
 * layout (a flex row of an icon and a label).
 */
export function placeJsx(children: readonly RootContent[], inHtml = false): RootContent[] {
  // Text among them (what a JSX component returns): they are phrasing content already.
  if (children.some(isText)) return children.map((child) => (isInlineFlow(child) ? asText(child) : child));
  const out: RootContent[] = [];
  // Paragraphs that hold an inline component from a line of its own: text on the next line joins them.
  const joined = new Set<Paragraph>();
  for (const [index, child] of children.entries()) {
    const last = out.at(-1);
    if (isInlineFlow(child)) {
      const next = children[index + 1];
      if (last?.type === 'paragraph' && adjoins(last, child)) append(last, [asText(child)], child);
      else if (!inHtml || (next?.type === 'paragraph' && adjoins(child, next)))
        out.push(paragraphOf([asText(child)], child));
      else {
        out.push(child);
        continue;
      }
      joined.add(out.at(-1) as Paragraph);
    } else if (child.type === 'paragraph' && last?.type === 'paragraph' && joined.has(last) && adjoins(last, child))
      append(last, child.children, child);
    else out.push(...(child.type === 'paragraph' ? (splitParagraph(child) ?? [child]) : [child]));
  }
  return out;
}

/** Whether a JSX element is phrasing content: an inline component, a phrasing HTML element, or text-only content. */
function isInlineJsx(node: JsxElement): boolean {
  const name = node.name ?? '';
  if (isHtmlName(name)) return PHRASING_HTML.has(name);
  const spec = name === '' ? undefined : getComponent(name);
  // A fragment or an unknown component is what its content is.
  if (!spec) return node.children.every((child) => PHRASING_NODES.has(child.type));
  return spec.inline === true;
}

/** Whether a JSX name is an HTML element (`div`), not a component (`Card`, `Tree.File`). */
export function isHtmlName(name: string | null | undefined): boolean {
  return typeof name === 'string' && /^[a-z]/.test(name) && !name.includes('.');
}

/** An inline component written on lines of its own, with nothing but text in it. */
function isInlineFlow(node: RootContent): node is MdxJsxFlowElement {
  if (node.type !== 'mdxJsxFlowElement' || !node.name) return false;
  if (getComponent(node.name)?.inline !== true) return false;
  return node.children.every((child) => child.type === 'paragraph' || PHRASING_NODES.has(child.type));
}

/** Text that is not only whitespace, or other phrasing content. */
function isText(node: RootContent): boolean {
  return PHRASING_NODES.has(node.type) && !(node.type === 'text' && node.value.trim() === '');
}

/** An inline component written as a block, as the phrasing content it is. */
function asText(node: MdxJsxFlowElement): MdxJsxTextElement {
  return { ...node, type: 'mdxJsxTextElement', children: phrasingOf(node.children) };
}

/** The content of a flow element as phrasing: its paragraphs' text, a line break apart. */
function phrasingOf(children: MdxJsxFlowElement['children']): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const child of children) {
    if (out.length) out.push({ type: 'text', value: '\n' });
    if (child.type === 'paragraph') out.push(...child.children);
    else out.push(child as PhrasingContent);
  }
  return out;
}

/**
 * A paragraph of nothing but JSX elements (whitespace aside) that are not all inline: its block elements as blocks,
 * and runs of inline ones between them as paragraphs. Undefined when the paragraph stays as it is.
 */
function splitParagraph(paragraph: Paragraph): RootContent[] | undefined {
  const elements = paragraph.children.filter((child) => child.type === 'mdxJsxTextElement');
  const blank = (child: PhrasingContent) => child.type === 'text' && child.value.trim() === '';
  if (elements.length === 0 || !paragraph.children.every((child) => child.type === 'mdxJsxTextElement' || blank(child)))
    return undefined;
  if (elements.every(isInlineJsx)) return undefined;
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    while (run.length && blank(run[0])) run.shift();
    while (run.length && blank(run[run.length - 1])) run.pop();
    if (run.length) out.push(paragraphOf(run, run[0], run[run.length - 1]));
    run = [];
  };
  for (const child of paragraph.children) {
    if (child.type === 'mdxJsxTextElement' && !isInlineJsx(child)) {
      flush();
      out.push({ ...child, type: 'mdxJsxFlowElement', children: child.children as MdxJsxFlowElement['children'] });
    } else run.push(child);
  }
  flush();
  return out;
}

type Positioned = { position?: RootContent['position'] };

function paragraphOf(children: PhrasingContent[], first: Positioned, last: Positioned = first): Paragraph {
  const position =
    first.position && last.position ? { start: first.position.start, end: last.position.end } : undefined;
  return { type: 'paragraph', children, ...(position && { position }) };
}

/** Add `children` to `paragraph`, after a space or a line break as written; `from` is where they were written. */
function append(paragraph: Paragraph, children: PhrasingContent[], from: Positioned): void {
  const sameLine = paragraph.position?.end.line === from.position?.start.line;
  paragraph.children.push({ type: 'text', value: sameLine ? ' ' : '\n' }, ...children);
  if (paragraph.position && from.position) paragraph.position = { ...paragraph.position, end: from.position.end };
}

/**
 * Whether `next` starts on the line `before` ends on (MDX makes blocks of `<Icon /> <Icon />`) or on the next one:
 * no blank line between them.
 */
function adjoins(before: Positioned, next: Positioned): boolean {
  const end = before.position?.end.line;
  const start = next.position?.start.line;
  return end !== undefined && start !== undefined && (start === end || start === end + 1);
}
