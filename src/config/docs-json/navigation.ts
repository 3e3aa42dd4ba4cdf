/**
 * docs.json `navigation` → `ExplicitNavigation`: divisions (products, languages, versions, tabs, menu items,
 * dropdowns, anchors) nested in any order, groups, loose pages (a group named ''), `openapi` sources and `global`
 * links, each with its JSON path and where it is written. Where a level holds several kinds of content, only what
 * Mintlify reads is read (`navigation-shape.ts`).
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
import {
  DIVISION_KEYS,
  DIVISIONS,
  type DivisionKey,
  keepLoosePage,
  readKeys,
  withArticle,
} from './navigation-shape.js';
import type { DocsDivision, DocsGroup, DocsIcon, DocsNavigation, DocsOpenApi, DocsNavContent } from './types.js';

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
  const global = resolver.globals(navigation.global, root, undefined);
  const content = resolver.content(navigation, root, '`navigation`');
  return { root: content, global: [...global, ...resolver.nested] };
}

class NavigationResolver {
  constructor(
    private readonly locate: Locator,
    private readonly file: string,
    private readonly diagnostics: Diagnostic[],
  ) {}

  /** The `global` links written inside divisions, each marked with the division it belongs to. */
  readonly nested: NavDivisionConfig[] = [];

  /** The links of a `global` object at `path` (`within`: the division it is written in, if any). */
  globals(global: DocsNavContent['global'], path: JsonPathSegment[], within: string | undefined): NavDivisionConfig[] {
    const out: NavDivisionConfig[] = [];
    for (const key of Object.keys(global ?? {})) {
      const kind = DIVISION_KEYS[key as (typeof GLOBAL_KEYS)[number]];
      const entries = global?.[key as (typeof GLOBAL_KEYS)[number]] ?? [];
      entries.forEach((entry, i) => {
        const link = this.division(entry, kind, [...path, 'global', key, i]);
        out.push(within === undefined ? link : { ...link, within });
      });
    }
    return out;
  }

  /** What `holder` (at `path`, called `noun` in messages) contains: the content keys Mintlify reads (see readKeys). */
  content(holder: DocsNavContent, path: JsonPathSegment[], noun: string): NavContentConfig {
    const content: NavContentConfig = { divisions: [], groups: [] };
    const read = readKeys(holder).read;
    if (holder.openapi !== undefined) {
      if (read.includes('href')) this.openapiBesideHref(path, noun);
      else content.openapi = this.openapi(holder.openapi, path);
    }
    if (holder.asyncapi !== undefined && !read.includes('href'))
      content.asyncapi = this.openapi(holder.asyncapi, path, 'asyncapi');
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
    const where = this.where(path);
    if (entry.global !== undefined)
      this.nested.push(...this.globals(entry.global, path, `${where.file ?? ''}#${where.jsonPath}`));
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
      ...where,
    };
  }

  group(entry: DocsGroup, path: JsonPathSegment[]): NavigationGroupConfig {
    const openapi = entry.openapi !== undefined ? this.openapi(entry.openapi, path) : undefined;
    const asyncapi = entry.asyncapi !== undefined ? this.openapi(entry.asyncapi, path, 'asyncapi') : undefined;
    return {
      group: entry.group,
      pages: this.pages(entry.pages ?? [], [...path, 'pages']),
      ...icon(entry.icon),
      ...(entry.tag !== undefined ? { tag: entry.tag } : {}),
      ...(entry.expanded !== undefined ? { expanded: entry.expanded } : {}),
      ...(entry.hidden !== undefined ? { hidden: entry.hidden } : {}),
      ...(entry.root !== undefined ? { root: entry.root } : {}),
      ...(openapi ? { openapi } : {}),
      ...(asyncapi ? { asyncapi } : {}),
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
  private openapi(
    value: DocsOpenApi,
    path: JsonPathSegment[],
    key: 'openapi' | 'asyncapi' = 'openapi',
  ): OpenApiPagesSource {
    const list = Array.isArray(value) ? value : [value];
    const at = (i: number) => this.where(Array.isArray(value) ? [...path, key, i] : [...path, key]);
    const sources = list.map((item, i): OpenApiPagesSource => {
      if (typeof item === 'string') return { source: item, ...at(i) };
      return { source: item.source, ...(item.directory !== undefined ? { directory: item.directory } : {}), ...at(i) };
    });
    if (sources.length > 1) {
      const others = sources.length - 1;
      this.diagnostics.push({
        severity: 'warning',
        rule: 'config/unsupported-setting',
        ...this.at([...path, key, 1]),
        message: `only the first file of \`${key}\` is used here; the other ${others} ${others === 1 ? 'is' : 'are'} ignored`,
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

function icon(value: DocsIcon | undefined): Pick<NavDivisionConfig, 'icon' | 'iconType'> {
  if (value === undefined) return {};
  if (typeof value === 'string') return { icon: value };
  return { icon: value.name, ...(value.style !== undefined ? { iconType: value.style } : {}) };
}
