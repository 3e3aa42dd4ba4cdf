/**
 * The view switcher of a page with `View`s for two or more titles (Mintlify's multi-view menu): a group of radio
 * buttons before the first view, one per title, and CSS that shows the views of the checked title only
 * (templates/assets/components/misc.css). It needs no script; without CSS `:has()` every view stays visible.
 */
import type { Element, ElementContent, Parents } from 'hast';
import { h } from 'hastscript';

/** How many titles the stylesheet has rules for; views past it always show. */
export const MAX_VIEWS = 8;

/** A `View` and where it sits. */
export interface PlacedView {
  element: Element;
  parent: Parents;
}

/** Number each view by its title and insert the switcher before the first one. */
export function addViewSwitcher(views: readonly PlacedView[]): void {
  const titles: string[] = [];
  const labels = new Map<string, ElementContent[]>();
  for (const { element } of views) {
    const title = String(element.properties.dataQView ?? '');
    let index = titles.indexOf(title);
    if (index === -1) {
      index = titles.push(title) - 1;
      labels.set(title, titleContent(element));
    }
    element.properties.dataQView = String(index);
  }
  if (titles.length < 2) return;
  const switcher = h('fieldset', { className: ['q-view-switcher'], dataPagefindIgnore: true }, [
    h('legend', { className: ['q-view-legend'] }, 'View'),
    ...titles
      .slice(0, MAX_VIEWS)
      .map((title, index) =>
        h('label', { className: ['q-view-option'] }, [
          h('input', { type: 'radio', name: 'q-view', value: String(index), checked: index === 0 }),
          ...(labels.get(title) ?? [{ type: 'text', value: title }]),
        ]),
      ),
  ]);
  const first = views[0];
  const at = first.parent.children.indexOf(first.element);
  first.parent.children.splice(at, 0, switcher);
}

/** The icon and title a view shows above its content (the switcher's option label). */
function titleContent(view: Element): ElementContent[] {
  const title = view.children.find(
    (child): child is Element =>
      child.type === 'element' &&
      Array.isArray(child.properties.className) &&
      child.properties.className.includes('q-view-title'),
  );
  return title ? structuredClone(title.children) : [];
}
