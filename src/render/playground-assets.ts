/**
 * The API playground's files: its script (an entry of the client bundle) and its stylesheet
 * (`templates/assets/playground.css`, which `--templates` can override by name). Only endpoint pages link them,
 * so other pages carry none of their weight.
 */
import { hashedName, type GeneratedFile } from './styles.js';

/** What endpoint pages need to load the playground; site-relative paths. Plain data (sent to render workers). */
export interface PlaygroundInit {
  script: string;
  stylesheet: string;
  /** The proxy URL given at build time (`--playground-proxy`), or null: the playground then probes its own origin. */
  proxy: string | null;
}

/**
 * The playground's stylesheet file (from the text of `playground.css`) and its init; `script` is the bundle's
 * playground entry (none: no playground script).
 */
export function createPlaygroundAssets(
  script: string | undefined,
  css: string,
  proxy: string | null,
): { init?: PlaygroundInit; files: GeneratedFile[] } {
  if (!script) return { files: [] };
  const content = css;
  const stylesheet = hashedName('playground.css', content);
  return { init: { script, stylesheet, proxy }, files: [{ path: stylesheet, content }] };
}
