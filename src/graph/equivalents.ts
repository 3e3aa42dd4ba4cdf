/**
 * The same page in another version or language. Pages of a version or language usually sit in a folder named after
 * it (`v2/guide/setup`, `fr/guide/setup`), or at the root for the default one (`guide/setup`). Each division of a
 * switcher gets a "token": the path segment its pages share (its name when most of its pages have it as a segment,
 * else their most common first segment when most have it and no sibling shares it), or '' for none. A page's
 * equivalent in another division is its path with the one token swapped for the other, when that division lists it,
 * else the page itself when that division lists it too.
 */
import type { DivisionNode, PageNode } from './types.js';

/** The kinds of division whose switchers go to the same page in the other division. */
const SWITCHED = new Set(['version', 'language']);

/**
 * Set `equivalents` on every page in `listed`. `members` holds, for each division id, the pages listed under it
 * (duplicates included), by lower-cased slug.
 */
export function linkEquivalents(
  listed: readonly PageNode[],
  divisions: readonly DivisionNode[],
  members: ReadonlyMap<string, ReadonlyMap<string, PageNode>>,
): void {
  const byId = new Map(divisions.map((division) => [division.id, division]));
  const roots = divisions.filter((division) => division.parent === undefined && !division.global).map((d) => d.id);
  const tokens = new Map<string, string>();
  const siblingsOf = (division: DivisionNode): DivisionNode[] => {
    const ids = division.parent === undefined ? roots : byId.get(division.parent)!.children;
    return ids.map((id) => byId.get(id)!).filter((d) => d.kind === division.kind && !d.link);
  };
  const tokenOf = (division: DivisionNode): string => {
    if (!tokens.has(division.id)) {
      const siblings = siblingsOf(division);
      const found = siblings.map((d) => findToken(d, members.get(d.id)));
      // A token two siblings share tells them apart from nothing.
      siblings.forEach((d, i) => {
        tokens.set(d.id, found.indexOf(found[i]) === found.lastIndexOf(found[i]) ? found[i] : '');
      });
    }
    return tokens.get(division.id)!;
  };
  for (const page of listed) {
    for (const id of page.divisions ?? []) {
      const division = byId.get(id)!;
      if (!SWITCHED.has(division.kind)) continue;
      const from = tokenOf(division);
      for (const other of siblingsOf(division)) {
        if (other === division) continue;
        const list = members.get(other.id);
        const slug = swapToken(page.slug, from, tokenOf(other));
        // A page outside the folders (listed by both versions) is its own equivalent.
        const match =
          (slug === undefined ? undefined : list?.get(slug.toLowerCase())) ?? list?.get(page.slug.toLowerCase());
        if (match) page.equivalents = { ...page.equivalents, [other.id]: match.url };
      }
    }
  }
}

/** The path segment most pages of `division` share (see the module comment), lower-cased; '' when none. */
function findToken(division: DivisionNode, pages: ReadonlyMap<string, PageNode> | undefined): string {
  if (!pages || pages.size === 0) return '';
  const half = pages.size / 2;
  const name = division.name.toLowerCase();
  let named = 0;
  const firsts = new Map<string, number>();
  for (const slug of pages.keys()) {
    const segments = slug.toLowerCase().split('/');
    if (segments.includes(name)) named++;
    if (segments.length > 1) firsts.set(segments[0], (firsts.get(segments[0]) ?? 0) + 1);
  }
  if (named >= half) return name;
  let best = '';
  let count = 0;
  for (const [segment, n] of firsts) {
    if (n > count) {
      best = segment;
      count = n;
    }
  }
  return count >= half ? best : '';
}

/**
 * `slug` with the segment `from` replaced by `to` (removed when `to` is '', put first when `from` is ''); undefined
 * when `slug` has no `from` segment.
 */
export function swapToken(slug: string, from: string, to: string): string | undefined {
  const segments = slug.split('/');
  if (from === '') return to === '' ? slug : `${to}/${slug}`;
  const at = segments.findIndex((segment) => segment.toLowerCase() === from);
  if (at < 0) return undefined;
  if (to === '') segments.splice(at, 1);
  else segments[at] = to;
  return segments.length === 0 ? 'index' : segments.join('/');
}
