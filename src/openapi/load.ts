/**
 * The `openapi` setting: read each file (local path or URL, JSON or YAML) and every file its `$ref`s reach, check
 * the version and the schema, then dereference. This module and load-url.ts are the OpenAPI stage's only I/O.
 * Problems come back as diagnostics with file and line; a file with errors is left out, never half-loaded.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { didYouMeanHint } from '../utils/did-you-mean.js';
import { checkRefs } from './check-refs.js';
import { checkVersion } from './check-version.js';
import { dereferenceSources } from './dereference.js';
import { listOperations } from './document.js';
import { fetchSourceUrl, openApiCacheDir } from './load-url.js';
import { collectRefs, isUrl, resolveRefLocation, splitRef } from './refs.js';
import { findPosition, looksLikeJson, parseSourceText, type SourceFile } from './source.js';
import type { LoadedOpenApi, OpenApiDocument } from './types.js';
import { validateDocument } from './validate.js';

/** Options of {@link loadOpenApi}. */
export interface LoadOpenApiOptions {
  /** The config file that problems with the `openapi` setting point at. @default 'site.json' */
  configFile?: string;
  /** Time limit for fetching each URL. @default 10000 */
  timeoutMs?: number;
  /** Where fetched URLs are cached; `false` turns the cache off. @default `<root>/.quire/cache/openapi` */
  cacheDir?: string | false;
  /**
   * Read files and URLs from somewhere else than the disk and the network (documents held in memory, as the fuzz
   * tests do). Gets the absolute path or URL; a rejection with `code: 'ENOENT'` means there is no such file.
   */
  read?: (location: string) => Promise<string>;
}

/** Largest OpenAPI file read, in bytes (GitHub's REST API description, one of the largest public ones, is 13 MB). */
export const MAX_OPENAPI_FILE_BYTES = 32 * 1024 * 1024;

/** Where a file was asked for: the `openapi` setting, or a `$ref` in another file. */
type Origin = { entry: number } | { source: SourceFile; path: (string | number)[] };

const MAX_FILES = 500;

/** Load every OpenAPI file of the `openapi` setting (paths relative to the docs folder `root`, or URLs). */
export async function loadOpenApi(
  entries: readonly string[],
  root: string,
  options: LoadOpenApiOptions = {},
): Promise<LoadedOpenApi & { diagnostics: Diagnostic[] }> {
  const configFile = options.configFile ?? 'site.json';
  const cacheDir = options.cacheDir === false ? undefined : (options.cacheDir ?? openApiCacheDir(root));
  const diagnostics: Diagnostic[] = [];
  const documents: OpenApiDocument[] = [];
  const sources = new Map<string, SourceFile>();
  const displayName = (location: string) => (isUrl(location) ? location : path.relative(root, location).split(path.sep).join('/'));

  const report = (origin: Origin, message: string, hint?: string, severity: Diagnostic['severity'] = 'error') => {
    if ('entry' in origin) {
      const jsonPath = entries.length === 1 ? 'openapi' : `openapi[${origin.entry}]`;
      diagnostics.push({ severity, rule: 'openapi/load', file: configFile, jsonPath, message, ...(hint && { hint }) });
    } else {
      const position = findPosition(origin.source, [...origin.path, '$ref']);
      diagnostics.push({ severity, rule: 'openapi/load', file: origin.source.file, position, message, ...(hint && { hint }) });
    }
  };

  const load = async (location: string, origin: Origin): Promise<SourceFile | undefined> => {
    const known = sources.get(location);
    if (known) return known;
    if (sources.size >= MAX_FILES) return void report(origin, `more than ${MAX_FILES} files are referenced; ${displayName(location)} was not loaded`);
    const file = displayName(location);
    let text: string;
    if (options.read) {
      try {
        text = await options.read(location);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        return void report(origin, `cannot load the OpenAPI file ${file}: ${code === 'ENOENT' ? 'there is no such file' : String(error)}`);
      }
      if (text.length > MAX_OPENAPI_FILE_BYTES) return void report(origin, tooLarge(file, text.length), TOO_LARGE_HINT);
    } else if (isUrl(location)) {
      const fetched = await fetchSourceUrl(location, { timeoutMs: options.timeoutMs, cacheDir, maxBytes: MAX_OPENAPI_FILE_BYTES });
      if (!fetched.ok) {
        return void report(origin, `could not fetch ${location}: ${fetched.failure}`, 'check the URL and your network connection; after one successful fetch, a cached copy is used when offline');
      }
      if (fetched.cachedAt) report(origin, `could not fetch ${location} (${fetched.failure}); using the copy cached on ${fetched.cachedAt}`, 'the page may be out of date until the URL can be fetched again', 'warning');
      text = fetched.text;
    } else {
      try {
        // Checked before reading: a 50 MB YAML file would take minutes and gigabytes to parse.
        const size = (await stat(location)).size;
        if (size > MAX_OPENAPI_FILE_BYTES) return void report(origin, tooLarge(file, size), TOO_LARGE_HINT);
        text = await readFile(location, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        const why = code === 'ENOENT' ? 'there is no such file' : code === 'EISDIR' ? 'it is a folder' : `it could not be read (${code ?? String(error)})`;
        return void report(origin, `cannot load the OpenAPI file ${file}: ${why}`, await suggestFile(location));
      }
    }
    const json = looksLikeJson(location, text);
    const parsed = parseSourceText(text, file, json);
    const source: SourceFile = { location, file, text, json, value: parsed.value };
    sources.set(location, source);
    diagnostics.push(...parsed.diagnostics);
    return source;
  };

  let failed = 0;
  for (const [entry, setting] of entries.entries()) {
    const location = isUrl(setting) ? setting : path.resolve(root, setting.replace(/^[/\\]+/, ''));
    if (sources.has(location)) continue;
    failed++;
    const before = diagnostics.length;
    const rootSource = await load(location, { entry });
    if (rootSource?.value === undefined) continue;
    const version = checkVersion(rootSource);
    diagnostics.push(...version.diagnostics);
    if (!version.version) continue;
    diagnostics.push(...validateDocument(rootSource, version.version));
    const reached = await loadReferenced(rootSource, load, report);
    diagnostics.push(...checkRefs(reached, sources));
    if (diagnostics.slice(before).some((d) => d.severity === 'error')) continue;
    try {
      const { document, schemaNames } = await dereferenceSources(location, sources);
      documents.push({ source: setting, file: rootSource.file, version: version.version, document, schemaNames, operations: listOperations(document) });
      failed--;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Internal error')) throw error;
      report({ entry }, `could not resolve the references of ${rootSource.file}: ${(error as Error).message.split('\n')[0]}`, 'check the `$ref`s of the file and the files they point at');
    }
  }
  const files = [...sources.keys()].filter((location) => !isUrl(location));
  return { documents, failed, files, diagnostics };
}

const TOO_LARGE_HINT = 'split the description into several files joined by `$ref`s, or leave out what the docs do not show';

function tooLarge(file: string, bytes: number): string {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `the OpenAPI file ${file} is ${mb(bytes)}; Quire reads OpenAPI files of up to ${mb(MAX_OPENAPI_FILE_BYTES)}`;
}

/** Load, breadth first, every file that `root` and the files it reaches point at with `$ref`; returns them all. */
async function loadReferenced(
  root: SourceFile,
  load: (location: string, origin: Origin) => Promise<SourceFile | undefined>,
  report: (origin: Origin, message: string, hint?: string) => void,
): Promise<SourceFile[]> {
  const reached: SourceFile[] = [root];
  const visited = new Set<string>([root.location]);
  for (let next = 0; next < reached.length; next++) {
    const source = reached[next];
    for (const site of collectRefs(source.value)) {
      const { file } = splitRef(site.ref);
      if (file === '') continue;
      const location = resolveRefLocation(source.location, file);
      if (location === undefined) {
        const why = isUrl(source.location) ? 'a file fetched from a URL may only refer to other http(s) URLs' : 'only relative paths, file paths and http(s) URLs can be loaded';
        report({ source, path: site.path }, `cannot follow \`$ref: ${site.ref}\`: ${why}`);
        continue;
      }
      if (visited.has(location)) continue;
      visited.add(location);
      const loaded = await load(location, { source, path: site.path });
      if (loaded?.value !== undefined) reached.push(loaded);
    }
  }
  return reached;
}

/** A did-you-mean for a missing file, from the OpenAPI-looking files of its folder. */
async function suggestFile(location: string): Promise<string | undefined> {
  const names = await readdir(path.dirname(location)).catch(() => [] as string[]);
  const candidates = names.filter((name) => /\.(ya?ml|json)$/i.test(name));
  return didYouMeanHint(path.basename(location), candidates) ?? 'paths in `openapi` are relative to the folder that holds site.json';
}
