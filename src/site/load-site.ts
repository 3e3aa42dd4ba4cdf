/** The load stage: `site.json`, the docs folder and the `--templates` overrides, read from disk into plain data. */
import { loadConfig } from '../config/index.js';
import type { SiteConfig } from '../config/types.js';
import { loadContent } from '../content/index.js';
import type { ContentIndex } from '../content/types.js';
import type { VariableOptions } from '../content/variables.js';
import { MAX_PAGE_BYTES } from '../markdown/limits.js';
import { isSiteError, type Diagnostic } from '../diagnostics.js';
import type { LoadedOpenApi } from '../openapi/types.js';
import { readClientBundle, readTheme, type ClientBundle, type ThemeSources } from './assets-fs.js';
import { loadSiteOpenApi } from './load-openapi.js';
import { createAsyncApiFiles, loadAsyncApiPages } from '../asyncapi/load.js';
import { addChannelPages } from './channel-pages.js';
import type { ChannelView } from '../asyncapi/types.js';
import { addOperationPages } from './operation-pages.js';
import { unappliedOverridesWarning } from './template-folder.js';

/** Everything read from the docs folder. */
export interface LoadedSite {
  /** Absolute path of the docs folder. */
  root: string;
  /** The config file read: `site.json`, `docs.json` or `mint.json`. Config diagnostics point at it. */
  configFile: string;
  config: SiteConfig;
  content: ContentIndex;
  /** The template overrides folder (`--templates`, absolute), when one was given. Never taken from the docs folder. */
  templatesDir?: string;
  /** The text of the templates and stylesheets pages are rendered with (Quire's, with the `--templates` overrides). */
  theme: ThemeSources;
  /** Quire's bundled browser scripts. */
  client: ClientBundle;
  /** The OpenAPI files of the `openapi` setting, loaded and dereferenced. */
  openapi: LoadedOpenApi;
  /** The AsyncAPI channel of each page whose front matter names one (`asyncapi: "file.yaml channel"`), by page path. */
  channels: Record<string, ChannelView>;
}

/** Load `site.json` and the docs folder. `site` is undefined when the config has errors. */
export async function loadSite(
  root: string,
  options: {
    exclude?: string[];
    allowOpenapiRoots?: readonly string[];
    offline?: boolean;
    /**
     * The cache folder (`--cache-dir`; cache/store.ts `cacheDirOf`): OpenAPI URLs are copied into its `openapi/`;
     * `false`: none (cache/cache-folder.ts refused it).
     */
    cacheDir?: string | false;
    /**
     * The template overrides folder (`--templates`, absolute): trusted code the user named. When it lies in the docs
     * folder it is not part of the site's content.
     */
    templates?: string;
  } = {},
): Promise<{ site?: LoadedSite; diagnostics: Diagnostic[] }> {
  const loaded = await loadConfig(root);
  if (!loaded.config || loaded.diagnostics.some((d) => d.severity === 'error'))
    return { diagnostics: loaded.diagnostics };
  let content: ContentIndex;
  let contentDiagnostics: Diagnostic[] = [];
  try {
    const exclude = [...(options.exclude ?? []), ...(options.templates === undefined ? [] : [options.templates])];
    // A Mintlify project leaves out what Mintlify leaves out by default; a site.json project only what .mintignore says.
    const { diagnostics = [], ...index } = await loadContent(root, {
      exclude,
      variables: variableOptions(loaded.config),
      mintlifyDefaults: loaded.file !== 'site.json',
    });
    content = index;
    contentDiagnostics = diagnostics;
  } catch (error) {
    if (isSiteError(error)) return { diagnostics: [...loaded.diagnostics, ...error.diagnostics] };
    throw error;
  }
  const theme = readTheme(options.templates);
  const unapplied = unappliedOverridesWarning(root, content.assets);
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
  // Channel pages, generated for the navigation's `asyncapi` sources or written with front matter `asyncapi`: each
  // AsyncAPI file parsed once (the parser is imported only when one is named).
  const asyncapiFiles = createAsyncApiFiles(root);
  const channelPages = await addChannelPages(loaded.config, loaded.file, content, asyncapiFiles);
  content = channelPages.content;
  const asyncapi = await loadAsyncApiPages(root, content.pages, asyncapiFiles);
  asyncapi.diagnostics.push(...channelPages.diagnostics);
  return {
    site: {
      root,
      configFile: loaded.file,
      config: loaded.config,
      content,
      ...(options.templates !== undefined && { templatesDir: options.templates }),
      theme: theme.theme,
      client: readClientBundle(),
      openapi,
      channels: asyncapi.channels,
    },
    diagnostics: [
      ...loaded.diagnostics,
      ...theme.diagnostics,
      ...(unapplied ? [unapplied] : []),
      ...contentDiagnostics,
      ...openapiDiagnostics,
      ...asyncapi.diagnostics,
    ],
  };
}

/** docs.json `variables` with the page size limit, for the content reader (`quire dev` re-reads files with them too). */
export function variableOptions(config: SiteConfig): VariableOptions | undefined {
  return config.variables && { values: config.variables, maxBytes: MAX_PAGE_BYTES };
}
