/** Public API of the markdown stage: one page's markdown → body HTML and the data the build needs. */
export { renderMarkdown, type MarkdownInput } from './render-markdown.js';
export type { InternalLink, LinkContext, RenderedMarkdown, TocEntry } from './types.js';
export { renderInlineText } from './inline-text.js';
