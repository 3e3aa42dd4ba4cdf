/** The build cache in `<docs>/.quire/cache`: up-to-date output, rendered pages and the search index. */
export { openBuildCache, type BuildCache, type BuildCacheOptions } from './build-cache.js';
export { producePages, type ProducePagesOptions } from './cached-pages.js';
export { createLimiter, type Limiter } from './limiter.js';
export { cacheDirOf } from './store.js';
