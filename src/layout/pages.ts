/**
 * Which pages of a built site the layout audit opens: the home page, one endpoint page (an OpenAPI operation) and
 * the pages with the most components, read from the built HTML (deterministic: ties go by path).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A page to audit: its file in the output folder and the URL path it is served at (relative to the base). */
export interface AuditPage {
  file: string;
  urlPath: string;
  /** Why it was chosen. */
  kind: 'home' | 'endpoint' | 'components';
  components: number;
}

/** Component roots and interactive parts in a page's content (the classes the MDX components render). */
const COMPONENT =
  /<[a-z]+ class="(?:q-(?:tab-group|code-group|accordion|expandable|callout|card|steps|step|field|frame|tooltip|tree|update|tile|prompt|color|view|example-block|endpoint|mdx-badge)|code-block)[ "]/g;
const ENDPOINT = /class="q-endpoint[ "]/;

/** The home page, one endpoint page and the `count` pages with the most components in the built folder `outDir`. */
export function choosePages(outDir: string, count: number): AuditPage[] {
  const pages: AuditPage[] = [];
  let endpoint: AuditPage | undefined;
  for (const file of htmlFiles(outDir)) {
    if (file === '404.html') continue;
    const html = readFileSync(path.join(outDir, file), 'utf8');
    // Redirect stubs and files that are not Quire pages have no article.
    if (!html.includes('class="q-article"')) continue;
    const page: AuditPage = { file, urlPath: urlPathOf(file), kind: 'components', components: countComponents(html) };
    if (file === 'index.html') pages.push({ ...page, kind: 'home' });
    else if (endpoint === undefined && ENDPOINT.test(html)) endpoint = { ...page, kind: 'endpoint' };
    else pages.push(page);
  }
  const home = pages.filter((p) => p.kind === 'home');
  const ranked = pages
    .filter((p) => p.kind === 'components' && p.components > 0)
    .sort((a, b) => b.components - a.components || (a.file < b.file ? -1 : 1))
    .slice(0, count);
  return [...home, ...(endpoint ? [endpoint] : []), ...ranked];
}

function countComponents(html: string): number {
  const start = html.search(/class="q-content[ "]/);
  return start < 0 ? 0 : (html.slice(start).match(COMPONENT)?.length ?? 0);
}

/** Every `.html` file under `dir`, relative with `/`, sorted. */
function htmlFiles(dir: string): string[] {
  // Files only: Nixtla's pages are folders named like `statsforecast/index.html/`.
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The URL path a static host serves `file` at (`guide/index.html` → `guide/`). */
function urlPathOf(file: string): string {
  return file === 'index.html' ? '' : file.replace(/(^|\/)index\.html$/, '$1');
}
