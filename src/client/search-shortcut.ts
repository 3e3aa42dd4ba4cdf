/**
 * Open the search dialog from the topbar button, Ctrl/Cmd-K or `/`. The dialog and Pagefind are loaded only then
 * (a dynamic import), so a page that is only read downloads none of the search code.
 */

type SearchModule = typeof import('./search/dialog.js');
let loading: Promise<SearchModule> | undefined;

/** Load the search code (once) and open the dialog. */
export function openSearch(): void {
  loading ??= import('./search/dialog.js');
  loading.then(
    (search) => search.openSearchDialog(),
    () => {
      loading = undefined;
    },
  );
}

/** Wire the search buttons and the keyboard shortcuts; show ⌘K instead of Ctrl K on Apple devices. */
export function initSearchShortcut(): void {
  const buttons = document.querySelectorAll<HTMLElement>('[data-search-open]');
  if (buttons.length === 0) return;
  for (const button of buttons) button.addEventListener('click', openSearch);
  if (/Mac|iPhone|iPad/.test(navigator.platform)) {
    for (const key of document.querySelectorAll('[data-search-key]')) key.textContent = '⌘K';
  }
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey) return;
    const modK = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
    if (!modK && !slash) return;
    event.preventDefault();
    openSearch();
  });
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}
