/**
 * What a render worker is sent of the render init. Rendering a page reads the page itself in full, but of the site's
 * other pages only their path and URL (to resolve links, and the cache's page-list hash) and whether each is indexed
 * (a page's `hreflang` alternates). So each worker holds every page as a stub of those fields, and the page it renders
 * comes with its batch (`RenderTask`). At 10,000 pages this is 10.6 MB of a worker's heap for the full pages against
 * 1.6 MB for the stubs: at 100,000 pages, about 90 MB less per worker.
 */
import type { PageNode } from '../graph/types.js';
import type { RenderInit } from '../render/page.js';

/** Shared by every stub, so they travel to the worker once (a structured clone keeps an object's identity). */
const NO_ROBOTS: Record<string, unknown> = {};
const SHOWN = { hidden: false, metaTags: [] };
const HIDDEN = { hidden: true, metaTags: [] };

/** The render init to send to workers: `init` with its pages reduced to stubs (see the module comment). */
export function workerInitOf(init: RenderInit): RenderInit {
  // Without `chrome`, a renderer resolves the sidebar icons from every page's settings: it gets the pages in full.
  if (!init.chrome) return init;
  const { graph } = init;
  // The navigation as configured (site.json's groups, every page listed once more) was resolved into `sections` by
  // the plan; rendering never reads it.
  const config = { ...graph.config, navigation: [] };
  return { ...init, graph: { ...graph, config, pages: graph.pages.map(pageStub) } };
}

/**
 * Another page as rendering reads it: its path, URL and output path, the fields `pageRobots` decides from, and its meta tags
 * (whether it sets its own social image decides which pages get a generated one, render/social-image.ts). Only a stub:
 * a worker renders the full page it is sent, never a stub.
 */
function pageStub(page: PageNode): PageNode {
  const { noindex, robots } = page.frontmatter;
  const frontmatter =
    noindex === undefined && robots === undefined
      ? NO_ROBOTS
      : { ...(noindex !== undefined && { noindex }), ...(robots !== undefined && { robots }) };
  return {
    path: page.path,
    url: page.url,
    outPath: page.outPath,
    listed: page.listed,
    frontmatter,
    settings:
      page.settings.metaTags.length === 0
        ? page.settings.hidden
          ? HIDDEN
          : SHOWN
        : { hidden: page.settings.hidden, metaTags: page.settings.metaTags },
  } as PageNode;
}
