/**
 * The markdown → HTML pipeline: remark (CommonMark, front matter, GFM) and our remark plugins, then rehype
 * and our rehype plugins. Raw HTML passes through unchanged (authors are trusted; parsing it with rehype-raw
 * would be slow), and so do MDX components, which are HTML-like.
 */
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { rehypeHeadingIds } from './rehype-heading-ids.js';
import { rehypeHighlightCode } from './rehype-highlight-code.js';
import { rehypeTableCornerCells } from './rehype-table-corner-cells.js';
import { remarkLeadingH1 } from './remark-leading-h1.js';
import { remarkLinks } from './remark-links.js';
import { remarkMdxSyntax } from './remark-mdx-syntax.js';

/** Create the frozen processor; per-page input and output travel on `vfile.data.page` (see page-data.ts). */
export function createProcessor() {
  return (
    unified()
      .use(remarkParse)
      // Front matter is parsed by the graph stage; here it only keeps node positions equal to file positions.
      .use(remarkFrontmatter, ['yaml'])
      .use(remarkGfm)
      // ESM first, so that an h1 after `import` lines still counts as the leading one.
      .use(remarkMdxSyntax)
      .use(remarkLeadingH1)
      .use(remarkLinks)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeHeadingIds)
      .use(rehypeHighlightCode)
      .use(rehypeTableCornerCells)
      .use(rehypeStringify, { allowDangerousHtml: true })
      .freeze()
  );
}
