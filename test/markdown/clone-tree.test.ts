/** The syntax tree copy the Markdown export starts from (markdown/clone-tree.ts): as `structuredClone`, faster. */
import { describe, expect, it } from 'vitest';
import { cloneTree } from '../../src/markdown/clone-tree.js';

describe('cloneTree', () => {
  const tree = {
    type: 'root',
    children: [
      { type: 'paragraph', children: [{ type: 'text', value: 'a' }], position: { start: { line: 1 } } },
      { type: 'mdxFlowExpression', value: '/x/', data: { estree: { body: [{ regex: /x/g, value: null }] } } },
      { type: 'html', value: '<b>', extra: undefined, list: [1, [2, 3]] },
    ],
  };

  it('copies a tree as structuredClone does', () => {
    const copy = cloneTree(tree);
    expect(copy).toEqual(structuredClone(tree));
    expect(Object.keys(copy.children[2])).toEqual(['type', 'value', 'extra', 'list']);
  });

  it('shares nothing with the original, a RegExp in an estree included', () => {
    const copy = cloneTree(tree);
    expect(copy.children[0]).not.toBe(tree.children[0]);
    expect(copy.children[0].position).not.toBe(tree.children[0].position);
    const regexOf = (node: unknown) =>
      (node as { data: { estree: { body: Array<{ regex: RegExp }> } } }).data.estree.body[0].regex;
    const regex = regexOf(copy.children[1]);
    expect(regex).toBeInstanceOf(RegExp);
    expect(regex).not.toBe(regexOf(tree.children[1]));
    expect(String(regex)).toBe('/x/g');
    (copy.children[0].children as Array<{ value: string }>)[0].value = 'changed';
    expect(tree.children[0].children?.[0]).toEqual({ type: 'text', value: 'a' });
  });
});
