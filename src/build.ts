/**
 * `quire build` and `quire check`: load → graph → render → write. Problems from every stage are collected and the
 * build fails once at the end; the previous output is only replaced when the whole build succeeded.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config/index.js';
import { loadContent } from './content/index.js';
import { countDiagnostics, sortDiagnostics, type Diagnostic } from './diagnostics.js';
import { resolveGraph } from './graph/index.js';
import type { InternalLink } from './markdown/types.js';
import { checkFragments } from './render/check-links.js';
import type { RenderInit } from './render/page.js';
import { createRenderer } from './render/page.js';
import { renderPages } from './render/pool.js';
import { createSpecialPages } from './render/special-pages.js';
import { createStylesheets } from './render/styles.js';
import { createSiteWriter, type SiteWriter } from './render/write.js';
import { normalizeBase } from './utils/url.js';

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

const LINK_RULES = new Set(['markdown/broken-link', 'markdown/missing-image', 'markdown/broken-anchor']);

/** Build (or, without `outDir`, check) the site in `options.root`. Never throws for user mistakes. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const outDir = options.outDir ? path.resolve(options.outDir) : undefined;
  const base = normalizeBase(options.base);
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

  const loaded = await loadConfig(root);
  diagnostics.push(...loaded.diagnostics);
  if (!loaded.config || countDiagnostics(diagnostics).errors > 0) return finish(false);

  const content = await loadContent(root, { exclude: outDir ? [outDir] : [] });
  const { graph, diagnostics: graphDiagnostics } = resolveGraph(loaded.config, content);
  diagnostics.push(...graphDiagnostics);

  // With errors already known the build will fail, but rendering still runs to report markdown problems too.
  const writer: SiteWriter | undefined = outDir && !failed() ? await createSiteWriter(outDir) : undefined;
  try {
    const templatesDir = existsSync(path.join(root, 'templates')) ? path.join(root, 'templates') : undefined;
    const styles = createStylesheets(graph.config, base, templatesDir);
    const init: RenderInit = { graph, stylesheets: styles.map((s) => s.path), urls: { base, siteUrl: options.siteUrl }, templatesDir };
    const linkSeverity = options.allowBrokenLinks ? 'warning' : 'error';

    const idsByPage = new Map<string, Set<string>>();
    const linksByPage = new Map<string, InternalLink[]>();
    const jobs = graph.pages.map((page, index) => ({ index, raw: content.pages.get(page.path) ?? '' }));
    await renderPages(init, jobs, {
      workers: options.workers,
      async onPage(rendered) {
        idsByPage.set(rendered.path, new Set(rendered.ids));
        if (rendered.links.length) linksByPage.set(rendered.path, rendered.links);
        for (const d of rendered.diagnostics) diagnostics.push(LINK_RULES.has(d.rule) ? { ...d, severity: linkSeverity } : d);
        if (writer && !failed()) await writer.writeFile(rendered.outPath, rendered.html);
        stats.pages++;
      },
    });
    diagnostics.push(...checkFragments(linksByPage, idsByPage, linkSeverity));

    if (!writer || failed()) {
      await writer?.abort();
      return finish(!failed() && !outDir);
    }
    for (const asset of graph.assets) await writer.copyFile(path.join(root, asset), asset);
    const generated = [...styles, ...createSpecialPages(graph, createRenderer(init), init.urls)];
    for (const file of generated) await writer.writeFile(file.path, file.content);
    await writer.commit();
    stats.assets = graph.assets.length;
    stats.files = stats.pages + graph.assets.length + generated.length;
    return finish(true);
  } catch (error) {
    await writer?.abort();
    throw error;
  }
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
