/**
 * The remaining content components: `Visibility` (content for readers or for agents), `Panel` (content for the side
 * column), `Tile` (a linked preview), `Color` with `Color.Row` and `Color.Item` (swatches), `Prompt` (an AI prompt to
 * copy or open in Cursor) and `View` (alternatives a reader switches between).
 */
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { toString as hastToString } from 'hast-util-to-string';
import type { ComponentSpec } from '../component-types.js';
import { mark } from '../page-marks.js';
import { cssColor, inlineMarkdown } from './media.js';

/** Cursor's web link that opens a prompt; longer links are refused, so the action is left out past this length. */
const CURSOR_PROMPT = 'https://cursor.com/link/prompt?text=';
const CURSOR_MAX_URL = 8000;

/**
 * A copy button (shown only when script runs, see components/misc.css) for the text of the element `target`;
 * `name`, when given, is its accessible name (it starts with the visible text).
 */
function copyButton(target: string, text: string, className: string, name?: string): ElementContent {
  return h(
    'button',
    { type: 'button', className: ['q-copy-action', className], dataQCopyTarget: target, ariaLabel: name },
    text,
  );
}

/** A swatch's colours: one value, or `{ light, dark }`. */
function swatch(value: unknown): { style?: string; text: string } {
  const single = cssColor(value);
  if (single) return { style: `--q-swatch-light:${single};--q-swatch-dark:${single}`, text: single };
  if (value !== null && typeof value === 'object') {
    const light = cssColor((value as { light?: unknown }).light);
    const dark = cssColor((value as { dark?: unknown }).dark);
    if (light && dark)
      return { style: `--q-swatch-light:${light};--q-swatch-dark:${dark}`, text: `${light} / ${dark}` };
    if (light || dark) return swatch(light ?? dark);
  }
  return { text: typeof value === 'string' ? value : '' };
}

/** `Visibility`, `Panel`, `Tile`, `Color`, `Color.Row`, `Color.Item`, `Prompt`, `View`. */
export const MISC: Record<string, ComponentSpec> = {
  Visibility: {
    props: {
      for: { type: 'string', required: true, values: ['humans', 'agents'], description: 'who sees the content' },
    },
    // The site is for readers: content for agents (Mintlify's markdown export) is left out of the page.
    render: ({ props, children }) => (props.for === 'agents' ? [] : children),
  },
  Panel: {
    props: {},
    render: ({ children }) => [mark(h('div', { className: ['q-mdx-panel'] }, children), 'panel')],
  },
  Tile: {
    props: {
      href: { type: 'url', required: true, description: 'where the tile links to' },
      title: { type: 'string', description: 'the title below the preview' },
      description: { type: 'string', description: 'a short text below the title' },
    },
    render: ({ props, children }) => {
      const body: ElementContent[] = [h('div', { className: ['q-tile-preview'] }, children)];
      if (typeof props.title === 'string') body.push(h('div', { className: ['q-tile-title'] }, props.title));
      if (typeof props.description === 'string')
        body.push(h('div', { className: ['q-tile-description'] }, props.description));
      const href = typeof props.href === 'string' ? props.href : undefined;
      return [href ? h('a', { className: ['q-tile'], href }, body) : h('div', { className: ['q-tile'] }, body)];
    },
  },
  Color: {
    props: { variant: { type: 'string', required: true, values: ['compact', 'table'], description: 'the layout' } },
    render: ({ props, children }) => [
      h('div', { className: ['q-color', `q-color-${props.variant === 'table' ? 'table' : 'compact'}`] }, children),
    ],
  },
  'Color.Row': {
    props: { title: { type: 'string', description: 'the label of the row' } },
    render: ({ props, children }) => [
      h('div', { className: ['q-color-row'] }, [
        ...(typeof props.title === 'string' ? [h('p', { className: ['q-color-row-title'] }, props.title)] : []),
        h('div', { className: ['q-color-row-items'] }, children),
      ]),
    ],
  },
  'Color.Item': {
    props: {
      name: { type: 'string', description: 'the name of the colour' },
      value: { type: ['string', 'object'], required: true, description: 'a CSS colour, or `{ light, dark }`' },
    },
    render: ({ props, ctx }) => {
      const { style, text } = swatch(props.value);
      const id = ctx.id('q-color-value');
      const name = typeof props.name === 'string' ? props.name : undefined;
      return [
        h('div', { className: ['q-color-item'] }, [
          h('span', { className: ['q-color-swatch'], style, ariaHidden: 'true' }),
          h('span', { className: ['q-color-text'] }, [
            ...(name ? [h('span', { className: ['q-color-name'] }, name)] : []),
            h('code', { className: ['q-color-value'], id }, text),
          ]),
          copyButton(id, 'Copy', 'q-color-copy', `Copy ${name ?? 'colour'}`),
        ]),
      ];
    },
  },
  Prompt: {
    props: {
      description: { type: 'string', required: true, description: 'what the prompt is for (inline markdown)' },
      actions: { type: 'array', description: '`"copy"` and `"cursor"` (default `["copy"]`)' },
      icon: { type: 'icon' },
      iconType: { type: 'string' },
    },
    render: ({ props, children, ctx }) => {
      const id = ctx.id('q-prompt');
      const actions = Array.isArray(props.actions) ? props.actions.map(String) : ['copy'];
      const icon = props.icon === undefined ? undefined : ctx.icon(props.icon, props.iconType ?? 'regular', 'q-icon');
      const buttons: ElementContent[] = [];
      if (actions.includes('copy')) buttons.push(copyButton(id, 'Copy prompt', 'q-prompt-copy'));
      const cursor = `${CURSOR_PROMPT}${encodeURIComponent(hastToString({ type: 'root', children }).trim())}`;
      if (actions.includes('cursor') && cursor.length <= CURSOR_MAX_URL)
        buttons.push(h('a', { className: ['q-prompt-cursor'], href: cursor, rel: 'noopener' }, 'Open in Cursor'));
      const description = typeof props.description === 'string' ? inlineMarkdown(props.description, ctx) : [];
      return [
        h('div', { className: ['q-prompt'] }, [
          h('div', { className: ['q-prompt-head'] }, [
            ...(icon ? [h('span', { className: ['q-prompt-icon'] }, [icon])] : []),
            h('p', { className: ['q-prompt-description'] }, description),
            ...(buttons.length ? [h('div', { className: ['q-prompt-actions'] }, buttons)] : []),
          ]),
          h('details', { className: ['q-prompt-text'] }, [
            h('summary', 'Show prompt'),
            h('div', { className: ['q-prompt-body'], id }, children),
          ]),
        ]),
      ];
    },
  },
  View: {
    props: {
      title: { type: 'string', required: true, description: 'the name of the view in the switcher' },
      icon: { type: 'icon' },
      iconType: { type: 'string' },
    },
    render: ({ props, children, ctx }) => {
      const title = typeof props.title === 'string' ? props.title : '';
      const icon = props.icon === undefined ? undefined : ctx.icon(props.icon, props.iconType ?? 'regular', 'q-icon');
      return [
        mark(
          h('div', { className: ['q-view'], dataQView: title }, [
            h('p', { className: ['q-view-title'] }, [...(icon ? [icon] : []), title]),
            ...children,
          ]),
          'view',
        ),
      ];
    },
  },
};
