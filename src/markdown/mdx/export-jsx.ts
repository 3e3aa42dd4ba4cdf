/**
 * JSX elements as plain Markdown, for the Markdown export of a page (export-markdown.ts). Runs on the tree the
 * components pass resolved (`data.quire`: the component and its evaluated props), so each element is replaced by
 * ordinary mdast: callouts become `> **Note:** …` blockquotes, cards and fields list items, steps a numbered list,
 * tabs, code groups and accordions a `**Title**` line before their content; anything else its children.
 */
import type { BlockContent, Code, List, ListItem, Paragraph, Parents, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { toString as textOf } from 'mdast-util-to-string';
import { codeTitle } from '../code-meta.js';
import { parseRepo } from './components/headings.js';
import { titleText } from './components/title-content.js';
import { PHRASING_NODES } from './phrasing-jsx.js';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Props = Record<string, unknown>;

/** Lists that join the list before them (a card group, fields one after another, a step, a tree's entries). */
type ListKind = 'cards' | 'fields' | 'steps' | 'tree' | 'colors';

declare module 'mdast' {
  interface ListData {
    quireList?: ListKind;
  }
}

const CALLOUT_LABELS: Readonly<Record<string, string>> = {
  Note: 'Note',
  Info: 'Info',
  Tip: 'Tip',
  Warning: 'Warning',
  Check: 'Check',
  Danger: 'Danger',
};

/** Replace every JSX element (and leftover MDX node) in `tree` by plain Markdown. */
export function exportJsx(tree: Root): void {
  tree.children = blocksOf(tree.children);
}

/** `nodes` as block content: elements exported, runs of inline content wrapped in paragraphs, lists joined. */
function blocksOf(nodes: readonly RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || node.value.trim() !== '')) out.push(paragraph(trimEnds(run)));
    run = [];
  };
  for (const node of nodes.flatMap(exportNode)) {
    if (PHRASING_NODES.has(node.type)) run.push(node as PhrasingContent);
    else {
      flush();
      const last = out.at(-1);
      if (node.type === 'list' && last?.type === 'list' && joins(last, node)) last.children.push(...node.children);
      else out.push(node);
    }
  }
  flush();
  return out;
}

/** `nodes` as inline content: block content inside an inline element gives its text. */
function phrasingOf(nodes: readonly RootContent[]): PhrasingContent[] {
  return nodes.flatMap(exportNode).flatMap((node): PhrasingContent[] => {
    if (PHRASING_NODES.has(node.type)) return [node as PhrasingContent];
    if (node.type === 'paragraph') return node.children;
    const value = textOf(node);
    return value === '' ? [] : [{ type: 'text', value }];
  });
}

function joins(a: List, b: List): boolean {
  const kind = a.data?.quireList;
  return kind !== undefined && kind === b.data?.quireList && a.ordered === b.ordered;
}

/** One node exported: a JSX element replaced, MDX syntax dropped, anything else with its children exported. */
function exportNode(node: RootContent): RootContent[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
      return exportFlow(node);
    case 'mdxJsxTextElement':
      return exportText(node);
    default:
      break;
  }
  if (node.type === 'paragraph') {
    node.children = trimEnds(phrasingOf(node.children));
    return node.children.length === 0 ? [] : [node];
  }
  if ('children' in node) {
    const parent = node as Parents;
    const inline = parent.type === 'paragraph' || parent.type === 'heading' || parent.type === 'tableCell';
    const phrasingParent = inline || parent.type === 'link' || parent.type === 'emphasis' || parent.type === 'strong';
    (parent as { children: RootContent[] }).children =
      phrasingParent || parent.type === 'delete' || parent.type === 'linkReference'
        ? phrasingOf(parent.children as RootContent[])
        : parent.type === 'list' || parent.type === 'table' || parent.type === 'tableRow'
          ? (parent.children as RootContent[]).flatMap(exportNode)
          : blocksOf(parent.children as RootContent[]);
  }
  return [node];
}

/** An element written on lines of its own, as block content. */
function exportFlow(node: JsxElement): RootContent[] {
  const resolved = node.data?.quire;
  const name = node.name ?? '';
  const props: Props = resolved?.props ?? {};
  const children = () => blocksOf(node.children as RootContent[]);
  // `<h2>` on lines of its own is a heading (within a line, its text).
  if (/^h[1-6]$/.test(name)) return [heading(name.slice(1), phrasingOf(node.children as RootContent[]))];
  if (resolved?.kind === 'html' || (!resolved && /^[a-z]/.test(name))) return exportHtml(node, props, children);
  if (resolved?.kind !== 'component') return children();
  if (Object.hasOwn(CALLOUT_LABELS, name)) return [callout(`${CALLOUT_LABELS[name]}:`, children())];
  switch (name) {
    case 'Callout':
      return [callout(undefined, children())];
    case 'Card':
    case 'Tile':
      return [card(props, children())];
    case 'Step':
      return [listOf('steps', [item([paragraph([strong(labelOf(props.title) ?? '')])], children())], true)];
    case 'Tab':
    case 'View':
      return titled(labelOf(props.title), children());
    case 'Accordion':
      return titled(labelOf(props.title), [...optionalParagraph(props.description), ...children()]);
    case 'Expandable':
      return titled(labelOf(props.title), children());
    case 'Prompt':
      return titled(labelOf(props.description), children());
    case 'CodeGroup':
    case 'RequestExample':
    case 'ResponseExample':
      return codeGroup(children());
    case 'ParamField':
    case 'ResponseField':
      return [field(name, props, children())];
    case 'Tree.Folder':
      return [listOf('tree', [item([paragraph([text(`${labelOf(props.name) ?? ''}/`)])], children())])];
    case 'Tree.File':
      return [listOf('tree', [item([paragraph([text(labelOf(props.name) ?? '')])], [])])];
    case 'Color.Row':
      return titled(labelOf(props.title), children());
    case 'Color.Item':
      return [colorItem(props)];
    case 'Update':
      return [
        { type: 'heading', depth: 2, children: [text(labelOf(props.label) ?? '')] },
        ...optionalParagraph(props.description),
        ...children(),
      ];
    case 'Frame':
      return [...optionalParagraph(props.hint), ...children(), ...optionalParagraph(props.caption)];
    case 'Visibility':
      // Mintlify's export shows what is meant for agents and leaves out what is for human readers only.
      return props.for === 'humans' ? [] : children();
    case 'Icon':
      return [];
    case 'Heading':
      return [heading(props.level, phrasingOf(node.children as RootContent[]))];
    case 'GitHub.Repo': {
      const repo = parseRepo(props.repo);
      const url = repo && `https://github.com/${repo.owner}/${repo.name}`;
      return url ? [paragraph([{ type: 'link', url, children: [text(`${repo.owner}/${repo.name}`)] }])] : [];
    }
    default:
      return children();
  }
}

/** A Markdown heading of `level` (1 to 6, else 2). */
function heading(level: unknown, children: PhrasingContent[]): RootContent {
  const n = Number(level);
  const depth = (Number.isInteger(n) && n >= 1 && n <= 6 ? n : 2) as 1 | 2 | 3 | 4 | 5 | 6;
  return { type: 'heading', depth, children };
}

/** An element within a line of text, as inline content. */
function exportText(node: JsxElement): RootContent[] {
  const resolved = node.data?.quire;
  const name = node.name ?? '';
  const props: Props = resolved?.props ?? {};
  const children = () => phrasingOf(node.children as RootContent[]);
  if (resolved?.kind === 'html' || (!resolved && /^[a-z]/.test(name))) return exportHtml(node, props, children);
  if (resolved?.kind !== 'component') return children();
  if (name === 'Icon' || (name === 'Visibility' && props.for === 'humans')) return [];
  // A block component written within a line (`<Tab title="A">…</Tab>` in a paragraph): its title, then its text.
  const label = Object.hasOwn(CALLOUT_LABELS, name) ? `${CALLOUT_LABELS[name]}:` : labelOf(props.title);
  const href = name === 'Card' || name === 'Tile' ? props.href : undefined;
  if (label === undefined || name === 'Tooltip' || name === 'Badge') return children();
  const head: PhrasingContent =
    typeof href === 'string' && href !== '' ? { type: 'link', url: href, children: [text(label)] } : strong(label);
  return [head, text(' '), ...children()];
}

/** The author's own HTML elements: links, images, line breaks and emphasis kept; other elements their content. */
function exportHtml(node: JsxElement, props: Props, children: () => RootContent[]): RootContent[] {
  const string = (value: unknown) => (typeof value === 'string' ? value : undefined);
  switch (node.name) {
    case 'a': {
      const href = string(props.href);
      const inner = phrasingOf(node.children as RootContent[]);
      return href ? [{ type: 'link', url: href, children: inner }] : inner;
    }
    case 'img': {
      const src = string(props.src);
      return src ? [{ type: 'image', url: src, alt: string(props.alt) ?? '' }] : [];
    }
    case 'br':
      return [{ type: 'break' }];
    case 'hr':
      return [{ type: 'thematicBreak' }];
    case 'strong':
    case 'b':
      return [{ type: 'strong', children: phrasingOf(node.children as RootContent[]) }];
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children: phrasingOf(node.children as RootContent[]) }];
    case 'code':
      return [{ type: 'inlineCode', value: textOf(node) }];
    default:
      return children();
  }
}

/** A prop as plain text: a string or number, or the text of JSX markup (`title={<>Use <code>x</code></>}`). */
function labelOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  const text = titleText(value);
  return text === '' ? undefined : text;
}

/** Inline content without the spaces an element or comment left at its ends. */
function trimEnds(nodes: PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    // Text on both sides of a dropped element (an icon, a comment) joins, with one space where there were two.
    if (node.type === 'text' && last?.type === 'text')
      out[out.length - 1] = { ...last, value: `${last.value}${node.value}`.replace(/ {2,}/g, ' ') };
    else out.push(node);
  }
  const first = out[0];
  if (first?.type === 'text') out[0] = { ...first, value: first.value.trimStart() };
  const last = out.at(-1);
  if (last?.type === 'text') out[out.length - 1] = { ...last, value: last.value.trimEnd() };
  return out.filter((node) => node.type !== 'text' || node.value !== '');
}

function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

function strong(value: string): PhrasingContent {
  return { type: 'strong', children: [text(value)] };
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children };
}

function optionalParagraph(value: unknown): Paragraph[] {
  const label = labelOf(value)?.trim();
  return label ? [paragraph([text(label)])] : [];
}

/** `**Title**` on a line of its own, then the content. */
function titled(title: string | undefined, content: RootContent[]): RootContent[] {
  return title ? [paragraph([strong(title)]), ...content] : content;
}

function item(head: BlockContent[], content: RootContent[]): ListItem {
  return { type: 'listItem', spread: false, children: [...head, ...(content as BlockContent[])] };
}

function listOf(kind: ListKind, items: ListItem[], ordered = false): List {
  return {
    type: 'list',
    ordered,
    ...(ordered && { start: 1 }),
    spread: false,
    children: items,
    data: { quireList: kind },
  };
}

/** A list item whose first line is `head`, followed by `: ` and the content's first paragraph when it has one. */
function leadItem(kind: ListKind, head: PhrasingContent[], content: RootContent[]): List {
  const [first, ...rest] = content;
  if (first?.type === 'paragraph')
    return listOf(kind, [item([paragraph([...head, text(': '), ...first.children])], rest)]);
  return listOf(kind, [item([paragraph(head)], content)]);
}

function callout(label: string | undefined, content: RootContent[]): RootContent {
  const blocks = [...content] as BlockContent[];
  if (label) {
    const first = blocks[0];
    const lead = [strong(label), text(' ')];
    if (first?.type === 'paragraph') blocks[0] = paragraph([...lead, ...first.children]);
    else blocks.unshift(paragraph([strong(label)]));
  }
  return { type: 'blockquote', children: blocks };
}

/** `- [Title](href): text`, or the title in bold when the card links nowhere. */
function card(props: Props, content: RootContent[]): List {
  const title = labelOf(props.title);
  const href = typeof props.href === 'string' && props.href !== '' ? props.href : undefined;
  const label = title ?? href;
  const head: PhrasingContent[] = label
    ? [href ? { type: 'link', url: href, children: [text(label)] } : strong(label)]
    : [];
  const body = [...optionalParagraph(props.description), ...content];
  return head.length === 0 ? listOf('cards', [item([], body)]) : leadItem('cards', head, body);
}

/** `- \`name\` (type, required): description`; a `ParamField`'s place (`query` …) comes first. */
function field(component: string, props: Props, content: RootContent[]): List {
  const places = component === 'ParamField' ? (['path', 'query', 'header', 'body'] as const) : (['name'] as const);
  const place = places.find((key) => typeof props[key] === 'string');
  const name = place ? String(props[place]) : '';
  const details = [
    ...(place && place !== 'name' && place !== 'body' ? [place] : []),
    ...(typeof props.type === 'string' && props.type !== '' ? [props.type] : []),
    ...(props.required === true || props.required === 'true' ? ['required'] : []),
    ...(props.deprecated === true || props.deprecated === 'true' ? ['deprecated'] : []),
    ...(props.default !== undefined ? [`default: ${JSON.stringify(props.default)}`] : []),
  ];
  const head: PhrasingContent[] = [
    ...(name ? [{ type: 'inlineCode', value: name } as const] : []),
    ...(details.length > 0 ? [text(`${name ? ' ' : ''}(${details.join(', ')})`)] : []),
  ];
  return leadItem('fields', head, content);
}

function colorItem(props: Props): List {
  const value = props.value;
  const shown =
    typeof value === 'string'
      ? value
      : value && typeof value === 'object'
        ? Object.entries(value)
            .map(([mode, color]) => `${mode} ${String(color)}`)
            .join(', ')
        : '';
  const name = labelOf(props.name);
  return listOf('colors', [
    item([paragraph([...(name ? [text(`${name}: `)] : []), { type: 'inlineCode', value: shown }])], []),
  ]);
}

/** Each code block after a `**title**` line (its file name, else its language), as the group's tabs show it. */
function codeGroup(content: RootContent[]): RootContent[] {
  let index = 0;
  return content.flatMap((node): RootContent[] => {
    if (node.type !== 'code') return [node];
    index++;
    const label = codeTitle(node.lang, node.meta) ?? node.lang ?? `Example ${index}`;
    const code: Code = { type: 'code', lang: node.lang ?? null, meta: null, value: node.value };
    return [paragraph([strong(label)]), code];
  });
}
