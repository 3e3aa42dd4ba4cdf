/**
 * The markdown → HTML pipelines: remark (CommonMark, front matter, GFM) and our remark plugins, then rehype and our
 * rehype plugins. MDX pages are parsed with the MDX project's own extension (remark-mdx): JSX, `{expressions}` and
 * ESM become syntax nodes, components render through mdx/. Raw HTML in markdown passes through unchanged (authors
 * are trusted; parsing it with rehype-raw would be slow).
 */
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { createMdxHandlers } from './mdx/mdx-to-hast.js';
import { remarkMdxComponents } from './mdx/remark-mdx-components.js';
import { rehypeHeadingIds } from './rehype-heading-ids.js';
import { rehypeHighlightCode } from './rehype-highlight-code.js';
import { rehypeTableCornerCells } from './rehype-table-corner-cells.js';
import { remarkLeadingH1 } from './remark-leading-h1.js';
import { remarkLinks } from './remark-links.js';
import { remarkMdxSyntax } from './remark-mdx-syntax.js';

/** Which syntax a page is read with. */
export type PageSyntax = 'markdown' | 'mdx';

/** Create the frozen processor for `syntax`; per-page input and output travel on `vfile.data.page` (page-data.ts). */
export function createProcessor(syntax: PageSyntax = 'markdown') {
  const base = unified().use(remarkParse);
  const parsed =
    syntax === 'mdx'
      ? base
          .use(remarkMdx)
          .use(remarkFrontmatter, ['yaml'])
          .use(remarkGfm)
          // Components first: it also removes ESM, so an h1 after `import` lines still counts as the leading one.
          .use(remarkMdxComponents)
      : base
          // Front matter is parsed by the graph stage; here it only keeps node positions equal to file positions.
          .use(remarkFrontmatter, ['yaml'])
          .use(remarkGfm)
          // An `.mdx` page that MDX cannot parse is read as markdown: drop its ESM lines and comment paragraphs.
          .use(remarkMdxSyntax);
  return parsed
    .use(remarkLeadingH1)
    .use(remarkLinks)
    .use(remarkRehype, { allowDangerousHtml: true, ...(syntax === 'mdx' && { handlers: createMdxHandlers() }) })
    .use(rehypeHeadingIds)
    .use(rehypeHighlightCode)
    .use(rehypeTableCornerCells)
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze();
}
