/**
 * mint.json's `theme` once named three looks, `venus`, `quill` and `prism`, that Mintlify has since replaced with the
 * nine of docs.json. 4 of the 32 real mint.json files in the corpus name one. They load, with one warning that
 * the site gets the look of `mint` and which names draw a look now.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { Locator } from './locate.js';
import { LAYOUT_THEMES } from './types.js';

const RETIRED = new Set(['venus', 'quill', 'prism']);

/** A `config/retired-theme` warning when the config's `theme` is one of mint.json's retired names. */
export function retiredThemeWarning(value: unknown, locate: Locator, file: string): Diagnostic[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const theme = (value as { theme?: unknown }).theme;
  if (typeof theme !== 'string' || !RETIRED.has(theme)) return [];
  const position = locate.value(['theme']);
  return [
    {
      severity: 'warning',
      rule: 'config/retired-theme',
      file,
      ...(position && { position }),
      jsonPath: 'theme',
      message: `"${theme}" is one of mint.json's retired themes; the site gets the look of "mint"`,
      hint: `choose one of Mintlify's current themes: ${LAYOUT_THEMES.map((t) => `"${t}"`).join(', ')}`,
    },
  ];
}
