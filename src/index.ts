/** Quire's public API. */
export { buildSite, type BuildOptions, type BuildResult } from './build.js';
export { SiteError, type Diagnostic, type Severity } from './diagnostics.js';
export { formatDiagnostic, formatDiagnostics } from './diagnostics-format.js';
export type { SiteConfig, UserConfig } from './config/types.js';
export type { SiteGraph, PageNode } from './graph/types.js';
