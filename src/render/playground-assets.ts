/**
 * The API playground's files: its script (an entry of the client bundle) and its stylesheet
 * (`templates/assets/playground.css`, which a docs project can override by name). Only endpoint pages link them,
 * so other pages carry none of their weight.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hashedName, type GeneratedFile } from './styles.js';
import { BUILTIN_TEMPLATES } from './templates.js';

/** What endpoint pages need to load the playground; site-relative paths. Plain data (sent to render workers). */
export interface PlaygroundInit {
  script: string;
  stylesheet: string;
  /** The proxy URL given at build time (`--playground-proxy`), or null: the playground then probes its own origin. */
  proxy: string | null;
}

/** The playground's stylesheet file and its init; `script` is the bundle's playground entry (none: no playground script). */
export function createPlaygroundAssets(script: string | undefined, overrideDir: string | undefined, proxy: string | null): { init?: PlaygroundInit; files: GeneratedFile[] } {
  if (!script) return { files: [] };
  const override = overrideDir ? path.join(overrideDir, 'assets', 'playground.css') : undefined;
  const content = readFileSync(override && existsSync(override) ? override : path.join(BUILTIN_TEMPLATES, 'assets', 'playground.css'), 'utf8');
  const stylesheet = hashedName('playground.css', content);
  return { init: { script, stylesheet, proxy }, files: [{ path: stylesheet, content }] };
}
