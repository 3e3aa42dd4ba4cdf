/** Previous/next links: neighbouring listed pages in navigation order, never crossing into another section. */
import type { PageLink, PageNode } from './types.js';

/** Set `prev` and `next` on `listed` (listed pages in navigation order, first occurrences, sections assigned). */
export function linkPrevNext(listed: readonly PageNode[]): void {
  const lastInSection = new Map<number, PageNode>();
  for (const page of listed) {
    const previous = lastInSection.get(page.section);
    if (previous) {
      page.prev = linkTo(previous);
      previous.next = linkTo(page);
    }
    lastInSection.set(page.section, page);
  }
}

/** The link shown for `page`: its sidebar title, as in the sidebar. */
function linkTo(page: PageNode): PageLink {
  return { title: page.sidebarTitle, url: page.url };
}
