/**
 * `quire build` and `quire check`: load → plan (graph) → render → write. Problems from every stage are collected and
 * the build fails once at the end; the previous output is only replaced when the whole build succeeded.
 */
import path from 'node:path';
import { openBuildCache, type BuildCache } from './cache/build-cache.js';
import { createLimiter } from './cache/limiter.js';
import { cacheDirOf } from './cache/store.js';
import { countDiagnostics, sortDiagnostics, type Diagnostic } from './diagnostics.js';
import { acquireOutputLock, isOutputLock, LOCK_WAIT_MS, type OutputLock } from './render/output-lock.js';
import type { RenderPool } from './render/pool.js';
import type { SearchIndexer } from './search/index.js';
import type { LoadedSite } from './site/load-site.js';
import { checkCacheFolder, checkOutputFolder, realPathOf } from './site/output-guard.js';
import { normalizeBase, withBase } from './utils/url.js';

/** Output files written at the same time. */
const WRITE_CONCURRENCY = 16;

/** Options of {@link buildSite}. */
export interface BuildOptions {
  /** The docs folder (holding `site.json`). */
  root: string;
  /** Output folder. When absent, nothing is written (`quire check`). */
  outDir?: string;
  /** Sub-path the site is served from, e.g. `/docs/`. @default '/' */
  base?: string;
  /** Public origin + path of the site, e.g. `https://docs.example.com`; enables `sitemap.xml` and canonical links. */
  siteUrl?: string;
  /** Treat warnings as errors. */
  strict?: boolean;
  /** Report broken links, anchors and images as warnings instead of errors. */
  allowBrokenLinks?: boolean;
  /** Worker threads for rendering; default depends on the page count and cores. */
  workers?: number;
  /** URL of a `quire proxy` the API playground sends requests through (for sites on static hosting). */
  playgroundProxy?: string;
  /** Folders (absolute) and URLs OpenAPI files may also come from (`--allow-openapi-root`; see openapi/allowed-roots.ts). */
  allowOpenapiRoots?: string[];
  /**
   * The build cache in `<docs>/.quire/cache` (builds with an output folder only): `false` turns it off; `version`
   * stands in for Quire's version in its keys (tests). @default on
   */
  cache?: false | { version?: string };
  /**
   * Replace an output folder that is not empty and was not written by Quire (never a file, the docs, home or current
   * folder, or a folder inside the docs folder; see site/output-guard.ts).
   */
  force?: boolean;
  /** Called once when another build holds the output folder's lock and this one waits for it (with its pid). */
  onWaitForLock?: (pid: number) => void;
}

/** What a build did. */
export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** Of the pages, `rendered` were rendered and `reused` came from the build cache (`.quire/cache`). */
  stats: { pages: number; assets: number; files: number; durationMs: number; rendered: number; reused: number };
}

/** Build (or, without `outDir`, check) the site in `options.root`. Never throws for user mistakes. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const givenOut = options.outDir ? path.resolve(options.outDir) : undefined;
  const output = givenOut ? checkOutput(root, givenOut, options) : undefined;
  // The build writes to the real output path: no symlink on the way can redirect it once it was checked.
  const outDir = output?.realOut;
  const urls = { base: normalizeBase(options.base), siteUrl: options.siteUrl };
  const diagnostics: Diagnostic[] = [...(output?.diagnostics ?? []), ...checkOptions(options.siteUrl)];
  const stats = { pages: 0, assets: 0, files: 0, durationMs: 0, rendered: 0, reused: 0 };
  const finish = (ok: boolean): BuildResult => {
    stats.durationMs = Math.round(performance.now() - started);
    return { ok, diagnostics: sortDiagnostics(diagnostics), stats };
  };
  const failed = () => {
    const { errors, warnings } = countDiagnostics(diagnostics);
    return errors > 0 || (options.strict === true && warnings > 0);
  };
  if (failed()) return finish(false);
  const lock = outDir ? await lockOutput(outDir, options, diagnostics) : undefined;
  if (failed()) return finish(false);
  try {
    // First, so an output folder that a killed build had moved away is back before anything looks at it or fails.
    if (outDir) await (await import('./render/write.js')).recoverOutput(outDir);

    // The cache may show the output folder already holds this build; only then are the pipeline's modules not needed.
    const cache = outDir && options.cache !== false ? await openBuildCache({ root, outDir: cacheOutPath(root, outDir), options: optionsKey(options), version: options.cache?.version }) : undefined;
    const upToDate = await cache?.upToDate();
    if (upToDate) {
      diagnostics.push(...upToDate.diagnostics);
      Object.assign(stats, upToDate.stats, { reused: upToDate.stats.pages });
      return finish(true);
    }
    // A build that will render most pages starts its workers first: they load the pipeline while the site loads here.
    const { defaultWorkerCount, startRenderPool } = await import('./render/pool.js');
    const early = cache && !cache.warm ? (options.workers ?? defaultWorkerCount(await cache.markdownFiles())) : 0;
    let pool = early > 0 ? startRenderPool(early) : undefined;
    try {
      const stages = await loadStages();
      const loaded = await stages.loadSite(root, { exclude: givenOut && outDir ? [givenOut, outDir] : [], allowOpenapiRoots: options.allowOpenapiRoots });
      diagnostics.push(...loaded.diagnostics);
      if (!loaded.site) return finish(false);
      const count = options.workers ?? defaultWorkerCount(loaded.site.content.pages.size);
      if (!pool && !cache?.warm && count > 0) pool = startRenderPool(count);
      const ok = await renderAndWrite({ options, root, outDir, urls, site: loaded.site, stages, cache, pool, diagnostics, stats, failed });
      return finish(ok);
    } finally {
      await pool?.close();
    }
  } finally {
    lock?.release();
  }
}

type Stages = Awaited<ReturnType<typeof loadStages>>;

/** What {@link renderAndWrite} works with: the build's settings, its loaded site and the state it reports into. */
interface BuildContext {
  options: BuildOptions;
  root: string;
  outDir?: string;
  urls: { base: string; siteUrl?: string };
  site: LoadedSite;
  stages: Stages;
  cache?: BuildCache;
  pool?: RenderPool;
  diagnostics: Diagnostic[];
  stats: BuildResult['stats'];
  failed: () => boolean;
}

/** Plan, render (or take from the cache), check links, index, and write the site. Returns whether the build succeeded. */
async function renderAndWrite(ctx: BuildContext): Promise<boolean> {
  const { options, root, outDir, urls, site, stages, cache, diagnostics, stats, failed } = ctx;
  const linkSeverity = options.allowBrokenLinks ? 'warning' : 'error';
  const { plan, diagnostics: planDiagnostics } = stages.planSite(site, urls, { playgroundProxy: options.playgroundProxy });
  diagnostics.push(...planDiagnostics);
  const { graph } = plan;
  // The main thread needs a renderer only for the 404 and redirect pages: while workers render, it loads meanwhile.
  // (Only then: two imports of one module at once are a race in vitest's module runner, which renders in-process.)
  const renderer = ctx.pool ? import('./render/page.js') : undefined;
  renderer?.catch(() => undefined);

  // With errors already known the build will fail, but rendering still runs to report markdown problems too.
  const writer = outDir && !failed() ? await stages.createSiteWriter(outDir) : undefined;
  const start = () => startSearch(diagnostics);
  const search = writer ? (cache ? cache.search(graph.pages.length, start) : await start()) : undefined;
  const writes = createLimiter(WRITE_CONCURRENCY);
  try {
    const links = stages.createLinkChecker();
    const produced = await stages.producePages(plan.init, (page) => site.content.pages.get(page.path) ?? '', {
      cache,
      workers: options.workers,
      pool: ctx.pool,
      outDir: writer?.tempDir,
      async onPage(index, rendered) {
        links.add(rendered);
        diagnostics.push(...stages.withLinkSeverity(rendered.diagnostics, linkSeverity));
        const { html } = rendered;
        if (writer && !failed() && html !== undefined) await writes.run(() => writer.writeFile(rendered.outPath, html));
        const url = withBase(urls.base, graph.pages[index].url);
        if (search && !failed()) await search.add({ url, html: rendered.searchHtml, order: index });
        stats.pages++;
      },
    });
    diagnostics.push(...links.check(linkSeverity));
    Object.assign(stats, produced);

    if (!writer || failed()) {
      await writes.drain().catch(() => undefined);
      await writer?.abort();
      return !failed() && !outDir;
    }
    for (const asset of graph.assets) await writes.run(() => writer.copyFile(path.join(root, asset), asset));
    const { createRenderer } = await (renderer ?? import('./render/page.js'));
    const generated = [...stages.createSiteFiles(plan, createRenderer(plan.init)), ...(search ? await finishSearch(search, diagnostics) : [])];
    for (const file of generated) await writes.run(() => writer.writeFile(file.path, file.content));
    await writes.drain();
    await writer.commit();
    stats.assets = graph.assets.length;
    stats.files = stats.pages + graph.assets.length + generated.length;
    await cache?.commit({
      diagnostics: sortDiagnostics(diagnostics),
      stats: { pages: stats.pages, assets: stats.assets, files: stats.files },
      externals: site.openapi.files.filter((file) => !file.startsWith(root + path.sep)).sort(),
      remote: site.config.openapi.some((source) => /^https?:/i.test(source)),
    });
    return true;
  } catch (error) {
    await writes.drain().catch(() => undefined);
    // Workers write into the temporary folder too: they stop before it is deleted, or they would make it again.
    await ctx.pool?.close();
    await writer?.abort();
    throw error;
  } finally {
    await search?.close();
  }
}

/**
 * The pipeline's stages, imported when needed: an up-to-date build never loads them. One after the other: they share
 * modules, and concurrent imports of one module race in vitest's module runner (Node gains nothing from them either).
 */
async function loadStages() {
  const loadSite = await import('./site/load-site.js');
  const planSite = await import('./site/plan-site.js');
  const cachedPages = await import('./cache/cached-pages.js');
  const siteFiles = await import('./site/site-files.js');
  const write = await import('./render/write.js');
  const linkChecker = await import('./site/link-checker.js');
  return {
    loadSite: loadSite.loadSite,
    planSite: planSite.planSite,
    producePages: cachedPages.producePages,
    createSiteFiles: siteFiles.createSiteFiles,
    createSiteWriter: write.createSiteWriter,
    createLinkChecker: linkChecker.createLinkChecker,
    withLinkSeverity: linkChecker.withLinkSeverity,
  };
}

/** The options that change a build's output or result, as one string (part of every cache key). */
function optionsKey(options: BuildOptions): string {
  const { root: _root, outDir: _outDir, workers: _workers, cache: _cache, force: _force, onWaitForLock: _onWait, ...rest } = options;
  return JSON.stringify({ ...rest, base: normalizeBase(options.base) }, Object.keys({ ...rest, base: '' }).sort());
}

/** Start the search index; when Pagefind cannot run here, the site is built without search (with a warning). */
async function startSearch(diagnostics: Diagnostic[]): Promise<SearchIndexer | undefined> {
  try {
    const { createSearchIndexer } = await import('./search/index.js');
    return await createSearchIndexer();
  } catch (error) {
    diagnostics.push(searchWarning(`could not start the search indexer (Pagefind): ${error instanceof Error ? error.message : String(error)}`));
    return undefined;
  }
}

/** The search index files, with a warning for each page Pagefind could not index. */
async function finishSearch(search: SearchIndexer, diagnostics: Diagnostic[]) {
  const files = await search.files();
  for (const error of search.errors) diagnostics.push(searchWarning(error));
  return files;
}

function searchWarning(message: string): Diagnostic {
  return { severity: 'warning', rule: 'search/index', file: '(search)', message, hint: 'the site works, but its search box finds nothing' };
}

/**
 * Whether the build may replace `outDir` (see site/output-guard.ts), and the real path it then writes to. The cache
 * folder, which the build writes too, is checked with it.
 */
function checkOutput(root: string, outDir: string, options: BuildOptions): { diagnostics: Diagnostic[]; realOut: string } {
  const cacheDir = options.cache === false ? undefined : cacheDirOf(root);
  const checked = checkOutputFolder({ root, outDir, cacheDir, force: options.force });
  if (checked.diagnostics.length || !cacheDir) return checked;
  return { diagnostics: checkCacheFolder({ root, cacheDir }), realOut: checked.realOut };
}

/**
 * The output path as the cache sees it: spelled under the docs folder as given when it lies inside it, so the cache
 * skips it when it lists the docs folder's files (the real path differs when the docs folder is reached via a symlink).
 */
function cacheOutPath(root: string, realOut: string): string {
  const realRoot = realPathOf(root);
  return realOut.startsWith(realRoot + path.sep) ? path.join(root, path.relative(realRoot, realOut)) : realOut;
}

/**
 * Take the output folder's lock (see render/output-lock.ts), waiting for another build that holds it. When it cannot
 * be had, the reason is an error diagnostic and the build stops before touching anything.
 */
async function lockOutput(outDir: string, options: BuildOptions, diagnostics: Diagnostic[]): Promise<OutputLock | undefined> {
  const problem = (message: string, hint: string) => {
    diagnostics.push({ severity: 'error', rule: 'build/output-locked', file: '(command line)', message, hint });
    return undefined;
  };
  let taken: Awaited<ReturnType<typeof acquireOutputLock>>;
  try {
    taken = await acquireOutputLock(outDir, { onWait: options.onWaitForLock });
  } catch (error) {
    return problem(`cannot write beside the output folder ${outDir}: ${(error as Error).message}`, 'choose an output folder in a folder you can write');
  }
  if (isOutputLock(taken)) return taken;
  return problem(
    `another quire build (pid ${taken.pid}) is writing ${outDir}; waited ${LOCK_WAIT_MS / 60_000} minutes for it`,
    `wait for it to finish and build again; if no quire build is running, delete ${taken.file}`,
  );
}

/** Problems with the command-line options themselves. */
function checkOptions(siteUrl: string | undefined): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  if (siteUrl !== undefined && !/^https?:\/\/[^/]+/i.test(siteUrl)) {
    diagnostics.push({
      severity: 'error',
      rule: 'build/site-url',
      file: '(command line)',
      message: `--site-url must be an absolute http(s) URL, found "${siteUrl}"`,
      hint: 'e.g. `--site-url https://docs.example.com`',
    });
  }
  return diagnostics;
}
