/**
 * Rendered pages in the build cache. A page's key hashes everything its HTML is made from that is known before it
 * renders: Quire's fingerprint, the render settings (site config, anchors, tabs, stylesheets, scripts, icons, URLs,
 * template overrides), the static files (links are rewritten and checked against them), what its sidebar is drawn
 * from (see `sidebarDependencies`), its graph node (titles, prev/next, endpoint), its markdown and the snippets it
 * includes. The other pages it links to are not in the key: the entry records which page paths its rendering looked
 * up and what it found (`RenderedPage.lookups`), and is a hit only while those still hold. So adding or deleting a
 * page renders again its neighbours, its group, and the pages whose links it changes, not the whole site. A hit is
 * the page exactly as a fresh render would give it.
 */
import { snippetDependencies } from '../content/snippets.js';
import type { PageNode, SiteGraph } from '../graph/types.js';
import type { PageLookups } from '../markdown/link-target.js';
import type { RenderedPage, RenderInit } from '../render/page.js';
import { sidebarDependencies } from '../render/sidebar-data.js';
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
  const { graph, operations, channels = {}, snippets = {}, ...settings } = init;
  // `settings` holds the templates' text, so an edited template override changes every key.
  // The navigation as written is left out: pages are drawn from the graph it became (sidebar, prev/next, anchors).
  // So are where settings sit in the config file (for its own diagnostics), which moves as the navigation grows.
  const { navigation, explicitNavigation, ...config } = graph.config;
  const site = hashParts(
    fingerprint,
    JSON.stringify(settings),
    JSON.stringify(config, (name, value) => (name === 'position' || name === 'jsonPath' ? undefined : value)),
    JSON.stringify([graph.anchors, graph.tabs, graph.divisions ?? null, graph.assets]),
    JSON.stringify(Object.keys(snippets).sort()),
  );
  const sidebars = graph.sections.map((section) => {
    const dependencies = sidebarDependencies(section);
    return { shared: hashParts(dependencies.shared), own: dependencies.own, groups: new Map<number, string>() };
  });
  const sidebarOf = (page: PageNode): string => {
    const sidebar = sidebars[page.section];
    if (!sidebar) return '';
    const own = sidebar.own(page.url);
    if (!own) return sidebar.shared;
    let group = sidebar.groups.get(own.index);
    if (group === undefined) {
      group = hashParts(own.text);
      sidebar.groups.set(own.index, group);
    }
    return `${sidebar.shared}:${own.index}:${group}`;
  };
  return (page, raw) =>
    hashParts(
      site,
      sidebarOf(page),
      JSON.stringify(page),
      JSON.stringify(operations[page.path] ?? null),
      JSON.stringify(channels[page.path] ?? null),
      raw,
      ...snippetDependencies(page.path, raw, snippets).flatMap((path) => [path, snippets[path]]),
    );
}

/** A hash of every page's path and URL: what a page that looked at all of them (`*` in its lookups) depends on. */
export function pageListHash(graph: SiteGraph): string {
  return hashParts(JSON.stringify(graph.pages.map((page) => [page.path, page.url])));
}

/** Checks whether a cached page's lookups still hold for the site's pages now. */
export type LookupCheck = (lookups: PageLookups | undefined) => boolean;

/** The lookup check of the site `graph`. */
export function createLookupCheck(graph: SiteGraph): LookupCheck {
  const urlByPath = new Map(graph.pages.map((page) => [page.path, page.url]));
  let all: string | undefined;
  return (lookups) => {
    if (!Array.isArray(lookups)) return false;
    for (const [path, url] of lookups) {
      if (path === '*') {
        all ??= pageListHash(graph);
        if (url !== all) return false;
      } else if ((urlByPath.get(path) ?? null) !== url) return false;
    }
    return true;
  };
}

/**
 * The cached render of a page, or undefined when missing, damaged, not for this page, or made when the pages it
 * looked up were different. An entry is a JSON line (the key and the page without its HTML) followed by the HTML as
 * it is: no escaping to write or undo.
 */
export async function readPageEntry(
  store: CacheStore,
  key: string,
  page: PageNode,
  holds: LookupCheck,
): Promise<RenderedPage | undefined> {
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
    // Rendered when the pages it links to were different: not this page any more.
    if (!holds(cached.lookups)) return undefined;
    return { ...cached, html: payload.toString('utf8', end + 1) } as RenderedPage;
  } catch {
    return undefined;
  }
}

/** Store the render of a page under its key. */
export function writePageEntry(store: CacheStore, key: string, page: RenderedPage): Promise<boolean> {
  return store.write(PAGE_KIND, key, pageEntryPayload(key, page));
}

/** The payload of a page's entry (see {@link readPageEntry}). */
export function pageEntryPayload(key: string, page: RenderedPage): string {
  const { html, ...rest } = page;
  return `${JSON.stringify({ key, page: rest })}\n${html}`;
}
