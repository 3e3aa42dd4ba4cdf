/**
 * `Accordion`, `AccordionGroup` and `Expandable`: native `<details>`/`<summary>` disclosures, so they open and close
 * by mouse and keyboard and announce their state with no script. An accordion has an id from its title (or its `id`),
 * as on Mintlify, so `#installation-steps` links to it; the client opens the one a link points into.
 */
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ComponentSpec, PropSpec } from '../component-types.js';
import { titleContent, titleText } from './title-content.js';

// Real pages write `defaultOpen="True"`; Mintlify (React) reads any such string as true, so Quire does too.
const defaultOpen: PropSpec = {
  type: ['boolean', 'string'],
  values: ['true', 'false', 'True', 'False'],
  description: 'open when the page loads',
};
const isOpen = (value: unknown): boolean => value === true || value === 'True' || value === 'true';

/** `Accordion`, `AccordionGroup`, `Expandable`. */
export const ACCORDIONS: Record<string, ComponentSpec> = {
  Accordion: {
    props: {
      title: { type: ['string', 'jsx'], required: true, description: 'the text of the accordion’s header' },
      description: { type: 'string', description: 'a line under the title' },
      defaultOpen,
      icon: { type: 'icon' },
      iconType: { type: 'string' },
    },
    render: ({ props, children, ctx }) => {
      const text = titleText(props.title);
      const id = typeof props.id === 'string' && props.id !== '' ? props.id : ctx.id(text || 'accordion');
      const icon =
        props.icon === undefined
          ? undefined
          : ctx.icon(props.icon, props.iconType ?? 'regular', 'q-icon q-accordion-icon');
      const heading: ElementContent[] = [h('span', { className: ['q-accordion-title'] }, titleContent(props.title))];
      if (typeof props.description === 'string' && props.description !== '')
        heading.push(h('span', { className: ['q-accordion-description'] }, props.description));
      return [
        h('details', { className: ['q-accordion'], id, open: isOpen(props.defaultOpen) }, [
          h('summary', [...(icon ? [icon] : []), h('span', { className: ['q-accordion-heading'] }, heading)]),
          h('div', { className: ['q-accordion-body'] }, children),
        ]),
      ];
    },
  },
  AccordionGroup: {
    props: {},
    render: ({ children }) => [h('div', { className: ['q-accordion-group'] }, children)],
  },
  Expandable: {
    props: {
      title: { type: 'string', description: 'what the nested fields are, shown as “Show <title>”' },
      defaultOpen,
    },
    render: ({ props, children }) => {
      const title = typeof props.title === 'string' && props.title.trim() !== '' ? props.title : 'child attributes';
      // The summary reads “Show …” while closed and “Hide …” while open; CSS shows the one that applies.
      return [
        h('details', { className: ['q-expandable'], open: isOpen(props.defaultOpen) }, [
          h('summary', [
            h('span', [
              h('span', { className: ['q-expandable-show'] }, 'Show '),
              h('span', { className: ['q-expandable-hide'] }, 'Hide '),
              title,
            ]),
          ]),
          h('div', { className: ['q-expandable-body'] }, children),
        ]),
      ];
    },
  },
};
