/**
 * `quire dev` put together: a session (the site in memory), a watcher feeding a debounced queue of changes, the
 * SSE hub for live reload, the HTTP server (dev routes, then the site), background rendering, and the terminal.
 * Per STYLE §4.7 a mistake in the site is reported and the server keeps serving; any other error is a bug and goes
 * to `onFatal`.
 */
import { isSiteError, type Diagnostic } from '../diagnostics.js';
import { createHostCheck } from '../server/allowed-host.js';
import { createSiteServer, listen } from '../server/http-server.js';
import { createOverlayPayload } from './overlay.js';
import { createChangeQueue } from './queue.js';
import { createReloadHub, type ReloadHub } from './reload.js';
import { createDiagnosticsReporter } from './report.js';
import { createDevRoutes } from './routes.js';
import { createDevSearch } from './search.js';
import { createDevSession, type DevSession } from './session.js';
import { createDevStaticHandler } from './static.js';
import type { DevUpdate, SearchIndexHook } from './types.js';
import { createWarmer } from './warm.js';
import { createWatcher, type DevWatcher } from './watch.js';

/** Background rendering starts a moment after the server answers, so the browser's first requests go first. */
const WARM_DELAY_MS = 200;

/** File times and the process clock can disagree by a timer tick. */
const FS_CLOCK_MARGIN_MS = 20;

/** Options of {@link startDevServer}. */
export interface DevServerOptions {
  /** The docs folder. */
  root: string;
  /** Port to listen on; 0 picks a free one. @default 3000 */
  port?: number;
  /** Interface to bind. @default '127.0.0.1' */
  host?: string;
  /** Sub-path the site is served from. @default '/' */
  base?: string;
  /** `--allow-openapi-root`: folders (absolute) and URLs OpenAPI files may also come from. */
  allowOpenapiRoots?: string[];
  /** The cache folder (`--cache-dir`), where copies of OpenAPI URLs go. @default `<root>/.quire/cache` */
  cacheDir?: string;
  /** `--templates`: the template overrides folder (absolute), watched too. */
  templates?: string;
  /** Render pages nobody asked for yet in the background. @default true */
  warm?: boolean;
  /** Quiet time before a batch of changes is processed, in ms. @default 30 */
  debounceMs?: number;
  /** Colour terminal output. @default false */
  color?: boolean;
  /** Where progress lines go (default: nowhere). */
  log?(text: string): void;
  /** Where diagnostics go (default: nowhere). */
  logProblems?(text: string): void;
  /** The search index, told about every changed page. Default: the built-in Pagefind index; `false` turns search off. */
  search?: SearchIndexHook | false;
  /** A bug (not a mistake in the site) happened while rebuilding; the server should stop. */
  onFatal?(error: unknown): void;
  /** Called after each batch of changes was processed (for tests and benchmarks). */
  onUpdate?(update: DevUpdate, durationMs: number): void;
}

/** A running dev server. */
export interface DevServer {
  /** Base URL, e.g. `http://127.0.0.1:3000/`. */
  url: string;
  port: number;
  session: DevSession;
  hub: ReloadHub;
  /** Resolves once file changes are being watched. */
  watching: Promise<void>;
  /** Resolves once no change is pending or being processed. */
  idle(): Promise<void>;
  /** Resolves once every page is rendered. */
  warmed(): Promise<void>;
  /** Resolves once the built-in search index has no rebuild pending or running. */
  searchIdle(): Promise<void>;
  /** Stop watching and serving; ends every open connection. */
  close(): Promise<void>;
}

/** Load the site in `options.root`, start serving it and watching it. Rejects when the port cannot be used. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? (() => {});
  const reporter = createDiagnosticsReporter(options.logProblems ?? (() => {}), options.color);
  const fatal = options.onFatal ?? ((error: unknown) => log(`quire: internal error: ${String(error)}\n`));
  let hub: ReloadHub | undefined;
  let closed = false;
  let reportTimer: NodeJS.Timeout | undefined;

  const report = () => {
    clearTimeout(reportTimer);
    reportTimer = undefined;
    const diagnostics: Diagnostic[] = session.diagnostics();
    reporter.update(diagnostics);
    hub?.setErrors(createOverlayPayload(diagnostics.filter((d) => d.severity === 'error')));
  };
  const session = createDevSession(options.root, {
    base: options.base,
    allowOpenapiRoots: options.allowOpenapiRoots,
    cacheDir: options.cacheDir,
    templates: options.templates,
    // Background renders find problems too; report them in groups rather than after every page.
    onRender: () => (reportTimer ??= setTimeout(report, 100)),
  });

  const devSearch =
    options.search === undefined
      ? createDevSearch(session, { onError: (message) => log(`quire: ${message}\n`) })
      : undefined;
  const searchHook = options.search === false ? undefined : (options.search ?? devSearch?.hook);
  let watcher: DevWatcher | undefined;
  let warmedOnce = false;
  const startedAt = performance.now();
  const warmer = createWarmer(
    session,
    () => {
      report();
      if (!warmedOnce) devSearch?.refresh();
      if (warmedOnce || session.stats().pages === 0) return;
      warmedOnce = true;
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
      log(`✓ Rendered all ${session.stats().pages} pages in the background (${seconds} s after start)\n`);
    },
    fatal,
  );
  const warm = () => {
    if (options.warm !== false && !closed) warmer.schedule();
  };
  const queue = createChangeQueue({
    delay: options.debounceMs,
    async run(paths) {
      const begun = performance.now();
      const update = await session.applyChanges(paths);
      // Nothing to tell the tabs when a batch changed nothing (a save without changes, a file's access time).
      const reloaded = update.changed.size > 0 || update.reloadAll ? (hub?.publish(update) ?? 0) : 0;
      report();
      watcher?.watchFiles(session.externalInputs());
      const ms = performance.now() - begun;
      // The search index hears of the batch before anyone waiting on onUpdate does.
      await searchHook?.pagesChanged({ pages: update.pages, removed: update.removed, all: update.reloadAll });
      options.onUpdate?.(update, ms);
      if (update.changed.size > 0 || update.reloadAll || reloaded > 0) log(describeUpdate(update, reloaded, ms));
      warm();
    },
    onError(error) {
      warm();
      if (isSiteError(error)) report();
      else fatal(error);
    },
  });
  const onChange = (rel: string) => {
    // Background rendering yields to a change: it is what the author is waiting for.
    warmer.pause();
    queue.push(rel);
  };

  const loadStartedAt = Date.now();
  await session.start();
  hub = createReloadHub({
    resolve: (pathname) => session.resolve(pathname),
    keyOf: (pathname) => session.keyOf(pathname),
  });
  const routes = createDevRoutes({ hub, plan: () => session.plan(), search: devSearch?.route });
  const server = createSiteServer(routes, createDevStaticHandler(session), {
    allowedHost: createHostCheck(options.host ?? '127.0.0.1'),
  });
  let port: number;
  try {
    port = await listen(server, options.port ?? 3000, options.host ?? '127.0.0.1');
  } catch (error) {
    hub.close();
    throw error;
  }
  // Watching starts once the server answers, so the first page is served sooner; files changed since the load
  // began are caught up when the watcher is ready, so nothing saved during start-up is missed.
  const activeWatcher = createWatcher({
    root: session.root,
    onChange,
    onError: fatal,
    skip: (rel, isFolder) => session.ignores(rel, isFolder),
    ...(options.cacheDir !== undefined && { ignore: [options.cacheDir] }),
  });
  watcher = activeWatcher;
  activeWatcher.watchFiles(session.externalInputs());
  const watching = activeWatcher.ready.then(async () => {
    for (const rel of await activeWatcher.modifiedSince(loadStartedAt - FS_CLOCK_MARGIN_MS)) onChange(rel);
  });
  report();
  const warmTimer = setTimeout(warm, WARM_DELAY_MS);
  // Without background rendering, the search index renders what it needs itself.
  if (options.warm === false) devSearch?.refresh();
  const host = options.host ?? '127.0.0.1';
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}${session.base}`,
    port,
    session,
    hub,
    watching,
    idle: async () => {
      await watching;
      await queue.idle();
    },
    warmed: () => warmer.idle(),
    searchIdle: async () => {
      await devSearch?.idle();
    },
    async close() {
      closed = true;
      clearTimeout(warmTimer);
      clearTimeout(reportTimer);
      queue.close();
      warmer.stop();
      await devSearch?.close();
      await activeWatcher.close();
      hub?.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** One terminal line per batch, e.g. `↻ guide/setup.md: 1 page changed, 1 tab reloaded (4 ms)`. */
function describeUpdate(update: DevUpdate, reloaded: number, ms: number): string {
  const files = update.files.length === 1 ? update.files[0] : `${update.files.length} files`;
  const pages = update.reloadAll
    ? 'every page reloads'
    : `${update.pages.length} page${update.pages.length === 1 ? '' : 's'} changed`;
  const tabs = `${reloaded} tab${reloaded === 1 ? '' : 's'} reloaded`;
  return `↻ ${files}: ${pages}, ${tabs} (${Math.round(ms)} ms)\n`;
}
