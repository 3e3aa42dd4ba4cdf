/**
 * Generated channel pages, as Mintlify makes them: an `asyncapi` source on a group or division (docs.json) stands for
 * one page per channel of its AsyncAPI file, listed there after the group's own pages. Each page is added to the
 * content index as a page source whose front matter names its channel (`asyncapi: "<file> <channel>"`), so it is
 * rendered as a written channel page is, and the navigation entry is mapped to its pages
 * (`ContentIndex.navigationPages`, as operation-pages.ts does for `openapi`).
 *
 * URLs: `<directory>/<channel id>` made URL-safe, the directory of the source (default `api-reference`). A URL that is
 * already a page's is not generated again (a warning).
 */
import { stringify } from 'yaml';
import type { AsyncApiFiles } from '../asyncapi/load.js';
import type { NavContentConfig, NavigationGroupConfig, OpenApiPagesSource, SiteConfig } from '../config/types.js';
import type { ContentIndex } from '../content/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { getPageUrls } from '../graph/urls.js';
import { DEFAULT_OPERATION_DIRECTORY } from './operation-pages.js';

/** Add the channel pages of `config`'s navigation `asyncapi` sources to `content` (or give `content` back as is). */
export async function addChannelPages(
  config: SiteConfig,
  configFile: string,
  content: ContentIndex,
  files: AsyncApiFiles,
): Promise<{ content: ContentIndex; diagnostics: Diagnostic[] }> {
  const sources: Array<{ source: OpenApiPagesSource; key: string }> = [];
  const keyOf = (entry: { file?: string; jsonPath: string }) => `${entry.file ?? configFile}#${entry.jsonPath}`;
  const walkGroup = (group: NavigationGroupConfig) => {
    if (group.asyncapi) sources.push({ source: group.asyncapi, key: keyOf(group) });
    for (const entry of group.pages) if ('group' in entry) walkGroup(entry);
  };
  const walkContent = (node: NavContentConfig, owner: string) => {
    if (node.asyncapi) sources.push({ source: node.asyncapi, key: owner });
    for (const division of node.divisions) walkContent(division.content, keyOf(division));
    for (const group of node.groups) walkGroup(group);
  };
  const explicit = config.explicitNavigation;
  if (explicit) {
    walkContent(explicit.root, `${configFile}#navigation`);
    for (const division of explicit.global) walkContent(division.content, keyOf(division));
  }
  if (sources.length === 0) return { content, diagnostics: [] };

  const diagnostics: Diagnostic[] = [];
  const pages = new Map(content.pages);
  const navigationPages = new Map(content.navigationPages ?? []);
  const generatedPages = new Set(content.generatedPages ?? []);
  const taken = new Set([...pages.keys()].map((page) => getPageUrls(page).url));
  for (const { source, key } of sources) {
    const file = source.source.replace(/^\/+/, '');
    const parsed = await files.read(file);
    // A file that did not load has been reported by the reader; its source then generates nothing.
    if ('unavailable' in parsed) continue;
    const directory = (source.directory ?? DEFAULT_OPERATION_DIRECTORY).replace(/^\/+|\/+$/g, '');
    const listed: string[] = [];
    for (const channel of parsed.channels.values()) {
      const page = `${directory ? `${directory}/` : ''}${urlSafe(channel.id)}.mdx`;
      if (taken.has(getPageUrls(page).url)) {
        diagnostics.push({
          severity: 'warning',
          rule: 'asyncapi/page-collision',
          file: source.file ?? configFile,
          ...(source.position && { position: source.position }),
          jsonPath: source.jsonPath,
          message: `the page of channel "${channel.id}" of ${file} would be at /${page.slice(0, -4)}/, where a page already is; it is not generated`,
          hint: 'set another `directory` on the `asyncapi` source',
        });
        continue;
      }
      taken.add(getPageUrls(page).url);
      const data = { title: channel.title ?? channel.id, asyncapi: `${file} ${channel.id}` };
      pages.set(page, `---\n${stringify(data, { lineWidth: 0 })}---\n`);
      generatedPages.add(page);
      listed.push(page);
    }
    navigationPages.set(key, [...(navigationPages.get(key) ?? []), ...listed]);
  }
  return {
    content: {
      ...content,
      pages: new Map([...pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
      navigationPages,
      generatedPages,
    },
    diagnostics,
  };
}

/** A channel id as one URL segment: `orders/created` → `orders-created`, `{roomId}` → `roomid`. */
function urlSafe(id: string): string {
  return (
    id
      .toLowerCase()
      .replace(/[^a-z0-9._~-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'channel'
  );
}
