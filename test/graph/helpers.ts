/** Test helpers: a `SiteConfig` built from a site.json-like object (with real positions), and in-memory content. */
import { findNodeAtLocation, parseTree, type JSONPath, type Node } from 'jsonc-parser';
import type { SiteConfig, UserConfig, UserNavigationGroup, NavigationGroupConfig } from '../../src/config/types.js';
import { DEFAULT_PRIMARY } from '../../src/config/types.js';
import type { ContentIndex } from '../../src/content/types.js';
import type { Position } from '../../src/diagnostics.js';

/** The parts of site.json the graph reads, as a user writes them. */
export type ConfigInput = Partial<
  Pick<UserConfig, 'navigation' | 'anchors' | 'tabs' | 'versions' | 'topAnchor' | 'primaryTab'>
>;

/**
 * Build a resolved `SiteConfig` from `input`, filling defaults and giving every navigation entry, anchor and tab
 * its `jsonPath` and its position in `JSON.stringify(input, null, 2)` (what a formatted site.json would hold).
 */
export function siteConfig(input: ConfigInput): SiteConfig {
  const user = { name: 'Test docs', navigation: [], ...input };
  const text = JSON.stringify(user, null, 2);
  const tree = parseTree(text);
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const positionOf = (path: JSONPath): Position | undefined => {
    const node: Node | undefined = tree && findNodeAtLocation(tree, path);
    if (!node) return undefined;
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1] <= node.offset) line++;
    return { line: line + 1, column: node.offset - lineStarts[line] + 1 };
  };
  const group = (g: UserNavigationGroup, path: JSONPath, jsonPath: string): NavigationGroupConfig => ({
    group: g.group,
    ...(g.version === undefined ? {} : { version: g.version }),
    jsonPath,
    position: positionOf(path),
    pages: g.pages.map((entry, i) =>
      typeof entry === 'string'
        ? { page: entry, jsonPath: `${jsonPath}.pages[${i}]`, position: positionOf([...path, 'pages', i]) }
        : group(entry, [...path, 'pages', i], `${jsonPath}.pages[${i}]`),
    ),
  });
  return {
    name: user.name,
    navigation: user.navigation.map((g, i) => group(g, ['navigation', i], `navigation[${i}]`)),
    colors: { primary: DEFAULT_PRIMARY, light: DEFAULT_PRIMARY, dark: DEFAULT_PRIMARY },
    topbarLinks: [],
    eyebrows: 'section',
    versions: user.versions ?? [],
    anchors: (user.anchors ?? []).map((anchor, i) => ({
      ...anchor,
      iconType: anchor.iconType ?? 'duotone',
      isDefaultHidden: anchor.isDefaultHidden ?? false,
      jsonPath: `anchors[${i}]`,
      position: positionOf(['anchors', i]),
    })),
    topAnchor: {
      name: user.topAnchor?.name ?? 'Documentation',
      icon: user.topAnchor?.icon ?? 'book-open',
      iconType: user.topAnchor?.iconType ?? 'duotone',
    },
    primaryTab: { name: user.primaryTab?.name ?? user.topAnchor?.name ?? 'Documentation' },
    search: { location: 'top' },
    codeBlock: { mode: 'auto' },
    layout: 'topnav',
    tabs: (user.tabs ?? []).map((tab, i) => ({ ...tab, jsonPath: `tabs[${i}]`, position: positionOf(['tabs', i]) })),
    api: { baseUrl: [], playground: { mode: 'show' }, maintainOrder: false, examples: { languages: ['bash'] } },
    openapi: [],
    footerSocials: {},
    feedback: { suggestEdit: false, raiseIssue: false },
    modeToggle: { isHidden: false },
    redirects: [],
    pageMenu: [],
  };
}

/**
 * An in-memory docs folder. `pages` maps paths to sources; a source of `null` becomes `# <Title from path>`.
 */
export function contentIndex(pages: Record<string, string | null>, assets: string[] = []): ContentIndex {
  const map = new Map<string, string>();
  for (const path of Object.keys(pages).sort()) map.set(path, pages[path] ?? `# ${titleOf(path)}\n\nAbout ${path}.\n`);
  return { pages: map, assets: [...assets].sort() };
}

/** A content index where every path gets a generated `# Title` page. */
export function pagesAt(...paths: string[]): ContentIndex {
  return contentIndex(Object.fromEntries(paths.map((path) => [path, null])));
}

function titleOf(path: string): string {
  const name = path
    .replace(/\.mdx?$/, '')
    .split('/')
    .join(' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
