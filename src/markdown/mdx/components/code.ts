/**
 * `CodeBlock` and `Latex`. Written with plain text (or a `{string}`) they become a fenced code block and a formula
 * before rendering (markdown-jsx.ts), so these renderers only see what is left: content Quire could not read as
 * text, shown as it is in a code block or in place.
 */
import { h } from 'hastscript';
import { toString as hastToString } from 'hast-util-to-string';
import type { ComponentSpec } from '../component-types.js';

const flag = (description: string) => ({ type: 'boolean' as const, description });

export const CODE: Record<string, ComponentSpec> = {
  CodeBlock: {
    props: {
      language: { type: 'string', description: 'the language to highlight the code as' },
      filename: { type: 'string', description: 'the file name shown above the code' },
      title: { type: 'string', description: 'the title shown above the code (as `filename`)' },
      icon: { type: 'icon', description: 'an icon shown before the file name' },
      lines: flag('show line numbers'),
      wrap: flag('wrap long lines'),
      nocopy: flag('hide the copy button'),
      expandable: flag('collapse a long block to its first lines'),
      highlight: { type: ['string', 'array'], description: 'the lines to highlight, e.g. "[1,3,4]"' },
      focus: { type: ['string', 'array'], description: 'the lines to focus on, e.g. "[1,3,4]"' },
    },
    render: ({ children }) => [
      h('pre', { className: ['q-code-block'] }, [h('code', hastToString(h('div', children)))]),
    ],
  },
  Latex: {
    props: {},
    render: ({ children, inline }) => [h(inline ? 'span' : 'div', { className: ['q-math'] }, children)],
  },
};
