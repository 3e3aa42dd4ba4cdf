/** Full-text search: a Pagefind index built from the rendered pages. */
export { createSearchIndexer, SEARCH_DIR, type SearchFile, type SearchIndexer, type SearchPage } from './indexer.js';
export { searchableHtml } from './searchable-html.js';
