/** The build cache in `<docs>/.quire/cache`: up-to-date output, rendered pages and the search index. */
export { openBuildCache, type BuildCache, type BuildCacheOptions } from './build-cache.js';
export { cacheDirOf } from './store.js';
