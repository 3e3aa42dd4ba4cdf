/**
 * Tag filters of a changelog, as Mintlify offers them: on a page whose `Update`s have tags, a row of toggle buttons
 * above the first update, one per tag (in order of first use). Pressing tags shows only the updates that have one of
 * them; "All" shows every update again. Without JavaScript every update shows, and there are no buttons.
 */

/** Add the filter to the page's tagged updates, if any. */
export function initUpdateFilters(): void {
  const updates = [...document.querySelectorAll<HTMLElement>('.q-content .q-update')];
  const tagsOf = (update: HTMLElement): string[] => {
    try {
      const tags: unknown = JSON.parse(update.dataset.tags ?? '[]');
      return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
    } catch {
      return [];
    }
  };
  const tags = [...new Set(updates.flatMap(tagsOf))];
  if (tags.length === 0) return;
  const selected = new Set<string>();
  const bar = document.createElement('div');
  bar.className = 'q-update-filters';
  bar.setAttribute('role', 'group');
  bar.setAttribute('aria-label', 'Filter updates by tag');
  const status = document.createElement('p');
  status.className = 'q-sr';
  status.setAttribute('role', 'status');
  const button = (label: string, tag: string | undefined) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.setAttribute('aria-pressed', String(tag === undefined));
    element.addEventListener('click', () => {
      if (tag === undefined) selected.clear();
      else if (selected.has(tag)) selected.delete(tag);
      else selected.add(tag);
      apply();
    });
    if (tag !== undefined) element.dataset.tag = tag;
    return element;
  };
  const all = button('All', undefined);
  const buttons = tags.map((tag) => button(tag, tag));
  bar.append(all, ...buttons, status);
  const apply = () => {
    let shown = 0;
    for (const update of updates) {
      const show = selected.size === 0 || tagsOf(update).some((tag) => selected.has(tag));
      update.hidden = !show;
      if (show) shown++;
    }
    all.setAttribute('aria-pressed', String(selected.size === 0));
    for (const element of buttons)
      element.setAttribute('aria-pressed', String(selected.has(element.dataset.tag ?? '')));
    status.textContent = `${shown} of ${updates.length} updates shown`;
  };
  updates[0].before(bar);
}
