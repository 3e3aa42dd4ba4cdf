/**
 * The dev session: the site as `quire build` would make it, held in memory and kept current. It loads and plans
 * with the build's stages, renders pages on request (and caches them), and turns a batch of changed files into a
 * new snapshot plus the list of what changed. A page edit that leaves its title and front matter alone keeps the
 * plan (the graph reads a page's text only through its metadata); anything else plans again and compares.
 * Broken input never replaces what is served: a broken `site.json` keeps the last good site, a page with broken
 * front matter keeps its last good text, and the problems are reported as diagnostics.
 */
import path from 'node:path';
import { usableCacheDir } from '../cache/cache-folder.js';
import { cacheDirOf } from '../cache/store.js';
import { isIgnored } from '../content/load-fs.js';
import { sortDiagnostics, type Diagnostic } from '../diagnostics.js';
import type { SiteGraph } from '../graph/types.js';
import type { RenderedPage } from '../render/page.js';
import { createLinkChecker, withLinkSeverity } from '../site/link-checker.js';
import { readTheme } from '../site/assets-fs.js';
import { loadSite, type LoadedSite } from '../site/load-site.js';
import { siteUtilityCss } from '../site/utility-classes.js';
import type { SitePlan } from '../site/plan-site.js';
import { normalizeBase } from '../utils/url.js';
import { diffStates, type StateDiff } from './affected.js';
import { checkPageSource, classifyPath, getInputFiles, readContentChanges, type AssetTimes } from './changes.js';
import { createDevMarkdown } from './markdown-files.js';
import { createPageCache, type CachedPage } from './page-cache.js';
import { notFoundResource, resolveResource, resourceKey } from './resources.js';
import { createDevState, pageSource, withPageSources, type DevState } from './state.js';
import { isTemplateError, templateDiagnostic, TEMPLATE_FILES, TEMPLATES } from './template-errors.js';
import { emptyUpdate, type DevHtmlResource, type DevResource, type DevUpdate } from './types.js';

/** Pages of a batch rendered right away (to report their problems and skip reloads when nothing changed). */
const EAGER_RENDER_LIMIT = 20;

/** Options of {@link createDevSession}. */
export interface DevSessionOptions {
  /** Sub-path the site is served from. @default '/' */
  base?: string;
  /** `--allow-openapi-root`: folders (absolute) and URLs OpenAPI files may also come from. */
  allowOpenapiRoots?: string[];
  /** The cache folder (`--cache-dir`), where copies of OpenAPI URLs go. @default `<root>/.quire/cache` */
  cacheDir?: string;
  /** `--templates`: the template overrides folder (absolute); trusted code. Nothing else overrides templates. */
  templates?: string;
  /** Called after a page was rendered (its diagnostics may be new). */
  onRender?(path: string): void;
}

/** A dev session; see the module comment. */
export interface DevSession {
  /** Absolute path of the docs folder. */
  readonly root: string;
  readonly base: string;
  /** Load and plan the site. Mistakes in it become diagnostics. */
  start(): Promise<void>;
  /** What the request path `pathname` (percent-encoded, no query) shows now. */
  resolve(pathname: string, search?: string): DevResource;
  /** The key of the resource at `pathname`, without rendering it. */
  keyOf(pathname: string): string;
  /** The site's 404 page. */
  notFound(): DevHtmlResource;
  /** The rendered page at source path `path` (from the cache when still valid). */
  renderPage(path: string): CachedPage | undefined;
  /** A page not rendered yet (or invalidated since), for background rendering. */
  nextUnrendered(): string | undefined;
  /** Apply a batch of changed paths (relative to the docs folder). */
  applyChanges(rels: string[]): Promise<DevUpdate>;
  /** Every current problem, sorted; broken links are warnings in dev. */
  diagnostics(): Diagnostic[];
  /** Absolute paths of inputs that must be watched besides the docs folder: files outside it, the `--templates` folder. */
  externalInputs(): string[];
  /** Page counts, for the terminal. */
  stats(): { pages: number; rendered: number };
  /** The current page graph (undefined until a first good load). */
  graph(): SiteGraph | undefined;
  /** The current plan: the graph and the endpoints of API pages (undefined until a first good load). */
  plan(): SitePlan | undefined;
  /** Whether the site leaves out the file or folder `rel` (`.mintignore`, Mintlify's default ignores): not watched. */
  ignores(rel: string, isFolder: boolean): boolean;
}

/** Create a session for the docs folder `root`. Call `start()` before serving. */
export function createDevSession(root: string, options: DevSessionOptions = {}): DevSession {
  const absoluteRoot = path.resolve(root);
  const templatesDir = options.templates === undefined ? undefined : path.resolve(options.templates);
  // The overrides folder as changed paths name it (relative to the docs folder, `../` when outside it).
  const templatesRel = templatesDir && path.relative(absoluteRoot, templatesDir).split(path.sep).join('/');
  const urls = { base: normalizeBase(options.base) };
  const cache = createPageCache();
  const markdown = createDevMarkdown();
  const links = createLinkChecker();
  let state: DevState | undefined;
  let loadDiagnostics: Diagnostic[] = [];
  const problems = new Map<string, Diagnostic[]>();
  const assetTimes: AssetTimes = { since: Date.now(), modified: new Map() };
  // Set when a change could not be planned (broken template): the next batch reads everything from disk again.
  let reloadFromDisk = false;

  const renderPage = (pagePath: string): CachedPage | undefined => {
    const page = state?.pagesByPath.get(pagePath);
    if (!state || !page) return undefined;
    const hit = cache.get(pagePath);
    if (hit) return hit;
    let rendered: RenderedPage;
    try {
      rendered = state.renderer.renderPage(page, pageSource(state, pagePath));
    } catch (error) {
      // A broken template override: report it and keep showing the page's last good version.
      const last = cache.last(pagePath);
      if (!isTemplateError(error, state.site.templatesDir) || !last) throw error;
      problems.set(TEMPLATES, [templateDiagnostic(error, state.site.templatesDir)]);
      return last;
    }
    rendered.diagnostics = withLinkSeverity(rendered.diagnostics, 'warning');
    links.add(rendered);
    const entry = cache.set(rendered);
    options.onRender?.(pagePath);
    return entry;
  };

  /**
   * Load everything from disk again. Keeps the current site when `site.json` is broken, and the last good text of
   * pages whose front matter broke since.
   */
  const reload = async (): Promise<LoadedSite | undefined> => {
    const since = Date.now();
    const cacheDir = cacheDirOf(absoluteRoot, options.cacheDir);
    // OpenAPI copies go to the cache folder, unless a symbolic link leads there (see cache/cache-folder.ts).
    const usable = usableCacheDir(absoluteRoot, options.cacheDir);
    const loaded = await loadSite(absoluteRoot, {
      allowOpenapiRoots: options.allowOpenapiRoots,
      cacheDir: usable.dir,
      exclude: [cacheDir],
      templates: templatesDir,
      // The author's stylesheets and scripts are linked at their own paths, so an edit shows on reload.
      authorFiles: false,
    });
    loadDiagnostics = usable.diagnostic ? [usable.diagnostic, ...loaded.diagnostics] : loaded.diagnostics;
    if (!loaded.site) return undefined;
    problems.clear();
    assetTimes.since = since;
    assetTimes.modified.clear();
    const previous = state?.site;
    // A broken OpenAPI file keeps its endpoint pages as they were (its problems are reported all the same).
    const openapi = loaded.site.openapi;
    if (
      previous &&
      openapi.failed > 0 &&
      previous.openapi.failed === 0 &&
      sameList(previous.config.openapi, loaded.site.config.openapi)
    ) {
      loaded.site.openapi = previous.openapi;
    }
    const pages = loaded.site.content.pages;
    for (const [file, raw] of state?.site.content.pages ?? []) {
      const fresh = pages.get(file);
      if (fresh === undefined || fresh === raw) continue;
      const checked = checkPageSource(file, fresh, raw);
      if (!checked.rejected) continue;
      pages.set(file, raw);
      problems.set(file, checked.rejected);
    }
    return loaded.site;
  };

  /** Plan `site`; undefined when a template override is broken (the problem is recorded). */
  const plan = (site: LoadedSite): DevState | undefined => {
    try {
      const next = createDevState(site, urls);
      problems.delete(TEMPLATES);
      reloadFromDisk = false;
      return next;
    } catch (error) {
      if (!isTemplateError(error, site.templatesDir)) throw error;
      problems.set(TEMPLATES, [templateDiagnostic(error, site.templatesDir)]);
      reloadFromDisk = true;
      return undefined;
    }
  };

  const install = (next: DevState, diff: StateDiff | undefined) => {
    for (const removed of diff?.removed ?? []) {
      cache.delete(removed);
      links.remove(removed);
    }
    if (!diff || diff.all) cache.invalidateAll();
    else cache.invalidate(diff.pages);
    state = next;
  };

  const session: DevSession = {
    root: absoluteRoot,
    base: urls.base,
    async start() {
      const site = await reload();
      const next = site && plan(site);
      if (next) install(next, undefined);
    },
    resolve: (pathname, search) => resolveResource(state, pathname, search ?? '', renderPage, markdown),
    keyOf: (pathname) => resourceKey(state, pathname),
    notFound: () => notFoundResource(state),
    ignores(rel, isFolder) {
      const ignore = state?.site.content.ignore;
      return ignore !== undefined && isIgnored(ignore, rel, isFolder);
    },
    renderPage,
    nextUnrendered() {
      if (!state) return undefined;
      for (const pagePath of state.pagesByPath.keys()) if (!cache.get(pagePath)) return pagePath;
      return undefined;
    },
    async applyChanges(rels) {
      const before = state;
      const inputs = getInputFiles(before, absoluteRoot);
      const kinds = new Set(rels.map((rel) => classifyPath(rel, before, inputs, templatesRel)));
      const contentRels = rels.filter((rel) => classifyPath(rel, before, inputs, templatesRel) === 'content');
      if (!before || reloadFromDisk || kinds.has('config') || kinds.has('input')) {
        // Templates are not part of a snapshot's fingerprints: after a template change every page is affected.
        const templatesChanged = reloadFromDisk || kinds.has('template');
        const site = await reload();
        const next = site && plan(site);
        return next ? finish(rels, next, [], templatesChanged) : emptyUpdate(rels);
      }
      const changes = await readContentChanges(absoluteRoot, before, contentRels, assetTimes);
      for (const [file, list] of changes.problems) {
        if (list) problems.set(file, list);
        else problems.delete(file);
      }
      const templates = kinds.has('template');
      const pages = new Map(before.site.content.pages);
      for (const removed of changes.removedPages) pages.delete(removed);
      for (const [file, raw] of changes.sources) pages.set(file, raw);
      const snippets = new Map(before.site.content.snippets);
      for (const [file, raw] of changes.snippets) {
        if (raw === undefined) snippets.delete(file);
        else snippets.set(file, raw);
      }
      // The load stage's utility sheet, for the new texts: a class added or dropped changes every page's <link>.
      const utilityCss =
        changes.sources.size > 0 || changes.snippets.size > 0 || changes.removedPages.length > 0
          ? await siteUtilityCss(before.site.config, { pages, snippets })
          : (before.site.utilityCss ?? '');
      const utilitiesChanged = utilityCss !== (before.site.utilityCss ?? '');
      if (!changes.replan && !templates && !utilitiesChanged) {
        const next = changes.sources.size > 0 ? withPageSources(before, changes.sources) : before;
        const update = finish(rels, next, [...changes.sources.keys()]);
        // A static file's bytes are not part of any page: tabs reload (to fetch it), nothing is re-rendered.
        if (changes.editedAssets) update.reloadAll = true;
        return update;
      }
      const removedAssets = new Set(changes.removedAssets);
      const assets = [
        ...before.site.content.assets.filter((a) => !removedAssets.has(a)),
        ...changes.addedAssets,
      ].sort();
      // Spread first: the pages generated for navigation entries (and their map) stay until the next full reload.
      const content = {
        ...before.site.content,
        pages: new Map([...pages].sort(byKey)),
        assets,
        snippets: new Map([...snippets].sort(byKey)),
      };
      const { utilityCss: _old, ...rest } = before.site;
      const site: LoadedSite = { ...rest, content, ...(utilityCss && { utilityCss }) };
      if (templates) {
        const read = readTheme(templatesDir);
        site.theme = read.theme;
        if (read.diagnostics.length > 0) problems.set(TEMPLATE_FILES, read.diagnostics);
        else problems.delete(TEMPLATE_FILES);
      }
      const next = plan(site);
      if (!next) return emptyUpdate(rels);
      return finish(rels, next, [...changes.sources.keys()], templates || changes.editedAssets);
    },
    diagnostics() {
      const rendered = cache.diagnostics();
      const all = [...loadDiagnostics, ...(state?.diagnostics ?? []), ...[...problems.values()].flat(), ...rendered];
      return sortDiagnostics([...all, ...links.check('warning')]);
    },
    externalInputs: () => [
      ...[...getInputFiles(state, absoluteRoot)]
        .filter((file) => file.startsWith('../'))
        .map((file) => path.resolve(absoluteRoot, file)),
      ...(templatesDir === undefined ? [] : [templatesDir]),
    ],
    stats: () => ({ pages: state?.pagesByPath.size ?? 0, rendered: cache.size }),
    graph: () => state?.plan.graph,
    plan: () => state?.plan,
  };

  /**
   * Swap in `next`, invalidate what changed, and describe the update. `edited` pages are rendered right away;
   * `everything` says every page is affected whatever the snapshots say (templates changed).
   */
  function finish(rels: string[], next: DevState, edited: string[] = [], everything = false): DevUpdate {
    const before = state;
    const diff: StateDiff = before
      ? next.plan === before.plan
        ? { all: false, pages: new Set(edited), added: [], removed: [], files: new Set() }
        : diffStates(before, next, cache)
      : {
          all: true,
          pages: new Set(next.pagesByPath.keys()),
          added: [],
          removed: [],
          files: new Set(next.files.keys()),
        };
    if (everything) diff.all = true;
    const shown = new Map(edited.map((file) => [file, cache.last(file)?.hash]));
    install(next, diff);
    const changed = new Set<string>();
    for (const file of diff.pages) changed.add(`page:${file}`);
    for (const file of diff.removed) changed.add(`page:${file}`);
    for (const file of diff.files) changed.add(`file:${file}`);
    // Render what was edited now: its problems show at once, and a save that changes no HTML reloads nothing.
    for (const file of edited.slice(0, EAGER_RENDER_LIMIT)) {
      const fresh = renderPage(file);
      if (fresh && fresh.hash === shown.get(file) && !diff.all) changed.delete(`page:${file}`);
    }
    const pages = diff.all ? [...next.pagesByPath.keys()] : [...diff.pages];
    return { files: rels, changed, reloadAll: diff.all, pages, removed: diff.removed };
  }

  return session;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

function byKey(a: [string, string], b: [string, string]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}
