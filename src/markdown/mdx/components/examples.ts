/**
 * `RequestExample` and `ResponseExample`: code examples shown where they are written on narrow screens and, on wide
 * ones, gathered into a sticky column beside the text (the page pass copies them there, see rehype-mdx-page.ts). Like
 * Mintlify's, several code blocks in one example become a code group, with `dropdown` passed on.
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ComponentSpec } from '../component-types.js';
import { mark } from '../page-marks.js';

/** Whether `node` is a code block: a `<pre>`, or a titled block's `<figure>`. */
function isCodeBlock(node: ElementContent): boolean {
  if (node.type !== 'element') return false;
  if (node.tagName === 'pre') return true;
  const className = node.properties.className;
  return node.tagName === 'figure' && Array.isArray(className) && className.some((c) => /code/.test(String(c)));
}

/**
 * The two components; `codeGroup` finds the `CodeGroup` component when one renders (looked up late: the components
 * are registered together in index.ts).
 */
export function createExamples(codeGroup: () => ComponentSpec | undefined): Record<string, ComponentSpec> {
  const example = (kind: 'request' | 'response', label: string): ComponentSpec => ({
    props: { dropdown: { type: 'boolean', description: 'switch between the code blocks with a menu, not tabs' } },
    render: ({ props, children, ctx, inline }) => {
      const blocks = children.filter(isCodeBlock).length;
      const group = blocks > 1 ? codeGroup() : undefined;
      const content = group
        ? group.render({ props: props.dropdown === true ? { dropdown: true } : {}, children, inline, ctx })
        : children;
      const element: Element = h(
        'div',
        { className: ['q-example-block', `q-${kind}-example`], role: 'group', ariaLabel: label },
        content,
      );
      return [mark(element, `${kind}-example`)];
    },
  });
  return {
    RequestExample: example('request', 'Request example'),
    ResponseExample: example('response', 'Response example'),
  };
}
