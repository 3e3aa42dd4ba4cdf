/** Where a `site.json` entry sits, copied onto the diagnostics that point at it. */
import type { Diagnostic, Position } from '../diagnostics.js';

/** Take `jsonPath` and, when known, `position` from a config entry. */
export function configLocation(entry: {
  jsonPath: string;
  position?: Position;
}): Pick<Diagnostic, 'jsonPath' | 'position'> {
  return entry.position ? { jsonPath: entry.jsonPath, position: entry.position } : { jsonPath: entry.jsonPath };
}
