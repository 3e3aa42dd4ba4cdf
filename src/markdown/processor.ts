/**
 * The markdown → HTML pipelines: remark (CommonMark, front matter, GFM) and our remark plugins, then rehype and our
 * rehype plugins. MDX pages are parsed with the MDX project's own extension (remark-mdx): JSX, `{expressions}` and
 * ESM become syntax nodes, components render through mdx/. Raw HTML in markdown passes through unchanged (authors
 * are trusted; parsing it with rehype-raw would be slow).
 */
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { createMdxHandlers } from './mdx/mdx-to-hast.js';
import { remarkMdxComponents } from './mdx/remark-mdx-components.js';
import { remarkMdxSnippets } from './mdx/snippets.js';
import { rehypeMdxPage } from './mdx/rehype-mdx-page.js';
import { rehypeHeadingIds } from './rehype-heading-ids.js';
import { rehypeHighlightCode } from './rehype-highlight-code.js';
import { rehypeTableCornerCells } from './rehype-table-corner-cells.js';
import { remarkHeadingSlugText } from './remark-heading-slug-text.js';
import { remarkLeadingH1 } from './remark-leading-h1.js';
import { remarkLinks } from './remark-links.js';
import { remarkMath } from './math/remark-math.js';
import { remarkMathSyntax } from './math/remark-math-syntax.js';
import { remarkMermaid } from './math/remark-mermaid.js';
import { remarkMdxSyntax } from './remark-mdx-syntax.js';
import { loadRemarkMdx } from './load-remark-mdx.js';

/** Which syntax a page is read with. */
export type PageSyntax = 'markdown' | 'mdx';

/** Create the frozen processor for `syntax`; per-page input and output travel on `vfile.data.page` (page-data.ts). */
export function createProcessor(syntax: PageSyntax = 'markdown') {
  // `$…$` and `$$…$$` math in both syntaxes, as on Mintlify.
  const base = unified().use(remarkParse).use(remarkMathSyntax);
  const parsed =
    syntax === 'mdx'
      ? base
          .use(loadRemarkMdx())
          .use(remarkFrontmatter, ['yaml'])
          .use(remarkGfm)
          // Snippets and the project's own components are inlined first, then resolved like the page's own nodes.
          .use(remarkMdxSnippets)
          // Then components: it also removes ESM, so an h1 after `import` lines still counts as the leading one.
          .use(remarkMdxComponents)
          .use(remarkHeadingSlugText)
      : base
          // Front matter is parsed by the graph stage; here it only keeps node positions equal to file positions.
          .use(remarkFrontmatter, ['yaml'])
          .use(remarkGfm)
          // An `.mdx` page that MDX cannot parse is read as markdown: drop its ESM lines and comment paragraphs.
          .use(remarkMdxSyntax);
  // remarkMath renders formulas with KaTeX, remarkMermaid turns mermaid blocks into figures (both mark the page).
  return parsed
    .use(remarkLeadingH1)
    .use(remarkLinks)
    .use(remarkMath)
    .use(remarkMermaid)
    .use(remarkRehype, { allowDangerousHtml: true, ...(syntax === 'mdx' && { handlers: createMdxHandlers() }) })
    .use(rehypeHeadingIds)
    .use(rehypeHighlightCode)
    .use(rehypeTableCornerCells)
    .use(syntax === 'mdx' ? [rehypeMdxPage] : [])
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze();
}
