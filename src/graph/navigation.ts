/**
 * Walk `navigation` (groups nest to any depth) and resolve every page entry to its markdown file, reporting
 * missing pages, paths outside the docs folder, duplicates and unknown group versions.
 */
import type { NavigationGroupConfig, NavigationPageConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { didYouMeanHint } from '../utils/did-you-mean.js';
import { resolvePageRef } from './page-refs.js';
import { isExternalUrl, stripPageExtension } from './urls.js';
import { configLocation } from './location.js';
import { checkVersion } from './versions.js';

/** A navigation group with its entries resolved to files. */
export interface NavTreeGroup {
  type: 'group';
  name: string;
  version?: string;
  items: NavTreeItem[];
}

/** A resolved page entry (duplicates included: a page listed twice shows in both groups). */
export interface NavTreePage {
  type: 'page';
  path: string;
}

/** An item of a resolved navigation group. */
export type NavTreeItem = NavTreeGroup | NavTreePage;

/** The navigation with every entry resolved. */
export interface ResolvedNavigation {
  groups: NavTreeGroup[];
  /** Listed page paths in navigation order, first occurrence only. */
  order: string[];
  /** Names of the groups around each page's first occurrence, outermost first. */
  groupsByPath: Map<string, string[]>;
  diagnostics: Diagnostic[];
}

/** Resolve `navigation` against the page files in `pages`. `file` is the config file name, for diagnostics. */
export function resolveNavigation(
  navigation: readonly NavigationGroupConfig[],
  pages: ReadonlySet<string>,
  versions: readonly string[],
  file: string,
): ResolvedNavigation {
  const result: ResolvedNavigation = { groups: [], order: [], groupsByPath: new Map(), diagnostics: [] };
  const firstSeen = new Map<string, { group: string; jsonPath: string }>();
  let slugs: string[] | undefined;

  const walkGroup = (config: NavigationGroupConfig, outer: string[]): NavTreeGroup => {
    const names = [...outer, config.group];
    if (config.version !== undefined) {
      const owner = { label: `group "${config.group}"`, jsonPath: config.jsonPath, position: config.position };
      const problem = checkVersion(config.version, versions, owner, file);
      if (problem) result.diagnostics.push(problem);
    }
    const group: NavTreeGroup = { type: 'group', name: config.group, items: [] };
    if (config.version !== undefined) group.version = config.version;
    for (const entry of config.pages) {
      if ('group' in entry) group.items.push(walkGroup(entry, names));
      else {
        const path = walkPage(entry, names);
        if (path !== undefined) group.items.push({ type: 'page', path });
      }
    }
    return group;
  };

  const walkPage = (entry: NavigationPageConfig, names: string[]): string | undefined => {
    const group = names[names.length - 1];
    const resolution = resolvePageRef(entry.page, pages);
    if (resolution.kind === 'outside') {
      result.diagnostics.push({
        severity: 'error',
        rule: 'graph/page-outside-root',
        file,
        ...configLocation(entry),
        message: `page "${entry.page}" in group "${group}" points outside the docs folder`,
        hint: `page paths are relative to the docs folder (the folder holding ${file}), e.g. \`guide/setup\``,
      });
      return undefined;
    }
    if (resolution.kind === 'missing') {
      slugs ??= [...pages].map(stripPageExtension);
      result.diagnostics.push({
        severity: 'error',
        rule: 'graph/missing-page',
        file,
        ...configLocation(entry),
        message: `page "${entry.page}" in group "${group}" does not exist`,
        hint: isExternalUrl(entry.page)
          ? 'navigation lists markdown files only; link to other sites with `anchors` or `topbarLinks`'
          : (didYouMeanHint(resolution.base, slugs) ??
            `create \`${resolution.base}.md\`, or fix the path (relative to the docs folder, without extension)`),
      });
      return undefined;
    }
    const first = firstSeen.get(resolution.path);
    if (first) {
      result.diagnostics.push({
        severity: 'warning',
        rule: 'graph/duplicate-page',
        file,
        ...configLocation(entry),
        message:
          `page "${entry.page}" in group "${group}" is already listed ` +
          `in group "${first.group}" (${first.jsonPath})`,
        hint: 'remove one of the entries; the page shows in both groups, but previous/next links follow the first',
      });
    } else {
      firstSeen.set(resolution.path, { group, jsonPath: entry.jsonPath });
      result.order.push(resolution.path);
      result.groupsByPath.set(resolution.path, names);
    }
    return resolution.path;
  };

  for (const group of navigation) result.groups.push(walkGroup(group, []));
  return result;
}
