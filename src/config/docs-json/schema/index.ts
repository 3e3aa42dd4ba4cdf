/**
 * The `docs.json` JSON Schema (Mintlify's format as Quire reads it), assembled from one file per area.
 * `scripts/generate-docs-schema.js` does the same merge to write the shipped `docs.schema.json`; a test keeps the two
 * identical.
 */
import type { SchemaNode } from '../../schema-node.js';
import root from './root.json' with { type: 'json' };
import navigation from './navigation.json' with { type: 'json' };
import appearance from './appearance.json' with { type: 'json' };
import structure from './structure.json' with { type: 'json' };
import api from './api.json' with { type: 'json' };
import integrations from './integrations.json' with { type: 'json' };
import analytics from '../../schema/analytics.json' with { type: 'json' };

// Same order as AREA_FILES in scripts/generate-docs-schema.js, so the generated file is stable.
// `analytics` is site.json's area: docs.json's `integrations` refers to its provider definitions.
const areas: Array<{ definitions: Record<string, unknown> }> = [
  navigation,
  appearance,
  structure,
  api,
  integrations,
  analytics,
];

/** The whole `docs.json` schema (draft-07), self-contained: every `$ref` points into its `definitions`. */
export const docsSchema: SchemaNode = {
  ...(root as SchemaNode),
  definitions: Object.assign({}, ...areas.map((area) => area.definitions)) as Record<string, SchemaNode>,
};
