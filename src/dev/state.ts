/**
 * One consistent snapshot of the site for the dev server: the loaded site, its plan, a renderer and the generated
 * files, built with the same stages as `quire build` (planSite, createRenderer, createSiteFiles). A change builds a
 * new snapshot and swaps it in whole; comparing the fingerprints of two snapshots says which pages changed.
 */
import { snippetDependencies } from '../content/snippets.js';
import type { Diagnostic } from '../diagnostics.js';
import type { PageNode } from '../graph/types.js';
import type { UrlOptions } from '../render/page-data.js';
import { createRenderer, type Renderer } from '../render/page.js';
import { markdownOutPath } from '../render/page-markdown.js';
import type { GeneratedFile } from '../render/styles.js';
import type { LoadedSite } from '../site/load-site.js';
import { planSite, type SitePlan } from '../site/plan-site.js';
import { createSiteFiles } from '../site/site-files.js';
import { createFeedFiles } from '../render/feed-files.js';
import { mayHaveFeed } from '../render/rss-feed.js';
import { contentHash } from '../utils/hash.js';
import type { LookupIndex } from './lookup.js';
import { createRedirectMatcher } from './redirects.js';

/** A snapshot of the site; never patched, only replaced. */
export interface DevState extends LookupIndex {
  site: LoadedSite;
  plan: SitePlan;
  renderer: Renderer;
  /** Generated files (stylesheets, `404.html`, root redirect) by output path. */
  files: Map<string, GeneratedFile>;
  pagesByPath: Map<string, PageNode>;
  /**
   * What a page's HTML depends on besides its markdown: its node (titles, prev/next …), endpoint, sidebar section and
   * the snippets it includes.
   */
  fingerprints: Map<string, string>;
  /** What every page depends on: settings other than `navigation`, anchors, tabs, and the render init but the graph. */
  siteFingerprint: string;
  /** Problems found by the plan stage, and those of the feeds. */
  diagnostics: Diagnostic[];
  /** The plan stage's problems alone. */
  planDiagnostics: Diagnostic[];
  /** Output paths of the RSS feeds among `files`. */
  feedPaths: string[];
}

/** Plan `site` and prepare everything needed to serve it. */
export function createDevState(site: LoadedSite, urls: UrlOptions): DevState {
  const { plan, diagnostics } = planSite(site, urls);
  const renderer = createRenderer(plan.init);
  const { graph } = plan;
  // Changelog pages' RSS feeds too: made again with each snapshot, as the build makes them (render/feed-files.ts).
  const feeds = createFeedFiles(graph, renderer, (page) => pageSource(site, page.path), urls);
  const files = new Map([...createSiteFiles(plan, renderer), ...feeds.files].map((file) => [file.path, file]));
  const feedPaths = feeds.files.map((file) => file.path);
  const sectionHashes = graph.sections.map((section) => contentHash(JSON.stringify(section), 16));
  const fingerprints = new Map<string, string>();
  const { snippets = {} } = plan.init;
  for (const page of graph.pages) {
    const operation = JSON.stringify(plan.operations[page.path] ?? null);
    const included = snippetDependencies(page.path, pageSource(site, page.path), snippets).map(
      (path) => `${path}\n${contentHash(snippets[path], 16)}`,
    );
    fingerprints.set(
      page.path,
      [JSON.stringify(page), operation, sectionHashes[page.section] ?? '', ...included].join('\n'),
    );
  }
  const { navigation: _navigation, ...settings } = graph.config;
  // Everything the renderer gets besides the graph, the endpoints and the snippets (stylesheets, URLs, templates, page
  // chrome …) is shared by all pages; each page's endpoint and snippets are in its own fingerprint. Which snippets
  // exist is shared: an import of a missing snippet resolves once it is added.
  const { graph: _graph, operations: _operations, snippets: _snippets, ...init } = plan.init;
  const shared = [settings, graph.anchors, graph.tabs, graph.divisions ?? null, init, Object.keys(snippets).sort()];
  const siteFingerprint = JSON.stringify(shared, withoutSourcePositions);
  return {
    site,
    plan,
    renderer,
    files,
    base: urls.base,
    pagesByPath: new Map(graph.pages.map((page) => [page.path, page])),
    pagesByOutPath: new Map(graph.pages.map((page) => [page.outPath, page])),
    assets: new Set(graph.assets),
    markdownPages: new Map(graph.pages.map((page) => [markdownOutPath(page.outPath), page])),
    redirect: createRedirectMatcher(graph.config.redirects, urls.base),
    fingerprints,
    siteFingerprint,
    diagnostics: [...diagnostics, ...devFeedProblems(feeds.diagnostics)],
    planDiagnostics: diagnostics,
    feedPaths,
  };
}

/** Where a setting was written in `site.json` is for diagnostics only: moving it changes no page. */
function withoutSourcePositions(key: string, value: unknown): unknown {
  return key === 'position' || key === 'jsonPath' ? undefined : value;
}

/** The same snapshot with new page sources whose metadata did not change (so the plan stays valid). */
export function withPageSources(state: DevState, sources: ReadonlyMap<string, string>): DevState {
  const pages = new Map(state.site.content.pages);
  for (const [path, raw] of sources) pages.set(path, raw);
  const next = { ...state, site: { ...state.site, content: { ...state.site.content, pages } } };
  // A changelog page's edit changes its feed (a page that has or had an `Update` tag).
  const touchesFeed = [...sources].some(
    ([path, raw]) => mayHaveFeed(raw) || mayHaveFeed(state.site.content.pages.get(path) ?? ''),
  );
  if (!touchesFeed) return next;
  const feeds = createFeedFiles(
    state.plan.graph,
    state.renderer,
    (page) => pageSource(next, page.path),
    state.plan.init.urls,
  );
  const files = new Map([...state.files].filter(([path]) => !state.feedPaths.includes(path)));
  for (const file of feeds.files) files.set(file.path, file);
  return {
    ...next,
    files,
    feedPaths: feeds.files.map((file) => file.path),
    diagnostics: [...state.planDiagnostics, ...devFeedProblems(feeds.diagnostics)],
  };
}

/** The feeds' problems but the note about `--site-url`, an option `quire dev` does not take. */
function devFeedProblems(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((diagnostic) => diagnostic.rule !== 'rss/relative-links');
}

/** The markdown source of a page of `state` (or of its loaded site): '' for a page without one, as in the build. */
export function pageSource(state: DevState | LoadedSite, path: string): string {
  const site = 'site' in state ? state.site : state;
  return site.content.pages.get(path) ?? '';
}
