/**
 * The `site.json` JSON Schema, assembled from one file per area. `scripts/generate-reference.js` does the same
 * merge to write the shipped `site.schema.json`; a test keeps the two identical.
 */
import type { SchemaNode } from '../schema-node.js';
import root from './root.json' with { type: 'json' };
import navigation from './navigation.json' with { type: 'json' };
import logo from './logo.json' with { type: 'json' };
import colors from './colors.json' with { type: 'json' };
import topbar from './topbar.json' with { type: 'json' };
import anchors from './anchors.json' with { type: 'json' };
import tabs from './tabs.json' with { type: 'json' };
import api from './api.json' with { type: 'json' };
import footer from './footer.json' with { type: 'json' };
import modeToggle from './mode-toggle.json' with { type: 'json' };
import analytics from './analytics.json' with { type: 'json' };
import appearance from './appearance.json' with { type: 'json' };

// Same order as AREA_FILES in scripts/generate-reference.js, so the generated file is stable.
const areas: Array<{ definitions: Record<string, unknown> }> = [
  navigation,
  logo,
  colors,
  topbar,
  anchors,
  tabs,
  api,
  footer,
  modeToggle,
  analytics,
  appearance,
];

/** The whole `site.json` schema (draft-07), self-contained: every `$ref` points into its `definitions`. */
export const siteSchema: SchemaNode = {
  ...(root as SchemaNode),
  definitions: Object.assign({}, ...areas.map((area) => area.definitions)) as Record<string, SchemaNode>,
};
