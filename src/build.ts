/**
 * `quire build` and `quire check`: load → plan (graph) → render → write. Problems from every stage are collected and
 * the build fails once at the end; the previous output is only replaced when the whole build succeeded.
 */
import path from 'node:path';
import { countDiagnostics, sortDiagnostics, type Diagnostic } from './diagnostics.js';
import { createRenderer } from './render/page.js';
import { renderPages } from './render/pool.js';
import { createSiteWriter, type SiteWriter } from './render/write.js';
import { createLinkChecker, withLinkSeverity } from './site/link-checker.js';
import { loadSite } from './site/load-site.js';
import { planSite } from './site/plan-site.js';
import { createSiteFiles } from './site/site-files.js';
import { createSearchIndexer, type SearchIndexer } from './search/index.js';
import { normalizeBase, withBase } from './utils/url.js';

/** Options of {@link buildSite}. */
export interface BuildOptions {
  /** The docs folder (holding `site.json`). */
  root: string;
  /** Output folder. When absent, nothing is written (`quire check`). */
  outDir?: string;
  /** Sub-path the site is served from, e.g. `/docs/`. @default '/' */
  base?: string;
  /** Public origin + path of the site, e.g. `https://docs.example.com`; enables `sitemap.xml` and canonical links. */
  siteUrl?: string;
  /** Treat warnings as errors. */
  strict?: boolean;
  /** Report broken links, anchors and images as warnings instead of errors. */
  allowBrokenLinks?: boolean;
  /** Worker threads for rendering; default depends on the page count and cores. */
  workers?: number;
}

/** What a build did. */
export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  stats: { pages: number; assets: number; files: number; durationMs: number };
}

/** Build (or, without `outDir`, check) the site in `options.root`. Never throws for user mistakes. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const outDir = options.outDir ? path.resolve(options.outDir) : undefined;
  const urls = { base: normalizeBase(options.base), siteUrl: options.siteUrl };
  const linkSeverity = options.allowBrokenLinks ? 'warning' : 'error';
  const diagnostics: Diagnostic[] = [...checkOptions(root, outDir, options.siteUrl)];
  const stats = { pages: 0, assets: 0, files: 0, durationMs: 0 };
  const finish = (ok: boolean): BuildResult => {
    stats.durationMs = Math.round(performance.now() - started);
    return { ok, diagnostics: sortDiagnostics(diagnostics), stats };
  };
  const failed = () => {
    const { errors, warnings } = countDiagnostics(diagnostics);
    return errors > 0 || (options.strict === true && warnings > 0);
  };
  if (failed()) return finish(false);

  const loaded = await loadSite(root, { exclude: outDir ? [outDir] : [] });
  diagnostics.push(...loaded.diagnostics);
  if (!loaded.site) return finish(false);
  const { plan, diagnostics: planDiagnostics } = planSite(loaded.site, urls);
  diagnostics.push(...planDiagnostics);
  const { graph } = plan;
  const content = loaded.site.content;

  // With errors already known the build will fail, but rendering still runs to report markdown problems too.
  const writer: SiteWriter | undefined = outDir && !failed() ? await createSiteWriter(outDir) : undefined;
  const search = writer ? await startSearch(diagnostics) : undefined;
  const pageOrder = new Map(graph.pages.map((page, index) => [page.path, { index, url: withBase(urls.base, page.url) }]));
  try {
    const links = createLinkChecker();
    const jobs = graph.pages.map((page, index) => ({ index, raw: content.pages.get(page.path) ?? '' }));
    await renderPages(plan.init, jobs, {
      workers: options.workers,
      async onPage(rendered) {
        links.add(rendered);
        diagnostics.push(...withLinkSeverity(rendered.diagnostics, linkSeverity));
        if (writer && !failed()) await writer.writeFile(rendered.outPath, rendered.html);
        const order = pageOrder.get(rendered.path);
        if (search && order && !failed()) await search.add({ url: order.url, html: rendered.html, order: order.index });
        stats.pages++;
      },
    });
    diagnostics.push(...links.check(linkSeverity));

    if (!writer || failed()) {
      await writer?.abort();
      return finish(!failed() && !outDir);
    }
    for (const asset of graph.assets) await writer.copyFile(path.join(root, asset), asset);
    const generated = [...createSiteFiles(plan, createRenderer(plan.init)), ...(search ? await finishSearch(search, diagnostics) : [])];
    for (const file of generated) await writer.writeFile(file.path, file.content);
    await writer.commit();
    stats.assets = graph.assets.length;
    stats.files = stats.pages + graph.assets.length + generated.length;
    return finish(true);
  } catch (error) {
    await writer?.abort();
    throw error;
  } finally {
    await search?.close();
  }
}

/** Start the search index; when Pagefind cannot run here, the site is built without search (with a warning). */
async function startSearch(diagnostics: Diagnostic[]): Promise<SearchIndexer | undefined> {
  try {
    return await createSearchIndexer();
  } catch (error) {
    diagnostics.push(searchWarning(`could not start the search indexer (Pagefind): ${error instanceof Error ? error.message : String(error)}`));
    return undefined;
  }
}

/** The search index files, with a warning for each page Pagefind could not index. */
async function finishSearch(search: SearchIndexer, diagnostics: Diagnostic[]) {
  const files = await search.files();
  for (const error of search.errors) diagnostics.push(searchWarning(error));
  return files;
}

function searchWarning(message: string): Diagnostic {
  return { severity: 'warning', rule: 'search/index', file: '(search)', message, hint: 'the site works, but its search box finds nothing' };
}

/** Problems with the command-line options themselves. */
function checkOptions(root: string, outDir: string | undefined, siteUrl: string | undefined): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  if (outDir && (outDir === root || root.startsWith(outDir + path.sep) || outDir === path.parse(outDir).root)) {
    diagnostics.push({
      severity: 'error',
      rule: 'build/unsafe-output',
      file: '(command line)',
      message: `the output folder ${outDir} contains the docs folder; building there would replace your sources`,
      hint: 'choose an output folder outside the docs folder, e.g. `--out _site`',
    });
  }
  if (siteUrl !== undefined && !/^https?:\/\/[^/]+/i.test(siteUrl)) {
    diagnostics.push({
      severity: 'error',
      rule: 'build/site-url',
      file: '(command line)',
      message: `--site-url must be an absolute http(s) URL, found "${siteUrl}"`,
      hint: 'e.g. `--site-url https://docs.example.com`',
    });
  }
  return diagnostics;
}
