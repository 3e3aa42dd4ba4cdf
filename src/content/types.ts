/** The docs folder as read from disk: markdown sources and static files. Plain data, no I/O. */

/** Everything the pipeline needs from the docs folder besides `site.json`. */
export interface ContentIndex {
  /** Markdown sources by path relative to the docs folder, `/`-separated, e.g. `guide/setup.md`. Sorted. */
  pages: Map<string, string>;
  /**
   * Every other file, relative `/`-separated paths, sorted. Which of them the site publishes is decided in the plan
   * stage (`site/published-files.ts`): web file types, `public/`, and what pages and `site.json` link to.
   */
  assets: string[];
  /**
   * Snippet sources by path (`snippets/…` and `_snippets/…`, see `content/snippets.ts`): included by pages, never
   * pages or published files themselves. Sorted. Absent when the folder has none.
   */
  snippets?: Map<string, string>;
}

/** Front matter of a page, split from its body. */
export interface Frontmatter {
  /** The parsed YAML mapping (empty when the page has none). */
  data: Record<string, unknown>;
  /** The markdown after the front matter block. */
  body: string;
  /** Number of lines the front matter block takes, so body positions can be mapped back to file lines. */
  bodyLineOffset: number;
}
