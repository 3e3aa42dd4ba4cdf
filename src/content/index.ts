/** The content stage: the docs folder's pages and assets, and what can be read from a page without rendering it. */
export { loadContent, type LoadContentOptions } from './load-fs.js';
export { getPageMeta, titleFromPath, type PageMeta } from './page-meta.js';
export { stripInlineMarkdown } from './strip-markdown.js';
export { parseFrontmatter, frontmatterString } from './frontmatter.js';
export type { ContentIndex, Frontmatter } from './types.js';
