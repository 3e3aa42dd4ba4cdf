/**
 * `Card` (a titled box, a link when it has `href`, with an icon or an image on top; a `type` themes it as that callout
 * kind, with its colours and default icon), `CardGroup` and `Columns`
 * (a grid of `cols` columns that collapses to one on narrow screens) and `Column`.
 *
 * A linked card is an `<a>` around its content, unless the content holds links of its own: a link cannot hold
 * another (the HTML parser closes the card's link at the inner one, and the rest of the card spills out of it). Such a
 * card is a `<div>` whose title is the link, stretched over the whole card by CSS (cards.css), and its inner links lie
 * above it: each click goes where a reader expects, as it does in Mintlify.
 */
import type { ElementContent } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import { h } from 'hastscript';
import type { ComponentSpec } from '../component-types.js';
import { CALLOUT_ICONS } from './callouts.js';
import { titleContent } from './title-content.js';

const CARD_TYPES = ['info', 'warning', 'note', 'tip', 'check', 'danger'] as const;

const cols = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : 2;
};

/** Whether rendered content holds a link: an `<a>` element, or one in the author's raw HTML. */
function holdsLink(nodes: readonly ElementContent[]): boolean {
  return nodes.some((node) =>
    node.type === 'element'
      ? node.tagName === 'a' || holdsLink(node.children)
      : node.type === 'raw' && /<a[\s>]/i.test(node.value),
  );
}

const grid: ComponentSpec = {
  props: { cols: { type: 'number', description: 'the number of columns, 1 to 6 (default 2)' } },
  render: ({ props, children }) => [h('div', { className: ['q-card-group', `q-cols-${cols(props.cols)}`] }, children)],
};

/** `Card`, `CardGroup`, `Columns`, `Column`. */
export const CARDS: Record<string, ComponentSpec> = {
  Card: {
    props: {
      title: { type: 'string', description: 'the card title' },
      icon: { type: 'icon' },
      iconType: { type: 'string' },
      color: { type: 'string' },
      href: { type: 'url' },
      horizontal: { type: 'boolean' },
      img: { type: 'image' },
      cta: { type: 'string' },
      arrow: { type: 'boolean' },
      type: { type: 'string', values: CARD_TYPES, description: 'a callout kind whose colours and icon the card takes' },
    },
    render: ({ props, children, ctx }) => {
      const href = typeof props.href === 'string' ? props.href : undefined;
      const external = href !== undefined && /^https?:/i.test(href);
      const type = typeof props.type === 'string' && Object.hasOwn(CALLOUT_ICONS, props.type) ? props.type : undefined;
      const icon =
        props.icon !== undefined
          ? ctx.icon(props.icon, props.iconType ?? 'regular', 'q-icon q-card-icon')
          : type
            ? ctx.uiIcon({ name: CALLOUT_ICONS[type], style: 'solid' }, 'q-icon q-card-icon')
            : undefined;
      const style = typeof props.color === 'string' ? `--q-card-color:${props.color}` : undefined;
      const body: ElementContent[] = [];
      if (icon) body.push(h('span', { className: ['q-card-icon-box'], style }, [icon]));
      const title = titleContent(props.title);
      const stretched = href !== undefined && holdsLink([...title, ...children]);
      const link = (content: ElementContent[], label?: string) =>
        h(
          'a',
          { className: ['q-card-stretch'], href, ...(external && { rel: 'noopener' }), ariaLabel: label },
          content,
        );
      const titled = stretched && title.length > 0 && !holdsLink(title);
      if (title.length > 0) body.push(h('p', { className: ['q-card-title'] }, titled ? [link(title)] : title));
      if (children.length) body.push(h('div', { className: ['q-card-content'] }, children));
      if (typeof props.cta === 'string') body.push(h('span', { className: ['q-card-cta'] }, props.cta));
      const className = [
        'q-card',
        ...(props.horizontal === true ? ['q-card-horizontal'] : []),
        ...(href ? ['q-card-link'] : []),
        ...(type ? ['q-card-typed', `q-card-type-${type}`] : []),
      ];
      const image =
        typeof props.img === 'string'
          ? [h('img', { className: ['q-card-img'], src: props.img, alt: '', loading: 'lazy' })]
          : [];
      const inner = [...image, h('div', { className: ['q-card-body'] }, body)];
      if (href && (props.arrow === true || (props.arrow === undefined && external)))
        inner.push(h('span', { className: ['q-card-arrow'], ariaHidden: 'true' }, '→'));
      // A card without a title of plain text gets an empty stretched link, named by its call to action or its text.
      if (stretched && !titled) {
        const label = typeof props.cta === 'string' ? props.cta : hastToString(h('div', [...title, ...children]));
        inner.push(link([], label.replace(/\s+/g, ' ').trim().slice(0, 120) || href));
      }
      if (!href || stretched) return [h('div', { className }, inner)];
      return [h('a', { className, href, ...(external && { rel: 'noopener' }) }, inner)];
    },
  },
  CardGroup: grid,
  Columns: grid,
  Column: { props: {}, render: ({ children }) => [h('div', { className: ['q-column'] }, children)] },
};
