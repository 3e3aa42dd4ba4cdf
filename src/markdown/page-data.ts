/**
 * Per-page state shared by the markdown plugins. The processor is frozen and reused for every page, so
 * whatever differs between pages (its path, the site's link context, what the plugins collect) travels
 * on `vfile.data.page`.
 */
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { InternalLink, LinkContext, PageFeature, TocEntry, UpdateEntry } from './types.js';

/** What the plugins read about the page being rendered, and what they collect from it. */
export interface PageData {
  /** Source path relative to the docs folder, e.g. `guide/setup.md`. */
  path: string;
  context: LinkContext;
  /** Drop the first node when it is an h1 (the page template renders the title). */
  removeLeadingH1: boolean;
  /** Snippet sources by path, read by `mdx/snippets.ts`. */
  snippets: Readonly<Record<string, string>>;
  /** Filled by `rehypeHeadingIds`. */
  toc: TocEntry[];
  /** Filled by `rehypeHeadingIds`. */
  ids: string[];
  /** Filled by `remarkLinks`. */
  links: InternalLink[];
  /** What the page needs beyond the site-wide files (KaTeX's stylesheet, the diagram script); set by math/. */
  features?: Set<PageFeature>;
  /** The page's `Update` components, for its RSS feed; set by `mdx/rehype-mdx-page.ts`. */
  updates?: UpdateEntry[];
}

declare module 'vfile' {
  interface DataMap {
    page: PageData;
  }
}

/** Fresh page data for rendering or exporting the page `input` (nothing collected yet). */
export function createPageData(
  input: { path: string; removeLeadingH1?: boolean; snippets?: Readonly<Record<string, string>> },
  context: LinkContext,
): PageData {
  return {
    path: input.path,
    context,
    removeLeadingH1: input.removeLeadingH1 ?? false,
    snippets: input.snippets ?? {},
    toc: [],
    ids: [],
    links: [],
  };
}

/** Get the page data of `file`; a missing one is a bug in the caller, not a user mistake. */
export function getPageData(file: VFile): PageData {
  const page = file.data.page;
  if (!page)
    throw new Error('Internal error: markdown plugins need `file.data.page`; render pages with renderMarkdown()');
  return page;
}

/** Whether `page` is an MDX page (read as markdown, with MDX-only syntax tolerated). */
export function isMdxPage(page: PageData): boolean {
  return page.path.endsWith('.mdx');
}

/** Record a user mistake found at `node` as an error message on `file` (rule id `markdown/<rule>`). */
export function reportError(file: VFile, node: Node, rule: string, reason: string, hint?: string): void {
  const message = file.message(reason, { place: node.position, ruleId: rule, source: 'markdown' });
  message.fatal = true;
  if (hint !== undefined) message.note = hint;
}
