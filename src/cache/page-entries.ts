/**
 * Rendered pages in the build cache. A page's key hashes everything its HTML is made from: Quire's fingerprint,
 * the render settings (site config, anchors, tabs, stylesheets, scripts, icons, URLs, template overrides), every
 * page URL and asset (links are rewritten and checked against them), the page's sidebar section, its graph node
 * (titles, prev/next, endpoint), its markdown and the snippets it includes. A hit is the page exactly as a fresh
 * render would give it.
 */
import { snippetDependencies } from '../content/snippets.js';
import type { PageNode } from '../graph/types.js';
import type { RenderedPage, RenderInit } from '../render/page.js';
import { hashParts } from './fingerprint.js';
import type { CacheStore } from './store.js';

/** Cache kind of rendered pages. */
export const PAGE_KIND = 'pages';

/** Computes page keys for one build. */
export type PageKeyer = (page: PageNode, raw: string) => string;

/** Prepare the keys of `init`'s pages; `fingerprint` is Quire's (see `quireFingerprint`). */
export async function createPageKeyer(init: RenderInit, fingerprint: string): Promise<PageKeyer> {
  // Each page's key holds its own endpoint, not every page's: one edited operation re-renders only its pages.
  // Likewise its snippets: an edited snippet re-renders the pages that include it. Which snippets exist is shared (an
  // import of a missing snippet resolves once it is added).
  const { graph, operations, snippets = {}, ...settings } = init;
  // `settings` holds the templates' text, so an edited template override changes every key.
  const site = hashParts(
    fingerprint,
    JSON.stringify(settings),
    JSON.stringify([graph.config, graph.anchors, graph.tabs, graph.divisions ?? null, graph.assets]),
    JSON.stringify(graph.pages.map((page) => [page.path, page.url])),
    JSON.stringify(Object.keys(snippets).sort()),
  );
  const sections = graph.sections.map((section) => hashParts(JSON.stringify(section)));
  return (page, raw) =>
    hashParts(
      site,
      sections[page.section] ?? '',
      JSON.stringify(page),
      JSON.stringify(operations[page.path] ?? null),
      raw,
      ...snippetDependencies(page.path, raw, snippets).flatMap((path) => [path, snippets[path]]),
    );
}

/**
 * The cached render of a page, or undefined when missing, damaged or not for this page. An entry is a JSON line
 * (the key and the page without its HTML) followed by the HTML as it is: no escaping to write or undo.
 */
export async function readPageEntry(store: CacheStore, key: string, page: PageNode): Promise<RenderedPage | undefined> {
  const payload = await store.read(PAGE_KIND, key);
  if (!payload) return undefined;
  try {
    const end = payload.indexOf(0x0a);
    if (end < 0) return undefined;
    const entry = JSON.parse(payload.toString('utf8', 0, end)) as { key?: unknown; page?: Partial<RenderedPage> };
    const cached = entry.page;
    if (entry.key !== key || !cached || cached.path !== page.path || cached.outPath !== page.outPath) return undefined;
    if (!Array.isArray(cached.ids) || !Array.isArray(cached.links) || !Array.isArray(cached.diagnostics))
      return undefined;
    return { ...cached, html: payload.toString('utf8', end + 1) } as RenderedPage;
  } catch {
    return undefined;
  }
}

/** Store the render of a page under its key. */
export function writePageEntry(store: CacheStore, key: string, page: RenderedPage): Promise<void> {
  return store.write(PAGE_KIND, key, pageEntryPayload(key, page));
}

/** The payload of a page's entry (see {@link readPageEntry}). */
export function pageEntryPayload(key: string, page: RenderedPage): string {
  const { html, ...rest } = page;
  return `${JSON.stringify({ key, page: rest })}\n${html}`;
}
