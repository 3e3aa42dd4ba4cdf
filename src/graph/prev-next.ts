/**
 * Previous/next links: neighbouring listed pages in navigation order, never crossing into another section. Pages that
 * are not read in that order are skipped, and get none: `hidden` ones, and entries that link elsewhere (`url`).
 */
import type { PageLink, PageNode } from './types.js';

/** Set `prev` and `next` on `listed` (listed pages in navigation order, first occurrences, sections assigned). */
export function linkPrevNext(listed: readonly PageNode[]): void {
  const lastInSection = new Map<number, PageNode>();
  for (const page of listed) {
    if (!inReadingOrder(page)) continue;
    const previous = lastInSection.get(page.section);
    if (previous) {
      page.prev = linkTo(previous);
      previous.next = linkTo(page);
    }
    lastInSection.set(page.section, page);
  }
}

/** Whether `page` is one of the pages a reader goes through with previous/next (and anchors and tabs open on). */
export function inReadingOrder(page: PageNode): boolean {
  return !page.settings.hidden && page.settings.url === undefined;
}

/** The link shown for `page`: its sidebar title, as in the sidebar. */
function linkTo(page: PageNode): PageLink {
  return { title: page.sidebarTitle, url: page.url };
}
