/** The load stage: `site.json` and the docs folder, read from disk into plain data. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/index.js';
import type { SiteConfig } from '../config/types.js';
import { loadContent } from '../content/index.js';
import type { ContentIndex } from '../content/types.js';
import { isSiteError, type Diagnostic } from '../diagnostics.js';
import type { LoadedOpenApi } from '../openapi/types.js';
import { readClientBundle, readThemeSources, type ClientBundle, type ThemeSources } from './assets-fs.js';
import { loadSiteOpenApi } from './load-openapi.js';
import { addOperationPages } from './operation-pages.js';

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
  options: {
    exclude?: string[];
    allowOpenapiRoots?: readonly string[];
    offline?: boolean;
    /** The cache folder (`--cache-dir`; cache/store.ts `cacheDirOf`): OpenAPI URLs are copied into its `openapi/`. */
    cacheDir?: string;
  } = {},
): Promise<{ site?: LoadedSite; diagnostics: Diagnostic[] }> {
  const loaded = await loadConfig(root);
  if (!loaded.config || loaded.diagnostics.some((d) => d.severity === 'error'))
    return { diagnostics: loaded.diagnostics };
  let content: ContentIndex;
  try {
    // A Mintlify project leaves out what Mintlify leaves out by default; a site.json project only what .mintignore says.
    content = await loadContent(root, { exclude: options.exclude, mintlifyDefaults: loaded.file !== 'site.json' });
  } catch (error) {
    if (isSiteError(error)) return { diagnostics: [...loaded.diagnostics, ...error.diagnostics] };
    throw error;
  }
  const templates = path.join(root, 'templates');
  const templatesDir = existsSync(templates) ? templates : undefined;
  // The `openapi` setting, the navigation's `openapi` sources, else the OpenAPI files of the docs folder; then the
  // pages generated for navigation entries that name operations.
  const { openapi, diagnostics: openapiDiagnostics } = await loadSiteOpenApi(
    root,
    loaded.config,
    loaded.file,
    content,
    { allowOpenapiRoots: options.allowOpenapiRoots, offline: options.offline, cacheDir: options.cacheDir },
  );
  const generated = addOperationPages(loaded.config, loaded.file, content, openapi);
  content = generated.content;
  openapiDiagnostics.push(...generated.diagnostics);
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
