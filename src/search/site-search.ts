/**
 * The search stage of a build: a sharded Pagefind index (see sharded-index.ts) that pages are added to as they are
 * produced, finished into files once every page is in. When Pagefind cannot run here, the site is built without
 * search, with a warning.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { SearchFile, SearchIndexer } from './index.js';
import type { ShardedSearch } from './sharded-index.js';

/**
 * A function that starts an empty Pagefind index for a shard, or warns (once) and returns nothing when Pagefind
 * cannot start.
 */
export function siteSearchStarter(diagnostics: Diagnostic[]): () => Promise<SearchIndexer | undefined> {
  let failed = false;
  return async () => {
    if (failed) return undefined;
    try {
      const { createSearchIndexer } = await import('./index.js');
      return await createSearchIndexer();
    } catch (error) {
      failed = true;
      diagnostics.push(
        searchWarning(
          `could not start the search indexer (Pagefind): ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
      return undefined;
    }
  };
}

/** The search index files, with a warning for each page Pagefind could not index. */
export async function finishSiteSearch(search: ShardedSearch, diagnostics: Diagnostic[]): Promise<SearchFile[]> {
  const files = await search.files();
  for (const error of search.errors) diagnostics.push(searchWarning(error));
  return files;
}

function searchWarning(message: string): Diagnostic {
  return {
    severity: 'warning',
    rule: 'search/index',
    file: '(search)',
    message,
    hint: 'the site works, but its search box finds nothing',
  };
}
