/**
 * docs.json `navigation` → `ExplicitNavigation`: divisions (products, languages, versions, tabs, menu items,
 * dropdowns, anchors) nested in any order, groups, loose pages (a group named ''), `openapi` sources and `global`
 * links, each with its JSON path and where it is written. Also the rules the schema cannot say: the navigation lists
 * something (an error), and each level holds one kind of content (a warning: Quire reads what Mintlify reads).
 *
 * Page entries and `openapi` sources are passed on as written: what an `openapi` generates, and which file an
 * operation reference ("GET /users") below one comes from, is worked out once the OpenAPI files are loaded
 * (`site/operation-pages.ts`).
 */
import type { Diagnostic } from '../../diagnostics.js';
import { formatJsonPath, type JsonPathSegment } from '../../utils/json-path.js';
import type { Locator } from '../locate.js';
import type {
  DivisionKind,
  ExplicitNavigation,
  NavContentConfig,
  NavDivisionConfig,
  NavigationGroupConfig,
  NavigationPageConfig,
  OpenApiPagesSource,
} from '../types.js';
import type { DocsDivision, DocsGroup, DocsIcon, DocsNavContent, DocsNavigation, DocsOpenApi } from './types.js';

/** The keys holding the content of a navigation level, in the order Mintlify tries them. */
const DIVISION_KEYS = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  menu: 'menu',
  dropdowns: 'dropdown',
  anchors: 'anchor',
} as const satisfies Record<string, DivisionKind>;

type DivisionKey = keyof typeof DIVISION_KEYS;
type ContentKey = DivisionKey | 'groups' | 'pages' | 'href';

const CONTENT_KEYS: readonly ContentKey[] = [...(Object.keys(DIVISION_KEYS) as DivisionKey[]), 'groups', 'pages'];

/** The key holding each division's name, and how messages call it. */
const DIVISIONS: Record<DivisionKind, { nameKey: keyof DocsDivision; noun: string }> = {
  product: { nameKey: 'product', noun: 'product' },
  language: { nameKey: 'language', noun: 'language' },
  version: { nameKey: 'version', noun: 'version' },
  tab: { nameKey: 'tab', noun: 'tab' },
  menu: { nameKey: 'item', noun: 'menu item' },
  dropdown: { nameKey: 'dropdown', noun: 'dropdown' },
  anchor: { nameKey: 'anchor', noun: 'anchor' },
};

/** The kinds `navigation.global` holds, in the order written there. */
const GLOBAL_KEYS = ['languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'products'] as const;

/** Resolve `navigation` (validated) at `navigation` in the config; problems are added to `diagnostics`. */
export function resolveNavigation(
  navigation: DocsNavigation,
  locate: Locator,
  file: string,
  diagnostics: Diagnostic[],
): ExplicitNavigation {
  const resolver = new NavigationResolver(locate, file, diagnostics);
  const root: JsonPathSegment[] = ['navigation'];
  const global: NavDivisionConfig[] = [];
  for (const key of Object.keys(navigation.global ?? {})) {
    const kind = DIVISION_KEYS[key as (typeof GLOBAL_KEYS)[number]];
    const entries = navigation.global?.[key as (typeof GLOBAL_KEYS)[number]] ?? [];
    entries.forEach((entry, i) => {
      global.push(resolver.division(entry, kind, [...root, 'global', key, i]));
    });
  }
  return { root: resolver.content(navigation, root, '`navigation`'), global };
}

class NavigationResolver {
  constructor(
    private readonly locate: Locator,
    private readonly file: string,
    private readonly diagnostics: Diagnostic[],
  ) {}

  /** What `holder` (at `path`, called `noun` in messages) contains: the content keys Mintlify reads (see readKeys). */
  content(holder: DocsNavContent, path: JsonPathSegment[], noun: string): NavContentConfig {
    const content: NavContentConfig = { divisions: [], groups: [] };
    const read = readKeys(holder).read;
    if (holder.openapi !== undefined) {
      if (read.includes('href')) this.openapiBesideHref(path, noun);
      else content.openapi = this.openapi(holder.openapi, path);
    }
    if (read.includes('pages') && holder.pages !== undefined) {
      // Pages written directly on a division (or the root) form a group with no heading. Beside `groups`, only the
      // pages no group lists, shown first (see readKeys).
      const loose = [...path, 'pages'];
      const pages = this.pages(holder.pages, loose).filter((_, i) => keepLoosePage(holder, i));
      if (pages.length > 0) content.groups.push({ group: '', pages, ...this.where(loose) });
    }
    for (const [key, kind] of Object.entries(DIVISION_KEYS) as Array<[DivisionKey, DivisionKind]>) {
      if (!read.includes(key)) continue;
      holder[key]?.forEach((division, i) => {
        content.divisions.push(this.division(division, kind, [...path, key, i]));
      });
    }
    if (read.includes('groups'))
      holder.groups?.forEach((group, i) => {
        content.groups.push(this.group(group, [...path, 'groups', i]));
      });
    return content;
  }

  division(entry: DocsDivision, kind: DivisionKind, path: JsonPathSegment[]): NavDivisionConfig {
    const { nameKey, noun } = DIVISIONS[kind];
    const name = kind === 'product' && entry.name !== undefined ? entry.name : String(entry[nameKey]);
    const color = entry.color && (entry.color.light ?? entry.color.dark);
    return {
      kind,
      name,
      ...icon(entry.icon),
      ...(color ? { color: { light: entry.color?.light ?? color, dark: entry.color?.dark ?? color } } : {}),
      ...(entry.description !== undefined ? { description: entry.description } : {}),
      ...(entry.tag !== undefined ? { tag: entry.tag } : {}),
      ...(entry.href !== undefined && readKeys(entry).read.includes('href') ? { href: entry.href } : {}),
      hidden: entry.hidden ?? false,
      isDefault: entry.default ?? false,
      content: this.content(entry, path, withArticle(noun)),
      ...this.where(path),
    };
  }

  group(entry: DocsGroup, path: JsonPathSegment[]): NavigationGroupConfig {
    const openapi = entry.openapi !== undefined ? this.openapi(entry.openapi, path) : undefined;
    return {
      group: entry.group,
      pages: this.pages(entry.pages ?? [], [...path, 'pages']),
      ...icon(entry.icon),
      ...(entry.tag !== undefined ? { tag: entry.tag } : {}),
      ...(entry.expanded !== undefined ? { expanded: entry.expanded } : {}),
      ...(entry.hidden !== undefined ? { hidden: entry.hidden } : {}),
      ...(entry.root !== undefined ? { root: entry.root } : {}),
      ...(openapi ? { openapi } : {}),
      ...this.where(path),
    };
  }

  private pages(
    entries: ReadonlyArray<string | DocsGroup>,
    path: JsonPathSegment[],
  ): Array<NavigationPageConfig | NavigationGroupConfig> {
    return entries.map((entry, i) =>
      typeof entry === 'string' ? { page: entry, ...this.where([...path, i]) } : this.group(entry, [...path, i]),
    );
  }

  /**
   * The source of the `openapi` of the entry at `path`. The type holds one file per entry, so the others of an array
   * get a warning.
   */
  private openapi(value: DocsOpenApi, path: JsonPathSegment[]): OpenApiPagesSource {
    const list = Array.isArray(value) ? value : [value];
    const at = (i: number) => this.where(Array.isArray(value) ? [...path, 'openapi', i] : [...path, 'openapi']);
    const sources = list.map((item, i): OpenApiPagesSource => {
      if (typeof item === 'string') return { source: item, ...at(i) };
      return { source: item.source, ...(item.directory !== undefined ? { directory: item.directory } : {}), ...at(i) };
    });
    if (sources.length > 1) {
      const others = sources.length - 1;
      this.diagnostics.push({
        severity: 'warning',
        rule: 'config/unsupported-setting',
        ...this.at([...path, 'openapi', 1]),
        message: `only the first file of \`openapi\` is used here; the other ${others} ${others === 1 ? 'is' : 'are'} ignored`,
        hint: 'Quire takes one OpenAPI file per navigation entry: give each file a group of its own, e.g. { "group": "Admin API", "openapi": "admin.json" }',
      });
    }
    return sources[0];
  }

  private openapiBesideHref(path: JsonPathSegment[], noun: string): void {
    this.diagnostics.push({
      severity: 'warning',
      rule: 'config/unsupported-setting',
      ...this.at([...path, 'openapi'], 'key'),
      message: `\`openapi\` is ignored on ${noun} with \`href\`, which only links`,
      hint: 'remove `openapi`, or remove `href` to generate the pages of the OpenAPI file here',
    });
  }

  /** Where a diagnostic about the value (or the key) at `path` points. */
  private at(
    path: JsonPathSegment[],
    part: 'key' | 'value' = 'value',
  ): Pick<Diagnostic, 'file' | 'position' | 'jsonPath'> {
    const position = part === 'key' ? this.locate.key(path) : this.locate.value(path);
    return {
      file: this.locate.file?.(path, part) ?? this.file,
      ...(position ? { position } : {}),
      jsonPath: formatJsonPath(path),
    };
  }

  /** The JSON path of `path`, where it is written, and the file when it is not the config file. */
  private where(path: JsonPathSegment[]): {
    jsonPath: string;
    position?: { line: number; column: number };
    file?: string;
  } {
    const position = this.locate.value(path);
    const file = this.locate.file?.(path);
    return { jsonPath: formatJsonPath(path), ...(position ? { position } : {}), ...(file ? { file } : {}) };
  }
}

/**
 * The rules of the navigation's shape that the schema cannot say: it lists something (an error: Mintlify refuses an
 * empty navigation), and each level holds one kind of content (a warning naming what is read and what is ignored, see
 * readKeys). Read defensively, so these problems are reported with the schema's, all at once.
 */
export function checkNavigationShape(config: unknown, locate: Locator, file: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const at = (path: JsonPathSegment[], part: 'key' | 'value') => {
    const position = part === 'key' ? locate.key(path) : locate.value(path);
    return {
      file: locate.file?.(path, part) ?? file,
      ...(position ? { position } : {}),
      jsonPath: formatJsonPath(path),
    };
  };
  const visit = (holder: DocsNavContent, path: JsonPathSegment[], noun: string) => {
    const { read, ignored } = readKeys(holder);
    if (ignored.length > 0) {
      const href = ignored.includes('href') && ignored.length === 1;
      diagnostics.push({
        severity: 'warning',
        rule: 'config/mixed-content',
        ...at([...path, ignored[0]], 'key'),
        message: `${noun} holds ${listNames([...read, ...ignored])}; Quire reads ${listNames(read)}, as Mintlify does, and ignores ${listNames(ignored)}`,
        hint: href
          ? 'an entry with content is not a link; remove `href`, or move the content into an entry of its own'
          : `what ${listNames(ignored)} ${ignored.length === 1 ? 'lists is' : 'list is'} left out of the navigation (the pages are still built); nest it inside ${listNames(read)} or give it an entry of its own`,
      });
    } else if (read.includes('groups') && read.includes('pages')) {
      const kept = (holder.pages as unknown[]).filter((_, i) => keepLoosePage(holder, i)).length;
      diagnostics.push({
        severity: 'warning',
        rule: 'config/mixed-content',
        ...at([...path, 'pages'], 'key'),
        message:
          kept === 0
            ? `${noun} holds \`groups\` and \`pages\`; Quire reads \`groups\`, as Mintlify does, and every page of \`pages\` is listed in them`
            : `${noun} holds \`groups\` and \`pages\`; Mintlify shows only \`groups\`, Quire also shows the ${kept} page${kept === 1 ? '' : 's'} of \`pages\` no group lists, first`,
        hint: 'move the pages of `pages` into a group to silence this warning',
      });
    }
    for (const [key, kind] of Object.entries(DIVISION_KEYS) as Array<[DivisionKey, DivisionKind]>) {
      const list: unknown = holder[key];
      if (!Array.isArray(list)) continue;
      list.forEach((item, i) => {
        if (isObject(item)) visit(item, [...path, key, i], withArticle(DIVISIONS[kind].noun));
      });
    }
  };
  const navigation = isObject(config) ? config.navigation : undefined;
  if (!isObject(navigation)) return diagnostics;
  if (contentKeys(navigation).length === 0 && navigation.openapi === undefined) {
    diagnostics.push({
      severity: 'error',
      rule: 'config/missing-setting',
      ...at(['navigation'], 'value'),
      message: `\`navigation\` lists no pages: it needs one of ${CONTENT_KEYS.map((k) => `\`${k}\``).join(', ')}`,
      hint: 'e.g. "navigation": { "groups": [{ "group": "Start", "pages": ["index"] }] }',
    });
  }
  visit(navigation, ['navigation'], '`navigation`');
  return diagnostics;
}

/** The content keys `holder` has (`href` included), in Mintlify's order. */
function contentKeys(holder: DocsNavContent): ContentKey[] {
  return [...CONTENT_KEYS, 'href' as const].filter((key) => holder[key] !== undefined);
}

/**
 * The content keys of `holder` that are read, and those ignored. A level holds one kind of content; Mintlify reads
 * the first of its keys in its order (`versions` before `tabs`, any content before `href`) and ignores the rest. One
 * exception loses nothing: beside `groups`, `pages` is read too, for the pages no group lists (Mintlify shows only
 * the groups; real projects repeat a group's first page there).
 */
export function readKeys(holder: DocsNavContent): { read: ContentKey[]; ignored: ContentKey[] } {
  const present = contentKeys(holder);
  const read = present.slice(0, 1);
  if (present[0] === 'groups' && present[1] === 'pages') read.push('pages');
  return { read, ignored: present.slice(read.length) };
}

/** Whether the `index`th entry of `holder.pages` is shown: always, unless it is a page that `holder.groups` lists. */
function keepLoosePage(holder: DocsNavContent, index: number): boolean {
  const entry: unknown = holder.pages?.[index];
  if (!Array.isArray(holder.groups) || typeof entry !== 'string') return true;
  return !listedIn(holder.groups).has(pageKey(entry));
}

/** The page entries listed anywhere in `groups` (nested groups included), as {@link pageKey}s. */
function listedIn(groups: unknown): Set<string> {
  const listed = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') listed.add(pageKey(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value)) walk(value.pages);
  };
  if (Array.isArray(groups)) groups.forEach(walk);
  return listed;
}

/** A page entry without a leading slash or extension, so `/intro.mdx` and `intro` are one page. */
function pageKey(entry: string): string {
  return entry.replace(/^\/+/, '').replace(/\.mdx?$/, '');
}

/** `` `a` `` or `` `a` and `b` ``. */
function listNames(keys: readonly string[]): string {
  return keys.map((key) => `\`${key}\``).join(' and ');
}

/** `a tab`, `an anchor`. */
function withArticle(noun: string): string {
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function icon(value: DocsIcon | undefined): Pick<NavDivisionConfig, 'icon' | 'iconType'> {
  if (value === undefined) return {};
  if (typeof value === 'string') return { icon: value };
  return { icon: value.name, ...(value.style !== undefined ? { iconType: value.style } : {}) };
}
