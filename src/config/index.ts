/** The config stage: read and validate `site.json`, then resolve it into a `SiteConfig`. */
export {
  loadConfig,
  CONFIG_FILE,
  CONFIG_FILES,
  isConfigFile,
  type ConfigFileName,
  type LoadedConfigResult,
} from './load-fs.js';
export { validateConfigText, type ConfigResult } from './validate.js';
export { resolveConfig, type PositionLookup } from './resolve.js';
export { siteSchema } from './schema/index.js';
export type * from './types.js';
export { DEFAULT_PRIMARY } from './types.js';
