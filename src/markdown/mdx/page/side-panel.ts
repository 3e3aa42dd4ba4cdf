/**
 * The side column of a page with `RequestExample`, `ResponseExample` or `Panel`: Mintlify shows them where they are
 * written on narrow screens and gathers them into a sticky column beside the text on wide ones. Static HTML cannot be
 * in two places, so the column holds a copy, and CSS shows one of the two (templates/assets/components/examples.css):
 * the copy's ids are suffixed so the page's ids stay unique, it is left out of the search index, and only one of the
 * two is ever displayed, so screen readers and the keyboard meet each example once.
 */
import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';

/** The suffix of every id (and reference to one) inside the copy. */
export const SIDE_ID_SUFFIX = '-side';

/** The marked elements the column is built from, in page order. */
export interface SidePanelParts {
  panels: Element[];
  requests: Element[];
  responses: Element[];
}

/** Append the side column to `tree` (when there is anything to put in it) and mark the originals as inline copies. */
export function addSidePanel(tree: Root, parts: SidePanelParts): void {
  const originals = [...parts.panels, ...parts.requests, ...parts.responses];
  if (originals.length === 0) return;
  const copies: ElementContent[] = [];
  for (const original of originals) {
    const copy = structuredClone(original);
    copy.data = undefined;
    suffixIds(copy);
    copies.push(copy);
    addClass(original, 'q-side-inline');
  }
  const label = parts.panels.length ? 'Side panel' : 'Examples';
  tree.children.push(
    h('div', { className: ['q-side-panel'], dataPagefindIgnore: true }, [
      h('aside', { className: ['q-side-panel-inner'], ariaLabel: label }, copies),
    ]),
  );
}

function addClass(element: Element, name: string): void {
  const current = element.properties.className;
  element.properties.className = [...(Array.isArray(current) ? current : current ? [String(current)] : []), name];
}

/** Properties that hold one or more ids of other elements. */
const ID_REFERENCES = [
  'htmlFor',
  'ariaControls',
  'ariaLabelledBy',
  'ariaDescribedBy',
  'ariaOwns',
  'ariaActiveDescendant',
  'ariaDetails',
  'ariaErrorMessage',
  'ariaFlowTo',
] as const;

/** Give every id in `root` the suffix, and every reference to one of them (ARIA, `for`, `#href`) with it. */
function suffixIds(root: Element): void {
  const ids = new Set<string>();
  walk(root, (element) => {
    if (typeof element.properties.id === 'string') ids.add(element.properties.id);
  });
  const map = (id: string) => (ids.has(id) ? `${id}${SIDE_ID_SUFFIX}` : id);
  walk(root, (element) => {
    const properties = element.properties as Record<string, unknown>;
    if (typeof properties.id === 'string') properties.id = map(properties.id);
    for (const key of ID_REFERENCES) {
      const value = properties[key];
      if (typeof value === 'string') properties[key] = value.split(/\s+/).map(map).join(' ');
      else if (Array.isArray(value)) properties[key] = value.map((v) => map(String(v)));
    }
    if (typeof properties.href === 'string' && properties.href.startsWith('#'))
      properties.href = `#${map(properties.href.slice(1))}`;
    // Radio buttons of a copied tab set must not join the original's group.
    if (element.tagName === 'input' && typeof properties.name === 'string')
      properties.name = `${properties.name}${SIDE_ID_SUFFIX}`;
  });
}

function walk(element: Element, visit: (element: Element) => void): void {
  visit(element);
  for (const child of element.children) if (child.type === 'element') walk(child, visit);
}
