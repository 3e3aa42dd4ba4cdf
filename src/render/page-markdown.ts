/**
 * The Markdown version of a page, written beside it (`/guides/update/` → `/guides/update.md`) and joined into
 * `llms-full.txt`: `# Title`, the front matter description as a quote, the endpoint (method, path, base URL,
 * parameters and schemas) on API pages, then the page's own markdown with its components made plain
 * (markdown/export-markdown.ts).
 */
import type { Blockquote, RootContent } from 'mdast';
import { frontmatterString } from '../content/frontmatter.js';
import type { PageNode } from '../graph/types.js';
import { exportMarkdown, stringifyMarkdown } from '../markdown/export-markdown.js';
import type { ParsedPage } from '../markdown/render-markdown.js';
import { channelMarkdown } from '../asyncapi/channel-markdown.js';
import { endpointMarkdown } from '../openapi/endpoint-markdown.js';
import { getLinkContext, type RenderInit } from './page.js';
import { encodePathSegments } from '../utils/url.js';

/** Where a page's Markdown goes, from its HTML's output path: `a/b/index.html` → `a/b.md`, `index.html` → `index.md`. */
export function markdownOutPath(outPath: string): string {
  if (outPath === 'index.html') return 'index.md';
  if (outPath.endsWith('/index.html')) return `${outPath.slice(0, -'/index.html'.length)}.md`;
  return `${outPath.replace(/\.html?$/, '')}.md`;
}

/** The site-relative URL (without base) of a page's `.md`: its file path, percent-encoded (`/%23frag.md`). */
export function markdownUrlPath(outPath: string): string {
  return `/${encodePathSegments(markdownOutPath(outPath))}`;
}

/** A function that gives each page's Markdown; built once per render thread. */
export function createPageMarkdown(init: RenderInit): (page: PageNode, raw: string, parsed?: ParsedPage) => string {
  const link = getLinkContext(init.graph, init.urls.base);
  // `parsed`: the page's parse as its render left it (see `renderPage`), so it is not parsed a second time.
  return (page, raw, parsed) => {
    const description = frontmatterString(page.frontmatter, 'description')?.trim();
    const head: RootContent[] = [
      { type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] },
      ...(description
        ? [
            {
              type: 'blockquote',
              children: [{ type: 'paragraph', children: [{ type: 'text', value: description.replace(/\s+/g, ' ') }] }],
            } as Blockquote,
          ]
        : []),
    ];
    const operation = Object.hasOwn(init.operations, page.path) ? init.operations[page.path] : undefined;
    const body = exportMarkdown(
      {
        path: page.path,
        raw,
        removeLeadingH1: frontmatterString(page.frontmatter, 'title') === undefined,
        ...(init.snippets && { snippets: init.snippets }),
        ...(parsed && { parsed }),
      },
      link,
    );
    const channel = init.channels && Object.hasOwn(init.channels, page.path) ? init.channels[page.path] : undefined;
    const parts = [
      stringifyMarkdown(head),
      ...(operation ? [endpointMarkdown(operation)] : []),
      ...(channel ? [channelMarkdown(channel)] : []),
      body,
    ];
    return `${parts
      .map((part) => part.trim())
      .filter(Boolean)
      .join('\n\n')}\n`;
  };
}
