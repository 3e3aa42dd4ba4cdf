/**
 * A page's markdown as plain Markdown, for readers that are programs (the `.md` beside each page, `llms-full.txt`).
 * The page is read as the renderer reads it (remark-mdx, snippets inlined, props and `{expressions}` evaluated, links
 * rewritten to their final URLs), then every JSX element becomes ordinary Markdown (mdx/export-jsx.ts) and the tree is
 * written back with remark-stringify. Front matter, `import`/`export` lines and `{/* comments *\/}` are dropped.
 */
import { mathToMarkdown } from 'mdast-util-math';
import type { Root, RootContent } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import { type Processor, unified } from 'unified';
import { VFile } from 'vfile';
import { escapeHeadingIds } from './heading-custom-ids.js';
import { checkMarkdownLimits, isStackOverflow } from './limits.js';
import { remarkMathSyntax } from './math/remark-math-syntax.js';
import { OverBudget } from './mdx/budget.js';
import { getComponent } from './mdx/components/index.js';
import { exportJsx } from './mdx/export-jsx.js';
import { text } from './markdown-text-handler.js';
import { isMdxSyntaxError, recoverableEdit } from './mdx/mdx-errors.js';
import { remarkMdxComponents } from './mdx/remark-mdx-components.js';
import { remarkMdxSnippets } from './mdx/snippets.js';
import { createPageData, type PageData } from './page-data.js';
import { pageSyntax, type MarkdownInput } from './render-markdown.js';
import { remarkLeadingH1 } from './remark-leading-h1.js';
import { remarkLinks } from './remark-links.js';
import { remarkMdxSyntax } from './remark-mdx-syntax.js';
import { loadRemarkMdx } from './load-remark-mdx.js';
import type { LinkContext } from './types.js';

/** How the Markdown is written: the common forms (`-` bullets, fenced code, `*` emphasis). */
export const STRINGIFY_OPTIONS: StringifyOptions = {
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  handlers: { text },
};

/** Write `$…$` math back as written (remark-stringify takes extensions from the processor's data only). */
function remarkMathToMarkdown(this: Processor): undefined {
  const data = this.data();
  data.toMarkdownExtensions ??= [];
  data.toMarkdownExtensions.push(mathToMarkdown());
}

/** Drop what only the site needs: the front matter. (Rewritten JSX is handled by `exportJsx`.) */
function remarkExport() {
  return (tree: Root): undefined => {
    tree.children = tree.children.filter((node) => node.type !== 'yaml');
    exportJsx(tree);
  };
}

function createExportProcessor(syntax: 'markdown' | 'mdx') {
  const base = unified().use(remarkParse).use(remarkMathSyntax).use(remarkMathToMarkdown);
  const parsed =
    syntax === 'mdx'
      ? base
          .use(loadRemarkMdx())
          .use(remarkFrontmatter, ['yaml'])
          .use(remarkGfm)
          .use(remarkMdxSnippets)
          .use(remarkMdxComponents)
      : base.use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkMdxSyntax);
  return parsed
    .use(remarkLeadingH1)
    .use(remarkLinks)
    .use(remarkExport)
    .use(remarkStringify, STRINGIFY_OPTIONS)
    .freeze();
}

// Created once per module (so once per worker thread), each on first use, as the renderer's processors are.
const processors: Partial<Record<'markdown' | 'mdx', ReturnType<typeof createExportProcessor>>> = {};
const processorFor = (syntax: 'markdown' | 'mdx') => (processors[syntax] ??= createExportProcessor(syntax));

/** Text `<`s and `{`s escaped on one page before reading it as plain markdown (as the renderer does). */
const MAX_REPAIRS = 50;

/**
 * The page `input` as plain Markdown (its body: no front matter; the title is the caller's). Problems are not
 * reported here: the page's render reports them. Never throws for user content: a page too large or too deeply
 * nested to read gives ''.
 */
export function exportMarkdown(input: MarkdownInput, context: LinkContext): string {
  if (checkMarkdownLimits(input.raw, input.path)) return '';
  try {
    return exportWithin(input, context);
  } catch (error) {
    // The page's render reports both.
    if (isStackOverflow(error) || error instanceof OverBudget) return '';
    throw error;
  }
}

function exportWithin(input: MarkdownInput, context: LinkContext): string {
  const page = (): PageData => createPageData(input, context);
  const parsed = input.parsed;
  if (parsed?.tree && parsed.syntax && parsed.source !== undefined) {
    // The renderer read this page already: same parser, same repairs, so its tree is what parsing here would give.
    const processor = processorFor(parsed.syntax);
    const file = new VFile({ path: input.path, value: parsed.source, data: { page: page() } });
    return String(processor.stringify(processor.runSync(parsed.tree, file) as Root, file));
  }
  const plain = () => new VFile({ path: input.path, value: input.raw, data: { page: page() } });
  if (pageSyntax(input.path, input.raw) === 'markdown') return finish(processorFor('markdown'), plain());
  const processor = processorFor('mdx');
  let source = escapeHeadingIds(input.raw);
  for (let attempt = 0; ; attempt++) {
    const file = new VFile({ path: input.path, value: source, data: { page: page() } });
    let tree: Root;
    try {
      tree = processor.parse(file);
    } catch (error) {
      // As the renderer: a `<` or `{` meant as text is escaped; a page MDX cannot read is read as markdown.
      const edit =
        isMdxSyntaxError(error) && attempt < MAX_REPAIRS
          ? recoverableEdit(error, source, (name) => getComponent(name) !== undefined)
          : undefined;
      if (edit === undefined) return finish(processorFor('markdown'), plain());
      source = `${source.slice(0, edit.at)}${edit.insert}${source.slice(edit.at)}`;
      continue;
    }
    return String(processor.stringify(processor.runSync(tree, file) as Root, file));
  }
}

function finish(processor: ReturnType<typeof createExportProcessor>, file: VFile): string {
  return String(processor.stringify(processor.runSync(processor.parse(file), file) as Root, file));
}

const blockWriter = unified().use(remarkGfm).use(remarkMathToMarkdown).use(remarkStringify, STRINGIFY_OPTIONS).freeze();

/** `nodes` written as Markdown (for text that is not a page's own: its title, its description). */
export function stringifyMarkdown(nodes: RootContent[]): string {
  return String(blockWriter.stringify({ type: 'root', children: nodes }));
}
