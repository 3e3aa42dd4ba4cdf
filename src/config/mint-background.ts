/**
 * mint.json lets `colors.background` set one mode only (`{ "dark": "#0b0d0e" }`); site.json requires both. 5 of 32
 * real mint.json files set only `dark`, and a strict reading refused the whole file. For a file named `mint.json`,
 * the missing mode gets Quire's default background and a warning says so; `site.json` keeps its spec semantics.
 */
import type { Diagnostic } from '../diagnostics.js';
import { DEFAULT_BACKGROUND } from './contrast.js';
import type { Locator } from './locate.js';

/** `value` with a one-mode `colors.background` completed (a copy), and a warning for each mode filled in. */
export function completeMintBackground(
  value: unknown,
  locate: Locator,
  file: string,
): { value: unknown; diagnostics: Diagnostic[] } {
  const colors = objectAt(value, 'colors');
  const background = objectAt(colors, 'background');
  if (!colors || !background) return { value, diagnostics: [] };
  const missing = (['light', 'dark'] as const).filter((mode) => !(mode in background));
  // Both set: nothing to do. Neither set: the schema's own error says what is expected.
  if (missing.length !== 1) return { value, diagnostics: [] };
  const [mode] = missing;
  const other = mode === 'light' ? 'dark' : 'light';
  const diagnostics: Diagnostic[] = [
    {
      severity: 'warning',
      rule: 'config/background-one-mode',
      file,
      position: locate.key(['colors', 'background']),
      jsonPath: 'colors.background',
      message: `\`colors.background\` sets only \`${other}\`; ${mode} mode uses Quire's default background ${DEFAULT_BACKGROUND[mode]}`,
      hint: `add "${mode}": "<hex colour>" to choose it (site.json requires both modes)`,
    },
  ];
  const completed = {
    ...(value as Record<string, unknown>),
    colors: { ...colors, background: { ...background, [mode]: DEFAULT_BACKGROUND[mode] } },
  };
  return { value: completed, diagnostics };
}

function objectAt(value: unknown, key: string): Record<string, unknown> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const child = (value as Record<string, unknown>)[key];
  return child !== null && typeof child === 'object' && !Array.isArray(child)
    ? (child as Record<string, unknown>)
    : undefined;
}
