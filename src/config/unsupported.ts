/**
 * Mintlify settings that Quire does not support yet. The schema marks them `x-quire-unsupported`; they are
 * reported once per setting as a warning and removed before validation, so the rest of the config still loads.
 */
import type { Diagnostic } from '../diagnostics.js';
import { formatJsonPath, type JsonPathSegment } from '../utils/json-path.js';
import type { Locator } from './locate.js';
import { resolveNode, typesOf, type SchemaNode } from './schema-node.js';

/** The config without unsupported settings, and one warning per unsupported setting. */
export interface StrippedConfig {
  value: unknown;
  diagnostics: Diagnostic[];
}

interface Occurrence {
  key: string;
  schema: SchemaNode;
  paths: JsonPathSegment[][];
}

/** Remove Mintlify-only settings from a copy of `value`, warning about each (grouped when it repeats). */
export function stripUnsupported(value: unknown, root: SchemaNode, locate: Locator, file: string): StrippedConfig {
  // Keyed by the setting's schema node, so `icon` on 30 nested groups is one warning, not 30.
  const occurrences = new Map<SchemaNode, Occurrence>();
  const walk = (data: unknown, written: SchemaNode, path: JsonPathSegment[]): unknown => {
    const node = resolveNode(written, root);
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
      const property = node.properties?.[key];
      // Resolved, so one shared definition (docs.json's `directory` on every kind of division) is one warning.
      const setting = property && resolveNode(property, root);
      if (setting?.['x-quire-unsupported']) {
        const occurrence = occurrences.get(setting) ?? { key, schema: setting, paths: [] };
        occurrence.paths.push([...path, key]);
        occurrences.set(setting, occurrence);
        continue;
      }
      out.push([key, property ? walk(child, property, [...path, key]) : child]);
    }
    return Object.fromEntries(out);
  };
  const stripped = walk(value, root, []);
  const diagnostics = [...occurrences.values()].map((o) => warningFor(o, locate, file));
  return { value: stripped, diagnostics };
}

function warningFor({ key, schema, paths }: Occurrence, locate: Locator, file: string): Diagnostic {
  const [first] = paths;
  const others = paths.length - 1;
  const parts = [schema.description];
  if (others > 0) parts.push(`It is also set in ${others} other place${others === 1 ? '' : 's'}, ignored too.`);
  parts.push('Remove it to silence this warning.');
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
