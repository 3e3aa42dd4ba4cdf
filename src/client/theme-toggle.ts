/**
 * The light/dark toggle. The head script already chose the theme before first paint (stored choice, else
 * `modeToggle.default`, else the OS); this keeps the buttons' state in sync, stores the reader's choice, and
 * follows OS changes while the reader has made none.
 */
import { readStored, writeStored } from './storage.js';

/** Storage key of the reader's theme choice (the head script reads the same key). */
export const THEME_KEY = 'quire-theme';

/** Wire every `[data-theme-toggle]` button. */
export function initThemeToggle(root: HTMLElement = document.documentElement): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]');
  const sync = () => {
    // Mintlify's sites mark dark mode with a `dark` class on <html>, and authors' stylesheets select on it.
    root.classList.toggle('dark', root.dataset.theme === 'dark');
    for (const button of buttons) button.setAttribute('aria-pressed', String(root.dataset.theme === 'dark'));
  };
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
      root.dataset.theme = next;
      writeStored(THEME_KEY, next);
      sync();
    });
  }
  if (!root.hasAttribute('data-force-theme') && !root.hasAttribute('data-default-theme')) {
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
      if (readStored(THEME_KEY) !== null) return;
      root.dataset.theme = event.matches ? 'dark' : 'light';
      sync();
    });
  }
  sync();
}
