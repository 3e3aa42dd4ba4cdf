/**
 * `Tree` (alias `FileTree`) with `Tree.Folder` and `Tree.File`: a file and folder structure as nested lists, each
 * folder a native disclosure (`<details>`, opened by `defaultOpen`), so it opens and closes by mouse and keyboard
 * without script. A tree may also be written as a markdown list: a name ending in `/`, or with items under it, is a
 * folder (open).
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { toString as hastToString } from 'hast-util-to-string';
import type { ComponentContext, ComponentSpec } from '../component-types.js';

/** The icons of a folder (closed and open; CSS shows one) and of a file. */
function folderIcons(ctx: ComponentContext): ElementContent[] {
  return [
    ctx.icon('folder', 'regular', 'q-icon q-tree-closed'),
    ctx.icon('folder-open', 'regular', 'q-icon q-tree-opened'),
  ].filter((icon) => icon !== undefined);
}

function fileIcon(ctx: ComponentContext): ElementContent[] {
  const icon = ctx.icon('file', 'regular', 'q-icon');
  return icon ? [icon] : [];
}

function folder(
  name: string,
  items: ElementContent[],
  options: { open: boolean; openable: boolean; highlight: boolean },
  ctx: ComponentContext,
): Element {
  const className = ['q-tree-folder', ...(options.highlight ? ['q-tree-highlight'] : [])];
  const label = [
    h('span', { className: ['q-tree-icon'] }, folderIcons(ctx)),
    h('span', { className: ['q-tree-name'] }, name),
  ];
  const list = items.length ? [h('ul', { className: ['q-tree-list'] }, items)] : [];
  if (!options.openable)
    return h('li', { className: [...className, 'q-tree-static'] }, [
      h('span', { className: ['q-tree-row'] }, label),
      ...(options.open ? list : []),
    ]);
  return h('li', { className }, [
    h('details', { open: options.open }, [h('summary', { className: ['q-tree-row'] }, label), ...list]),
  ]);
}

function file(name: string, highlight: boolean, ctx: ComponentContext): Element {
  return h('li', { className: ['q-tree-file', ...(highlight ? ['q-tree-highlight'] : [])] }, [
    h('span', { className: ['q-tree-row'] }, [
      h('span', { className: ['q-tree-icon'] }, fileIcon(ctx)),
      h('span', { className: ['q-tree-name'] }, name),
    ]),
  ]);
}

/** The list items of a folder's or tree's children: items as they are, lists flattened, anything else in an item. */
function items(children: ElementContent[], ctx: ComponentContext): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'li') out.push(child);
    else if (child.tagName === 'ul' || child.tagName === 'ol') out.push(...fromList(child, ctx));
    else out.push(h('li', { className: ['q-tree-other'] }, [child]));
  }
  return out;
}

/** A markdown list as tree items: `name/` or an item with a list under it is an open folder, others are files. */
function fromList(list: Element, ctx: ComponentContext): ElementContent[] {
  const out: ElementContent[] = [];
  for (const item of list.children) {
    if (item.type !== 'element' || item.tagName !== 'li') continue;
    // Already a tree item (a `Tree.File` inside a list), or a markdown item: its text is the name.
    const className = item.properties.className;
    if (Array.isArray(className) && className.some((c) => String(c).startsWith('q-tree-'))) {
      out.push(item);
      continue;
    }
    const nested = item.children.filter(
      (child): child is Element => child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol'),
    );
    const own = item.children.filter((child) => !nested.includes(child as Element));
    const text = own
      .map((child) => hastToString(child as Element))
      .join('')
      .trim();
    const isFolder = nested.length > 0 || text.endsWith('/');
    const name = text.replace(/\/$/, '');
    if (isFolder)
      out.push(
        folder(
          name,
          nested.flatMap((sub) => fromList(sub, ctx)),
          { open: nested.length > 0, openable: true, highlight: false },
          ctx,
        ),
      );
    else out.push(file(name, false, ctx));
  }
  return out;
}

const tree: ComponentSpec = {
  props: {},
  render: ({ children, ctx }) => [
    h('div', { className: ['q-tree'] }, [h('ul', { className: ['q-tree-list'] }, items(children, ctx))]),
  ],
};

/** `Tree`, `FileTree`, `Tree.Folder`, `Tree.File`. */
export const TREE: Record<string, ComponentSpec> = {
  Tree: tree,
  FileTree: tree,
  'Tree.Folder': {
    props: {
      name: { type: 'string', required: true, description: 'the folder name' },
      defaultOpen: { type: 'boolean', description: 'show the folder open' },
      openable: { type: 'boolean', description: 'whether readers can open and close it (default true)' },
      highlight: { type: 'boolean', description: 'mark the folder as the one the text is about' },
    },
    render: ({ props, children, ctx }) => [
      folder(
        typeof props.name === 'string' ? props.name : '',
        items(children, ctx),
        { open: props.defaultOpen === true, openable: props.openable !== false, highlight: props.highlight === true },
        ctx,
      ),
    ],
  },
  'Tree.File': {
    props: {
      name: { type: 'string', required: true, description: 'the file name' },
      highlight: { type: 'boolean', description: 'mark the file as the one the text is about' },
    },
    render: ({ props, ctx }) => [file(typeof props.name === 'string' ? props.name : '', props.highlight === true, ctx)],
  },
};
