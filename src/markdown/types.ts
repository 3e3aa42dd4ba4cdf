/** Inputs and outputs of rendering one markdown page to HTML. Plain data so workers can exchange it. */
import type { Diagnostic, Position } from '../diagnostics.js';

/** A table-of-contents entry built from an h2 or h3. */
export interface TocEntry {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** What the link rewriter needs to know about the site. */
export interface LinkContext {
  /** Base path the site is served from, always starting and ending with `/` (e.g. `/` or `/docs/`). */
  base: string;
  /** Site-relative URL (without base) of every page, by source path (`guide/setup.md` → `/guide/setup/`). */
  urlByPath: Record<string, string>;
  /** Static files that exist, by relative path. */
  assets: Record<string, true>;
  /** Sources of the configured redirects (`/old-page`, `/beta/:slug*`): links to them are not broken. */
  redirects?: string[];
  /** docs.json `icons.library` when it is not Font Awesome (components' icons are looked up there first). */
  iconLibrary?: 'lucide' | 'tabler';
}

/** An internal link found in a page, to be checked once every page's heading ids are known. */
export interface InternalLink {
  /** The href as the author wrote it. */
  href: string;
  /** Source path of the page it points to. */
  targetPath: string;
  /** The `#fragment`, without `#`, if any. */
  fragment?: string;
  position?: Position;
}

/** Files a page links only when it uses them: KaTeX's stylesheet and fonts (`math`), the diagram script (`mermaid`). */
export type PageFeature = 'math' | 'mermaid';

/** One `Update` of a changelog page, as its RSS feed needs it (see `render/rss-feed.ts`). */
export interface UpdateEntry {
  label: string;
  /** The label's anchor id. */
  id?: string;
  description?: string;
  tags: string[];
  /** The `rss` prop: the entry's own title and description. */
  rss?: { title?: string; description?: string };
  /** The headings written inside the update (any level), each with its id and the plain text below it. */
  sections: Array<{ id: string; title: string; text: string }>;
  /** The plain text of the whole update, code and component chrome left out. */
  text: string;
}

/** A rendered page body. */
export interface RenderedMarkdown {
  /** The body HTML (no page shell). */
  html: string;
  /** h2/h3 entries for the on-page table of contents. */
  toc: TocEntry[];
  /** Every element id in the page, for checking `#fragment` links. */
  ids: string[];
  /** Internal links with a target page, for the post-render fragment check. */
  links: InternalLink[];
  /** Problems found while rendering: broken links, missing images, bad front matter … */
  diagnostics: Diagnostic[];
  /** What the page uses that only some pages link (sorted); absent when nothing. */
  features?: PageFeature[];
  /** The page's `Update` components, in order; absent when it has none. */
  updates?: UpdateEntry[];
}
