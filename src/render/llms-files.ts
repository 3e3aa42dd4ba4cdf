/**
 * `llms.txt` and `llms-full.txt` (the llmstxt.org format): the site's name, its description (the home page's front
 * matter `description`, else docs.json `description`), then one `## Group` section per top-level navigation group in navigation order, each page a
 * link to its Markdown version with its description; and every such page's Markdown in one file. Pages the
 * navigation does not list, `hidden` and `noindex` pages, and entries that link to another site are left out.
 */
import type { Blockquote, Heading, List, ListItem, PhrasingContent, RootContent } from 'mdast';
import { frontmatterString } from '../content/frontmatter.js';
import type { NavItem, PageNode, SiteGraph } from '../graph/types.js';
import { stringifyMarkdown } from '../markdown/export-markdown.js';
import { absoluteUrl, withBase } from '../utils/url.js';
import type { UrlOptions } from './page-data.js';
import { plainHeading, plainLinkItem } from './llms-plain-markdown.js';
import { markdownUrlPath } from './page-markdown.js';
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
  specs: readonly string[] = [],
): GeneratedFile[] {
  return [
    { path: 'llms.txt', content: createLlmsIndex(graph, urls, specs) },
    { path: 'llms-full.txt', content: [...llmsFullParts(graph, urls, markdownOf)].join('') },
  ];
}

/**
 * `llms.txt`: the site's name and description, then a section of links per navigation group. Headings and items whose
 * text needs no escaping are written as plain strings (llms-plain-markdown.ts), the others each with the Markdown
 * serializer: the same bytes as {@link createLlmsIndexWithSerializer}, without its cost of ~60 µs a page.
 */
export function createLlmsIndex(graph: SiteGraph, urls: UrlOptions, specs: readonly string[] = []): string {
  const urlOf = urlMaker(urls);
  let out = stringifyBlocks(llmsHead(graph));
  for (const { name, pages } of llmsSections(graph)) {
    out += `\n\n${plainHeading(2, name) ?? stringifyBlocks([sectionHeading(name)])}\n`;
    for (const index of pages) {
      const page = graph.pages[index];
      const url = urlOf(markdownUrlPath(page.outPath));
      const about = oneLine(page.description);
      out += `\n${plainLinkItem(page.title, url, about) ?? stringifyBlocks([list([linkItem(page.title, url, about)])])}`;
    }
  }
  const apis = specLinks(specs, urlOf);
  if (apis.length > 0) out += `\n\n${stringifyBlocks(apis)}`;
  return `${out}\n`;
}

/**
 * `## OpenAPI Specs`, as Mintlify's llms.txt ends: a link to each OpenAPI file, named by its file name without the
 * extension (`- [openapi](https://docs.example.com/openapi.json)`). A local file is published at its path.
 */
function specLinks(specs: readonly string[], urlOf: (path: string) => string): RootContent[] {
  if (specs.length === 0) return [];
  const items = specs.map((spec) => {
    const remote = /^https?:\/\//i.test(spec);
    const name = (spec.split(/[?#]/)[0].split('/').pop() ?? spec).replace(/\.(json|ya?ml)$/i, '') || spec;
    return linkItem(name, remote ? spec : urlOf(spec), '');
  });
  return [sectionHeading('OpenAPI Specs'), list(items)];
}

/** `llms.txt` written by the Markdown serializer as one tree: what {@link createLlmsIndex} must equal, byte for byte. */
export function createLlmsIndexWithSerializer(
  graph: SiteGraph,
  urls: UrlOptions,
  specs: readonly string[] = [],
): string {
  const urlOf = urlMaker(urls);
  const body: RootContent[] = llmsSections(graph).flatMap(({ name, pages }): RootContent[] => [
    sectionHeading(name),
    list(
      pages.map((index) => {
        const page = graph.pages[index];
        return linkItem(page.title, urlOf(markdownUrlPath(page.outPath)), oneLine(page.description));
      }),
    ),
  ]);
  return stringifyMarkdown([...llmsHead(graph), ...body, ...specLinks(specs, urlOf)]);
}

/**
 * Blocks as the serializer writes them inside the whole file: blocks of the root are joined by a blank line and the
 * items of a tight list by a line ending, whatever they hold, so each part can be written alone. (The serializer ends
 * its output with a line ending, which the joins supply here.)
 */
function stringifyBlocks(nodes: RootContent[]): string {
  return stringifyMarkdown(nodes).replace(/\n$/, '');
}

function sectionHeading(name: string): Heading {
  return { type: 'heading', depth: 2, children: [text(name)] };
}

/** A page's item: a link to its Markdown, then `: description` when it has one. */
function linkItem(title: string, url: string, about: string): ListItem {
  const link: PhrasingContent = { type: 'link', url, children: [text(title)] };
  return item([link, ...(about ? [text(`: ${about}`)] : [])]);
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
  for (const part of llmsFullLayout(graph, urls)) yield typeof part === 'number' ? markdownOf(part).trimEnd() : part;
}

/**
 * {@link llmsFullParts} with the pages left as their index: the text between them, and where each page's Markdown
 * (trimmed at the end) goes. The build copies pages' Markdown as bytes into place (produce/produce-site.ts).
 */
export function* llmsFullLayout(graph: SiteGraph, urls: UrlOptions): Generator<string | number> {
  const urlOf = urlMaker(urls);
  yield stringifyMarkdown(llmsHead(graph)).trimEnd();
  for (const section of llmsSections(graph))
    for (const i of section.pages) {
      yield `\n\n---\nurl: ${urlOf(graph.pages[i].url)}\n---\n\n`;
      yield i;
    }
  yield '\n';
}

/** The site's name as the title, and the home page's description under it. */
function llmsHead(graph: SiteGraph): RootContent[] {
  const home = graph.pages.find((page) => page.url === '/');
  // docs.json `description` speaks for a site whose home page has none.
  const description = (home && frontmatterString(home.frontmatter, 'description')?.trim()) || graph.config.description;
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
  if (!urls.siteUrl) return (path) => withBase(urls.base, path);
  // The site's origin, parsed once rather than once a page: `absoluteUrl` is the origin followed by the path.
  const origin = absoluteUrl(urls.siteUrl, '');
  return (path) => origin + withBase(urls.base, path);
}

/**
 * The top-level navigation groups in navigation order, with the pages listed in them (nested groups included), each
 * page once. Groups of the same name (in several tabs or anchors) are one section; pages outside any named group
 * are under "Pages".
 */
export function llmsSections(graph: SiteGraph): LlmsSection[] {
  const indexByPath = new Map<string, number>();
  for (let index = 0; index < graph.pages.length; index++) indexByPath.set(graph.pages[index].path, index);
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
  const trimmed = value.trim();
  // Most descriptions are one line with single spaces: skip the replace (a new string per page) for them.
  return /[^\S ]| {2}/.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
}

function item(children: PhrasingContent[]): ListItem {
  return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] };
}

function list(items: ListItem[]): List {
  return { type: 'list', ordered: false, spread: false, children: items };
}
