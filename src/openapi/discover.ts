/**
 * Find the OpenAPI files of a docs folder, as Mintlify does when a project names none: every JSON or YAML file whose
 * top level says `openapi: 3.x`. Pure over the folder's file list and a reader, so the load stage decides what is
 * read (see site/load-openapi.ts). Files are told apart by a text test before anything is parsed: a docs folder is
 * often a repository root full of other JSON and YAML (lint styles, catalogues, translations).
 */

import { parseWithRawControlCharacters } from './raw-json.js';

/** What {@link discoverOpenApiFiles} found. */
export interface DiscoveredOpenApi {
  /** OpenAPI 3.x files, docs-relative, in alphabetical order (the order Mintlify searches them in). */
  files: string[];
  /** Files that describe an API in a version Quire does not read (Swagger 2.0), with the version. */
  skipped: Array<{ file: string; version: string }>;
}

/** Reads a docs-relative file; undefined when it cannot be read or is too large to consider. */
export type DiscoveryReader = (file: string) => Promise<string | undefined>;

const DATA_FILE = /\.(?:json|ya?ml)$/i;

/** Config files of the docs folder: `mint.json` has a top-level `openapi` of its own. */
const CONFIG_FILES = new Set(['site.json', 'docs.json', 'mint.json']);

/** Folders that never hold the project's OpenAPI files, at any depth: snippets and dependencies. */
const SKIPPED_FOLDERS = new Set(['snippets', '_snippets', 'node_modules']);

/** Quire's own folder at the top of the docs folder: the default output folder. */
const SKIPPED_TOP_FOLDERS = new Set(['_site']);

/** Whether the docs-relative `file` may be an OpenAPI file, by its name alone. */
export function isDiscoveryCandidate(file: string): boolean {
  if (!DATA_FILE.test(file) || CONFIG_FILES.has(file)) return false;
  const segments = file.split('/');
  const folders = segments.slice(0, -1);
  if (folders.length > 0 && SKIPPED_TOP_FOLDERS.has(folders[0])) return false;
  return !segments.some((segment) => segment.startsWith('.')) && !folders.some((f) => SKIPPED_FOLDERS.has(f));
}

// A top-level key of a YAML mapping starts its line; a quoted key is YAML too.
const YAML_VERSION_KEY = /^(["']?)(openapi|swagger)\1[ \t]*:[ \t]*["']?(\d+(?:\.\d+)*)/m;
// Cheap before JSON.parse: the key with a version string somewhere in the text.
const JSON_VERSION_KEY = /"(?:openapi|swagger)"\s*:\s*"\d/;

/**
 * The OpenAPI version `text` declares at its top level (`3.1.0`, `2.0` for Swagger), or undefined when the file is
 * not an API description. JSON is parsed to be sure the key is at the top; a YAML key at the start of a line is.
 */
export function declaredVersion(
  file: string,
  text: string,
): { kind: 'openapi' | 'swagger'; version: string } | undefined {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const json = /\.json$/i.test(file) || /^\s*\{/.test(body);
  if (json) {
    if (!JSON_VERSION_KEY.test(body)) return undefined;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      // JSON with raw line breaks in its strings, which the loader reads as Mintlify does (see raw-json.ts).
      value = parseWithRawControlCharacters(body)?.value;
    }
    if (value === undefined) {
      // A broken file that says it is OpenAPI near its start is still meant as one: the loader reports where.
      const head = /^\s*\{\s*"(openapi|swagger)"\s*:\s*"(\d+(?:\.\d+)*)/.exec(body);
      return head ? { kind: head[1] as 'openapi' | 'swagger', version: head[2] } : undefined;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const record = value as Record<string, unknown>;
    for (const kind of ['openapi', 'swagger'] as const) {
      const version = record[kind];
      if (typeof version === 'string' && /^\d/.test(version)) return { kind, version };
    }
    return undefined;
  }
  const match = YAML_VERSION_KEY.exec(body);
  return match ? { kind: match[2] as 'openapi' | 'swagger', version: match[3] } : undefined;
}

/**
 * The OpenAPI files among `files` (docs-relative, `/`-separated): candidates by name, then by what their text
 * declares. Reads at most one file at a time, in alphabetical order.
 */
export async function discoverOpenApiFiles(
  files: readonly string[],
  read: DiscoveryReader,
): Promise<DiscoveredOpenApi> {
  const found: DiscoveredOpenApi = { files: [], skipped: [] };
  const candidates = files.filter(isDiscoveryCandidate).sort(compareCodeUnits);
  for (const file of candidates) {
    const text = await read(file);
    if (text === undefined) continue;
    const declared = declaredVersion(file, text);
    if (!declared) continue;
    if (declared.kind === 'openapi' && declared.version.startsWith('3.')) found.files.push(file);
    else
      found.skipped.push({
        file,
        version: `${declared.kind === 'swagger' ? 'Swagger' : 'OpenAPI'} ${declared.version}`,
      });
  }
  return found;
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
