/**
 * What a render worker does with a page it rendered, when the build lets it: it writes the HTML into the output
 * folder being built and the page's cache entry itself, and sends back only what the main thread still needs (ids,
 * links, diagnostics, and the part of the page the search index reads). A page is a few hundred bytes of such data
 * but tens of KB of HTML, so this keeps copies between threads and most file writes off the main thread, which
 * would otherwise compete with the workers for the same cores.
 */
import { writeFileSync } from 'node:fs';
import { PAGE_KIND, pageEntryPayload } from '../cache/page-entries.js';
import { writeEntrySync } from '../cache/store.js';
import { searchableHtml } from '../search/searchable-html.js';
import { fileHash } from '../utils/hash.js';
import type { PageSummary } from '../cache/page-summaries.js';
import type { RenderedPage } from '../render/page.js';
import { markdownOutPath } from '../render/page-markdown.js';
import { pageSources, type PageSources } from '../render/page-sources.js';
import { createParentDirMaker, outputFileIn } from './site-writer.js';

/**
 * Where rendered pages go: the output folder being written (`SiteWriter.tempDir`) and the cache folder, with the key
 * its entries are authenticated with (cache/machine-key.ts).
 */
export interface PageSink {
  outDir: string;
  cacheDir?: string;
  cacheSecret?: Uint8Array;
}

/** A rendered page as the build receives it. */
export interface DeliveredPage extends Omit<RenderedPage, 'html'> {
  /** The page's HTML; absent when a worker already wrote it (and its cache entry). */
  html?: string;
  /** The part of the page the search index reads (see `searchableHtml`). */
  searchHtml: string;
  hashes: PageHashes;
  /** What the page needs from the Content-Security-Policy (embeds, style attributes); absent when nothing. */
  sources?: PageSources;
}

/**
 * A page the cache has unchanged, as the last build summarised it (ids, links, problems, hashes of its files):
 * `load` reads the page itself, for when the build turns out to need it (a file to write, text to index).
 */
export interface ReusedPage extends PageSummary {
  load(): Promise<DeliveredPage>;
}

/**
 * Hashes of what a page puts in the output: its HTML and its Markdown version as the output manifest records them
 * (`fileHash`), and its indexed part (the same hash). A later build that finds the page unchanged compares these
 * instead of reading the page from the cache.
 */
export interface PageHashes {
  html: string;
  markdown?: string;
  search: string;
}

/** A page kept in the main thread: the caller writes it. */
export function keepPage(page: RenderedPage): DeliveredPage {
  const searchHtml = searchableHtml(page.html);
  return { ...page, searchHtml, hashes: hashesOf(page, searchHtml), ...sourcesOf(page.html) };
}

function sourcesOf(html: string): { sources?: PageSources } {
  const sources = pageSources(html);
  return sources ? { sources } : {};
}

function hashesOf(page: RenderedPage, searchHtml: string): PageHashes {
  return {
    html: fileHash(page.html),
    ...(page.markdown !== undefined && { markdown: fileHash(page.markdown) }),
    search: fileHash(searchHtml),
  };
}

/** Writes pages into a sink; remembers the folders it made. */
export function createPageWriter(sink: PageSink) {
  const parentDirOf = createParentDirMaker(sink.outDir);
  return (page: RenderedPage, cacheKey: string | undefined): DeliveredPage => {
    writeFileSync(parentDirOf(outputFileIn(sink.outDir, page.outPath)), page.html);
    if (page.markdown !== undefined)
      writeFileSync(parentDirOf(outputFileIn(sink.outDir, markdownOutPath(page.outPath))), page.markdown);
    if (sink.cacheDir && sink.cacheSecret && cacheKey)
      writeEntrySync(sink.cacheDir, sink.cacheSecret, PAGE_KIND, cacheKey, pageEntryPayload(cacheKey, page));
    const { html, ...rest } = page;
    const searchHtml = searchableHtml(html);
    return { ...rest, searchHtml, hashes: hashesOf(page, searchHtml), ...sourcesOf(html) };
  };
}
