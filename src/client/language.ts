/**
 * The reader's language. Choosing a language in a language switcher stores it; the head script reads it on the root
 * page (`<html data-language-homes>`) and sends a reader who chose another language to that language's home before
 * the page paints. Only an explicit choice is stored: reading a page of another language changes nothing.
 */
import { writeStored } from './storage.js';

/** Storage key of the reader's language, a BCP 47 tag (the head script reads the same key). */
export const LANGUAGE_KEY = 'quire-language';

/** Store the language of every link chosen in a language switcher. */
export function initLanguageChoice(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.q-switcher-language a[hreflang]')) {
    // Any activation counts, the keyboard and a middle click included: the reader picked this language.
    const remember = () => writeStored(LANGUAGE_KEY, link.hreflang);
    link.addEventListener('click', remember);
    link.addEventListener('auxclick', remember);
  }
}
