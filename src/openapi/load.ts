/**
 * The `openapi` setting: read each file (local path or URL, JSON or YAML) and every file its `$ref`s reach, check
 * the version and the schema, then dereference. This module and load-url.ts are the OpenAPI stage's only I/O; what
 * they may read and fetch is decided in allowed-roots.ts and http-get.ts before anything is read. Problems come back
 * as diagnostics with file and line; a file with errors is left out, never half-loaded. A `$ref` that points at
 * nothing inside the files is a warning, and stands as an unresolved reference (check-refs.ts).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic, Position } from '../diagnostics.js';
import { didYouMeanHint } from '../utils/did-you-mean.js';
import { checkLocalFile, createOpenApiAccess, mayReachAnyAddress } from './allowed-roots.js';
import { brokenRefDiagnostics, findBrokenRefs, replaceBrokenRefs } from './check-refs.js';
import { checkVersion } from './check-version.js';
import { MAX_OPENAPI_FILE_BYTES } from './limits.js';
import { dereferenceSources } from './dereference.js';
import { listOperations } from './document.js';
import { cacheDirOf } from '../cache/store.js';
import { fetchSourceUrl, openApiCacheDir } from './load-url.js';
import { collectRefs, isUrl, resolveRefLocation, splitRef } from './refs.js';
import { findPosition, looksLikeJson, parseSourceText, type SourceFile } from './source.js';
import type { LoadedOpenApi, OpenApiDocument, UnavailableSource } from './types.js';
import { validateDocument } from './validate.js';

/** Options of {@link loadOpenApi}. */
export interface LoadOpenApiOptions {
  /** The config file that problems with the `openapi` setting point at. @default 'site.json' */
  configFile?: string;
  /** Where each entry of the `openapi` setting is written in the config file. */
  entryPositions?: ReadonlyArray<Position | undefined>;
  /**
   * Where each entry comes from, when not from the `openapi` setting of `configFile` (an `openapi` source in the
   * navigation, a file found in the docs folder): problems with the entry point there. Wins over `entryPositions`.
   */
  entryLocations?: ReadonlyArray<EntryLocation | undefined>;
  /** OpenAPI files found in the docs folder, named in the hint when an entry's URL cannot be fetched. */
  localCandidates?: readonly string[];
  /**
   * Folders (absolute paths) besides the docs folder that OpenAPI files may be read from, and URLs under which a file
   * fetched from a URL may point at non-public addresses (`--allow-openapi-root`). See allowed-roots.ts.
   */
  allowedRoots?: readonly string[];
  /** Time limit for fetching each URL. @default 10000 */
  timeoutMs?: number;
  /** Fetch nothing (`--offline`): URLs are answered from the cache, else reported as not fetched. */
  offline?: boolean;
  /** Where fetched URLs are cached; `false` turns the cache off. @default `<root>/.quire/cache/openapi` */
  cacheDir?: string | false;
  /**
   * Read files and URLs from somewhere else than the disk and the network (documents held in memory, as the fuzz
   * tests do). Gets the absolute path or URL; a rejection with `code: 'ENOENT'` means there is no such file.
   */
  read?: (location: string) => Promise<string>;
  /**
   * The project is Mintlify's (docs.json, mint.json): a file that does not parse, is not OpenAPI 3.0/3.1 or does not
   * validate is a warning, as Mintlify publishes such projects; the pages that use it are built with a notice.
   */
  lenient?: boolean;
}

/** Where an entry of {@link loadOpenApi} is written: a file of the docs folder, and a place in it when known. */
export interface EntryLocation {
  file: string;
  jsonPath?: string;
  position?: Position;
}

export { MAX_OPENAPI_FILE_BYTES };

/** Where a file was asked for: the `openapi` setting, or a `$ref` in another file. */
type Origin = { entry: number; setting: string } | { source: SourceFile; path: (string | number)[]; ref: string };

const OUTSIDE_HINT =
  'copy the file into the docs folder, or allow the folder that holds it with --allow-openapi-root <dir>';

const MAX_FILES = 500;

/** Load every OpenAPI file of the `openapi` setting (paths relative to the docs folder `root`, or URLs). */
export async function loadOpenApi(
  entries: readonly string[],
  root: string,
  options: LoadOpenApiOptions = {},
): Promise<LoadedOpenApi & { diagnostics: Diagnostic[] }> {
  const configFile = options.configFile ?? 'site.json';
  const cacheDir = options.cacheDir === false ? undefined : (options.cacheDir ?? openApiCacheDir(cacheDirOf(root)));
  const diagnostics: Diagnostic[] = [];
  const documents: OpenApiDocument[] = [];
  const sources = new Map<string, SourceFile>();
  const displayName = (location: string) =>
    isUrl(location) ? location : path.relative(root, location).split(path.sep).join('/');

  const access = await createOpenApiAccess(root, entries, options.allowedRoots);

  const report = (
    origin: Origin,
    message: string,
    hint?: string,
    severity: Diagnostic['severity'] = 'error',
    rule = 'openapi/load',
  ) => {
    if ('entry' in origin) {
      const location = options.entryLocations?.[origin.entry];
      const jsonPath = location ? location.jsonPath : entries.length === 1 ? 'openapi' : `openapi[${origin.entry}]`;
      const position = location ? location.position : options.entryPositions?.[origin.entry];
      diagnostics.push({
        severity,
        rule,
        file: location?.file ?? configFile,
        ...(position && { position }),
        ...(jsonPath !== undefined && { jsonPath }),
        message,
        ...(hint && { hint }),
      });
    } else {
      const position = findPosition(origin.source, [...origin.path, '$ref']);
      diagnostics.push({ severity, rule, file: origin.source.file, position, message, ...(hint && { hint }) });
    }
  };

  const load = async (location: string, origin: Origin): Promise<SourceFile | undefined> => {
    const known = sources.get(location);
    if (known) return known;
    if (sources.size >= MAX_FILES)
      return void report(
        origin,
        `more than ${MAX_FILES} files are referenced; ${displayName(location)} was not loaded`,
      );
    const file = displayName(location);
    let text: string;
    if (options.read) {
      if (!isUrl(location) && !(await checkLocalFile(access, location)).inside) {
        return void report(origin, outsideMessage(origin, location), OUTSIDE_HINT, 'error', 'openapi/ref-outside-docs');
      }
      try {
        text = await options.read(location);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        return void report(
          origin,
          `cannot load the OpenAPI file ${file}: ${code === 'ENOENT' ? 'there is no such file' : String(error)}`,
          undefined,
          'error',
          code === 'ENOENT' ? 'openapi/missing-file' : 'openapi/load',
        );
      }
      if (text.length > MAX_OPENAPI_FILE_BYTES) return void report(origin, tooLarge(file, text.length), TOO_LARGE_HINT);
    } else if (isUrl(location)) {
      // The author's own URLs go wherever they point; URLs that a fetched file names reach public addresses only.
      const fromUrl = 'source' in origin && isUrl(origin.source.location);
      const addresses = fromUrl && !mayReachAnyAddress(access, location, origin.source.location) ? 'public' : 'any';
      const fetched = await fetchSourceUrl(location, {
        timeoutMs: options.timeoutMs,
        cacheDir,
        maxBytes: MAX_OPENAPI_FILE_BYTES,
        addresses,
        offline: options.offline,
      });
      if (!fetched.ok && fetched.refused) {
        return void report(
          origin,
          `${describeOrigin(origin)}Quire did not fetch ${location}: ${fetched.failure}`,
          refusedHint(fetched.refused, location),
          'error',
          'openapi/fetch-refused',
        );
      }
      if (!fetched.ok && 'entry' in origin) {
        // The author's own URL, unreachable (offline, or the server is down): the site still builds, and the pages
        // that document its operations say why their endpoint reference is missing.
        entryFailure = `${location} could not be fetched when the site was built (${fetched.failure})`;
        return void report(
          origin,
          `could not fetch ${location}: ${fetched.failure}; the pages that document its operations are built with a notice in place of the endpoint reference`,
          fetchFailedHint(options.localCandidates ?? []),
          'warning',
          'openapi/fetch-failed',
        );
      }
      if (!fetched.ok) {
        return void report(
          origin,
          `could not fetch ${location}: ${fetched.failure}`,
          'check the URL and your network connection; after one successful fetch, a cached copy is used when offline',
        );
      }
      if (fetched.cachedAt)
        report(
          origin,
          `could not fetch ${location} (${fetched.failure}); using the copy cached on ${fetched.cachedAt}`,
          'the page may be out of date until the URL can be fetched again',
          'warning',
        );
      text = fetched.text;
    } else {
      // Before anything is read: a `$ref` may name any file on the machine, and its text would end up in a page.
      const local = await checkLocalFile(access, location);
      if (!local.inside)
        return void report(
          origin,
          outsideMessage(origin, local.real),
          OUTSIDE_HINT,
          'error',
          'openapi/ref-outside-docs',
        );
      try {
        // Checked before reading: a 50 MB YAML file would take minutes and gigabytes to parse.
        const size = (await stat(local.real)).size;
        if (size > MAX_OPENAPI_FILE_BYTES) return void report(origin, tooLarge(file, size), TOO_LARGE_HINT);
        text = await readFile(local.real, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        const why =
          code === 'ENOENT'
            ? 'there is no such file'
            : code === 'EISDIR'
              ? 'it is a folder'
              : `it could not be read (${code ?? String(error)})`;
        const rule = code === 'ENOENT' ? 'openapi/missing-file' : 'openapi/load';
        return void report(
          origin,
          `cannot load the OpenAPI file ${file}: ${why}`,
          await suggestFile(location),
          'error',
          rule,
        );
      }
    }
    const asJson = looksLikeJson(location, text);
    const parsed = parseSourceText(text, file, asJson);
    const json = asJson && !parsed.yaml;
    const source: SourceFile = { location, file, text, json, value: parsed.value };
    sources.set(location, source);
    diagnostics.push(...parsed.diagnostics);
    return source;
  };

  let failed = 0;
  // Why the entry being loaded could not be fetched, when that is why it failed.
  let entryFailure: string | undefined;
  const unavailable: UnavailableSource[] = [];
  for (const [entry, setting] of entries.entries()) {
    const location = isUrl(setting) ? setting : path.resolve(root, setting.replace(/^[/\\]+/, ''));
    if (sources.has(location)) continue;
    failed++;
    const before = diagnostics.length;
    entryFailure = undefined;
    const fail = () => {
      const error = diagnostics.slice(before).find((d) => d.severity === 'error');
      const reason = entryFailure ?? `${displayName(location)} did not load: ${error?.message ?? 'it has errors'}`;
      unavailable.push({ source: setting, file: displayName(location), reason });
    };
    const rootSource = await load(location, { entry, setting });
    if (rootSource?.value === undefined) {
      fail();
      continue;
    }
    const version = checkVersion(rootSource);
    diagnostics.push(...version.diagnostics);
    if (!version.version) {
      fail();
      continue;
    }
    diagnostics.push(...validateDocument(rootSource, version.version));
    const reached = await loadReferenced(rootSource, load, report);
    const broken = findBrokenRefs(reached, sources);
    diagnostics.push(...brokenRefDiagnostics(broken));
    if (diagnostics.slice(before).some((d) => d.severity === 'error')) {
      fail();
      continue;
    }
    try {
      const { document, schemaNames } = await dereferenceSources(location, sources, replaceBrokenRefs(broken));
      documents.push({
        source: setting,
        file: rootSource.file,
        version: version.version,
        document,
        schemaNames,
        operations: listOperations(document),
      });
      failed--;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Internal error')) throw error;
      report(
        { entry, setting },
        `could not resolve the references of ${rootSource.file}: ${(error as Error).message.split('\n')[0]}`,
        'check the `$ref`s of the file and the files they point at',
      );
      fail();
    }
  }
  const files = [...sources.keys()].filter((location) => !isUrl(location));
  const reported = options.lenient ? downgrade(diagnostics) : diagnostics;
  return { documents, failed, files, ...(unavailable.length > 0 && { unavailable }), diagnostics: reported };
}

/** What Mintlify publishes anyway: a file it cannot read leaves its endpoint pages blank. Unsafe files stay errors. */
const LENIENT_RULES = new Set(['openapi/syntax', 'openapi/version', 'openapi/invalid', 'openapi/missing-file']);

/** The diagnostics of a Mintlify project: {@link LENIENT_RULES} as warnings, the first of each file saying why. */
function downgrade(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const told = new Set<string>();
  return diagnostics.map((d) => {
    if (d.severity !== 'error' || !LENIENT_RULES.has(d.rule)) return d;
    const first = !told.has(d.file);
    told.add(d.file);
    // A missing file is reported where the config names it; the pages that use it are still the ones with a notice.
    const named = d.rule === 'openapi/missing-file' ? 'it' : d.file;
    const instead = `; Quire builds the pages that use ${named} with a notice in place of the endpoint reference`;
    return { ...d, severity: 'warning' as const, message: first ? `${d.message}${instead}` : d.message };
  });
}

/** The hint of an `openapi` URL that could not be fetched: the cache, and the local files that could stand in. */
function fetchFailedHint(candidates: readonly string[]): string {
  const cache = 'check the URL and your network connection; after one successful fetch, a cached copy is used offline';
  if (candidates.length === 0) return cache;
  const named = candidates
    .slice(0, 3)
    .map((file) => `\`${file}\``)
    .join(', ');
  const more = candidates.length > 3 ? ` and ${candidates.length - 3} more` : '';
  return `${cache}; the docs folder holds ${named}${more}: to document that file instead, set \`openapi\` to its path`;
}

/** `$ref: x` in front of a message about the file a `$ref` names; nothing for an `openapi` entry. */
function describeOrigin(origin: Origin): string {
  return 'ref' in origin ? `\`$ref: ${origin.ref}\`: ` : '';
}

function outsideMessage(origin: Origin, real: string): string {
  const what =
    'ref' in origin ? `\`$ref: ${origin.ref}\` points at ${real}` : `the OpenAPI file ${origin.setting} is ${real}`;
  return `${what}, outside the docs folder; Quire reads OpenAPI files only from the docs folder`;
}

function refusedHint(why: 'address' | 'redirect', url: string): string {
  if (why === 'redirect') return 'name the URL it redirects to instead';
  return `a file fetched from a URL may not make Quire reach this machine or a private network; if you trust it, allow it with --allow-openapi-root ${new URL('/', url).href}`;
}

const TOO_LARGE_HINT =
  'split the description into several files joined by `$ref`s, or leave out what the docs do not show';

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
        const why = isUrl(source.location)
          ? 'a file fetched from a URL may only refer to other http(s) URLs'
          : 'only relative paths, file paths and http(s) URLs can be loaded';
        report({ source, path: site.path, ref: site.ref }, `cannot follow \`$ref: ${site.ref}\`: ${why}`);
        continue;
      }
      if (visited.has(location)) continue;
      visited.add(location);
      const loaded = await load(location, { source, path: site.path, ref: site.ref });
      if (loaded?.value !== undefined) reached.push(loaded);
    }
  }
  return reached;
}

/** A did-you-mean for a missing file, from the OpenAPI-looking files of its folder. */
async function suggestFile(location: string): Promise<string | undefined> {
  const names = await readdir(path.dirname(location)).catch(() => [] as string[]);
  const candidates = names.filter((name) => /\.(ya?ml|json)$/i.test(name));
  return (
    didYouMeanHint(path.basename(location), candidates) ??
    'paths in `openapi` are relative to the docs folder, which holds the config file'
  );
}
