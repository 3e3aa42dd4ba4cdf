/**
 * Check that every page and static file gets an output path of its own before anything is written. `_quire/` holds
 * Quire's own files (stylesheets, scripts, the search index), `404.html`, `_headers` and `vercel.json` are generated, and one
 * path cannot be both a file and a folder (`api` the static file beside `api.md`, built as `api/index.html`).
 * Without this check such a site failed half-way through writing with an `EISDIR` error instead of a diagnostic.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { SiteGraph } from '../graph/types.js';

/** The folder of Quire's own generated files in the output. */
export const RESERVED_FOLDER = '_quire';

/** Files every build generates at the root of the output. */
export const GENERATED_FILES = ['404.html', '_headers', 'vercel.json'];

/**
 * Files a build also writes at the root, which a static file of the same name may replace (`llms.txt`, `sitemap.xml` …) or which only
 * some builds write (`_redirects`): nothing may be written inside them as a folder.
 */
const ROOT_FILES = ['llms.txt', 'llms-full.txt', 'sitemap.xml', '_redirects', '.quire-output'];

/** One error per page or static file whose output path is taken by another output or by Quire. */
export function checkOutputPaths(graph: Pick<SiteGraph, 'pages' | 'assets'>): Diagnostic[] {
  const outputs: Array<{ source: string; out: string }> = [
    ...graph.pages.map((page) => ({ source: page.path, out: page.outPath })),
    ...graph.assets.map((asset) => ({ source: asset, out: asset })),
  ];
  const files = new Map<string, string>();
  for (const { source, out } of outputs) if (!files.has(out)) files.set(out, source);
  const diagnostics: Diagnostic[] = [];
  for (const { source, out } of outputs) {
    const problem = describeConflict(out, files);
    if (problem) {
      diagnostics.push({
        severity: 'error',
        rule: 'build/output-conflict',
        file: source,
        message: `${source} would be written to ${out}, ${problem}`,
        hint: `rename or move ${source}`,
      });
    }
  }
  return diagnostics;
}

function describeConflict(out: string, files: ReadonlyMap<string, string>): string | undefined {
  if (out === RESERVED_FOLDER || out.startsWith(`${RESERVED_FOLDER}/`))
    return `inside \`${RESERVED_FOLDER}/\`, which holds Quire's own files`;
  if (GENERATED_FILES.includes(out)) return 'a file Quire generates';
  // A parent folder of this output that is also written as a file.
  const parts = out.split('/');
  for (let i = 1; i < parts.length; i++) {
    const folder = parts.slice(0, i).join('/');
    // `404.html.md` is built as `404.html/index.html`: a folder where Quire writes its 404 page.
    if (i === 1 && (GENERATED_FILES.includes(folder) || ROOT_FILES.includes(folder)))
      return `inside ${folder}, which is a file Quire generates`;
    const other = files.get(folder);
    if (other !== undefined) return `inside ${folder}, which is also a file (from ${other})`;
  }
  return undefined;
}
