/**
 * The RSS feeds of a site's changelog pages (render/rss-feed.ts), for the build and `quire dev` alike: each page that
 * writes an `Update` is rendered again here for its updates (changelog pages are few), and its feed goes beside it
 * unless a page or a file of the docs folder is already there.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { PageNode, SiteGraph } from '../graph/types.js';
import type { UrlOptions } from './page-data.js';
import type { Renderer } from './page.js';
import { createFeed, feedOutPath, mayHaveFeed } from './rss-feed.js';
import type { GeneratedFile } from './styles.js';

/** The feeds of `graph`'s changelog pages, and the problems of their paths. */
export function createFeedFiles(
  graph: Pick<SiteGraph, 'pages' | 'assets' | 'config'>,
  renderer: Pick<Renderer, 'renderUpdates'>,
  sourceOf: (page: PageNode) => string,
  urls: UrlOptions,
): { files: GeneratedFile[]; diagnostics: Diagnostic[] } {
  const files: GeneratedFile[] = [];
  const diagnostics: Diagnostic[] = [];
  let taken: Set<string> | undefined;
  for (const page of graph.pages) {
    const raw = sourceOf(page);
    if (!mayHaveFeed(raw)) continue;
    const updates = renderer.renderUpdates(page, raw);
    if (updates.length === 0) continue;
    const path = feedOutPath(page.outPath);
    taken ??= new Set([...graph.assets, ...graph.pages.map((other) => other.outPath)]);
    if (taken.has(path) || graph.pages.some((other) => other.outPath.startsWith(`${path}/`))) {
      diagnostics.push({
        severity: 'warning',
        rule: 'rss/feed-path-taken',
        file: page.path,
        message: `the RSS feed of this page would be written to ${path}, where another page or file already is; no feed is written, and the page's feed link leads there`,
        hint: `rename the page or the file at ${path}`,
      });
      continue;
    }
    files.push({ path, content: createFeed(page, updates, urls, graph.config.name) });
  }
  const [first] = files;
  if (first && !urls.siteUrl)
    diagnostics.push({
      severity: 'info',
      rule: 'rss/relative-links',
      file: first.path,
      message: `RSS readers need absolute links, but no --site-url was given: the ${files.length === 1 ? 'feed links' : `${files.length} feeds link`} to paths of the site only`,
      hint: 'build with --site-url https://your.docs.host so feeds link the full address',
    });
  return { files, diagnostics };
}
