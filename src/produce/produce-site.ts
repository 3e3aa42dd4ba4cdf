/**
 * The produce stage: turn a planned site into files in the output folder being written. Pages are rendered (on
 * worker threads when there are many) or taken from the build cache; workers write their pages themselves, the rest
 * are written here. Then links and `#fragments` are checked across pages, static files copied, and the generated
 * files (stylesheets, scripts, 404 page, redirects, sitemap, `_headers`) written. Pages feed the search index as
 * they come; finishing the index is the next stage.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, writeSync, writevSync } from 'node:fs';
import path from 'node:path';
import type { BuildCache } from '../cache/build-cache.js';
import type { LlmsFullLayout } from '../cache/page-summaries.js';
import type { Diagnostic } from '../diagnostics.js';
import type { PageNode } from '../graph/types.js';
import type { ShardPage } from '../search/sharded-index.js';
import { checkHeaderLimits } from '../site/host-limits.js';
import { createLinkChecker, withLinkSeverity } from '../site/link-checker.js';
import type { LoadedSite } from '../site/load-site.js';
import type { SitePlan } from '../site/plan-site.js';
import { createSiteFiles } from '../site/site-files.js';
import { createFeedFiles } from '../render/feed-files.js';
import { createLlmsIndex, llmsFullLayout, llmsSections } from '../render/llms-files.js';
import { markdownOutPath } from '../render/page-markdown.js';
import { mergePageSources, type PageSources } from '../render/page-sources.js';
import { textOf } from '../render/styles.js';
import { createLimiter } from '../utils/limiter.js';
import { withBase } from '../utils/url.js';
import type { RenderPool } from './pool.js';
import { createMarkdownSpool, type MarkdownSpool } from './markdown-spool.js';
import type { DeliveredPage } from './page-sink.js';
import { producePages } from './produce-pages.js';
import { writeSocialImages } from './social-images.js';
import type { SiteWriter } from './site-writer.js';

/** Output files written at the same time. */
const WRITE_CONCURRENCY = 16;
const LLMS_FULL = 'llms-full.txt';
/** Bytes of `llms-full.txt` gathered before they are written. */
const LLMS_FULL_CHUNK = 1 << 20;

async function markdownRenderer(plan: SitePlan): Promise<(page: PageNode, raw: string) => string> {
  const { createPageMarkdown } = await import('../render/page-markdown.js');
  return createPageMarkdown(plan.init);
}

/** What {@link produceSite} works with. */
export interface ProduceContext {
  site: LoadedSite;
  plan: SitePlan;
  /** The site's base path (`/docs/`), for the URLs pages are indexed under. */
  base: string;
  /** The output folder being written; without it (`quire check`) pages are rendered and checked only. */
  writer?: SiteWriter;
  cache?: BuildCache;
  /** Worker threads started early; `workers` says how many to start otherwise (see `renderPages`). */
  pool?: RenderPool;
  workers?: number;
  /** The search index pages are added to (each with its index in the graph as `order`). */
  search?: { add(page: ShardPage): Promise<void> };
  /** The severity of broken links, anchors and images (`--allow-broken-links` makes them warnings). */
  linkSeverity: Diagnostic['severity'];
  /** Problems are reported here as they are found. */
  diagnostics: Diagnostic[];
  /** Whether the build has failed already: then nothing more is written or indexed, but every page is still checked. */
  failed(): boolean;
}

/** What was produced. */
export interface ProducedSite {
  pages: number;
  /** Of the pages, `rendered` were rendered and `reused` came from the build cache. */
  rendered: number;
  reused: number;
  assets: number;
  /** Files written besides pages and assets (not counting the search index). */
  generated: number;
  /** `llms-full.txt` (when written): its hash, and where each page's Markdown sits in it (by page index). */
  llms?: LlmsFullLayout;
}

/** Produce every page and file of `ctx.plan`. Throws only on internal errors; the caller then aborts the writer. */
export async function produceSite(ctx: ProduceContext): Promise<ProducedSite> {
  const { site, plan, writer, search, diagnostics, failed } = ctx;
  const { graph } = plan;
  // Generated pages (404, redirects) need a renderer here: with workers rendering, it loads meanwhile; without them
  // this thread renders and loads it anyway.
  const renderer = ctx.pool ? import('../render/page.js') : undefined;
  renderer?.catch(() => undefined);
  const writes = createLimiter(WRITE_CONCURRENCY);
  const links = createLinkChecker();
  // Each page's Markdown version, by page index, for `llms-full.txt` (on disk: it can be hundreds of megabytes).
  const markdowns = writer ? createMarkdownSpool() : undefined;
  let pageMarkdown: ((page: PageNode, raw: string) => string) | undefined;
  const sourceOf = (page: PageNode): string => site.content.pages.get(page.path) ?? '';
  // The last build's `llms-full.txt`, where unchanged pages' Markdown is read from, when it is still in the output
  // (known once the cache's lookup has read the last build's summaries, so looked up on first use).
  let oldLlms: { file?: string } | undefined;
  const oldLlmsFile = () => {
    const hash = ctx.cache?.previousLlmsHash;
    oldLlms ??= { file: writer && hash ? writer.previousFile(LLMS_FULL, hash) : undefined };
    return oldLlms.file;
  };
  // The pages `llms-full.txt` holds: only theirs is the Markdown needed here (every page's `.md` is its own file).
  const inLlms = new Set(llmsSections(graph).flatMap((section) => section.pages));
  // What each page needs from the Content-Security-Policy (embeds, style attributes), by page index: `_headers` names
  // exactly what the pages use.
  const pageSources: Array<PageSources | undefined> = [];
  let pages = 0;
  try {
    const produced = await producePages(plan.init, sourceOf, {
      cache: ctx.cache,
      workers: ctx.workers,
      pool: ctx.pool,
      outDir: writer?.tempDir,
      async onPage(index, delivered) {
        let page = delivered;
        links.add(page);
        diagnostics.push(...withLinkSeverity(page.diagnostics, ctx.linkSeverity));
        const node = graph.pages[index];
        const { path: pagePath, outPath, ids, links: pageLinks, diagnostics: problems, hashes, lookups } = page;
        const { sources } = page;
        pageSources[index] = sources;
        ctx.cache?.note(index, {
          path: pagePath,
          outPath,
          ids,
          links: pageLinks,
          diagnostics: problems,
          hashes,
          ...(lookups && { lookups }),
          ...(sources && { sources }),
        });
        if (writer && !failed()) {
          if ('load' in page) {
            // Unchanged in the cache: nothing to write when both its files in the output are still these.
            const keptHtml = writer.keepFile(outPath, hashes.html);
            const keptMarkdown =
              hashes.markdown !== undefined && writer.keepFile(markdownOutPath(outPath), hashes.markdown);
            // Its Markdown, when `llms-full.txt` holds it, is where the last one had it.
            const span = page.llms;
            const from = inLlms.has(index) ? oldLlmsFile() : undefined;
            const markdownFound = !inLlms.has(index) || (from !== undefined && span !== undefined);
            if (!keptHtml || !keptMarkdown || !markdownFound) page = await page.load();
            else if (from && span) markdowns?.addFrom(index, from, span[0], span[1]);
          }
          if (!('load' in page)) {
            const { html } = page;
            // A cache entry written before pages had a Markdown version gets one here.
            pageMarkdown ??= page.markdown === undefined ? await markdownRenderer(plan) : undefined;
            const markdown = page.markdown ?? pageMarkdown!(node, sourceOf(node));
            // As `llms-full.txt` holds it: trimmed at the end (see llmsFullLayout).
            markdowns?.add(index, markdown.trimEnd());
            // Without its HTML, the page (and its Markdown) was written by a worker.
            if (html !== undefined) {
              await writes.run(() => writer.writeFile(outPath, html));
              await writes.run(() => writer.writeFile(markdownOutPath(outPath), markdown));
            } else {
              writer.noteWritten(outPath, hashes.html);
              if (hashes.markdown !== undefined) writer.noteWritten(markdownOutPath(outPath), hashes.markdown);
            }
          }
        }
        // The search ignores pages its plan does not hold (those search engines may not index, render/search-pages.ts).
        if (search && !failed()) {
          const url = withBase(ctx.base, node.url);
          const reused = 'load' in page ? page : undefined;
          await search.add(
            reused
              ? { url, order: index, textHash: hashes.search, load: async () => (await reused.load()).searchHtml }
              : { url, order: index, textHash: hashes.search, html: (page as DeliveredPage).searchHtml },
          );
        }
        pages++;
      },
    });
    diagnostics.push(...links.check(ctx.linkSeverity));
    if (!writer || failed()) return { pages, ...produced, assets: 0, generated: 0 };

    for (const asset of graph.assets) await writes.run(() => writer.copyFile(path.join(site.root, asset), asset));
    const { createRenderer } = await (renderer ?? import('../render/page.js'));
    // The docs folder's own `llms.txt` and `llms-full.txt`, copied above, win over the generated ones (site/agent-files.ts).
    const own = new Set(graph.assets.filter((asset) => asset === 'llms.txt' || asset === LLMS_FULL));
    const siteRenderer = createRenderer(plan.init);
    // Changelog pages' RSS feeds, beside them.
    const feeds = createFeedFiles(graph, siteRenderer, sourceOf, plan.init.urls);
    diagnostics.push(...feeds.diagnostics);
    const generated = [
      ...createSiteFiles(plan, siteRenderer, mergePageSources(pageSources)),
      ...feeds.files,
      ...(own.has('llms.txt')
        ? []
        : [{ path: 'llms.txt', content: createLlmsIndex(graph, plan.init.urls, plan.openapiSpecs) }]),
    ];
    const headers = generated.find((file) => file.path === '_headers');
    if (headers) diagnostics.push(...checkHeaderLimits(textOf(headers), site.configFile));
    for (const file of generated) await writes.run(() => writer.writeFile(file.path, file.content));
    const images = await writeSocialImages({
      site,
      plan,
      cache: ctx.cache,
      diagnostics,
      write: (file, content) => writer.writeFile(file, content),
    });
    const counts = { pages, ...produced, assets: graph.assets.length };
    // Without a generated `llms-full.txt`, no layout is recorded: the next build must not read pages from the author's.
    if (own.has(LLMS_FULL)) return { ...counts, generated: generated.length + images };
    const llms = writeLlmsFull(plan, markdowns!);
    await writes.run(() => writer.copyFile(llms.file, LLMS_FULL, llms.hash));
    return { ...counts, generated: generated.length + images + 1, llms: { hash: llms.hash, spans: llms.spans } };
  } finally {
    await writes.drain().catch(() => undefined);
    markdowns?.close();
  }
}

/**
 * Write `llms-full.txt` part by part into a scratch file of `spool`. Returns the file, its hash, and where each
 * page's Markdown landed in it (so that the next build can copy unchanged pages' Markdown from there). Pages'
 * Markdown is copied as bytes (from the last build's file for unchanged pages), gathered and written a megabyte at a
 * time: on a large site that was most of a one-page rebuild when each was read, decoded and encoded again.
 */
function writeLlmsFull(plan: SitePlan, spool: MarkdownSpool): LlmsFullLayout & { file: string } {
  const file = spool.scratchFile(LLMS_FULL);
  const fd = openSync(file, 'w');
  // Hashed as it is written, as `fileHash` would hash the whole file (what the output manifest compares).
  const hash = createHash('sha256');
  const spans = new Map<number, [number, number]>();
  let offset = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = () => {
    for (const chunk of pending) hash.update(chunk);
    const written = writevSync(fd, pending);
    // A short write (rare on a local file) is finished from where it stopped.
    if (written < pendingBytes) {
      const rest = Buffer.concat(pending).subarray(written);
      for (let at = 0; at < rest.length; ) at += writeSync(fd, rest, at);
    }
    pending = [];
    pendingBytes = 0;
  };
  const write = (bytes: Buffer) => {
    pending.push(bytes);
    pendingBytes += bytes.length;
    offset += bytes.length;
    if (pendingBytes >= LLMS_FULL_CHUNK || pending.length >= 1024) flush();
  };
  try {
    for (const part of llmsFullLayout(plan.graph, plan.init.urls)) {
      if (typeof part === 'string') write(Buffer.from(part));
      else {
        // Already trimmed at the end: as the spool was given it, or as the last build's file holds it.
        const bytes = spool.bytes(part);
        spans.set(part, [offset, bytes.length]);
        write(bytes);
      }
    }
    flush();
  } finally {
    closeSync(fd);
  }
  return { file, hash: hash.digest('base64url'), spans };
}
