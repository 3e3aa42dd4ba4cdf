/**
 * The OpenAPI files of a site: the config's `openapi` setting, the `openapi` sources of its navigation (docs.json),
 * and, when the config names none, the OpenAPI files found in the docs folder (openapi/discover.ts), loaded together.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMintlifyConfigFile } from '../config/mintlify-file.js';
import type { NavContentConfig, NavigationGroupConfig, OpenApiPagesSource, SiteConfig } from '../config/types.js';
import type { ContentIndex } from '../content/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { discoverOpenApiFiles, type DiscoveredOpenApi } from '../openapi/discover.js';
import { MAX_OPENAPI_FILE_BYTES } from '../openapi/limits.js';
import type { EntryLocation } from '../openapi/load.js';
import { isUrl } from '../openapi/refs.js';
import type { LoadedOpenApi } from '../openapi/types.js';

/** Options of {@link loadSiteOpenApi}. */
export interface LoadSiteOpenApiOptions {
  /** `--allow-openapi-root`: folders (absolute) and URLs OpenAPI files may also come from. */
  allowOpenapiRoots?: readonly string[];
  /** `--offline`: fetch no OpenAPI URL; use cached copies. */
  offline?: boolean;
  /**
   * The cache folder (`--cache-dir`); copies of OpenAPI URLs go into its `openapi/`; `false`: no copies.
   * @default `<root>/.quire/cache`
   */
  cacheDir?: string | false;
}

/** Load every OpenAPI file the site uses; `discovered` lists the files found in the docs folder, when any. */
export async function loadSiteOpenApi(
  root: string,
  config: SiteConfig,
  configFile: string,
  content: ContentIndex,
  options: LoadSiteOpenApiOptions = {},
): Promise<{ openapi: LoadedOpenApi; discovered: string[]; diagnostics: Diagnostic[] }> {
  const entries: string[] = [];
  const locations: Array<EntryLocation | undefined> = [];
  const seen = new Set<string>();
  const add = (source: string, location: EntryLocation | undefined) => {
    const key = isUrl(source) ? source : source.replace(/\\/g, '/').replace(/^\.?\/+/, '');
    if (seen.has(key)) return;
    seen.add(key);
    entries.push(source);
    locations.push(location);
  };
  for (const [index, source] of config.openapi.entries()) {
    const written = config.openapiLocations?.[index];
    const jsonPath = written?.jsonPath ?? (config.openapi.length === 1 ? 'openapi' : `openapi[${index}]`);
    add(source, { file: configFile, jsonPath, ...(written?.position && { position: written.position }) });
  }
  for (const source of navigationSources(config)) {
    add(source.source, {
      file: source.file ?? configFile,
      jsonPath: source.jsonPath,
      ...(source.position && { position: source.position }),
    });
  }

  const diagnostics: Diagnostic[] = [];
  // Mintlify uses every OpenAPI file of the repository when the config names none. With an `openapi` URL, the local
  // files are only named in the hint shown when the URL cannot be fetched: a build never swaps one file for another.
  const discover = config.openapi.length === 0;
  let found: DiscoveredOpenApi = { files: [], skipped: [] };
  if (discover || config.openapi.some(isUrl)) found = await discoverOpenApiFiles(content.assets, reader(root));
  const namedCount = entries.length;
  if (discover) {
    for (const file of found.files) add(file, { file });
    const note = discoveryNote(found, configFile);
    if (note) diagnostics.push(note);
  }

  // Most sites have no OpenAPI file: they do not load the loader (its parser, validator and fetcher).
  if (entries.length === 0)
    return { openapi: { documents: [], failed: 0, files: [] }, discovered: discover ? found.files : [], diagnostics };
  const [{ loadOpenApi }, { openApiCacheDir }] = await Promise.all([
    import('../openapi/load.js'),
    import('../openapi/load-url.js'),
  ]);
  const { diagnostics: loadDiagnostics, ...openapi } = await loadOpenApi(entries, root, {
    configFile,
    allowedRoots: options.allowOpenapiRoots,
    offline: options.offline,
    ...(options.cacheDir !== undefined && {
      cacheDir: options.cacheDir === false ? false : openApiCacheDir(options.cacheDir),
    }),
    entryLocations: locations,
    localCandidates: found.files,
    lenient: isMintlifyConfigFile(configFile),
  });
  diagnostics.push(...loadDiagnostics);
  const named = new Set(entries.slice(0, namedCount));
  for (const doc of openapi.documents) if (!named.has(doc.source)) doc.discovered = true;
  return { openapi, discovered: discover ? found.files : [], diagnostics };
}

/** Every `openapi` source of the navigation: groups (at any depth) and docs.json divisions. */
export function navigationSources(config: SiteConfig): OpenApiPagesSource[] {
  const sources: OpenApiPagesSource[] = [];
  const walkGroups = (groups: readonly NavigationGroupConfig[]) => {
    for (const group of groups) {
      if (group.openapi) sources.push(group.openapi);
      walkGroups(group.pages.filter((entry): entry is NavigationGroupConfig => 'group' in entry));
    }
  };
  const walkContent = (content: NavContentConfig) => {
    if (content.openapi) sources.push(content.openapi);
    for (const division of content.divisions) walkContent(division.content);
    walkGroups(content.groups);
  };
  walkGroups(config.navigation);
  if (config.explicitNavigation) {
    walkContent(config.explicitNavigation.root);
    for (const division of config.explicitNavigation.global) walkContent(division.content);
  }
  return sources;
}

/** The one-line note saying which files were found, or undefined when none were. */
function discoveryNote(found: DiscoveredOpenApi, configFile: string): Diagnostic | undefined {
  if (found.files.length === 0 && found.skipped.length === 0) return undefined;
  const list = (names: string[]) =>
    names.length > 6 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ');
  const parts: string[] = [];
  if (found.files.length > 0)
    parts.push(
      `\`openapi\` is not set, so Quire uses the ${found.files.length === 1 ? 'OpenAPI file' : `${found.files.length} OpenAPI files`} of the docs folder: ${list(found.files)}`,
    );
  if (found.skipped.length > 0)
    parts.push(
      `${found.files.length > 0 ? 'it' : '`openapi` is not set, and Quire'} left out ${list(found.skipped.map((s) => `${s.file} (${s.version})`))}: Quire reads OpenAPI 3.0 and 3.1`,
    );
  return {
    severity: 'info',
    rule: 'openapi/discovered',
    file: configFile,
    message: parts.join('; '),
    hint: 'to choose the files yourself, list them in `openapi`; a page names one file with a prefix, e.g. `openapi: "openapi.yaml GET /users"`',
  };
}

/** Read a docs-relative file for discovery; undefined when it is missing, unreadable or too large to be read. */
function reader(root: string): (file: string) => Promise<string | undefined> {
  return async (file) => {
    const absolute = path.join(root, file);
    try {
      if ((await stat(absolute)).size > MAX_OPENAPI_FILE_BYTES) return undefined;
      return await readFile(absolute, 'utf8');
    } catch {
      return undefined;
    }
  };
}
