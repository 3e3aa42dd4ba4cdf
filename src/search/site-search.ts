/**
 * The search stage of a build: a Pagefind index that pages are added to as they are produced, finished into files
 * once every page is in. When Pagefind cannot run here, the site is built without search, with a warning.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { SearchFile, SearchIndexer } from './index.js';

/** Start the search index, or warn and return nothing when Pagefind cannot start. */
export async function startSiteSearch(diagnostics: Diagnostic[]): Promise<SearchIndexer | undefined> {
  try {
    const { createSearchIndexer } = await import('./index.js');
    return await createSearchIndexer();
  } catch (error) {
    diagnostics.push(
      searchWarning(
        `could not start the search indexer (Pagefind): ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
    return undefined;
  }
}

/** The search index files, with a warning for each page Pagefind could not index. */
export async function finishSiteSearch(search: SearchIndexer, diagnostics: Diagnostic[]): Promise<SearchFile[]> {
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
