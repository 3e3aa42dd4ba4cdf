/** The load stage: `site.json` and the docs folder, read from disk into plain data. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/index.js';
import type { SiteConfig } from '../config/types.js';
import { loadContent } from '../content/index.js';
import type { ContentIndex } from '../content/types.js';
import { isSiteError, type Diagnostic } from '../diagnostics.js';
import { loadOpenApi } from '../openapi/load.js';
import type { LoadedOpenApi } from '../openapi/types.js';
import { readClientBundle, readThemeSources, type ClientBundle, type ThemeSources } from './assets-fs.js';

/** Everything read from the docs folder. */
export interface LoadedSite {
  /** Absolute path of the docs folder. */
  root: string;
  /** The config file read: `site.json`, `docs.json` or `mint.json`. Config diagnostics point at it. */
  configFile: string;
  config: SiteConfig;
  content: ContentIndex;
  /** The docs project's `templates/` folder, when it has one. */
  templatesDir?: string;
  /** The text of the templates and stylesheets pages are rendered with (Quire's, with the overrides in `templates/`). */
  theme: ThemeSources;
  /** Quire's bundled browser scripts. */
  client: ClientBundle;
  /** The OpenAPI files of the `openapi` setting, loaded and dereferenced. */
  openapi: LoadedOpenApi;
}

/** Load `site.json` and the docs folder. `site` is undefined when the config has errors. */
export async function loadSite(
  root: string,
  options: { exclude?: string[]; allowOpenapiRoots?: readonly string[] } = {},
): Promise<{ site?: LoadedSite; diagnostics: Diagnostic[] }> {
  const loaded = await loadConfig(root);
  if (!loaded.config || loaded.diagnostics.some((d) => d.severity === 'error'))
    return { diagnostics: loaded.diagnostics };
  let content: ContentIndex;
  try {
    content = await loadContent(root, { exclude: options.exclude });
  } catch (error) {
    if (isSiteError(error)) return { diagnostics: [...loaded.diagnostics, ...error.diagnostics] };
    throw error;
  }
  const templates = path.join(root, 'templates');
  const templatesDir = existsSync(templates) ? templates : undefined;
  const { diagnostics: openapiDiagnostics, ...openapi } = await loadOpenApi(loaded.config.openapi, root, {
    allowedRoots: options.allowOpenapiRoots,
    entryPositions: loaded.config.openapiLocations?.map((location) => location.position),
    configFile: loaded.file,
  });
  return {
    site: {
      root,
      configFile: loaded.file,
      config: loaded.config,
      content,
      templatesDir,
      theme: readThemeSources(templatesDir),
      client: readClientBundle(),
      openapi,
    },
    diagnostics: [...loaded.diagnostics, ...openapiDiagnostics],
  };
}
