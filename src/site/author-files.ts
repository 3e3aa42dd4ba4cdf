/**
 * The author's own stylesheets and scripts, as Mintlify has them: every `.css` file of the docs folder is linked on
 * every page, after Quire's own styles, and every `.js` file is loaded as a script once the page is parsed
 * ("custom scripts" in Mintlify's docs). Snippet folders hold components, not page scripts, so they are left out.
 * The files themselves are published as any web file is (`published-files.ts`); this only says which pages load them.
 */

/** Folders whose `.js` files are snippet modules that pages import, never scripts of their own. */
const SNIPPET_FOLDER = /^_?snippets\//;

/** Site-relative, percent-encoded paths of the author's stylesheets and scripts, in path order. */
export interface AuthorFiles {
  styles: string[];
  scripts: string[];
}

/** The author's stylesheets and scripts among the published files (`/`-separated paths, sorted). */
export function selectAuthorFiles(published: readonly string[]): AuthorFiles {
  const styles: string[] = [];
  const scripts: string[] = [];
  for (const path of published) {
    if (SNIPPET_FOLDER.test(path)) continue;
    if (/\.css$/i.test(path)) styles.push(encodePath(path));
    else if (/\.js$/i.test(path)) scripts.push(encodePath(path));
  }
  return { styles, scripts };
}

/** `a b/c#1.css` → `a%20b/c%231.css`: each segment encoded, so a name cannot end the URL early or point elsewhere. */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
