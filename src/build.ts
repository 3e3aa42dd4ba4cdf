/**
 * `quire build` and `quire check`, as the pipeline's stages:
 *
 *   load → plan → produce → search → commit
 *
 * `load` reads site.json, the pages and the OpenAPI files; `plan` resolves the page graph and what rendering needs;
 * `produce` renders (or takes from the cache) and writes every page and file into a temporary folder; `search`
 * finishes the index the pages were fed to; `commit` swaps the folder in. Each stage is a timed step. Problems from
 * every stage are collected and the build fails once at the end; the previous output is only replaced when the
 * whole build succeeded.
 */
import path from 'node:path';
import { openBuildCache, type BuildCache } from './cache/build-cache.js';
import { usableCacheDir } from './cache/cache-folder.js';
import { cacheDirOf } from './cache/store.js';
import { isMintlifyConfigFile } from './config/mintlify-file.js';
import { countDiagnostics, isSiteError, sortDiagnostics, type Diagnostic } from './diagnostics.js';
import { checkOutput, lockOutput } from './produce/output-folder.js';
import type { RenderPool } from './produce/pool.js';
import type { ProducedSite } from './produce/produce-site.js';
import type { SiteWriter, SiteWriterOptions } from './produce/site-writer.js';
import type { ShardedSearch } from './search/sharded-index.js';
import type { SiteSearchStarter } from './search/site-search.js';
import { normalizeBase } from './utils/url.js';

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
  /** Fetch nothing from the network (`--offline`): OpenAPI URLs come from the cache of an earlier build, if any. */
  offline?: boolean;
  /** Google Fonts' base URL for `fonts` families without `source` (default `https://fonts.googleapis.com`; tests). */
  googleFontsUrl?: string;
  /** Worker threads for rendering; default depends on the page count and cores. */
  workers?: number;
  /** URL of a `quire proxy` the API playground sends requests through (for sites on static hosting). */
  playgroundProxy?: string;
  /** Folders (absolute) and URLs OpenAPI files may also come from (`--allow-openapi-root`; see openapi/allowed-roots.ts). */
  allowOpenapiRoots?: string[];
  /**
   * The build cache (builds with an output folder only; see `cacheDir`): `false` turns it off; `version`
   * stands in for Quire's version in its keys (tests). @default on
   */
  cache?: false | { version?: string };
  /**
   * The cache folder (`--cache-dir`): rendered pages, build records and the copies of OpenAPI files fetched from
   * URLs (those are kept even with `cache: false`). @default `<docs>/.quire/cache`
   */
  cacheDir?: string;
  /** More paths that are not the site's sources, e.g. the output folder `quire check` does not write. */
  exclude?: string[];
  /**
   * The template overrides folder (`--templates`; relative to the current folder): Eta templates and stylesheets
   * that replace Quire's by name. Trusted code: templates run with the user's rights. Never taken from the docs folder.
   */
  templates?: string;
  /**
   * Replace an output folder that is not empty and was not written by Quire (never a file, the docs, home or current
   * folder, or a folder inside the docs folder; see produce/output-guard.ts).
   */
  force?: boolean;
  /** Called once when another build holds the output folder's lock and this one waits for it (with its pid). */
  onWaitForLock?: (pid: number) => void;
  /** Hooks into the output folder's swap, for tools and tests (see `SiteWriterOptions`). */
  writer?: SiteWriterOptions;
}

/** The stages of a build, in order; a build that stops early has run only some. */
export type BuildStep = 'prepare' | 'load' | 'plan' | 'produce' | 'search' | 'commit';

/** What a build did. */
export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** Of the pages, `rendered` were rendered and `reused` came from the build cache (`cacheDir`). */
  stats: {
    pages: number;
    assets: number;
    files: number;
    durationMs: number;
    rendered: number;
    reused: number;
    /** Output files written or deleted, when the build updated the output folder in place (only what changed). */
    changed?: number;
  };
  /** How long each stage that ran took, in order. */
  steps: Array<{ step: BuildStep; ms: number }>;
}

/** Build (or, without `outDir`, check) the site in `options.root`. Never throws for user mistakes. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const run = startRun(options);
  const { diagnostics, step, finish, failed } = run;
  const root = path.resolve(options.root);
  const urls = { base: normalizeBase(options.base), siteUrl: options.siteUrl };
  const cacheDir = cacheDirOf(root, options.cacheDir);
  const templates = options.templates === undefined ? undefined : path.resolve(options.templates);
  const output = options.outDir
    ? checkOutput(root, path.resolve(options.outDir), {
        force: options.force,
        cache: options.cache !== false,
        cacheDir,
      })
    : undefined;
  // A cache reached through a symbolic link (one a repository can carry) is not used at all, OpenAPI copies included
  // (a link onto the docs, home or current folder is refused above, as an error).
  const usable = usableCacheDir(root, options.cacheDir);
  const useCache = options.cache !== false && usable.dir !== false;
  if (usable.diagnostic && !output?.diagnostics.length) diagnostics.push(usable.diagnostic);
  diagnostics.push(...(output?.diagnostics ?? []), ...checkOptions(options.siteUrl, urls.base));
  if (failed()) return finish(false);
  const outDir = output?.outDir;
  const lock = outDir ? await lockOutput(outDir, options.onWaitForLock, diagnostics) : undefined;
  if (failed()) return finish(false);

  let pool: RenderPool | undefined;
  let writer: SiteWriter | undefined;
  let search: ShardedSearch | undefined;
  let starter: SiteSearchStarter | undefined;
  try {
    // Prepare: put back an output folder a killed build had moved away, and ask the cache whether the output is
    // already this build (then none of the pipeline's modules are even loaded).
    const prepared = await step('prepare', async () => {
      if (!outDir) return { upToDate: undefined, cache: undefined };
      await (await import('./produce/site-writer.js')).recoverOutput(outDir);
      const cache = useCache
        ? await openBuildCache({
            root,
            outDir: output.cacheOutDir,
            dir: cacheDir,
            options: optionsKey(options),
            templatesDir: templates,
            version: options.cache ? options.cache.version : undefined,
          })
        : undefined;
      return { cache, upToDate: await cache?.upToDate() };
    });
    const { cache, upToDate } = prepared;
    if (upToDate) {
      diagnostics.push(...upToDate.diagnostics);
      Object.assign(run.stats, upToDate.stats, { reused: upToDate.stats.pages });
      return finish(true);
    }
    const stages = await loadStages();
    // With the cache on, a manifest of the output (kept in the cache folder) lets the writer touch only what changed:
    // it is read, and the output's files stat'd, on the thread pool while the site loads.
    const manifest = outDir && cache ? path.join(cacheDir, 'output-manifest.json') : undefined;
    const previousOutput = manifest ? stages.readPreviousOutput(manifest, outDir!) : undefined;
    previousOutput?.catch(() => undefined);
    // A build that will render most pages starts its workers first: they load the pipeline while the site loads here.
    const files = cache && !cache.warm ? await cache.markdownFiles() : 0;
    const early = cache && !cache.warm ? (options.workers ?? stages.defaultWorkerCount(files)) : 0;
    if (early > 0) pool = stages.startRenderPool(early, files);

    // The pages as the cache's hash of the inputs read them: not read a second time.
    const read = await cache?.inputsRead();
    const loaded = await step('load', () =>
      stages.loadSite(root, {
        ...(read && { read }),
        exclude: [
          ...(outDir ? [path.resolve(options.outDir!), outDir] : []),
          ...(options.exclude ?? []).map((file) => path.resolve(file)),
          cacheDir,
        ],
        allowOpenapiRoots: options.allowOpenapiRoots,
        offline: options.offline,
        cacheDir: usable.dir,
        ...(options.googleFontsUrl !== undefined && { googleFontsUrl: options.googleFontsUrl }),
        templates,
      }),
    );
    diagnostics.push(...loaded.diagnostics);
    const site = loaded.site;
    if (!site) return finish(false);
    const count = options.workers ?? stages.defaultWorkerCount(site.content.pages.size);
    if (!pool && !cache?.warm && count > 0) pool = stages.startRenderPool(count, site.content.pages.size);

    const planned = await step('plan', async () =>
      stages.planSite(site, urls, { playgroundProxy: options.playgroundProxy }),
    );
    // Mintlify publishes a project whose links, images, snippets or navigation entries lead nowhere (its checker is a
    // separate command, `mint broken-links`), so in docs.json and mint.json projects they are warnings, as they are
    // with --allow-broken-links; site.json keeps Quire's rule, and --strict makes them errors everywhere.
    const linkSeverity = options.allowBrokenLinks || isMintlifyConfigFile(site.configFile) ? 'warning' : 'error';
    diagnostics.push(...stages.withLinkSeverity(planned.diagnostics, linkSeverity));
    const { plan } = planned;

    // With errors already known the build will fail, but producing still runs to report every page's problems too.
    if (outDir && !failed()) {
      writer = await stages.createSiteWriter(outDir, { ...options.writer, manifest, previous: previousOutput });
      const shards = stages.planSearchShards(stages.searchPagesOf(plan.graph));
      starter = stages.siteSearchStarter(diagnostics);
      const start = starter.start;
      const output = writer;
      search = cache
        ? cache.search(shards, start, (file, hash) => output.previousFile(file, hash) !== undefined)
        : stages.createShardedSearch({ plan: shards, fingerprint: '', start });
    }
    const produced = await step('produce', () =>
      stages.produceSite({
        site,
        plan,
        base: urls.base,
        writer,
        cache,
        pool,
        workers: options.workers,
        search,
        linkSeverity,
        diagnostics,
        failed,
      }),
    );
    Object.assign(run.stats, { pages: produced.pages, rendered: produced.rendered, reused: produced.reused });
    if (!writer || failed()) {
      await writer?.abort();
      return finish(!failed() && !outDir);
    }

    const written = writer;
    const indexed = await step('search', async () => {
      const files = search ? await stages.finishSiteSearch(search, diagnostics) : [];
      for (const file of files) {
        // A file of an unchanged shard is read from the cache only when the output does not have it already.
        if ('content' in file) await written.writeFile(file.path, file.content);
        else if (!written.keepFile(file.path, file.hash)) await written.writeFile(file.path, await file.load());
      }
      return files.length;
    });
    await step('commit', () =>
      commit({
        writer: written,
        cache,
        produced,
        indexed,
        run,
        site: { root, openapi: site.openapi.files, sources: site.config.openapi },
      }),
    );
    return finish(true);
  } catch (error) {
    // Workers write into the temporary folder too: they stop before it is deleted, or they would make it again.
    await pool?.close();
    await writer?.abort();
    // A problem found while writing (two outputs at one path): reported like any other, the output left as it was.
    if (isSiteError(error)) {
      diagnostics.push(...error.diagnostics);
      return finish(false);
    }
    throw error;
  } finally {
    await search?.close();
    await starter?.release();
    await pool?.close();
    lock?.release();
  }
}

/** The state of one build: its diagnostics, counts and step timings. */
interface BuildRun {
  diagnostics: Diagnostic[];
  stats: BuildResult['stats'];
  /** Run one stage, timing it. */
  step<T>(name: BuildStep, work: () => Promise<T>): Promise<T>;
  /** Whether the build has failed: an error, or a warning with `strict`. */
  failed(): boolean;
  finish(ok: boolean): BuildResult;
}

function startRun(options: BuildOptions): BuildRun {
  const started = performance.now();
  const diagnostics: Diagnostic[] = [];
  const stats = { pages: 0, assets: 0, files: 0, durationMs: 0, rendered: 0, reused: 0 };
  const steps: BuildResult['steps'] = [];
  return {
    diagnostics,
    stats,
    async step(name, work) {
      const began = performance.now();
      try {
        return await work();
      } finally {
        steps.push({ step: name, ms: Math.round(performance.now() - began) });
      }
    },
    failed() {
      const { errors, warnings } = countDiagnostics(diagnostics);
      return errors > 0 || (options.strict === true && warnings > 0);
    },
    finish(ok) {
      stats.durationMs = Math.round(performance.now() - started);
      return { ok, diagnostics: sortDiagnostics(diagnostics), stats, steps };
    },
  };
}

/** Swap the new output in and record the build in the cache. */
async function commit(input: {
  writer: SiteWriter;
  cache?: BuildCache;
  produced: ProducedSite;
  indexed: number;
  run: BuildRun;
  site: { root: string; openapi: string[]; sources: string[] };
}): Promise<void> {
  const { writer, cache, produced, indexed, run, site } = input;
  await writer.commit();
  const written = writer.stats();
  if (written.mode === 'in-place') run.stats.changed = written.written + written.deleted;
  run.stats.assets = produced.assets;
  run.stats.files = produced.pages + produced.assets + produced.generated + indexed;
  await cache?.commit({
    diagnostics: sortDiagnostics(run.diagnostics),
    stats: { pages: run.stats.pages, assets: run.stats.assets, files: run.stats.files },
    externals: site.openapi.filter((file) => !file.startsWith(site.root + path.sep)).sort(),
    remote: site.sources.some((source) => /^https?:/i.test(source)),
    output: writer.listing(),
    llms: produced.llms,
  });
}

/**
 * The pipeline's stages, imported when needed: an up-to-date build never loads them. One after the other, since
 * they share modules and loading them at once gains nothing.
 */
async function loadStages() {
  const loadSite = await import('./site/load-site.js');
  const planSite = await import('./site/plan-site.js');
  const pool = await import('./produce/pool.js');
  const produceSite = await import('./produce/produce-site.js');
  const siteWriter = await import('./produce/site-writer.js');
  const outputManifest = await import('./produce/output-manifest.js');
  const siteSearch = await import('./search/site-search.js');
  const shardPlan = await import('./search/shard-plan.js');
  const searchPages = await import('./render/search-pages.js');
  const shardedIndex = await import('./search/sharded-index.js');
  const linkChecker = await import('./site/link-checker.js');
  return {
    loadSite: loadSite.loadSite,
    planSite: planSite.planSite,
    defaultWorkerCount: pool.defaultWorkerCount,
    startRenderPool: pool.startRenderPool,
    produceSite: produceSite.produceSite,
    createSiteWriter: siteWriter.createSiteWriter,
    readPreviousOutput: outputManifest.readPreviousOutput,
    siteSearchStarter: siteSearch.siteSearchStarter,
    planSearchShards: shardPlan.planSearchShards,
    searchPagesOf: searchPages.searchPagesOf,
    createShardedSearch: shardedIndex.createShardedSearch,
    finishSiteSearch: siteSearch.finishSiteSearch,
    withLinkSeverity: linkChecker.withLinkSeverity,
  };
}

/** The options that change a build's output or result, as one string (part of every cache key). */
function optionsKey(options: BuildOptions): string {
  const {
    root: _root,
    outDir: _outDir,
    workers: _workers,
    cache: _cache,
    cacheDir: _cacheDir,
    exclude: _exclude,
    force: _force,
    onWaitForLock: _onWait,
    writer: _writer,
    ...rest
  } = options;
  const key = {
    ...rest,
    base: normalizeBase(options.base),
    templates: options.templates && path.resolve(options.templates),
  };
  return JSON.stringify(key, Object.keys(key).sort());
}

/** Problems with the command-line options themselves. */
function checkOptions(siteUrl: string | undefined, base: string): Diagnostic[] {
  if (siteUrl === undefined) return [];
  if (/^https?:\/\/[^/]+/i.test(siteUrl)) {
    // Absolute links are the site URL's origin followed by the base path: a path in --site-url alone would be lost.
    let path = '/';
    try {
      path = new URL(siteUrl).pathname.replace(/\/*$/, '/');
    } catch {
      return [];
    }
    if (path === '/' || path === base) return [];
    return [
      {
        severity: 'warning',
        rule: 'build/site-url-path',
        file: '(command line)',
        message: `--site-url has the path "${path}", which Quire does not use: absolute links are its origin followed by the base path ("${base}")`,
        hint: `if the site is served under ${path}, add \`--base ${path}\`; otherwise give --site-url without a path`,
      },
    ];
  }
  return [
    {
      severity: 'error',
      rule: 'build/site-url',
      file: '(command line)',
      message: `--site-url must be an absolute http(s) URL, found "${siteUrl}"`,
      hint: 'e.g. `--site-url https://docs.example.com`',
    },
  ];
}
