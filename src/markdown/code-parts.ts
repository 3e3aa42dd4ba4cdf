/**
 * The generated parts of a code block's frame: the Font Awesome icon before its title, and the "show all lines"
 * control of an `expandable` block. The control is a `<details>` with nothing inside: CSS collapses the `<pre>` before
 * it while it is closed, so it works without JavaScript, and screen readers, which read the whole `<pre>` anyway,
 * hear a native disclosure button.
 */
import type { Element, ElementContent } from 'hast';
import { loadIcon, resolveIcon } from '../icons/index.js';

/** An expandable block shows its first lines, collapsed; shorter blocks get no control. */
export const EXPAND_VISIBLE_LINES = 10;

/** Blocks of at least this many lines are collapsed (showing two or three more lines is not worth a control). */
export const EXPAND_MIN_LINES = EXPAND_VISIBLE_LINES + 3;

/** The icon `name` as inline SVG, or the problem and its fix. */
export function codeIcon(name: string):
  | { svg: ElementContent; problem?: never; hint?: never }
  | {
      svg?: never;
      problem: string;
      hint: string;
    } {
  const found = resolveIcon(name, 'solid');
  if (found.found) return { svg: { type: 'raw', value: loadIcon(found.icon, 'q-icon code-icon') } };
  return {
    problem: `no Font Awesome icon is named \`${name}\``,
    hint:
      found.suggestion === undefined
        ? 'use a name from https://fontawesome.com/icons (free icons)'
        : `did you mean \`${found.suggestion}\`?`,
  };
}

/** The control after a collapsed block of `lineCount` lines. */
export function expandControl(lineCount: number): Element {
  const label = (className: string, text: string): Element => ({
    type: 'element',
    tagName: 'span',
    properties: { className: [className] },
    children: [{ type: 'text', value: text }],
  });
  return {
    type: 'element',
    tagName: 'details',
    properties: { className: ['code-expand'], dataPagefindIgnore: true },
    children: [
      {
        type: 'element',
        tagName: 'summary',
        properties: {},
        children: [
          label('code-expand-more', `Show all ${lineCount} lines`),
          label('code-expand-less', 'Show fewer lines'),
        ],
      },
    ],
  };
}
