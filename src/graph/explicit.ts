/**
 * docs.json navigation, placed by nesting: walk the tree of divisions (products, languages, versions, tabs, menus,
 * dropdowns, anchors) and the groups each one holds. Every place that holds groups (a division, or the root) is a
 * "holder": it becomes one sidebar section. Pages are listed where the tree lists them, never by URL prefix.
 */
import type { NavContentConfig, NavDivisionConfig, OpenApiPagesSource } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { uniqueId } from './claims.js';
import { createNavigationWalker, type NavTreeGroup, type NavigationWalker, type WalkerOptions } from './navigation.js';
import { resolvePageRef } from './page-refs.js';
import type { DivisionNode } from './types.js';
import { getPageUrls, isExternalUrl } from './urls.js';

/** A place that holds groups: the root of the navigation, or a division. Becomes a sidebar section. */
export interface Holder {
  /** The division holding the groups; undefined for groups at the root. */
  division?: string;
  /** Ids of the divisions from the root down to (and including) `division`. */
  path: string[];
  groups: NavTreeGroup[];
}

/** The resolved tree: divisions, holders in reading order, and every page listing (place = holder index). */
export interface ExplicitTree {
  /** Every division in config order (depth first), then the global links. `href` of content divisions is unset. */
  divisions: DivisionNode[];
  /** The config entry of each division, by id (for diagnostics). */
  configs: Map<string, NavDivisionConfig>;
  holders: Holder[];
  walker: NavigationWalker<number>;
  diagnostics: Diagnostic[];
}

/** Walk `navigation.root` and `navigation.global`. Siblings marked `default` are walked first. */
export function resolveExplicitTree(
  navigation: { root: NavContentConfig; global: readonly NavDivisionConfig[] },
  options: WalkerOptions,
): ExplicitTree {
  const walker = createNavigationWalker<number>(options);
  const divisions: DivisionNode[] = [];
  const configs = new Map<string, NavDivisionConfig>();
  const nodes = new Map<NavDivisionConfig, DivisionNode>();
  const holders: Holder[] = [];
  const taken = new Set<string>();

  // First pass, in config order: one node per division.
  const create = (config: NavDivisionConfig, parent: DivisionNode | undefined, global: boolean): DivisionNode => {
    const base = slug(config.name) || config.kind;
    const id = uniqueId(parent ? `${parent.id}/${base}` : global ? `global/${base}` : base, taken);
    const node: DivisionNode = {
      type: 'division',
      kind: config.kind,
      id,
      name: config.name,
      children: [],
      global,
      href: '',
      external: false,
      link: config.href !== undefined,
      hidden: config.hidden,
      isDefault: config.isDefault,
    };
    if (parent) node.parent = parent.id;
    if (config.href !== undefined) {
      node.external = isExternalUrl(config.href);
      node.href = node.external ? config.href.trim() : sitePath(config.href, options.pages);
    }
    if (config.icon !== undefined) {
      node.icon = config.icon;
      if (config.iconType !== undefined) node.iconType = config.iconType;
    }
    if (config.color !== undefined) node.color = config.color;
    if (config.description !== undefined) node.description = config.description;
    if (config.tag !== undefined) node.tag = config.tag;
    divisions.push(node);
    configs.set(id, config);
    nodes.set(config, node);
    for (const child of config.content.divisions) node.children.push(create(child, node, global).id);
    return node;
  };
  for (const config of navigation.root.divisions) create(config, undefined, false);
  for (const config of navigation.global) create(config, undefined, true);
  // A global link written inside a division belongs to that division's pages.
  const byPlace = new Map([...nodes].map(([config, node]) => [`${config.file ?? ''}#${config.jsonPath}`, node.id]));
  for (const config of navigation.global) {
    const owner = config.within === undefined ? undefined : byPlace.get(config.within);
    if (owner !== undefined) nodes.get(config)!.within = owner;
  }

  // Second pass, in reading order: the groups of every holder.
  const generatedFor = (keys: string[]) => {
    for (const key of keys) {
      const paths = options.generated?.get(key);
      if (paths) return paths;
    }
    return undefined;
  };
  const visit = (content: NavContentConfig, owner: DivisionNode | undefined, path: string[], hidden: boolean) => {
    const ownerConfig = owner && configs.get(owner.id);
    const keys = [
      ...(ownerConfig
        ? [`${ownerConfig.file ?? options.file}#${ownerConfig.jsonPath}`]
        : [`${options.file}#navigation`]),
      ...(content.openapi ? [sourceKey(content.openapi, options.file)] : []),
    ];
    const generated = generatedFor(keys);
    if (content.groups.length > 0 || generated) {
      const holder: Holder = { path, groups: [] };
      if (owner) holder.division = owner.id;
      const index = holders.push(holder) - 1;
      holder.groups = walker.walkGroups(content.groups, index, hidden);
      if (generated) {
        // Generated pages come in groups by operation tag; any that are not make one group without a heading.
        const items = walker.listGenerated(generated, index, hidden, []);
        const loose = items.filter((item) => item.type === 'page');
        if (loose.length > 0) holder.groups.push({ type: 'group', name: '', items: loose });
        for (const item of items) if (item.type === 'group') holder.groups.push(item);
      }
    }
    for (const child of defaultFirst(content.divisions)) {
      const node = nodes.get(child)!;
      visit(child.content, node, [...path, node.id], hidden || child.hidden);
    }
  };
  visit(navigation.root, undefined, [], false);
  for (const config of navigation.global) {
    const node = nodes.get(config)!;
    visit(config.content, node, [node.id], config.hidden);
  }
  return { divisions, configs, holders, walker, diagnostics: walker.diagnostics };
}

/** `divisions` with those marked `default` first (otherwise in order): the default version is the one read first. */
function defaultFirst(divisions: readonly NavDivisionConfig[]): NavDivisionConfig[] {
  return [...divisions.filter((d) => d.isDefault), ...divisions.filter((d) => !d.isDefault)];
}

/** The key of generated pages of an `openapi` source: `<file>#<jsonPath>`. */
function sourceKey(source: OpenApiPagesSource, file: string): string {
  return `${source.file ?? file}#${source.jsonPath}`;
}

/** A lower-case id segment: letters and digits, other runs as `-`. */
function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** A site path `href` (`/changelog`, `changelog`): the clean URL of the page it names, else the path as written. */
function sitePath(href: string, pages: ReadonlySet<string>): string {
  const [path, suffix = ''] = splitSuffix(href.trim());
  const resolution = resolvePageRef(path, pages);
  if (resolution.kind === 'found') return getPageUrls(resolution.path).url + suffix;
  return `${path.startsWith('/') ? '' : '/'}${path}${suffix}`;
}

/** Split `a/b#c` or `a/b?c` into the path and the rest. */
function splitSuffix(href: string): [string, string?] {
  const at = href.search(/[?#]/);
  return at < 0 ? [href] : [href.slice(0, at), href.slice(at)];
}
