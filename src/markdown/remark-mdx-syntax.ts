/**
 * remark plugin: `.mdx` pages are read as plain markdown; drop the MDX syntax that would otherwise show up
 * as text: `import …` / `export …` blocks and paragraphs that are only `{/* comments *\/}`.
 * Like MDX, an ESM block starts with `import`/`export` at the start of a top-level paragraph and runs to a
 * blank line; a blank line inside unclosed brackets (a function body) does not end it.
 * JSX components and other `{expressions}` are left alone: they pass through as raw HTML or text.
 */
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { getPageData, isMdxPage } from './page-data.js';

const ESM_START = /^(?:import[\s{*'"]|export[\s{*])/;
// A comment's body cannot contain `*/`, so each comment ends at its first `*/`: with a lazy `[\s\S]*?` a paragraph of
// many comments followed by anything else backtracked through every split (40 comments: a hang; found by fuzzing).
const COMMENTS_ONLY = /^(?:\{\s*\/\*(?:[^*]|\*(?!\/))*\*\/\s*\}\s*)+$/;

/** Remove top-level ESM blocks and comment-only paragraphs from MDX pages; markdown pages are left untouched. */
export function remarkMdxSyntax() {
  return function transform(tree: Root, file: VFile): undefined {
    if (!isMdxPage(getPageData(file))) return;
    const source = String(file.value);
    const kept: RootContent[] = [];
    let esmEnd = -1;
    for (const node of tree.children) {
      const start = node.position?.start.offset;
      if (start === undefined) {
        kept.push(node);
        continue;
      }
      if (start < esmEnd) continue;
      if (node.type === 'paragraph' && ESM_START.test(source.slice(start, start + 8))) {
        esmEnd = findEsmEnd(source, start) ?? node.position?.end.offset ?? start;
        continue;
      }
      if (node.type === 'paragraph' && COMMENTS_ONLY.test(source.slice(start, node.position?.end.offset))) continue;
      kept.push(node);
    }
    tree.children = kept;
  };
}

/**
 * Offset where the ESM block starting at `start` ends: the first blank line outside brackets and strings.
 * Undefined when brackets never close, so a stray `{` drops one paragraph rather than the rest of the page.
 */
function findEsmEnd(source: string, start: number): number | undefined {
  let depth = 0;
  let quote = '';
  for (let i = start; i < source.length; i++) {
    const char = source[i];
    if (quote !== '' && char !== '\n') {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
      continue;
    }
    // Only template literals span lines; an unclosed '…' or "…" ends with its line.
    if (char === '\n' && quote !== '`') quote = '';
    if (quote !== '') continue;
    if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{' || char === '(' || char === '[') depth++;
    else if (char === '}' || char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (char === '\n' && depth === 0 && isBlankLineAt(source, i + 1)) return i + 1;
  }
  return depth === 0 && quote === '' ? source.length : undefined;
}

function isBlankLineAt(source: string, offset: number): boolean {
  for (let i = offset; i < source.length; i++) {
    const char = source[i];
    if (char === '\n' || char === '\r') return true;
    if (char !== ' ' && char !== '\t') return false;
  }
  return true;
}
