/** Full-text search: a Pagefind index built from the rendered pages. */
export {
  createSearchIndexer,
  holdSearchService,
  SEARCH_DIR,
  type SearchFile,
  type SearchIndexer,
  type SearchPage,
} from './indexer.js';
export { searchableHtml } from './searchable-html.js';
