/**
 * The close button of a dismissible banner (docs.json `banner.dismissible`): hides the banner and remembers it under
 * the key the page names (`<html data-banner-key>`, derived from the site and the banner's text), so the head script
 * hides it before the next page paints, until the banner's text changes.
 */
import { writeStored } from './storage.js';

/** Wire the close button, if the page has one. */
export function initBanner(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-banner-close]');
  const root = document.documentElement;
  const key = root.getAttribute('data-banner-key');
  if (!button || !key) return;
  button.addEventListener('click', () => {
    writeStored(key, '1');
    // Focus goes back to the document's start, so the next Tab reaches the skip link, then the top bar.
    root.setAttribute('data-banner-dismissed', '');
  });
}
