/** The load stage: `site.json`, the docs folder and the `--templates` overrides, read from disk into plain data. */
import { loadConfig } from '../config/index.js';
import type { SiteConfig } from '../config/types.js';
import { loadContent } from '../content/index.js';
import { readGitDates } from '../content/git-dates.js';
import path from 'node:path';
import { cacheDirOf } from '../cache/store.js';
import type { WebFonts } from '../render/appearance-css.js';
import { loadGoogleFonts } from './google-fonts.js';
import type { ContentIndex } from '../content/types.js';
import type { VariableOptions } from '../content/variables.js';
import { MAX_PAGE_BYTES } from '../markdown/limits.js';
import { isSiteError, type Diagnostic } from '../diagnostics.js';
import type { LoadedOpenApi } from '../openapi/types.js';
import { readClientBundle, readTheme, type ClientBundle, type ThemeSources } from './assets-fs.js';
import { authorFilePolicyWarnings } from './author-file-policy.js';
import { readAuthorFiles } from './author-files.js';
import { loadSiteOpenApi } from './load-openapi.js';
import { createAsyncApiFiles, loadAsyncApiPages } from '../asyncapi/load.js';
import { addChannelPages } from './channel-pages.js';
import type { ChannelView } from '../asyncapi/types.js';
import { addOperationPages } from './operation-pages.js';
import { unappliedOverridesWarning } from './template-folder.js';
import { siteUtilityCss } from './utility-classes.js';

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
  /** The Tailwind utilities its pages and snippets use (`utility-classes.ts`); absent when they use none. */
  utilityCss?: string;
  /** The `fonts` families without `source`, fetched from Google Fonts (site/google-fonts.ts); absent: none. */
  webFonts?: WebFonts;
  /**
   * The bytes of the docs folder's own `.css` and `.js` files, by path, for the content-hashed copies pages link
   * (`author-files.ts`). Absent in `quire dev`, which links the files themselves so that an edit shows on reload.
   */
  authorFiles?: Map<string, Uint8Array>;
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
    /** Google Fonts' base URL (site/google-fonts.ts `GOOGLE_FONTS_URL`); tests point it at a local server. */
    googleFontsUrl?: string;
    /** Read the author's `.css` and `.js` files to link them by content hash (default true; `quire dev`: false). */
    authorFiles?: boolean;
    /** Pages and snippets the build read already (see content/load-fs.ts `LoadContentOptions.read`). */
    read?: Map<string, Buffer>;
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
      ...(options.read && { read: options.read }),
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
  content = await withLastModified(root, loaded.config, generated.content);
  const cacheDir = options.cacheDir === false ? undefined : cacheDirOf(root, options.cacheDir);
  const webFonts = await loadGoogleFonts(loaded.config, loaded.file, {
    offline: options.offline,
    ...(cacheDir !== undefined && { cacheDir: path.join(cacheDir, 'fonts') }),
    ...(options.googleFontsUrl !== undefined && { baseUrl: options.googleFontsUrl }),
  });
  openapiDiagnostics.push(...generated.diagnostics);
  // Channel pages, generated for the navigation's `asyncapi` sources or written with front matter `asyncapi`: each
  // AsyncAPI file parsed once (the parser is imported only when one is named).
  const asyncapiFiles = createAsyncApiFiles(root);
  const channelPages = await addChannelPages(loaded.config, loaded.file, content, asyncapiFiles);
  content = channelPages.content;
  const asyncapi = await loadAsyncApiPages(root, content.pages, asyncapiFiles);
  asyncapi.diagnostics.push(...channelPages.diagnostics);
  const utilityCss = await siteUtilityCss(loaded.config, content);
  const authorFiles = options.authorFiles !== false ? readAuthorFiles(root, content.assets) : undefined;
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
      ...(utilityCss && { utilityCss }),
      ...(webFonts.fonts && { webFonts: webFonts.fonts }),
      ...(authorFiles && { authorFiles }),
      channels: asyncapi.channels,
    },
    diagnostics: [
      ...loaded.diagnostics,
      ...theme.diagnostics,
      ...(unapplied ? [unapplied] : []),
      ...contentDiagnostics,
      ...openapiDiagnostics,
      ...webFonts.diagnostics,
      ...asyncapi.diagnostics,
      ...(authorFiles ? authorFilePolicyWarnings(authorFiles) : []),
    ],
  };
}

/**
 * `content` with the git dates of its pages, when some page shows one: docs.json `metadata.timestamp`, or a page's
 * front matter `timestamp: true` (a cheap look at the source; the graph reads the front matter properly). Pages
 * generated from OpenAPI operations have no file of their own and get none.
 */
async function withLastModified(root: string, config: SiteConfig, content: ContentIndex): Promise<ContentIndex> {
  const files = [...content.pages.keys()].filter((path) => !content.generatedPages?.has(path));
  const wanted =
    config.timestamp === true || files.some((path) => /^timestamp:\s*["']?true\b/m.test(content.pages.get(path)!));
  if (!wanted) return content;
  const lastModified = await readGitDates(root, files);
  return lastModified.size > 0 ? { ...content, lastModified } : content;
}

/** docs.json `variables` with the page size limit, for the content reader (`quire dev` re-reads files with them too). */
export function variableOptions(config: SiteConfig): VariableOptions | undefined {
  return config.variables && { values: config.variables, maxBytes: MAX_PAGE_BYTES };
}
