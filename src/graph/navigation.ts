/**
 * Walk navigation groups (they nest to any depth) and resolve every page entry to its markdown file, reporting
 * missing pages, paths outside the docs folder, duplicates and unknown group versions. site.json walks one list of
 * groups ({@link resolveNavigation}); docs.json walks the groups of every division with one shared walker, so that
 * duplicates are found across the whole tree.
 */
import type { NavigationGroupConfig, NavigationPageConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { didYouMeanHint } from '../utils/did-you-mean.js';
import { resolvePageRef } from './page-refs.js';
import { isExternalUrl, stripPageExtension } from './urls.js';
import { configLocation } from './location.js';
import { checkVersion } from './versions.js';

/**
 * A navigation group with its entries resolved to files. `icon`, `iconType`, `tag`, `expanded` and `hidden` are the
 * config's (a hidden group's pages are built but have no entry).
 */
export interface NavTreeGroup
  extends Pick<NavigationGroupConfig, 'version' | 'icon' | 'iconType' | 'tag' | 'expanded' | 'hidden'> {
  type: 'group';
  /** '' for pages listed outside any group (docs.json `pages` on a division). */
  name: string;
  items: NavTreeItem[];
  /** The page the heading links to (docs.json `root`), resolved to its file. */
  root?: string;
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

/** Page paths that navigation entries stand for, by `<file>#<jsonPath>` of the entry (generated operation pages). */
export type GeneratedPages = ReadonlyMap<string, readonly string[]>;

/** What a {@link NavigationWalker} resolves against. */
export interface WalkerOptions {
  /** Every page file of the docs folder. */
  pages: ReadonlySet<string>;
  /** site.json `versions`, which a group's `version` must name. */
  versions: readonly string[];
  /** The config file, for diagnostics about entries that carry no `file` of their own. */
  file: string;
  generated?: GeneratedPages;
  /** The sidebar group of pages generated for a whole OpenAPI source (their first tag), by page path. */
  operationGroups?: ReadonlyMap<string, string>;
}

/** One listing of a page: where (`place`, the caller's data) and whether inside something hidden. */
export interface Listing<P> {
  path: string;
  place: P;
  hidden: boolean;
}

/** Resolves groups listed in one or more places, remembering every page's first listing. */
export interface NavigationWalker<P> {
  /** Resolve `groups`, listed at `place`; `hidden` when the place itself is hidden. */
  walkGroups(groups: readonly NavigationGroupConfig[], place: P, hidden: boolean): NavTreeGroup[];
  /** Record pages that an entry stands for (generated pages), listed at `place` inside group names `names`. */
  listPaths(paths: readonly string[], place: P, hidden: boolean, names: string[]): NavTreePage[];
  /**
   * Record the pages generated for a whole OpenAPI source, listed at `place` inside group names `names`: one group per
   * run of pages with the same operation group (their first tag), or the pages themselves when all share one group
   * and `names` already gives them a heading.
   */
  listGenerated(paths: readonly string[], place: P, hidden: boolean, names: string[]): NavTreeItem[];
  /** Listed page paths in navigation order, first occurrence only. */
  order: string[];
  /** The place and group names of each page's first listing. */
  first: Map<string, { place: P; names: string[] }>;
  /** Every listing, duplicates included, in order. */
  listings: Listing<P>[];
  diagnostics: Diagnostic[];
}

/** Resolve site.json `navigation` against the page files in `pages`. `file` is the config file, for diagnostics. */
export function resolveNavigation(
  navigation: readonly NavigationGroupConfig[],
  pages: ReadonlySet<string>,
  versions: readonly string[],
  file: string,
  generated?: GeneratedPages,
): ResolvedNavigation {
  const walker = createNavigationWalker<undefined>({ pages, versions, file, generated });
  const groups = walker.walkGroups(navigation, undefined, false);
  const groupsByPath = new Map([...walker.first].map(([path, first]) => [path, first.names]));
  return { groups, order: walker.order, groupsByPath, diagnostics: walker.diagnostics };
}

/** An operation reference (`GET /users`, `openapi.json POST /users`, `webhook user.created`), not a file path. */
const OPERATION_REF = /^(?:\S+\s+)?(?:(?:get|post|put|patch|delete|head|options|trace)\s+\/|webhook\s+\S)/i;

/** Create a walker; see {@link NavigationWalker}. */
export function createNavigationWalker<P>(options: WalkerOptions): NavigationWalker<P> {
  const { pages, versions, generated } = options;
  const walker: NavigationWalker<P> = {
    walkGroups: (groups, place, hidden) => groups.map((group) => walkGroup(group, [], place, hidden)),
    listPaths: (paths, place, hidden, names) => listPaths(paths, place, hidden, names),
    listGenerated: (paths, place, hidden, names) => listGenerated(paths, place, hidden, names),
    order: [],
    first: new Map(),
    listings: [],
    diagnostics: [],
  };
  const firstSeen = new Map<string, { group: string; jsonPath: string }>();
  let slugs: string[] | undefined;
  const fileOf = (entry: { file?: string }) => entry.file ?? options.file;
  const keyOf = (entry: { file?: string; jsonPath: string }) => `${fileOf(entry)}#${entry.jsonPath}`;

  const walkGroup = (config: NavigationGroupConfig, outer: string[], place: P, outerHidden: boolean): NavTreeGroup => {
    // Loose pages (group '') add no name to the groups a page is shown under.
    const names = config.group === '' ? outer : [...outer, config.group];
    const hidden = outerHidden || config.hidden === true;
    if (config.version !== undefined) {
      const owner = { label: `group "${config.group}"`, jsonPath: config.jsonPath, position: config.position };
      const problem = checkVersion(config.version, versions, owner, fileOf(config));
      if (problem) walker.diagnostics.push(problem);
    }
    const group: NavTreeGroup = { type: 'group', name: config.group, items: [] };
    if (config.version !== undefined) group.version = config.version;
    copySettings(config, group);
    if (config.root !== undefined) {
      const root = resolveEntry({ ...config, page: config.root }, config.group, 'root page');
      if (root !== undefined) {
        group.root = root;
        list(root, config.group, config.jsonPath, place, hidden, names);
      }
    }
    for (const entry of config.pages) {
      if ('group' in entry) {
        group.items.push(walkGroup(entry, names, place, hidden));
        continue;
      }
      const listed = generated?.get(keyOf(entry));
      if (listed) {
        group.items.push(...listPaths(listed, place, hidden, names));
        continue;
      }
      if (OPERATION_REF.test(entry.page.trim())) continue; // Reported by the stage that generates operation pages.
      const path = resolveEntry(entry, config.group, 'page');
      // A group's root page is its heading: listed again in its own pages, it needs no second entry.
      if (path === undefined || path === group.root) continue;
      list(path, config.group, entry.jsonPath, place, hidden, names, entry);
      group.items.push({ type: 'page', path });
    }
    const openapi = generated?.get(keyOf(config));
    if (openapi) group.items.push(...listGenerated(openapi, place, hidden, names));
    return group;
  };

  const listGenerated = (paths: readonly string[], place: P, hidden: boolean, names: string[]): NavTreeItem[] => {
    const runs: Array<{ label: string; paths: string[] }> = [];
    for (const path of paths) {
      const label = options.operationGroups?.get(path) ?? '';
      const last = runs[runs.length - 1];
      if (last && last.label === label) last.paths.push(path);
      else runs.push({ label, paths: [path] });
    }
    if (runs.length === 1 && (names.length > 0 || runs[0].label === '')) return listPaths(paths, place, hidden, names);
    return runs.map((run) => {
      const inner = run.label === '' ? names : [...names, run.label];
      return { type: 'group', name: run.label, items: listPaths(run.paths, place, hidden, inner) };
    });
  };

  const listPaths = (paths: readonly string[], place: P, hidden: boolean, names: string[]): NavTreePage[] => {
    const items: NavTreePage[] = [];
    for (const path of paths) {
      if (!pages.has(path)) continue;
      list(path, names[names.length - 1] ?? '', '', place, hidden, names);
      items.push({ type: 'page', path });
    }
    return items;
  };

  /** Record a listing of `path`; a repeated one gets a warning when `entry` (the entry as written) is given. */
  const list = (
    path: string,
    group: string,
    jsonPath: string,
    place: P,
    hidden: boolean,
    names: string[],
    entry?: NavigationPageConfig,
  ) => {
    walker.listings.push({ path, place, hidden });
    const first = firstSeen.get(path);
    if (first === undefined) {
      firstSeen.set(path, { group, jsonPath });
      walker.order.push(path);
      walker.first.set(path, { place, names });
      return;
    }
    if (entry === undefined) return;
    walker.diagnostics.push({
      severity: 'warning',
      rule: 'graph/duplicate-page',
      file: fileOf(entry),
      ...configLocation(entry),
      message: `page "${entry.page}"${inGroup(group)} is already listed${inGroup(first.group)} (${first.jsonPath})`,
      hint: 'remove one of the entries; the page shows in both groups, but previous/next links follow the first',
    });
  };

  const resolveEntry = (entry: NavigationPageConfig, group: string, what: string): string | undefined => {
    const file = fileOf(entry);
    const resolution = resolvePageRef(entry.page, pages);
    if (resolution.kind === 'outside') {
      walker.diagnostics.push({
        severity: 'error',
        rule: 'graph/page-outside-root',
        file,
        ...configLocation(entry),
        message: `${what} "${entry.page}"${inGroup(group)} points outside the docs folder`,
        hint: `page paths are relative to the docs folder (the folder holding ${options.file}), e.g. \`guide/setup\``,
      });
      return undefined;
    }
    if (resolution.kind === 'missing') {
      slugs ??= [...pages].map(stripPageExtension);
      walker.diagnostics.push({
        severity: 'error',
        rule: 'graph/missing-page',
        file,
        ...configLocation(entry),
        message: `${what} "${entry.page}"${inGroup(group)} does not exist`,
        hint: isExternalUrl(entry.page)
          ? 'navigation lists markdown files only; link to other sites with `anchors` or `topbarLinks`'
          : (didYouMeanHint(resolution.base, slugs) ??
            `create \`${resolution.base}.md\`, or fix the path (relative to the docs folder, without extension)`),
      });
      return undefined;
    }
    return resolution.path;
  };

  return walker;
}

/** ` in group "Name"`, or nothing for loose pages. */
function inGroup(group: string): string {
  return group === '' ? '' : ` in group "${group}"`;
}

/** Copy docs.json's display settings of a group onto its resolved node (only those that are set). */
function copySettings(config: NavigationGroupConfig, group: NavTreeGroup): void {
  if (config.icon !== undefined) {
    group.icon = config.icon;
    if (config.iconType !== undefined) group.iconType = config.iconType;
  }
  if (config.tag !== undefined) group.tag = config.tag;
  if (config.expanded !== undefined) group.expanded = config.expanded;
  if (config.hidden) group.hidden = true;
}
