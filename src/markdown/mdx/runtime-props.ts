/**
 * Props whose value needs JavaScript (`rows={callbacks()}`, `items={list.filter(…)}`, `onClick={() => …}`) on a
 * project component that runs in the sandbox anyway: rather than dropping them, their expressions are evaluated
 * there too, in the scope of the file they are written in (its imports and `export const`s). The file's module text
 * gets one export per expression, a function returning it, in a module of its own; the prop is sent as a reference
 * to that export (`{ $$expr: [module, name] }`), which the sandbox calls when it reads the props.
 */
import type { MdxJsxAttribute } from 'mdast-util-mdx';
import type { ModuleText } from './module-text.js';

/** A prop the page's own evaluator cannot compute, kept for the sandbox. */
export interface RuntimeProp {
  name: string;
  /** The expression's source text, as written between the braces. */
  source: string;
  /** The file it is written in (the page, or a snippet that uses the component). */
  file: string;
  attribute: MdxJsxAttribute;
  /** The warning given if the sandbox cannot compute it either (the prop is then left out). */
  warning: string;
}

/** The module holding the expressions of `props` (all written in `file`), and each prop's reference into it. */
export function runtimePropsModule(
  file: string,
  text: ModuleText,
  props: readonly RuntimeProp[],
): { path: string; source: string; values: Record<string, unknown> } {
  const path = `${file}#props`;
  const values: Record<string, unknown> = {};
  const lines = props.map((prop, index) => {
    const name = `__quireProp${index}`;
    values[prop.name] = { $$expr: [path, name] };
    // On a line of its own after the file's text, so the file's own lines (and error places in them) stay its own.
    return `export const ${name} = () => (${prop.source}\n);`;
  });
  return { path, source: `${text.text}\n${lines.join('\n')}\n`, values };
}
