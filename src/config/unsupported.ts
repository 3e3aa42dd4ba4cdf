/**
 * What Quire reads of a config but does not keep: Mintlify settings it does not support yet (the schema marks them
 * `x-quire-unsupported`) and, in Mintlify's own files (`docs.json`, `mint.json`), keys no schema knows. Mintlify
 * publishes projects with keys its schema lacks, so such a key is a warning there and the rest of the config loads;
 * in `site.json`, Quire's own format, an unknown key stays an error (the schema reports it: most are typos).
 * Each is reported once per setting as a warning and removed before validation.
 */
import type { Diagnostic } from '../diagnostics.js';
import { formatJsonPath, type JsonPathSegment } from '../utils/json-path.js';
import type { Locator } from './locate.js';
import { unknownKey } from './schema-errors.js';
import { resolveNode, typesOf, type SchemaNode } from './schema-node.js';

/** The config without unsupported settings, and one warning per unsupported setting. */
export interface StrippedConfig {
  value: unknown;
  diagnostics: Diagnostic[];
}

export interface StripOptions {
  /** Also remove keys that an object's schema does not allow, with a `config/unknown-key` warning (Mintlify's files). */
  unknownKeys?: boolean;
}

interface Occurrence {
  key: string;
  /** The setting's schema node, or for an unknown key the schema of the object holding it. */
  schema: SchemaNode;
  unknown: boolean;
  paths: JsonPathSegment[][];
}

/** Remove Mintlify-only settings from a copy of `value`, warning about each (grouped when it repeats). */
export function stripUnsupported(
  value: unknown,
  root: SchemaNode,
  locate: Locator,
  file: string,
  options: StripOptions = {},
): StrippedConfig {
  // Keyed by the setting's schema node (and an unknown key's name), so `icon` on 30 nested groups is one warning.
  const occurrences = new Map<SchemaNode, Map<string, Occurrence>>();
  const record = (schema: SchemaNode, key: string, unknown: boolean, path: JsonPathSegment[]) => {
    const byKey = occurrences.get(schema) ?? new Map<string, Occurrence>();
    const id = unknown ? key : '';
    const occurrence = byKey.get(id) ?? { key, schema, unknown, paths: [] };
    occurrence.paths.push(path);
    byKey.set(id, occurrence);
    occurrences.set(schema, byKey);
  };
  // One resolved node per written node: resolving an `allOf` builds a new object, and occurrences are keyed by node.
  const resolved = new Map<SchemaNode, SchemaNode>();
  const resolve = (written: SchemaNode): SchemaNode => {
    const node = resolved.get(written) ?? resolveNode(written, root);
    resolved.set(written, node);
    return node;
  };
  const walk = (data: unknown, written: SchemaNode, path: JsonPathSegment[]): unknown => {
    const node = resolve(written);
    const types = typesOf(node);
    if (Array.isArray(data)) {
      if (!node.items || (types.length > 0 && !types.includes('array'))) return data;
      const items = node.items;
      return data.map((item, index) => walk(item, items, [...path, index]));
    }
    if (data === null || typeof data !== 'object' || (types.length > 0 && !types.includes('object'))) return data;
    // Entries, not assignment: `out['__proto__'] = …` would set the prototype instead of copying the key.
    const out: Array<[string, unknown]> = [];
    for (const [key, child] of Object.entries(data)) {
      const property = node.properties && Object.hasOwn(node.properties, key) ? node.properties[key] : undefined;
      if (property === undefined && options.unknownKeys && node.additionalProperties === false) {
        record(node, key, true, [...path, key]);
        continue;
      }
      // Resolved, so one shared definition (docs.json's `directory` on every kind of division) is one warning.
      const setting = property && resolve(property);
      if (setting?.['x-quire-unsupported']) {
        record(setting, key, false, [...path, key]);
        continue;
      }
      out.push([key, property ? walk(child, property, [...path, key]) : child]);
    }
    return Object.fromEntries(out);
  };
  const stripped = walk(value, root, []);
  const diagnostics = [...occurrences.values()].flatMap((byKey) =>
    [...byKey.values()].map((o) => (o.unknown ? unknownWarning(o, root, locate, file) : warningFor(o, locate, file))),
  );
  return { value: stripped, diagnostics };
}

function warningFor({ key, schema, paths }: Occurrence, locate: Locator, file: string): Diagnostic {
  const [first] = paths;
  const parts = [schema.description, alsoIn(paths), 'Remove it to silence this warning.'];
  return {
    severity: 'warning',
    rule: 'config/unsupported-setting',
    file: locate.file?.(first, 'key') ?? file,
    position: locate.key(first),
    jsonPath: formatJsonPath(first),
    message: `\`${key}\` is a Mintlify setting Quire does not support yet; it is ignored`,
    hint: parts.filter(Boolean).join(' '),
  };
}

/** The schema's unknown-key error, as a warning that says the key is ignored. */
function unknownWarning({ key, schema, paths }: Occurrence, root: SchemaNode, locate: Locator, file: string) {
  const [first] = paths;
  const error = unknownKey(key, first.slice(0, -1), schema, root, locate, file);
  const hint = [error.hint, alsoIn(paths)].filter(Boolean).join('. ');
  return { ...error, severity: 'warning', message: `${error.message} is ignored`, hint } satisfies Diagnostic;
}

function alsoIn(paths: readonly JsonPathSegment[][]): string | undefined {
  const others = paths.length - 1;
  if (others === 0) return undefined;
  return `It is also set in ${others} other place${others === 1 ? '' : 's'}, ignored too.`;
}
