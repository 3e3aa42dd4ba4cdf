/**
 * How the build renders a page: its HTML (render/page.ts) and its Markdown version (render/page-markdown.ts), in the
 * same thread, so that workers do both, with the site's pages their links were resolved against (for the cache).
 * (`quire dev` renders HTML only.)
 */
import type { PageNode } from '../graph/types.js';
import { createRenderer, type RenderedPage, type RenderInit } from '../render/page.js';
import { createPageMarkdown } from '../render/page-markdown.js';
import type { ParsedPage } from '../markdown/render-markdown.js';
import { trackPageLookups } from '../markdown/link-target.js';
import { pageListHash } from '../cache/page-entries.js';

/** Renders one page of the build. */
export type BuildPageRenderer = (page: PageNode, raw: string) => RenderedPage;

/** Create the page renderer of a build from its init data. */
export function createBuildPageRenderer(init: RenderInit): BuildPageRenderer {
  const renderer = createRenderer(init);
  const markdown = createPageMarkdown(init);
  let allPages: string | undefined;
  return (page, raw) => {
    // The render leaves its parse here and the Markdown export starts from it: each page is parsed once.
    const parsed: ParsedPage = {};
    const { result, lookups } = trackPageLookups(() => {
      const rendered = renderer.renderPage(page, raw, parsed);
      return { ...rendered, markdown: markdown(page, raw, parsed) };
    });
    // `*` (the page looked at every page) stands for the page list as it is now.
    const star = lookups.findIndex(([path]) => path === '*');
    if (star >= 0) {
      allPages ??= pageListHash(init.graph);
      lookups[star] = ['*', allPages];
    }
    return { ...result, lookups };
  };
}
