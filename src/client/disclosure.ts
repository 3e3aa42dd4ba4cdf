/**
 * Disclosure menus of the navigation (`details[data-disclosure]`: tab menus, the version, language, product and
 * dropdown switchers). They open and close without JavaScript; this adds what the WAI-ARIA disclosure navigation
 * pattern expects of a menu that floats over the page: Escape closes it and returns focus to its button, a click or
 * focus outside closes it, opening one closes the others, and Down/Up (Home/End) move between its links.
 */

/** Wire every disclosure menu on the page. */
export function initDisclosures(): void {
  const menus = [...document.querySelectorAll<HTMLDetailsElement>('details[data-disclosure]')];
  if (menus.length === 0) return;
  for (const menu of menus) {
    const summary = menu.querySelector('summary');
    if (!summary) continue;
    menu.addEventListener('toggle', () => {
      if (menu.open) for (const other of menus) if (other !== menu) other.open = false;
    });
    menu.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && menu.open) {
        menu.open = false;
        summary.focus();
        event.preventDefault();
        return;
      }
      const links = [...menu.querySelectorAll<HTMLAnchorElement>(':scope > ul a')];
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const target = moveFocus(event.key, at, links.length);
      if (target === undefined || (at < 0 && event.target !== summary)) return;
      menu.open = true;
      links[target]?.focus();
      event.preventDefault();
    });
    menu.addEventListener('focusout', (event) => {
      if (menu.open && !menu.contains(event.relatedTarget as Node | null)) menu.open = false;
    });
  }
  document.addEventListener('click', (event) => {
    for (const menu of menus) if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
}

/** The link to focus after `key` when link `at` (-1: the button) of `count` has focus; undefined for other keys. */
function moveFocus(key: string, at: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return at < 0 || at === count - 1 ? 0 : at + 1;
    case 'ArrowUp':
      return at <= 0 ? count - 1 : at - 1;
    case 'Home':
      return at < 0 ? undefined : 0;
    case 'End':
      return at < 0 ? undefined : count - 1;
    default:
      return undefined;
  }
}
