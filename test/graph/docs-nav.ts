/**
 * Test helper: a `SiteConfig` with docs.json-style navigation, built from the navigation object as a docs.json holds
 * it. Only what the graph reads is converted (divisions, groups, pages and their settings), with JSON paths; the real
 * docs.json reader lives in src/config/docs-json/.
 */
import type {
  DivisionKind,
  NavContentConfig,
  NavDivisionConfig,
  NavigationGroupConfig,
  NavigationPageConfig,
  SiteConfig,
} from '../../src/config/types.js';
import { siteConfig } from './helpers.js';

/** docs.json's key of each division kind and the array that holds it. */
const KINDS: Array<[DivisionKind, string, string]> = [
  ['product', 'products', 'product'],
  ['language', 'languages', 'language'],
  ['version', 'versions', 'version'],
  ['tab', 'tabs', 'tab'],
  ['menu', 'menu', 'item'],
  ['dropdown', 'dropdowns', 'dropdown'],
  ['anchor', 'anchors', 'anchor'],
];

type Json = Record<string, unknown>;

/** A SiteConfig whose `explicitNavigation` is `navigation` (docs.json shape); entries get `file` when given. */
export function docsConfig(navigation: Json, options: { file?: string } = {}): SiteConfig {
  const global = (navigation.global ?? {}) as Json;
  return {
    ...siteConfig({}),
    explicitNavigation: {
      root: content(navigation, 'navigation', options.file),
      global: divisions(global, 'navigation.global', options.file),
    },
  };
}

function content(json: Json, path: string, file: string | undefined): NavContentConfig {
  const groups: NavigationGroupConfig[] = ((json.groups ?? []) as Json[]).map((g, i) =>
    group(g, `${path}.groups[${i}]`, file),
  );
  if (Array.isArray(json.pages)) {
    groups.push({ group: '', pages: pages(json.pages, `${path}.pages`, file), jsonPath: `${path}.pages` });
  }
  return { divisions: divisions(json, path, file), groups };
}

function divisions(json: Json, path: string, file: string | undefined): NavDivisionConfig[] {
  const out: NavDivisionConfig[] = [];
  for (const [kind, array, key] of KINDS) {
    ((json[array] ?? []) as Json[]).forEach((d, i) => {
      const jsonPath = `${path}.${array}[${i}]`;
      const division: NavDivisionConfig = {
        kind,
        name: String(d[key]),
        hidden: d.hidden === true,
        isDefault: d.default === true,
        content: content(d, jsonPath, file),
        jsonPath,
        ...(file && { file }),
      };
      for (const field of ['icon', 'description', 'tag', 'href'] as const) {
        if (typeof d[field] === 'string') division[field] = d[field] as string;
      }
      out.push(division);
    });
  }
  return out;
}

function group(json: Json, path: string, file: string | undefined): NavigationGroupConfig {
  const out: NavigationGroupConfig = {
    group: String(json.group),
    pages: pages((json.pages ?? []) as unknown[], `${path}.pages`, file),
    jsonPath: path,
    ...(file && { file }),
  };
  if (typeof json.icon === 'string') out.icon = json.icon;
  if (typeof json.tag === 'string') out.tag = json.tag;
  if (typeof json.expanded === 'boolean') out.expanded = json.expanded;
  if (json.hidden === true) out.hidden = true;
  if (typeof json.root === 'string') out.root = json.root;
  return out;
}

function pages(
  list: unknown[],
  path: string,
  file: string | undefined,
): Array<NavigationPageConfig | NavigationGroupConfig> {
  return list.map((entry, i) =>
    typeof entry === 'string'
      ? { page: entry, jsonPath: `${path}[${i}]`, ...(file && { file }) }
      : group(entry as Json, `${path}[${i}]`, file),
  );
}
