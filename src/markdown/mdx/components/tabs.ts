/**
 * `Tabs`/`Tab` and `CodeGroup`: the WAI-ARIA tabs pattern (a `tablist` of `tab` buttons, each controlling a
 * `tabpanel`), or a `<select>` for `<CodeGroup dropdown>`. The HTML has every panel, each after a label of its own:
 * without JavaScript all are shown in turn and the buttons are hidden (components.css); src/client/tabs.ts switches
 * them, keeps tabs with the same title in step across groups (unless `sync={false}`) and remembers the choice.
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { codeTitle } from '../../code-meta.js';
import type { ComponentContext, ComponentSpec } from '../component-types.js';
import { hasClass, isBlank, titleContent, titleText } from './title-content.js';

/** One panel of a group, with what its tab shows. */
interface Panel {
  element: Element;
  id: string;
  /** The plain label: the sync key, and the text of a dropdown option. */
  label: string;
  /** The tab's content: an icon and the label. */
  content: ElementContent[];
}

/** `Tabs`, `Tab`, `CodeGroup`. */
export const TABS: Record<string, ComponentSpec> = {
  Tabs: {
    props: {
      sync: { type: 'boolean', description: 'switch together with tabs of the same title elsewhere on the page' },
      defaultTabIndex: { type: 'number', description: 'the tab shown first, counted from 0' },
      borderBottom: { type: 'boolean', description: 'a line under the tabbed content' },
    },
    render: ({ props, children }) => {
      const panels: Panel[] = [];
      for (const child of children) {
        if (child.type !== 'element' || !hasClass(child, 'q-tab-panel')) continue;
        const label = String(child.properties.dataTitle ?? '');
        const labelElement = child.children[0];
        const content = labelElement?.type === 'element' ? structuredClone(labelElement.children) : [text(label)];
        panels.push({ element: child, id: String(child.properties.id), label, content });
      }
      if (panels.length === 0) return [h('div', { className: ['q-tab-group'] }, children)];
      const className = ['q-tab-group', ...(props.borderBottom === true ? ['q-tab-group-border'] : [])];
      return [
        h('div', { className, dataTabs: '', ...(props.sync !== false && { dataSync: '' }) }, [
          tablist(panels, selectedIndex(props.defaultTabIndex, panels.length), true),
          ...children.filter((child) => !isBlank(child)),
        ]),
      ];
    },
  },
  Tab: {
    props: {
      title: { type: ['string', 'jsx'], required: true, description: 'the text of the tab' },
      icon: { type: 'icon' },
      iconType: { type: 'string' },
    },
    render: ({ props, children, ctx }) => {
      const label = titleText(props.title);
      // The id links to the tab (`#title`, as on Mintlify): the client selects the tab that holds a link's target.
      const id = typeof props.id === 'string' && props.id !== '' ? props.id : ctx.id(label || 'tab');
      const icon = props.icon === undefined ? undefined : ctx.icon(props.icon, props.iconType ?? 'regular', 'q-icon');
      return [
        h('div', { className: ['q-tab-panel', 'q-panel'], id, dataTitle: label }, [
          h('p', { className: ['q-panel-label'] }, [...(icon ? [icon] : []), ...titleContent(props.title)]),
          ...children,
        ]),
      ];
    },
  },
  CodeGroup: {
    props: { dropdown: { type: 'boolean', description: 'choose the code block from a menu instead of tabs' } },
    render: ({ props, children, ctx }) => codeGroup(children, ctx, { dropdown: props.dropdown === true }),
  },
};

/**
 * Code blocks as one tabbed group, each labelled with its title (```` ```js index.js ````, `title="…"`) or else its
 * language. The title moves from the block to its tab. Exported for components that show code the same way.
 */
export function codeGroup(
  children: ElementContent[],
  ctx: ComponentContext,
  options: { dropdown?: boolean; className?: string } = {},
): ElementContent[] {
  const groupId = ctx.id('code-group', 'q-');
  const blocks = children.filter((child): child is Element => child.type === 'element');
  const panels: Panel[] = blocks.map((block, index) => {
    const id = `${groupId}-${index + 1}`;
    const label = takeCodeLabel(block) ?? `Example ${index + 1}`;
    const element = h('div', { className: ['q-code-panel', 'q-panel'], id, dataTitle: label }, [
      h('p', { className: ['q-panel-label'] }, label),
      block,
    ]);
    return { element, id, label, content: [text(label)] };
  });
  const className = ['q-code-group', ...(options.className ? [options.className] : [])];
  if (panels.length === 0) return [h('div', { className }, children)];
  const control = options.dropdown ? dropdown(panels) : tablist(panels, 0, false);
  return [
    h('div', { className, dataTabs: '', dataSync: '' }, [
      h('div', { className: ['q-code-group-head'] }, [control]),
      ...panels.map((panel) => panel.element),
    ]),
  ];
}

/** The tab buttons for `panels`, the one at `selected` chosen; the panels get their role and state. */
function tablist(panels: Panel[], selected: number, focusablePanels: boolean): Element {
  const tabs = panels.map((panel, index) => {
    const chosen = index === selected;
    const tabId = `${panel.id}-tab`;
    Object.assign(panel.element.properties, {
      role: 'tabpanel',
      ariaLabelledBy: tabId,
      // A panel whose first content is not focusable (a code block is) takes focus itself, as the pattern asks.
      ...(focusablePanels && { tabIndex: 0 }),
      ...(!chosen && { dataInactive: '' }),
    });
    return h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: tabId,
        ariaControls: panel.id,
        ariaSelected: chosen ? 'true' : 'false',
        tabIndex: chosen ? 0 : -1,
        dataTitle: panel.label,
      },
      panel.content,
    );
  });
  return h('div', { className: ['q-tablist'], role: 'tablist' }, tabs);
}

/** A `<select>` of the panels' labels (CodeGroup `dropdown`). */
function dropdown(panels: Panel[]): Element {
  panels.forEach((panel, index) => {
    if (index > 0) panel.element.properties.dataInactive = '';
  });
  return h('select', { className: ['q-code-select'], ariaLabel: 'Code example' }, [
    ...panels.map((panel, index) =>
      h('option', { value: panel.id, dataTitle: panel.label, selected: index === 0 }, panel.label),
    ),
  ]);
}

const text = (value: string): ElementContent => ({ type: 'text', value });

function selectedIndex(value: unknown, count: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < count ? value : 0;
}

/**
 * The label of a code block in a group: its title (code-meta.ts reads it), which the block then leaves to its tab
 * instead of showing a caption of its own, or else its language. Undefined for content that is not a code block.
 */
function takeCodeLabel(block: Element): string | undefined {
  if (block.tagName !== 'pre') return undefined;
  const code = block.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  if (!code) return undefined;
  const className = code.properties.className;
  const language = Array.isArray(className)
    ? className
        .map(String)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length)
    : undefined;
  const meta = typeof code.data?.meta === 'string' ? code.data.meta : undefined;
  const title = codeTitle(language, meta);
  if (title === undefined) return language;
  // The cast: hast-util-from-parse5's typings make `position` required on element data, which built elements lack.
  block.data = Object.assign(block.data ?? {}, { codeNoCaption: true }) as Element['data'];
  return title;
}
