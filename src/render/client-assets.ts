/**
 * The browser scripts of the page chrome, bundled by `scripts/build-client.js` into `dist/client/` with content
 * hashes in their names (chunks import each other relatively). The build copies them into `_quire/`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GeneratedFile } from './styles.js';

/** Where the bundled client scripts are (the same from `src/render/` and `dist/render/`). */
export const CLIENT_DIR = fileURLToPath(new URL('../../dist/client/', import.meta.url));

/** What `scripts/build-client.js` writes to `dist/client/manifest.json`. */
export interface ClientManifest {
  /** The script every page loads, e.g. `quire.7HXQ2L4M.js`. */
  entry: string;
  /** The API playground's script, which only endpoint pages load. */
  playground?: string;
  /** Every file to publish (the entry and its on-demand chunks). */
  files: string[];
}

/** Read the bundled client: the files to publish under `_quire/` and the site-relative paths of the entry scripts. */
export function loadClientAssets(dir: string = CLIENT_DIR): { files: GeneratedFile[]; entry: string; playground?: string } {
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`Internal error: the client scripts are not built (${manifestFile} is missing); run \`npm run build\``);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
  const files = manifest.files.map((name) => ({ path: `_quire/${name}`, content: readFileSync(path.join(dir, name), 'utf8') }));
  return { files, entry: `_quire/${manifest.entry}`, ...(manifest.playground && { playground: `_quire/${manifest.playground}` }) };
}
