/**
 * `Card` (a titled box, a link when it has `href`, with an icon or an image on top; a `type` themes it as that callout
 * kind, with its colours and default icon), `CardGroup` and `Columns`
 * (a grid of `cols` columns that collapses to one on narrow screens) and `Column`.
 */
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ComponentSpec } from '../component-types.js';
import { CALLOUT_ICONS } from './callouts.js';
import { titleContent } from './title-content.js';

const CARD_TYPES = ['info', 'warning', 'note', 'tip', 'check', 'danger'] as const;

const cols = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : 2;
};

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
      if (title.length > 0) body.push(h('p', { className: ['q-card-title'] }, title));
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
      return [
        href
          ? h('a', { className, href, ...(external && { rel: 'noopener' }) }, inner)
          : h('div', { className }, inner),
      ];
    },
  },
  CardGroup: grid,
  Columns: grid,
  Column: { props: {}, render: ({ children }) => [h('div', { className: ['q-column'] }, children)] },
};
