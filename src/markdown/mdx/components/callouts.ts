/**
 * Callouts: `Note`, `Info`, `Tip`, `Warning`, `Check`, `Danger`, and `Callout` with its own `icon` and `color`. An
 * aside with a role of `note` and a visually hidden label, so screen readers announce the kind.
 */
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ComponentSpec } from '../component-types.js';

const KINDS = {
  Note: { label: 'Note', icon: 'circle-info' },
  Info: { label: 'Info', icon: 'circle-info' },
  Tip: { label: 'Tip', icon: 'lightbulb' },
  Warning: { label: 'Warning', icon: 'triangle-exclamation' },
  Check: { label: 'Check', icon: 'circle-check' },
  Danger: { label: 'Danger', icon: 'circle-exclamation' },
} as const;

function callout(
  kind: string,
  label: string,
  icon: ElementContent | undefined,
  children: ElementContent[],
  color?: string,
): ElementContent[] {
  const style = color ? `--q-callout-color:${color}` : undefined;
  return [
    h('div', { className: ['q-callout', `q-callout-${kind}`], role: 'note', style }, [
      h('span', { className: ['q-callout-icon'] }, icon ? [icon] : []),
      h('div', { className: ['q-callout-body'] }, [h('span', { className: ['q-sr-only'] }, `${label}: `), ...children]),
    ]),
  ];
}

/** Each callout kind's default icon, by the kind's name in lower case (also a `Card`'s `type`). */
export const CALLOUT_ICONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(KINDS).map(([name, kind]) => [name.toLowerCase(), kind.icon]),
);

/** The six fixed callouts and `Callout`. */
export const CALLOUTS: Record<string, ComponentSpec> = {
  ...Object.fromEntries(
    Object.entries(KINDS).map(([name, kind]) => [
      name,
      {
        props: { icon: { type: 'icon' }, iconType: { type: 'string' } },
        render: ({ props, children, ctx }) =>
          callout(
            name.toLowerCase(),
            kind.label,
            props.icon === undefined
              ? ctx.uiIcon({ name: kind.icon, style: 'solid' })
              : ctx.icon(props.icon, props.iconType ?? 'solid'),
            children,
          ),
      } satisfies ComponentSpec,
    ]),
  ),
  Callout: {
    props: { icon: { type: 'icon' }, iconType: { type: 'string' }, color: { type: 'string' } },
    render: ({ props, children, ctx }) =>
      callout(
        'custom',
        'Note',
        props.icon === undefined
          ? ctx.uiIcon({ name: 'circle-info', style: 'solid' })
          : ctx.icon(props.icon, props.iconType ?? 'solid'),
        children,
        typeof props.color === 'string' ? props.color : undefined,
      ),
  },
};
