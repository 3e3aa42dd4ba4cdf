/** The graph stage: site.json navigation + docs content → pages with URLs, anchors, tabs and sidebars. */
export { resolveGraph, type ResolveGraphOptions } from './resolve-graph.js';
export { getPageUrls, isExternalUrl, normalizePrefix } from './urls.js';
export type * from './types.js';
