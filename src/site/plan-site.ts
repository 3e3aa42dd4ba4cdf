/** The graph stage plus what rendering needs: page graph, stylesheets and the render init shared by all workers. */
import type { Diagnostic } from '../diagnostics.js';
import { resolveGraph } from '../graph/index.js';
import type { SiteGraph } from '../graph/types.js';
import type { UrlOptions } from '../render/page-data.js';
import type { RenderInit } from '../render/page.js';
import { createStylesheets, type GeneratedFile } from '../render/styles.js';
import type { LoadedSite } from './load-site.js';

/** A resolved site, ready to render. */
export interface SitePlan {
  graph: SiteGraph;
  /** Plain data sent to each render worker. */
  init: RenderInit;
  /** Stylesheets, already named by content hash. */
  styles: GeneratedFile[];
}

/** Resolve the graph of a loaded site and prepare rendering. Pure except for reading Quire's CSS files. */
export function planSite(site: LoadedSite, urls: UrlOptions): { plan: SitePlan; diagnostics: Diagnostic[] } {
  const { graph, diagnostics } = resolveGraph(site.config, site.content);
  const styles = createStylesheets(graph.config, urls.base, site.templatesDir);
  const init: RenderInit = { graph, stylesheets: styles.map((s) => s.path), urls, templatesDir: site.templatesDir };
  return { plan: { graph, init, styles }, diagnostics };
}
