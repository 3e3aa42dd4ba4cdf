/** Files of the built site that are generated rather than rendered from a page: stylesheets, 404, redirects, sitemap. */
import type { Renderer } from '../render/page.js';
import { createSpecialPages } from '../render/special-pages.js';
import type { GeneratedFile } from '../render/styles.js';
import type { SitePlan } from './plan-site.js';

/** Every generated file of the site, in a stable order. */
export function createSiteFiles(plan: SitePlan, renderer: Renderer): GeneratedFile[] {
  return [...plan.styles, ...createSpecialPages(plan.graph, renderer, plan.init.urls)];
}
