/** The graph stage plus what rendering needs: page graph, stylesheets and the render init shared by all workers. */
import type { Diagnostic } from '../diagnostics.js';
import { resolveGraph } from '../graph/index.js';
import type { SiteGraph } from '../graph/types.js';
import { isMintlifyConfigFile } from '../config/mintlify-file.js';
import { resolvePageOperations, type PageOperations } from '../openapi/pages.js';
import { markDeprecatedOperations } from './deprecated-entries.js';
import { resolvePlaygroundProxyUrl } from '../openapi/playground-data.js';
import { isUrl } from '../openapi/refs.js';
import { resolveSiteIcons } from '../icons/index.js';
import { createPlaygroundAssets } from '../render/playground-assets.js';
import { checkAppearanceContrast } from '../config/appearance-contrast.js';
import { checkContrast } from '../config/contrast.js';
import { checkFontFiles } from './font-files.js';
import { checkServerHosts } from './server-hosts.js';
import { checkFeedback } from '../config/feedback.js';
import type { UrlOptions } from '../render/page-data.js';
import type { RenderInit } from '../render/page.js';
import { createStylesheets, hashedName, type GeneratedFile } from '../render/styles.js';
import type { LoadedSite } from './load-site.js';
import { checkOutputPaths } from './output-paths.js';
import { checkRedirectLimits } from './host-limits.js';
import { checkRedirects } from './redirects.js';
import { selectAuthorFiles } from './author-files.js';
import { selectPublishedFiles } from './published-files.js';
import { checkSeoFiles } from './seo-files.js';
import { checkAgentFiles } from './agent-files.js';
import { planFeatureFiles } from './feature-files.js';

/** A resolved site, ready to render. */
export interface SitePlan {
  graph: SiteGraph;
  /** The endpoint each API page documents, by page path (the graph itself is never changed after it is built). */
  operations: PageOperations;
  /** Plain data sent to each render worker. */
  init: RenderInit;
  /** Stylesheets, already named by content hash. */
  styles: GeneratedFile[];
  /**
   * Client scripts (the page chrome's module and its on-demand chunks), named by content hash, and the hashed copies
   * of the author's own stylesheets and scripts (`author-files.ts`).
   */
  scripts: GeneratedFile[];
  /**
   * The OpenAPI files the site loaded, for `llms.txt`: a local file as its site path (`/openapi.json`, published
   * beside the pages), a fetched one as its URL. In the order they loaded.
   */
  openapiSpecs?: string[];
}

/** Options of {@link planSite} that are not about URLs. */
export interface PlanOptions {
  /** URL of a `quire proxy` the API playground sends through (`--playground-proxy`). */
  playgroundProxy?: string;
}

/** Resolve the graph of a loaded site and prepare rendering. Reads only Quire's icons from disk. */
export function planSite(
  site: LoadedSite,
  urls: UrlOptions,
  options: PlanOptions = {},
): { plan: SitePlan; diagnostics: Diagnostic[] } {
  // Only the files the site publishes become the graph's assets: what is copied, served, and what links can reach.
  const published = selectPublishedFiles(site);
  const { graph, diagnostics } = resolveGraph(
    site.config,
    { ...site.content, assets: published.assets },
    {
      configFile: site.configFile,
    },
  );
  const redirects = checkRedirects(graph, site.configFile);
  // Redirects that cannot be written or never arrive are left out of the redirect pages and host files.
  if (redirects.leftOut.size > 0)
    graph.config = { ...graph.config, redirects: graph.config.redirects.filter((r) => !redirects.leftOut.has(r)) };
  diagnostics.push(
    ...published.diagnostics,
    ...checkOutputPaths(graph),
    ...redirects.diagnostics,
    ...checkRedirectLimits(graph.config.redirects, urls.base, site.configFile),
  );
  const { operations, diagnostics: operationDiagnostics } = resolvePageOperations(
    graph.pages,
    site.openapi,
    site.config,
    site.content.pages,
    { lenient: isMintlifyConfigFile(site.configFile) },
  );
  diagnostics.push(...operationDiagnostics, ...checkServerHosts(operations, site.config));
  markDeprecatedOperations(graph, operations);
  const styles = createStylesheets(graph.config, urls.base, site.theme.stylesheets, site.webFonts);
  // The Tailwind utilities the pages use come right after Quire's own styles (see render/utility-css.ts).
  if (site.utilityCss) styles.push({ path: hashedName('utilities.css', site.utilityCss), content: site.utilityCss });
  // The page chrome: icons (warning about unknown and Pro icons), client scripts, colour contrast, feedback links.
  const icons = resolveSiteIcons(graph, site.configFile);
  diagnostics.push(
    ...icons.diagnostics,
    ...checkContrast(graph.config, site.configFile),
    ...checkAppearanceContrast(graph.config, site.configFile),
    ...checkFontFiles(graph.config, site.content.assets, site.configFile),
    ...checkFeedback(graph.config, site.configFile),
    ...checkSeoFiles(graph, site.content.pages, site.configFile, urls.siteUrl),
    ...checkAgentFiles(graph.assets),
  );
  const { client } = site;
  const author = selectAuthorFiles(published.assets, site.authorFiles);
  const chrome = {
    scripts: [client.entry],
    ...(author.scripts.length > 0 && { authorScripts: author.scripts }),
    icons: icons.icons,
    search: true,
  };
  // The API playground's script and stylesheet are linked by endpoint pages only, and published only when one has it.
  // A page's front matter `playground` may show it where the site hides it, or hide it where the site shows it.
  const siteMode = graph.config.api.playground.mode;
  const usesPlayground = graph.pages.some(
    (page) => Object.hasOwn(operations, page.path) && (page.settings.playground ?? siteMode) !== 'hide',
  );
  const proxy =
    options.playgroundProxy === undefined
      ? null
      : (resolvePlaygroundProxyUrl(options.playgroundProxy) ?? options.playgroundProxy);
  const playground = createPlaygroundAssets(
    usesPlayground ? client.playground : undefined,
    site.theme.stylesheets['playground.css'],
    proxy,
  );
  // KaTeX's files and the diagram script: published when a page may use them, linked by the pages that do.
  const features = planFeatureFiles(
    [...site.content.pages.values(), ...(site.content.snippets?.values() ?? [])],
    client,
  );
  const scripts = [
    ...(usesPlayground ? client.files : client.files.filter((file) => file.path !== client.playground)).filter(
      (file) => !features.unusedScripts.has(file.path),
    ),
    // The content-hashed copies of the author's own stylesheets and scripts.
    ...author.files,
  ];
  const init: RenderInit = {
    graph,
    // The author's own stylesheets come after Quire's, so their rules win at equal specificity.
    stylesheets: [...styles.map((s) => s.path), ...author.styles],
    urls,
    operations,
    ...(Object.keys(site.channels).length > 0 && { channels: site.channels }),
    templates: site.theme.templates,
    chrome,
    ...(playground.init && { playground: playground.init }),
    features: features.assets,
    ...(site.content.snippets?.size && { snippets: Object.fromEntries(site.content.snippets) }),
  };
  return {
    plan: {
      graph,
      operations,
      init,
      styles: [...styles, ...playground.files, ...features.files],
      scripts,
      ...(site.openapi.documents.length > 0 && {
        openapiSpecs: site.openapi.documents.map((doc) => (isUrl(doc.file) ? doc.file : `/${doc.file}`)),
      }),
    },
    diagnostics,
  };
}
