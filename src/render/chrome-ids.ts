/**
 * Mintlify's documented ids on Quire's page chrome (`#navbar`, `#pagination` …: Mintlify's "Custom scripts" page lists
 * them for authors' CSS and JavaScript), so a stylesheet written for a Mintlify site styles the same parts here.
 *
 * On a page, ids belong to the author first: a heading "Pagination" has the id `pagination`, and `#pagination` links
 * must reach it. So a chrome element gets its Mintlify id only when the page's content has no element of that id;
 * otherwise it keeps its classes (`q-pagination`, and Mintlify's `pagination-*` classes where it has them).
 */

/** The ids, by the name templates use (`it.chromeIds.pageTitle`), and the element of Quire's chrome each goes on. */
export const CHROME_IDS = {
  /** The top bar (`header.q-topbar`). */
  navbar: 'navbar',
  /** The search button of the top bar. */
  searchBarEntry: 'search-bar-entry',
  /** The call-to-action button of the top bar (`navbar.primary` / `topbarCtaButton`). */
  topbarCtaButton: 'topbar-cta-button',
  /** The announcement banner above the top bar. */
  banner: 'banner',
  /** The row of sidebar, page and table of contents (`.q-layout`). */
  bodyContent: 'body-content',
  /** The page's article: its header and text (`article.q-article`). */
  contentArea: 'content-area',
  /** The page header: eyebrow, title, description (`header.q-page-header`). */
  header: 'header',
  /** The page's `<h1>`. */
  pageTitle: 'page-title',
  /** The page's text (`.q-content`). */
  content: 'content',
  /** The page menu (copy page, open in ChatGPT …) and its button. */
  pageContextMenu: 'page-context-menu',
  pageContextMenuButton: 'page-context-menu-button',
  /** The "Was this page helpful?" buttons. */
  feedbackThumbsUp: 'feedback-thumbs-up',
  feedbackThumbsDown: 'feedback-thumbs-down',
  /** The previous / next links under the page. */
  pagination: 'pagination',
  /** The "On this page" panel (`aside.q-toc`). */
  tableOfContents: 'table-of-contents',
  /** The site footer (`footer.q-footer`). */
  footer: 'footer',
} as const;

export type ChromeIdName = keyof typeof CHROME_IDS;

/** For each chrome id: the attribute to write (` id="navbar"`), or '' when the page's content already uses the id. */
export type ChromeIdAttributes = Record<ChromeIdName, string>;

/** The chrome id attributes of a page whose content has the element ids `pageIds` (none for 404 and redirects). */
export function chromeIdAttributes(pageIds: readonly string[] = []): ChromeIdAttributes {
  const taken = new Set(pageIds);
  const out = {} as ChromeIdAttributes;
  for (const [name, id] of Object.entries(CHROME_IDS) as Array<[ChromeIdName, string]>)
    out[name] = taken.has(id) ? '' : ` id="${id}"`;
  return out;
}
