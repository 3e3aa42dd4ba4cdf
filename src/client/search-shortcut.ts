/**
 * Open the search dialog from the topbar button, Ctrl/Cmd-K, `/` or a `?search=` query in the URL. The dialog and Pagefind are loaded only then
 * (a dynamic import), so a page that is only read downloads none of the search code.
 */

type SearchModule = typeof import('./search/dialog.js');
let loading: Promise<SearchModule> | undefined;
let loaded = false;
/** Keys typed between the shortcut and the dialog's input (while its code loads), in order. */
let typed: string[] | undefined;

/**
 * Load the search code (once) and open the dialog, with `query` in its field. Until the dialog's input has the focus,
 * the keys a reader types after the shortcut are kept here and handed to it: none is lost to the page.
 */
export function openSearch(query = ''): void {
  if (!loaded && typed === undefined) {
    typed = [];
    document.addEventListener('keydown', keepTyped, true);
  }
  loading ??= import('./search/dialog.js');
  loading.then(
    (search) => {
      loaded = true;
      const early = stopKeeping();
      search.openSearchDialog(query + early);
    },
    () => {
      stopKeeping();
      loading = undefined;
    },
  );
}

function keepTyped(event: KeyboardEvent): void {
  if (typed === undefined || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key.length === 1) typed.push(event.key);
  else if (event.key === 'Backspace') typed.pop();
  else return;
  event.preventDefault();
  event.stopPropagation();
}

function stopKeeping(): string {
  document.removeEventListener('keydown', keepTyped, true);
  const text = typed?.join('') ?? '';
  typed = undefined;
  return text;
}

/** Wire the search buttons and the keyboard shortcuts; show ⌘K instead of Ctrl K on Apple devices. */
export function initSearchShortcut(): void {
  const buttons = document.querySelectorAll<HTMLElement>('[data-search-open]');
  if (buttons.length === 0) return;
  for (const button of buttons) button.addEventListener('click', () => openSearch());
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
  // `?search=words` opens search with those words, as on Mintlify (links from elsewhere, browser search shortcuts).
  const query = new URLSearchParams(location.search).get('search');
  if (query !== null && query.trim() !== '') openSearch(query.trim());
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}
