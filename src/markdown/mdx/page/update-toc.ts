/**
 * The table of contents of a changelog: each `Update`'s label is an h2 entry (the heading pass gives it its id), and
 * the h2 headings written inside an update go one level down, under its label; deeper ones are left out, so a long
 * changelog stays a list of its updates.
 */
import type { Element } from 'hast';
import type { TocEntry } from '../../types.js';

/** Move the table-of-contents entries of headings inside `bodies` (the updates' contents) under their labels. */
export function nestUpdateHeadings(bodies: readonly Element[], toc: TocEntry[]): void {
  const inside = new Map<string, string>();
  const collect = (element: Element) => {
    if ((element.tagName === 'h2' || element.tagName === 'h3') && typeof element.properties.id === 'string')
      inside.set(element.properties.id, element.tagName);
    for (const child of element.children) if (child.type === 'element') collect(child);
  };
  for (const body of bodies) collect(body);
  if (inside.size === 0) return;
  const kept = toc.filter((entry) => inside.get(entry.id) !== 'h3');
  for (const entry of kept) if (inside.get(entry.id) === 'h2') entry.depth = 3;
  toc.splice(0, toc.length, ...kept);
}
