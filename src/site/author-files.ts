/**
 * The author's own stylesheets and scripts, as Mintlify has them: every `.css` file of the docs folder is linked on
 * every page, after Quire's own styles, and every `.js` file is loaded as a script once the page is parsed
 * ("custom scripts" in Mintlify's docs). Snippet folders hold components, not page scripts, so they are left out.
 *
 * Pages link a copy named by content hash, beside the file (`style.css` → `style.1a2b3c4d.css`, so its relative
 * `url(…)`s still resolve): a host may cache it for ever, and an edit reaches readers at once. The file itself is still
 * published at its own path (`published-files.ts`), since pages may link it by name. Without the file's content
 * (`quire dev`, which serves edits live), or when the hashed name is a file of the docs folder, pages link the file.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { GeneratedFile } from '../render/styles.js';
import { contentHash } from '../utils/hash.js';

/** Folders whose `.js` files are snippet modules that pages import, never scripts of their own. */
const SNIPPET_FOLDER = /^_?snippets\//;

/** A stylesheet or script larger than this is linked at its own path rather than read to be hashed. */
const MAX_HASHED_BYTES = 8 * 1024 * 1024;

/** Site-relative, percent-encoded paths of the author's stylesheets and scripts, in path order. */
export interface AuthorFiles {
  styles: string[];
  scripts: string[];
  /** The content-hashed copies the pages link, to publish beside the files. */
  files: GeneratedFile[];
}

/** Whether `path` (relative, `/`-separated) is one of the author's page stylesheets or scripts. */
export function isAuthorFile(path: string): boolean {
  return !SNIPPET_FOLDER.test(path) && /\.(?:css|js)$/i.test(path);
}

/**
 * The author's stylesheets and scripts among the published files (`/`-separated paths, sorted), linked as their
 * content-hashed copies when `contents` has the file's bytes.
 */
export function selectAuthorFiles(
  published: readonly string[],
  contents?: ReadonlyMap<string, Uint8Array>,
): AuthorFiles {
  const taken = new Set(published.map((file) => file.toLowerCase()));
  const out: AuthorFiles = { styles: [], scripts: [], files: [] };
  for (const file of published) {
    if (!isAuthorFile(file)) continue;
    const content = contents?.get(file);
    const hashed = content && hashedPath(file, content);
    // A file of the docs folder already has the hashed name (it would be overwritten): link the file itself.
    const linked = hashed && !taken.has(hashed.toLowerCase()) ? hashed : file;
    if (linked !== file) out.files.push({ path: linked, content: content! });
    (/\.css$/i.test(file) ? out.styles : out.scripts).push(encodePath(linked));
  }
  return out;
}

/** `dir/style.css` → `dir/style.<hash>.css`. */
function hashedPath(file: string, content: Uint8Array): string {
  const dot = file.lastIndexOf('.');
  return `${file.slice(0, dot)}.${contentHash(content)}${file.slice(dot)}`;
}

/**
 * The bytes of the author's stylesheets and scripts among `assets` (paths the content walk found: symbolic links
 * inside the docs folder only), for their content hashes. A file that cannot be read, or is too large, is left out
 * (pages then link it by its own path; the copy of the file reports a read problem).
 */
export function readAuthorFiles(root: string, assets: readonly string[]): Map<string, Uint8Array> {
  const contents = new Map<string, Uint8Array>();
  for (const file of assets) {
    if (!isAuthorFile(file)) continue;
    const absolute = path.join(root, file);
    try {
      if (statSync(absolute).size > MAX_HASHED_BYTES) continue;
      contents.set(file, readFileSync(absolute));
    } catch {
      // Unreadable: linked by its own path.
    }
  }
  return contents;
}

/** `a b/c#1.css` → `a%20b/c%231.css`: each segment encoded, so a name cannot end the URL early or point elsewhere. */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
