/** The docs folder as read from disk: markdown sources and static files. Plain data, no I/O. */

/** Everything the pipeline needs from the docs folder besides `site.json`. */
export interface ContentIndex {
  /** Markdown sources by path relative to the docs folder, `/`-separated, e.g. `guide/setup.md`. Sorted. */
  pages: Map<string, string>;
  /**
   * The date of each page's last git commit (ISO 8601), read only when some page shows it (`metadata.timestamp`,
   * front matter `timestamp: true`; see `content/git-dates.ts`). Absent when none does or git knows none.
   */
  lastModified?: Map<string, string>;
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
  /**
   * The ignore patterns the load applied (content/ignore-rules.ts: Mintlify's defaults for docs.json and mint.json,
   * then `.mintignore`), so the dev server ignores the same paths. Absent when there are none.
   */
  ignore?: string[];
  /**
   * The pages that navigation entries stand for when they are not page paths, from `site/operation-pages.ts`: an
   * operation reference (`GET /users`, `openapi.json GET /users`) stands for the page generated for it, and a group
   * or division with an `openapi` source for the pages generated for its operations. Keyed
   * `${entry.file ?? configFile}#${entry.jsonPath}` (the page entry, group or division; the navigation root is
   * `#navigation`), page paths in order. The generated pages themselves are in `pages`. Absent when there are none.
   */
  navigationPages?: Map<string, string[]>;
  /**
   * The sidebar group of each page generated for a whole OpenAPI source, by page path: Mintlify groups them by their
   * operation's first tag (its `x-group` or `x-displayName` when set), `API Reference` for operations without one.
   */
  operationGroups?: Map<string, string>;
  /** The pages in `pages` that were generated (from OpenAPI operations), not read from a file: they have no source to edit. */
  generatedPages?: Set<string>;
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
