/** Reading the `site.json` schema: its node shape, `$ref` resolution, and the schema that governs a JSON path. */
import type { JsonPathSegment } from '../utils/json-path.js';

/** A JSON Schema node as used in `src/config/schema/*.json` (draft-07 plus a few `x-` annotations). */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: unknown[];
  examples?: unknown[];
  required?: string[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  allOf?: SchemaNode[];
  pattern?: string;
  definitions?: Record<string, SchemaNode>;
  /** Noun phrase for "expected …" in messages, e.g. `a hex colour like "#0d9373"`. */
  'x-expected'?: string;
  /** What the keys of this object are called in messages (`platform` for `footerSocials`); default `setting`. */
  'x-key-noun'?: string;
  /** A Mintlify setting Quire accepts with a warning and ignores. */
  'x-quire-unsupported'?: boolean;
  [keyword: string]: unknown;
}

/** Follow `$ref` (local `#/definitions/…` only) and fold `allOf` members into one node; own keys win. */
export function resolveNode(node: SchemaNode, root: SchemaNode): SchemaNode {
  let current = node;
  for (let depth = 0; current.$ref !== undefined; depth++) {
    if (depth > 32) throw new Error(`Internal error: $ref cycle at ${node.$ref}`);
    const name = current.$ref.replace(/^#\/definitions\//, '');
    const target = root.definitions?.[name];
    if (!target) throw new Error(`Internal error: unresolved $ref ${current.$ref}`);
    current = target;
  }
  if (!current.allOf) return current;
  const merged: SchemaNode = {};
  for (const member of current.allOf) {
    const resolved = resolveNode(member, root);
    Object.assign(merged, resolved, {
      properties: { ...merged.properties, ...resolved.properties },
    });
  }
  const { allOf: _allOf, ...own } = current;
  return { ...merged, ...own, properties: { ...merged.properties, ...own.properties } };
}

/** The schema node that governs the value at `segments`, as written (with its own description), or undefined. */
export function schemaAtPath(segments: readonly JsonPathSegment[], root: SchemaNode): SchemaNode | undefined {
  let written: SchemaNode = root;
  for (const segment of segments) {
    const node = resolveNode(written, root);
    const next = typeof segment === 'number' ? node.items : node.properties?.[segment];
    if (!next) return undefined;
    written = next;
  }
  return written;
}

/** The description of the value at `segments`: the written node's own, else the one it refers to. */
export function describeAt(segments: readonly JsonPathSegment[], root: SchemaNode): string | undefined {
  const written = schemaAtPath(segments, root);
  if (!written) return undefined;
  return written.description ?? resolveNode(written, root).description;
}

/** Names of the types a node accepts, e.g. `['string', 'array']`. */
export function typesOf(node: SchemaNode): string[] {
  if (node.type === undefined) return [];
  return Array.isArray(node.type) ? node.type : [node.type];
}
