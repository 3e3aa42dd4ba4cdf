/**
 * `$ref`s as written in an OpenAPI file: find them, tell which file each points into, and follow JSON pointers.
 * Used to load referenced files before dereferencing, and to report a broken `$ref` at the line it is written on.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonPathSegment } from '../utils/json-path.js';
import { decodeUriSafe } from '../utils/url.js';

/** A `$ref` and the path of the object holding it. */
export interface RefSite {
  ref: string;
  path: JsonPathSegment[];
}

/** Whether `location` is an http(s) URL rather than a file path. */
export function isUrl(location: string): boolean {
  return /^https?:\/\//i.test(location);
}

/**
 * Every `$ref` in `value`, in document order. Subtrees with their own `$id` are skipped: their relative refs
 * resolve against that id, which only the parser library follows. Loading and checking both ask for the refs of a
 * file, so they are remembered per parsed value (which is never changed).
 */
export function collectRefs(value: unknown): RefSite[] {
  if (value === null || typeof value !== 'object') return [];
  let refs = collected.get(value);
  if (!refs) {
    refs = findRefs(value);
    collected.set(value, refs);
  }
  return refs;
}

const collected = new WeakMap<object, RefSite[]>();

/** A node met while walking a document; its path is only built for nodes that hold a `$ref`. */
interface Visit {
  node: unknown;
  key: JsonPathSegment;
  parent: Visit | undefined;
}

function findRefs(value: unknown): RefSite[] {
  const refs: RefSite[] = [];
  const stack: Visit[] = [{ node: value, key: '', parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const node = visit.node;
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], key: i, parent: visit });
      continue;
    }
    const record = node as Record<string, unknown>;
    if (visit.parent && typeof record.$id === 'string') continue;
    if (typeof record.$ref === 'string') refs.push({ ref: record.$ref, path: pathOf(visit) });
    const keys = Object.keys(record);
    const inProperties = visit.parent !== undefined && visit.key === 'properties';
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      // Examples are data: a `$ref` key inside one is not a reference.
      if (key === '$ref') continue;
      if (!inProperties && (key === 'example' || (key === 'examples' && Array.isArray(record[key])))) continue;
      stack.push({ node: record[key], key, parent: visit });
    }
  }
  return refs;
}

function pathOf(visit: Visit): JsonPathSegment[] {
  const path: JsonPathSegment[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** Split `other.yaml#/components/x` into its file part (`other.yaml`, '' for a local ref) and its fragment. */
export function splitRef(ref: string): { file: string; fragment: string } {
  const hash = ref.indexOf('#');
  return hash === -1 ? { file: ref, fragment: '' } : { file: ref.slice(0, hash), fragment: ref.slice(hash + 1) };
}

/**
 * The location (absolute path or URL) that `file` (the part of a `$ref` before `#`) names, relative to the file
 * at `base`. A document fetched from a URL may only point at other URLs, never at local files.
 */
export function resolveRefLocation(base: string, file: string): string | undefined {
  if (isUrl(base)) {
    let url: URL;
    try {
      url = new URL(file, base);
    } catch {
      return undefined;
    }
    url.hash = '';
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  }
  if (isUrl(file)) return file.split('#')[0];
  if (/^file:/i.test(file)) return fileURLToPath(file);
  if (/^[a-z][a-z0-9+.-]*:/i.test(file) && !/^[a-z]:[\\/]/i.test(file)) return undefined;
  return path.resolve(path.dirname(base), decodeUriSafe(file));
}

/** Decode a JSON pointer fragment (`/components/schemas/Pet`) into tokens; undefined for a plain-name anchor. */
export function decodePointer(fragment: string): string[] | undefined {
  const decoded = decodeUriSafe(fragment);
  if (decoded === '') return [];
  if (!decoded.startsWith('/')) return undefined;
  return decoded
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Follow `tokens` into `value`; when a token is missing, say which one and what keys exist there instead. */
export function followPointer(
  value: unknown,
  tokens: readonly string[],
): { found: true; value: unknown } | { found: false; index: number; keys: string[] } {
  let node = value;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (node !== null && typeof node === 'object' && Object.hasOwn(node, token)) {
      node = (node as Record<string, unknown>)[token];
      continue;
    }
    const keys = node !== null && typeof node === 'object' && !Array.isArray(node) ? Object.keys(node) : [];
    return { found: false, index, keys };
  }
  return { found: true, value: node };
}
