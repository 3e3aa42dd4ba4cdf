/**
 * `Frame` (a framed figure with a caption and a hint), `Icon` (an inline icon), `Tooltip` (a term explained on hover
 * and on keyboard focus, without script) and `Badge` (a small label).
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { Paragraph, Parent, Text } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { ComponentContext, ComponentSpec } from '../component-types.js';
import { mark } from '../page-marks.js';

/** A CSS colour as authors write one (`#3b82f6`, `rgb(…)`, `oklch(…)`, `red`); anything else is not used. */
const CSS_COLOR = /^(?:#[\da-f]{3,8}|[a-z]+|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([\d\s.,%/+a-z-]*\))$/i;

/** `value` when it is a CSS colour, else undefined. */
export function cssColor(value: unknown): string | undefined {
  return typeof value === 'string' && CSS_COLOR.test(value.trim()) ? value.trim() : undefined;
}

const inlineParser = unified().use(remarkParse).use(remarkGfm).freeze();
// Text with none of these characters is shown as it is, without the markdown parser.
const INLINE_SYNTAX = /[\\`*_[\]<~&]|https?:|www\./;

/**
 * A prop's text as inline markdown (emphasis, code, links), as Mintlify renders a `Frame` caption. Raw HTML stays
 * text; links are marked for the page pass, which rewrites and checks them like markdown links.
 */
export function inlineMarkdown(value: string, ctx: ComponentContext): ElementContent[] {
  if (!INLINE_SYNTAX.test(value)) return [{ type: 'text', value }];
  const tree = inlineParser.parse(value);
  const paragraph = tree.children.find((node): node is Paragraph => node.type === 'paragraph');
  if (!paragraph) return [{ type: 'text', value }];
  htmlAsText(paragraph);
  // The paragraph itself (as a root it would get line breaks between its children), then its content.
  const hast = toHast(paragraph) as Element;
  const visit = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'a') mark(child, 'prop-link', ctx.place);
      visit(child);
    }
  };
  visit(hast);
  return hast.children;
}

/** Raw HTML in a prop's markdown shows as the text it is. */
function htmlAsText(node: Parent): void {
  node.children = node.children.map((child) =>
    child.type === 'html' ? ({ type: 'text', value: child.value } as Text) : child,
  ) as Parent['children'];
  for (const child of node.children) if ('children' in child) htmlAsText(child as Parent);
}

/** Videos that play by themselves in a frame also loop, muted and inline, as on Mintlify. */
function prepareVideos(nodes: ElementContent[]): void {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    if (node.tagName === 'video' && node.properties.autoPlay) {
      node.properties.playsInline = true;
      node.properties.loop = true;
      node.properties.muted = true;
    }
    prepareVideos(node.children);
  }
}

const BADGE_COLORS = [
  'gray',
  'blue',
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'white',
  'surface',
  'white-destructive',
  'surface-destructive',
] as const;

/** Whether `nodes` hold a link or a button, which a tooltip describes instead of adding a focus stop of its own. */
function firstInteractive(nodes: ElementContent[]): Element | undefined {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    if (node.tagName === 'a' || node.tagName === 'button') return node;
    const inner = firstInteractive(node.children);
    if (inner) return inner;
  }
  return undefined;
}

/** Inline content of a component that may be written on lines of its own: paragraphs give way to their content. */
export function phrasing(nodes: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (node.type === 'element' && node.tagName === 'p') {
      if (out.length) out.push({ type: 'text', value: ' ' });
      out.push(...node.children);
    } else if (!(node.type === 'text' && node.value.trim() === '' && out.length === 0)) out.push(node);
  }
  return out;
}

/** `Frame`, `Icon`, `Tooltip`, `Badge`. */
export const MEDIA: Record<string, ComponentSpec> = {
  Frame: {
    props: {
      caption: { type: 'string', description: 'text below the content (inline markdown: links, bold …)' },
      hint: { type: 'string', description: 'text before the frame' },
    },
    render: ({ props, children, ctx }) => {
      prepareVideos(children);
      const out: ElementContent[] = [];
      if (typeof props.hint === 'string' && props.hint.trim())
        out.push(
          h('p', { className: ['q-frame-hint'] }, [
            ctx.uiIcon({ name: 'arrow-turn-down', style: 'solid' }, 'q-icon q-frame-hint-icon'),
            props.hint,
          ]),
        );
      const figure: ElementContent[] = [h('div', { className: ['q-frame-media'] }, children)];
      if (typeof props.caption === 'string' && props.caption.trim())
        figure.push(h('figcaption', { className: ['q-frame-caption'] }, inlineMarkdown(props.caption, ctx)));
      out.push(h('figure', { className: ['q-frame'] }, figure));
      return out;
    },
  },
  Icon: {
    inline: true,
    props: {
      icon: { type: 'icon', description: 'a Font Awesome name, an image URL or SVG' },
      src: { type: 'image', description: 'an image to use as the icon' },
      iconType: { type: 'string', description: 'the Font Awesome style (`regular`, `solid`, `brands` …)' },
      color: { type: 'string', description: 'the colour, a CSS colour such as `#ff5733`' },
      size: { type: 'number', description: 'the size in pixels' },
    },
    render: ({ props, ctx }) => {
      const icon = ctx.icon(props.src ?? props.icon, props.iconType ?? 'regular', 'q-icon q-mdx-icon-glyph');
      if (!icon) return [];
      const size = typeof props.size === 'number' && props.size > 0 && props.size <= 512 ? props.size : undefined;
      const color = cssColor(props.color);
      const style = [size && `--q-mdx-icon-size:${size}px`, color && `color:${color}`].filter(Boolean).join(';');
      return [h('span', { className: ['q-mdx-icon'], style: style || undefined }, [icon])];
    },
  },
  Tooltip: {
    inline: true,
    props: {
      tip: { type: 'string', required: true, description: 'the text of the tooltip' },
      headline: { type: 'string', description: 'a title before the tip' },
      cta: { type: 'string', description: 'the text of a link in the tooltip (with `href`)' },
      href: { type: 'url', description: 'where the `cta` link goes' },
    },
    render: ({ props, children, ctx }) => {
      const id = ctx.id('q-tooltip');
      const tip: ElementContent[] = [];
      if (typeof props.headline === 'string' && props.headline.trim())
        tip.push(h('span', { className: ['q-tooltip-headline'] }, props.headline), { type: 'text', value: ' ' });
      tip.push(h('span', { className: ['q-tooltip-tip'] }, typeof props.tip === 'string' ? props.tip : ''));
      const box: ElementContent[] = [h('span', { className: ['q-tooltip-text'], role: 'tooltip', id }, tip)];
      if (typeof props.cta === 'string' && typeof props.href === 'string')
        box.push(h('a', { className: ['q-tooltip-cta'], href: props.href }, props.cta));
      // A link written inside the tooltip is what gets described; otherwise the term itself takes the focus.
      const term = phrasing(children);
      const interactive = firstInteractive(term);
      if (interactive) interactive.properties.ariaDescribedBy = [id];
      const trigger = interactive
        ? h('span', { className: ['q-tooltip-trigger'] }, term)
        : h('span', { className: ['q-tooltip-trigger'], tabIndex: 0, ariaDescribedBy: id }, term);
      return [h('span', { className: ['q-tooltip'] }, [trigger, h('span', { className: ['q-tooltip-box'] }, box)])];
    },
  },
  Badge: {
    inline: true,
    props: {
      color: { type: 'string', values: BADGE_COLORS, description: 'the colour (default `gray`)' },
      size: { type: 'string', values: ['xs', 'sm', 'md', 'lg'], description: 'the size (default `md`)' },
      shape: { type: 'string', values: ['rounded', 'pill'], description: 'the shape (default `rounded`)' },
      icon: { type: 'icon' },
      iconType: { type: 'string' },
      stroke: { type: 'boolean', description: 'an outline instead of a filled background' },
      disabled: { type: 'boolean', description: 'shown dimmed' },
    },
    render: ({ props, children, ctx }) => {
      const color = (BADGE_COLORS as readonly unknown[]).includes(props.color) ? String(props.color) : 'gray';
      const size = ['xs', 'sm', 'md', 'lg'].includes(String(props.size)) ? String(props.size) : 'md';
      const shape = props.shape === 'pill' ? 'pill' : 'rounded';
      const className = ['q-mdx-badge', `q-mdx-badge-${color}`, `q-mdx-badge-${size}`, `q-mdx-badge-${shape}`];
      if (props.stroke === true) className.push('q-mdx-badge-stroke');
      if (props.disabled === true) className.push('q-mdx-badge-disabled');
      const icon =
        props.icon === undefined
          ? undefined
          : ctx.icon(props.icon, props.iconType ?? 'regular', 'q-icon q-mdx-badge-icon');
      return [h('span', { className }, [...(icon ? [icon] : []), ...phrasing(children)])];
    },
  },
};
