/** Build a graph and page-render inputs from an inline site.json object and in-memory pages. */
import { validateConfigText } from '../../src/config/index.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { resolveGraph } from '../../src/graph/index.js';
import type { SiteGraph } from '../../src/graph/types.js';
import type { RenderInit } from '../../src/render/page.js';
import { readThemeSources } from '../../src/site/assets-fs.js';
import { contentIndex } from '../graph/helpers.js';

/** The graph of `site` over `pages` (path → markdown); throws when the config is invalid. */
export function graphOf(site: object, pages: Record<string, string>): SiteGraph {
  const { config, diagnostics } = validateConfigText(JSON.stringify(site, null, 2));
  if (!config) throw new Error(`test config is invalid:\n${formatDiagnostics(diagnostics)}`);
  return resolveGraph(config, contentIndex(pages)).graph;
}

/** Render init for `graph` with Quire's own templates, no stylesheets or operations, base `/`; `extra` overrides. */
export function renderInitOf(graph: SiteGraph, extra: Partial<Omit<RenderInit, 'graph'>> = {}): RenderInit {
  return {
    graph,
    stylesheets: [],
    urls: { base: '/' },
    templates: readThemeSources().templates,
    operations: {},
    ...extra,
  };
}

/** A site using most chrome settings, over five pages. */
export const CHROME_SITE = {
  name: 'Acme <Docs>',
  logo: '/logo.svg',
  topbarCtaButton: { type: 'github', url: 'https://github.com/acme/docs' },
  topbarLinks: [{ name: 'Blog', url: '/blog' }],
  versions: ['v2', 'v"1'],
  anchors: [
    {
      name: 'Guides',
      url: 'guides',
      icon: 'book',
      iconType: 'solid',
      color: { from: '#0f766e', via: '#2563eb', to: '#db2777' },
    },
    { name: 'Old', url: 'old', icon: 'box-archive', version: 'v"1', color: '#f59e0b' },
    { name: 'Lab', url: 'lab', icon: 'flask', isDefaultHidden: true },
  ],
  navigation: [
    { group: 'Start', pages: ['index'] },
    {
      group: 'Guides',
      pages: ['guides/a', { group: 'Deep', pages: ['guides/b'] }, { group: 'Other', pages: ['guides/c'] }],
    },
    { group: 'Old', pages: ['old/x'] },
    { group: 'Lab', pages: ['lab/y'] },
  ],
  footerSocials: { x: 'https://x.com/acme', github: 'https://github.com/acme' },
  feedback: { suggestEdit: true, raiseIssue: true },
  modeToggle: { default: 'dark', isHidden: true },
};

/** The pages of {@link CHROME_SITE}. */
export const CHROME_PAGES: Record<string, string> = {
  'index.md': '# Home\n\nWelcome.\n',
  'guides/a.md': '# A\n\n## First\n\nText.\n',
  'guides/b.md': '# B\n',
  'guides/c.md': '# C\n',
  'old/x.md': '# X\n',
  'lab/y.md': '# Y\n',
};
