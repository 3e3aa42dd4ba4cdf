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
  const sections = llmsSections(graph);
  const urlOf = (path: string) => {
    const url = withBase(urls.base, path);
    return urls.siteUrl ? absoluteUrl(urls.siteUrl, url) : url;
  };
  const home = graph.pages.find((page) => page.url === '/');
  const description = home && frontmatterString(home.frontmatter, 'description')?.trim();
  const head: RootContent[] = [
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
  const body: RootContent[] = sections.flatMap(({ name, pages }): RootContent[] => [
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
  const index = stringifyMarkdown([...head, ...body]);
  const full = [
    stringifyMarkdown(head).trimEnd(),
    ...sections
      .flatMap((section) => section.pages)
      .map((i) => `---\nurl: ${urlOf(graph.pages[i].url)}\n---\n\n${markdownOf(i).trimEnd()}`),
  ].join('\n\n');
  return [
    { path: 'llms.txt', content: index },
    { path: 'llms-full.txt', content: `${full}\n` },
  ];
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
