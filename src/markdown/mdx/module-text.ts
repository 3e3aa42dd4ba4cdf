/** The source text of a parsed MDX or JavaScript file as a module for the sandbox (logic-components.ts). */
import type { ImportDeclaration, ModuleDeclaration, Program, Statement } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdx';

/** A module's text for the sandbox (ESM only, lines kept) and the specifiers of its imports. */
export interface ModuleText {
  text: string;
  specifiers: string[];
}

/**
 * The ESM of a parsed file as a module: the text of its `import`/`export` blocks, everything else blanked. Made when
 * first asked (a component with logic is rare: other pages never pay for it), from the ESM nodes as they are now.
 */
export function lazyModuleText(tree: Root, source: string): () => ModuleText {
  const esm = tree.children.filter((node) => node.type === 'mdxjsEsm');
  let made: ModuleText | undefined;
  return () => {
    made ??= moduleTextOf(esm as MdxjsEsm[], source);
    return made;
  };
}

function moduleTextOf(esm: MdxjsEsm[], source: string): ModuleText {
  const kept: Array<[number, number]> = [];
  const specifiers: string[] = [];
  for (const node of esm) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    // A JavaScript snippet is one ESM node without a position: the whole file.
    kept.push(start === undefined || end === undefined ? [0, source.length] : [start, end]);
    const program = (node as MdxjsEsm).data?.estree as Program | undefined;
    for (const statement of (program?.body ?? []) as Array<Statement | ModuleDeclaration>) {
      const from = (statement as ImportDeclaration).source?.value;
      if (typeof from === 'string') specifiers.push(from);
    }
  }
  let text = '';
  let at = 0;
  for (const [start, end] of kept) {
    text += source.slice(at, start).replace(/[^\n]/g, ' ') + source.slice(start, end);
    at = end;
  }
  return { text, specifiers };
}
