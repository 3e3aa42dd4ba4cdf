/**
 * The search stage of a build: a sharded Pagefind index (see sharded-index.ts) that pages are added to as they are
 * produced, finished into files once every page is in. When Pagefind cannot run here, the site is built without
 * search, with a warning.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { SearchFile, SearchIndexer } from './index.js';
import type { LazySearchFile, ShardedSearch } from './sharded-index.js';

/** What {@link siteSearchStarter} returns. */
export interface SiteSearchStarter {
  /** Start an empty Pagefind index for a shard; undefined (after one warning) when Pagefind cannot start. */
  start(): Promise<SearchIndexer | undefined>;
  /** Let Pagefind's service stop once its last index is closed (it stays up between shards until then). */
  release(): Promise<void>;
}

/** Start Pagefind indexes for a build's shards, warning once in `diagnostics` when Pagefind cannot start. */
export function siteSearchStarter(diagnostics: Diagnostic[]): SiteSearchStarter {
  let failed = false;
  let release: (() => Promise<void>) | undefined;
  return {
    async start() {
      if (failed) return undefined;
      try {
        const { createSearchIndexer, holdSearchService } = await import('./index.js');
        const index = await createSearchIndexer();
        release ??= holdSearchService();
        return index;
      } catch (error) {
        failed = true;
        diagnostics.push(
          searchWarning(
            `could not start the search indexer (Pagefind): ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
        return undefined;
      }
    },
    release: async () => release?.(),
  };
}

/** The search index files, with a warning for each page Pagefind could not index. */
export async function finishSiteSearch(
  search: ShardedSearch,
  diagnostics: Diagnostic[],
): Promise<Array<SearchFile | LazySearchFile>> {
  const files = await search.lazyFiles();
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
