/** The graph stage plus what rendering needs: page graph, stylesheets and the render init shared by all workers. */
import { CONFIG_FILE } from '../config/index.js';
import type { Diagnostic } from '../diagnostics.js';
import { resolveGraph } from '../graph/index.js';
import type { SiteGraph } from '../graph/types.js';
import { resolvePageOperations } from '../openapi/pages.js';
import { resolveSiteIcons } from '../icons/index.js';
import { loadClientAssets } from '../render/client-assets.js';
import { checkContrast } from '../render/contrast.js';
import { checkFeedback } from '../render/feedback.js';
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
  /** Client scripts (the page chrome's module and its on-demand chunks), named by content hash. */
  scripts: GeneratedFile[];
}

/** Resolve the graph of a loaded site and prepare rendering. Reads only Quire's own assets (CSS, scripts, icons). */
export function planSite(site: LoadedSite, urls: UrlOptions): { plan: SitePlan; diagnostics: Diagnostic[] } {
  const { graph, diagnostics } = resolveGraph(site.config, site.content);
  diagnostics.push(...resolvePageOperations(graph.pages, site.openapi, site.config, site.content.pages));
  const styles = createStylesheets(graph.config, urls.base, site.templatesDir);
  // The page chrome: icons (warning about unknown and Pro icons), client scripts, colour contrast, feedback links.
  const icons = resolveSiteIcons(graph, CONFIG_FILE);
  diagnostics.push(...icons.diagnostics, ...checkContrast(graph.config, CONFIG_FILE), ...checkFeedback(graph.config, CONFIG_FILE));
  const client = loadClientAssets();
  const chrome = { scripts: [client.entry], icons: icons.icons, search: true };
  const init: RenderInit = { graph, stylesheets: styles.map((s) => s.path), urls, templatesDir: site.templatesDir, chrome };
  return { plan: { graph, init, styles, scripts: client.files }, diagnostics };
}
