/**
 * The versions dropdown. The head script put the selected version on `<html data-version>` before first paint, and
 * theme.css hides every `[data-for-version]` anchor or group of another version; this syncs the dropdowns with it,
 * stores a new choice, and leaves a page of another version for the site's home.
 */
import { writeStored } from './storage.js';

/** Storage key of the selected version (the head script reads the same key). */
export const VERSION_KEY = 'quire-version';

/** Wire every `select[data-version-select]`. */
export function initVersionSelect(root: HTMLElement = document.documentElement): void {
  const selects = document.querySelectorAll<HTMLSelectElement>('select[data-version-select]');
  const sync = () => {
    for (const select of selects) if (root.dataset.version) select.value = root.dataset.version;
  };
  for (const select of selects) {
    select.addEventListener('change', () => {
      const version = select.value;
      root.dataset.version = version;
      writeStored(VERSION_KEY, version);
      sync();
      const pageVersion = root.dataset.pageVersion;
      if (pageVersion !== undefined && pageVersion !== version) location.assign(homeFor(version));
    });
  }
  sync();
}

/** Where to go when the current page belongs to another version: that version's anchor, else the home page. */
function homeFor(version: string): string {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.q-anchors [data-for-version] a')) {
    if (link.closest('[data-for-version]')?.getAttribute('data-for-version') === version) return link.href;
  }
  return document.querySelector<HTMLAnchorElement>('.q-brand')?.href ?? '/';
}
