/**
 * Which pages a change affects, from two snapshots of the site and what the last renders linked to. A page is
 * affected when its markdown, its node (title, sidebar title, prev/next, section …) or its sidebar section changed;
 * when a page it links to moved or disappeared; or, for pages with a broken link or image, when pages appeared or
 * disappeared (the link may resolve now). A change to anything every page shares affects them all.
 */
import type { PageCache } from './page-cache.js';
import type { DevState } from './state.js';

/** The difference between two snapshots. */
export interface StateDiff {
  /** Every page is affected (settings, anchors, tabs, stylesheets or static files changed). */
  all: boolean;
  /** Source paths of pages (of the new snapshot) whose HTML may have changed. */
  pages: Set<string>;
  /** Pages that exist only in the new snapshot. */
  added: string[];
  /** Pages that exist only in the old snapshot. */
  removed: string[];
  /** Generated files (`404.html` …) whose content changed, appeared or disappeared. */
  files: Set<string>;
}

/** Compare `before` and `after`; `cache` knows the links of rendered pages. */
export function diffStates(before: DevState, after: DevState, cache: PageCache): StateDiff {
  const pages = new Set<string>();
  const added: string[] = [];
  const moved = new Set<string>();
  for (const [path, page] of after.pagesByPath) {
    const old = before.pagesByPath.get(path);
    if (!old) added.push(path);
    else if (old.url !== page.url) moved.add(path);
    if (
      before.fingerprints.get(path) !== after.fingerprints.get(path) ||
      before.site.content.pages.get(path) !== after.site.content.pages.get(path)
    ) {
      pages.add(path);
    }
  }
  const removed = [...before.pagesByPath.keys()].filter((path) => !after.pagesByPath.has(path));
  for (const path of removed) moved.add(path);
  for (const path of cache.linkingTo(moved)) if (after.pagesByPath.has(path)) pages.add(path);
  if (added.length > 0 || removed.length > 0) {
    for (const path of cache.withBrokenTargets()) if (after.pagesByPath.has(path)) pages.add(path);
  }

  const files = new Set<string>();
  for (const [path, file] of after.files) if (before.files.get(path)?.content !== file.content) files.add(path);
  for (const path of before.files.keys()) if (!after.files.has(path)) files.add(path);

  const all = before.siteFingerprint !== after.siteFingerprint || !sameSet(before.assets, after.assets);
  return { all, pages, added, removed, files };
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const value of a) if (!b.has(value)) return false;
  return true;
}
