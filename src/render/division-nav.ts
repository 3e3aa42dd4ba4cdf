/**
 * The page chrome of docs.json navigation: which tabs, anchors, dropdowns, products, versions and languages a page
 * shows, and which of them are current. Each level of the page's division path shows its siblings: tabs in the tabs
 * bar (a tab's menu items as a disclosure menu), anchors above the sidebar, dropdowns and products as a disclosure at
 * the top of the sidebar, versions and languages as switchers that go to the same page in the other version or
 * language when there is one. Global links join the list of their kind on every page.
 */
import type { DivisionKind } from '../config/types.js';
import type { DivisionNode, SiteGraph } from '../graph/types.js';
import type { SiteIcons } from '../icons/index.js';
import { divisionColorClass, withDivisionColor } from './division-colors.js';
import { navIconData } from './nav-icon-data.js';

/** One entry of the tabs bar, the anchors list or a switcher. */
export interface DivisionLinkData {
  name: string;
  href: string;
  external: boolean;
  active: boolean;
  /** Inline SVG of the division's Font Awesome icon. */
  icon?: string;
  /** URL of the division's image icon. */
  iconSrc?: string;
  description?: string;
  tag?: string;
  /** A language's code, for `hreflang` and `lang`. */
  lang?: string;
  /** An anchor's `color`: the class its list item gets (see division-colors.ts). */
  colorClass?: string;
  /** A tab's menu items (docs.json `menu`). */
  menu?: DivisionLinkData[];
}

/** A disclosure that lists divisions of one kind (versions, languages, products, dropdowns). */
export interface SwitcherData {
  kind: 'language' | 'version' | 'product' | 'dropdown';
  /** What the reader chooses, for screen readers: "Language", "Version", "Product", "Section". */
  label: string;
  current: DivisionLinkData;
  items: DivisionLinkData[];
}

/** The docs.json chrome of one page. */
export interface DivisionNavData {
  tabs: DivisionLinkData[];
  anchors: DivisionLinkData[];
  switchers: Partial<Record<SwitcherData['kind'], SwitcherData>>;
}

/** Where the chrome is drawn for: a page's division path, or none (a missing or unlisted page). */
export interface DivisionPlace {
  divisions?: readonly string[];
  equivalents?: Readonly<Record<string, string>>;
  /** The page's own URL (site-relative): where its current version and language link to. */
  url?: string;
}

type Slot = 'tabs' | 'anchors' | SwitcherData['kind'];

const SLOT: Record<DivisionKind, Slot | undefined> = {
  tab: 'tabs',
  anchor: 'anchors',
  dropdown: 'dropdown',
  product: 'product',
  version: 'version',
  language: 'language',
  // Menu items are drawn inside their tab; elsewhere (a product's menu) they are tabs of their own.
  menu: 'tabs',
};

/** Kinds whose entries lead to the same page in another division when it has one. */
const SWITCHED = new Set<DivisionKind>(['version', 'language']);

const LABEL: Record<SwitcherData['kind'], string> = {
  language: 'Language',
  version: 'Version',
  product: 'Product',
  dropdown: 'Section',
};

/** The tree of divisions, indexed once per graph. */
interface DivisionIndex {
  byId: Map<string, DivisionNode>;
  roots: DivisionNode[];
  globals: DivisionNode[];
  /** The path of the first section, drawn where a page has none (404, unlisted pages). */
  defaultPath: string[];
}

const indexes = new WeakMap<SiteGraph, DivisionIndex>();

function indexOf(graph: SiteGraph): DivisionIndex {
  let index = indexes.get(graph);
  if (index) return index;
  const divisions = graph.divisions ?? [];
  const byId = new Map(divisions.map((division) => [division.id, division]));
  const defaultPath: string[] = [];
  for (let id = graph.sections[0]?.division; id !== undefined; id = byId.get(id)?.parent) defaultPath.unshift(id);
  index = {
    byId,
    roots: divisions.filter((d) => d.parent === undefined && !d.global),
    globals: divisions.filter((d) => d.parent === undefined && d.global),
    defaultPath,
  };
  indexes.set(graph, index);
  return index;
}

/** The tabs, anchors and switchers of `place`; `url` adds the base path to site paths. */
export function getDivisionNav(
  graph: SiteGraph,
  place: DivisionPlace,
  url: (u: string) => string,
  icons: SiteIcons,
): DivisionNavData {
  const index = indexOf(graph);
  const path = place.divisions ?? index.defaultPath;
  const active = new Set(place.divisions ?? []);
  const link = (division: DivisionNode): DivisionLinkData => {
    // The current version or language is this very page.
    const equivalent =
      active.has(division.id) && SWITCHED.has(division.kind) ? place.url : place.equivalents?.[division.id];
    const href = equivalent ?? division.href;
    const data: DivisionLinkData = {
      name: division.kind === 'language' ? languageName(division.name) : division.name,
      href: division.external && equivalent === undefined ? href : url(href),
      external: division.external && equivalent === undefined,
      active: active.has(division.id),
    };
    addIcon(data, division, url, icons);
    if (division.kind === 'anchor' && division.color) data.colorClass = divisionColorClass(division.color);
    if (division.description !== undefined) data.description = division.description;
    if (division.tag !== undefined) data.tag = division.tag;
    if (division.kind === 'language') data.lang = languageTag(division.name);
    return data;
  };
  // Hidden divisions show while current; those without a page are no destination.
  const shown = (division: DivisionNode) => (!division.hidden || active.has(division.id)) && !division.empty;
  const lists = new Map<Slot, DivisionLinkData[]>();
  for (const id of path) {
    const division = index.byId.get(id);
    if (!division) continue;
    const parent = division.parent === undefined ? undefined : index.byId.get(division.parent);
    if (division.kind === 'menu' && parent?.kind === 'tab') continue;
    const slot = SLOT[division.kind]!;
    if (lists.has(slot)) continue;
    const siblings = parent ? parent.children.map((child) => index.byId.get(child)!) : index.roots;
    lists.set(
      slot,
      siblings
        .filter((sibling) => sibling.kind === division.kind && shown(sibling))
        .map((sibling) => withMenu(link(sibling), sibling, index, shown, link)),
    );
  }
  for (const global of index.globals) {
    if (!shown(global) || (global.within !== undefined && !path.includes(global.within))) continue;
    const slot = SLOT[global.kind]!;
    const list = lists.get(slot) ?? [];
    list.push(withMenu(link(global), global, index, shown, link));
    lists.set(slot, list);
  }
  const switchers: DivisionNavData['switchers'] = {};
  for (const kind of ['language', 'version', 'product', 'dropdown'] as const) {
    const items = lists.get(kind);
    // A version or language switcher with one entry has nothing to switch to.
    if (!items || items.length === 0 || (items.length === 1 && (kind === 'language' || kind === 'version'))) continue;
    switchers[kind] = { kind, label: LABEL[kind], current: items.find((item) => item.active) ?? items[0], items };
  }
  return { tabs: lists.get('tabs') ?? [], anchors: lists.get('anchors') ?? [], switchers };
}

/** `data` with the menu items of a tab that has them. */
function withMenu(
  data: DivisionLinkData,
  division: DivisionNode,
  index: DivisionIndex,
  shown: (division: DivisionNode) => boolean,
  link: (division: DivisionNode) => DivisionLinkData,
): DivisionLinkData {
  if (division.kind !== 'tab') return data;
  const items = division.children
    .map((id) => index.byId.get(id)!)
    .filter((child) => child.kind === 'menu' && shown(child));
  if (items.length > 0) data.menu = items.map(link);
  return data;
}

function addIcon(data: DivisionLinkData, division: DivisionNode, url: (u: string) => string, icons: SiteIcons): void {
  const { icon } = division;
  if (icon === undefined) return;
  const drawn = navIconData(icon, division.iconType, icons.nav, url);
  // An anchor's colour fills the square behind its icon (see division-colors.ts).
  if (drawn.icon !== undefined)
    data.icon = division.kind === 'anchor' ? drawn.icon : withDivisionColor(drawn.icon, division.color);
  if (drawn.iconSrc !== undefined) data.iconSrc = drawn.iconSrc;
}

// Mintlify's codes that are not BCP 47 tags, and the tags they stand for.
const LANGUAGE_ALIASES: Record<string, string> = { cn: 'zh-Hans', jp: 'ja' };

/** Languages written right to left, by primary subtag. */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi']);

/**
 * The BCP 47 tag of a docs.json language code, for `lang` and `hreflang`: Mintlify's `cn` and `jp` become `zh-Hans`
 * and `ja`, and case is made canonical (`fr-ca` → `fr-CA`). A code that is no tag at all is returned as written.
 */
export function languageTag(code: string): string {
  const tag = LANGUAGE_ALIASES[code] ?? code;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? tag;
  } catch {
    return tag;
  }
}

/** `rtl` for a language written right to left (Arabic, Hebrew, Persian, Urdu …), else `ltr`. */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(tag.split('-')[0].toLowerCase()) ? 'rtl' : 'ltr';
}

/** The name of a language in itself (`fr` → `français`), or the code when the runtime does not know it. */
export function languageName(code: string): string {
  const tag = languageTag(code);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' }).of(tag);
    if (name) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    // An invalid tag: show it as written.
  }
  return code;
}
