/**
 * `Steps` and `Step`: a numbered procedure, as an ordered list. A `Step` renders on its own as a titled block; the
 * `Steps` around it makes each one a list item and numbers it (so steps that come from snippets count too). A title
 * with `titleSize` h2, h3 or h4 is a real heading: it gets an id and an anchor, and h2/h3 are in the table of contents.
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ComponentSpec, PropSpec } from '../component-types.js';
import { hasClass, isBlank, titleContent } from './title-content.js';

const TITLE_SIZES = ['p', 'h2', 'h3', 'h4'] as const;
type TitleSize = (typeof TITLE_SIZES)[number];

const titleSize: PropSpec = {
  type: 'string',
  values: TITLE_SIZES,
  description: 'the title as a paragraph (`p`, the default) or a heading (`h2`, `h3`, `h4`)',
};

/** What a `Step` leaves for the `Steps` around it (hast `data` is not written to the HTML). */
interface StepData {
  stepNumber?: number;
  /** Set when the step chose its own title size; else the `Steps` one applies. */
  titleSize?: TitleSize;
  hasIcon: boolean;
}

const asTitleSize = (value: unknown): TitleSize | undefined => TITLE_SIZES.find((size) => size === value) ?? undefined;

const stepData = (element: Element): StepData | undefined =>
  (element.data as { quireStep?: StepData } | undefined)?.quireStep;

/** `Steps` and `Step`. */
export const STEPS: Record<string, ComponentSpec> = {
  Steps: {
    props: { titleSize },
    render: ({ props, children }) => {
      const items = stepItems(children);
      const fallbackSize = asTitleSize(props.titleSize) ?? 'p';
      let position = 0;
      // The number the list gives the next item; screen readers announce it, so it follows the visible one.
      let implicit = 1;
      for (const item of items) {
        const data = stepData(item);
        if (!data) {
          implicit++; // content before the first step, an item of its own
          continue;
        }
        position++;
        const number = data.stepNumber ?? position;
        if (number !== implicit) item.properties.value = String(number);
        implicit = number + 1;
        const marker = item.children[0];
        if (!data.hasIcon && marker?.type === 'element') marker.children = [{ type: 'text', value: String(number) }];
        if (data.titleSize === undefined && fallbackSize !== 'p') retitle(item, fallbackSize);
      }
      return [h('ol', { className: ['q-steps'] }, items)];
    },
  },
  Step: {
    props: {
      title: { type: ['string', 'jsx'], description: 'the step title' },
      icon: { type: 'icon' },
      iconType: { type: 'string' },
      stepNumber: { type: 'number', description: 'the number shown instead of the step’s position' },
      titleSize,
      noAnchor: { type: 'boolean' },
    },
    render: ({ props, children, ctx }) => {
      const size = asTitleSize(props.titleSize);
      const icon = props.icon === undefined ? undefined : ctx.icon(props.icon, props.iconType ?? 'regular', 'q-icon');
      const id = typeof props.id === 'string' && props.id !== '' ? props.id : undefined;
      const title = titleContent(props.title);
      const body: ElementContent[] = [];
      if (title.length > 0) body.push(h(size ?? 'p', { className: ['q-step-title'], id }, title));
      body.push(...children);
      const stepNumber = typeof props.stepNumber === 'number' ? props.stepNumber : undefined;
      // Without a title, the content starts beside the marker.
      const className = title.length > 0 ? ['q-step'] : ['q-step', 'q-step-untitled'];
      const step = h('div', { className, ...(title.length === 0 && id && { id }) }, [
        h(
          'span',
          { className: ['q-step-marker'], ariaHidden: 'true' },
          icon ? [icon] : stepNumber ? [String(stepNumber)] : [],
        ),
        h('div', { className: ['q-step-body'] }, body),
      ]);
      step.data = {
        quireStep: { stepNumber, titleSize: size, hasIcon: icon !== undefined } satisfies StepData,
      } as never;
      return [step];
    },
  },
};

/**
 * The children of `Steps` as list items: each step one (a wrapper around steps, such as a snippet's, is opened), and
 * other content joins the step before it, so only steps are counted.
 */
function stepItems(children: ElementContent[]): Element[] {
  const items: Element[] = [];
  const visit = (nodes: ElementContent[]) => {
    for (const node of nodes) {
      if (isBlank(node)) continue;
      if (node.type === 'element' && hasClass(node, 'q-step')) {
        node.tagName = 'li';
        items.push(node);
      } else if (node.type === 'element' && node.tagName === 'div' && node.children.some((c) => hasClass(c, 'q-step')))
        visit(node.children);
      else {
        const body = items.at(-1)?.children[1];
        if (body?.type === 'element') body.children.push(node);
        else items.push(h('li', { className: ['q-step-extra'] }, [node]));
      }
    }
  };
  visit(children);
  return items;
}

/** Make the step's paragraph title a heading of `size`. */
function retitle(item: Element, size: TitleSize): void {
  const body = item.children[1];
  if (body?.type !== 'element') return;
  const title = body.children[0];
  if (title?.type === 'element' && title.tagName === 'p' && hasClass(title, 'q-step-title')) title.tagName = size;
}
