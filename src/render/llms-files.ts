/**
 * `llms.txt` and `llms-full.txt` (the llmstxt.org format): the site's name, its description (the home page's front
 * matter `description`), then one `## Group` section per top-level navigation group in navigation order, each page a
 * link to its Markdown version with its description; and every such page's Markdown in one file. Pages the
 * navigation does not list, `hidden` and `noindex` pages, and entries that link to another site are left out.
 */
import type { Blockquote, List, ListItem, PhrasingContent, RootContent } from 'mdast';
import { frontmatterString } from '../content/frontmatter.js';
import type { NavItem, PageNode, SiteGraph } from '../graph/types.js';
import { stringifyMarkdown } from '../markdown/export-markdown.js';
import { absoluteUrl, withBase } from '../utils/url.js';
import type { UrlOptions } from './page-data.js';
import { markdownOutPath } from './page-markdown.js';
import type { GeneratedFile } from './styles.js';

/** A section of `llms.txt`: a navigation group's name and its pages (indexes into `graph.pages`). */
interface LlmsSection {
  name: string;
  pages: number[];
}

/** The two files; `markdownOf(index)` is the Markdown of `graph.pages[index]`. */
export function createLlmsFiles(
  graph: SiteGraph,
  urls: UrlOptions,
  markdownOf: (index: number) => string,
): GeneratedFile[] {
  return [
    { path: 'llms.txt', content: createLlmsIndex(graph, urls) },
    { path: 'llms-full.txt', content: [...llmsFullParts(graph, urls, markdownOf)].join('') },
  ];
}

/** `llms.txt`: the site's name and description, then a section of links per navigation group. */
export function createLlmsIndex(graph: SiteGraph, urls: UrlOptions): string {
  const urlOf = urlMaker(urls);
  const body: RootContent[] = llmsSections(graph).flatMap(({ name, pages }): RootContent[] => [
    { type: 'heading', depth: 2, children: [text(name)] },
    list(
      pages.map((index) => {
        const page = graph.pages[index];
        const link: PhrasingContent = {
          type: 'link',
          url: urlOf(`/${markdownOutPath(page.outPath)}`),
          children: [text(page.title)],
        };
        const about = oneLine(page.description);
        return item([link, ...(about ? [text(`: ${about}`)] : [])]);
      }),
    ),
  ]);
  return stringifyMarkdown([...llmsHead(graph), ...body]);
}

/**
 * `llms-full.txt` in parts, in order: the head, then each page's Markdown under its URL. A large site's file is
 * hundreds of megabytes, so the build writes the parts as they come instead of joining them.
 */
export function* llmsFullParts(
  graph: SiteGraph,
  urls: UrlOptions,
  markdownOf: (index: number) => string,
): Generator<string> {
  const urlOf = urlMaker(urls);
  yield stringifyMarkdown(llmsHead(graph)).trimEnd();
  for (const section of llmsSections(graph))
    for (const i of section.pages)
      yield `\n\n---\nurl: ${urlOf(graph.pages[i].url)}\n---\n\n${markdownOf(i).trimEnd()}`;
  yield '\n';
}

/** The site's name as the title, and the home page's description under it. */
function llmsHead(graph: SiteGraph): RootContent[] {
  const home = graph.pages.find((page) => page.url === '/');
  const description = home && frontmatterString(home.frontmatter, 'description')?.trim();
  return [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: graph.config.name }] },
    ...(description
      ? [
          {
            type: 'blockquote',
            children: [{ type: 'paragraph', children: [text(oneLine(description))] }],
          } as Blockquote,
        ]
      : []),
  ];
}

/** Links in the files: base-prefixed, absolute with a site URL. */
function urlMaker(urls: UrlOptions): (path: string) => string {
  return (path) => {
    const url = withBase(urls.base, path);
    return urls.siteUrl ? absoluteUrl(urls.siteUrl, url) : url;
  };
}

/**
 * The top-level navigation groups in navigation order, with the pages listed in them (nested groups included), each
 * page once. Groups of the same name (in several tabs or anchors) are one section; pages outside any named group
 * are under "Pages".
 */
export function llmsSections(graph: SiteGraph): LlmsSection[] {
  const indexByPath = new Map(graph.pages.map((page, index) => [page.path, index]));
  const byName = new Map<string, number[]>();
  const seen = new Set<number>();
  const collect = (items: NavItem[], into: number[]) => {
    for (const entry of items) {
      if (entry.type === 'group') {
        if (entry.root) collect([entry.root], into);
        collect(entry.items, into);
        continue;
      }
      const index = indexByPath.get(entry.path);
      if (index === undefined || seen.has(index) || !isListedInLlms(graph.pages[index])) continue;
      seen.add(index);
      into.push(index);
    }
  };
  for (const section of graph.sections) {
    for (const group of section.groups) {
      const name = group.name.trim() || 'Pages';
      const pages = byName.get(name) ?? [];
      collect([group], pages);
      byName.set(name, pages);
    }
  }
  return [...byName].filter(([, pages]) => pages.length > 0).map(([name, pages]) => ({ name, pages }));
}

/** Whether `page` belongs in `llms.txt`: listed, not hidden nor `noindex`, and not a link to another site. */
function isListedInLlms(page: PageNode): boolean {
  return page.listed && !page.settings.hidden && !page.settings.noindex && page.settings.url === undefined;
}

function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

function oneLine(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

function item(children: PhrasingContent[]): ListItem {
  return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] };
}

function list(items: ListItem[]): List {
  return { type: 'list', ordered: false, spread: false, children: items };
}
