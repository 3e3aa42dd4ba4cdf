/**
 * The shape of a docs.json navigation level, which the schema cannot say: the navigation lists something (an error:
 * Mintlify refuses an empty navigation), and each level holds one kind of content (a warning: Quire reads what
 * Mintlify reads, see readKeys). Shared by the check (before the schema's, on raw data) and the resolver.
 */
import type { Diagnostic } from '../../diagnostics.js';
import { formatJsonPath, type JsonPathSegment } from '../../utils/json-path.js';
import type { Locator } from '../locate.js';
import type { DivisionKind } from '../types.js';
import type { DocsDivision, DocsNavContent } from './types.js';

/** The keys holding the content of a navigation level, in the order Mintlify tries them. */
export const DIVISION_KEYS = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  menu: 'menu',
  dropdowns: 'dropdown',
  anchors: 'anchor',
} as const satisfies Record<string, DivisionKind>;

export type DivisionKey = keyof typeof DIVISION_KEYS;
type ContentKey = DivisionKey | 'groups' | 'pages' | 'href';

const CONTENT_KEYS: readonly ContentKey[] = [...(Object.keys(DIVISION_KEYS) as DivisionKey[]), 'groups', 'pages'];

/** The key holding each division's name, and how messages call it. */
export const DIVISIONS: Record<DivisionKind, { nameKey: keyof DocsDivision; noun: string }> = {
  product: { nameKey: 'product', noun: 'product' },
  language: { nameKey: 'language', noun: 'language' },
  version: { nameKey: 'version', noun: 'version' },
  tab: { nameKey: 'tab', noun: 'tab' },
  menu: { nameKey: 'item', noun: 'menu item' },
  dropdown: { nameKey: 'dropdown', noun: 'dropdown' },
  anchor: { nameKey: 'anchor', noun: 'anchor' },
};

/**
 * Check the navigation's shape: it lists something, and what each level holding several kinds of content reads and
 * ignores. Read defensively, so these problems are reported with the schema's, all at once.
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
export function keepLoosePage(holder: DocsNavContent, index: number): boolean {
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
export function withArticle(noun: string): string {
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
