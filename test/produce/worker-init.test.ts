/**
 * Render workers hold the site's pages as stubs (path, URL, and what decides whether a page is indexed); the page
 * they render comes in full with its batch. A renderer made from the workers' init renders every page exactly as one
 * made from the full init: links, previous/next, sidebar, `hreflang` alternates (which read other pages' robots),
 * the Markdown export and the page lookups the cache keeps.
 */
import { describe, expect, it } from 'vitest';
import { resolveGraph } from '../../src/graph/index.js';
import { resolveSiteIcons } from '../../src/icons/index.js';
import { createBuildPageRenderer } from '../../src/produce/render-page.js';
import { workerInitOf } from '../../src/produce/worker-init.js';
import { docsConfig } from '../graph/docs-nav.js';
import { contentIndex } from '../graph/helpers.js';
import { renderInitOf } from '../render/helpers.js';

const NAVIGATION = {
  languages: [
    { language: 'en', default: true, pages: ['index', 'setup', 'shared', 'hidden', 'card'] },
    { language: 'fr', pages: ['fr/index', 'fr/setup', 'shared', 'fr/secret', 'fr/hidden'] },
  ],
};

const PAGES: Record<string, string | null> = {
  'index.md': '---\ntitle: Home\ndescription: The *start*\n---\nSee [setup](/setup) and [shared](shared.md#top).\n',
  'setup.md': '# Setup\n\n[French](/fr/setup) and [home](/).\n',
  'shared.md': null,
  'hidden.md': '---\nhidden: true\n---\n# Hidden\n',
  'unlisted.md': null,
  'fr/index.md': null,
  'fr/setup.md': '---\nrobots: "noindex, follow"\n---\n# Installation\n',
  'fr/secret.md': '---\nnoindex: true\n---\n# Secret\n',
  'fr/hidden.md': '---\nhidden: true\n---\n# Caché\n',
  'card.md': '---\ntitle: Card\n"og:image": /images/card.png\n---\n# Card\n',
};

describe('the render init sent to workers', () => {
  const content = contentIndex(PAGES);
  const { graph } = resolveGraph(docsConfig(NAVIGATION), content, { configFile: 'docs.json' });
  const init = renderInitOf(graph, {
    urls: { base: '/docs/', siteUrl: 'https://docs.example.com' },
    chrome: { scripts: [], icons: resolveSiteIcons(graph, 'docs.json').icons, search: true },
  });
  const sent = workerInitOf(init);

  it('holds the pages as stubs, without their titles, descriptions or front matter', () => {
    expect(sent.graph.pages.map((page) => page.path)).toEqual(graph.pages.map((page) => page.path));
    expect(sent.graph.pages.map((page) => page.url)).toEqual(graph.pages.map((page) => page.url));
    const home = sent.graph.pages.find((page) => page.path === 'index.md')!;
    expect(Object.keys(home).sort()).toEqual(['frontmatter', 'listed', 'outPath', 'path', 'settings', 'url']);
    expect(home.frontmatter).toEqual({});
    expect(sent.graph.pages.find((page) => page.path === 'fr/secret.md')!.frontmatter).toEqual({ noindex: true });
    expect(sent.graph.config.navigation).toEqual([]);
    // The init the main thread keeps is untouched.
    expect(init.graph.pages.find((page) => page.path === 'index.md')!.title).toBe('Home');
  });

  it('renders every page as the full init does, byte for byte', () => {
    const full = createBuildPageRenderer(init);
    const slim = createBuildPageRenderer(sent);
    for (const page of graph.pages) {
      const raw = content.pages.get(page.path)!;
      expect(slim(page, raw)).toEqual(full(page, raw));
    }
    // The alternates read other pages' robots from the stubs: `fr/setup` is not indexed, so `setup` has none.
    const html = (path: string) => slim(graph.pages.find((page) => page.path === path)!, content.pages.get(path)!).html;
    expect(html('index.md')).toContain('<link rel="alternate" hreflang="fr" href="https://docs.example.com/docs/fr/">');
    expect(html('setup.md')).not.toContain('<link rel="alternate" hreflang=');
  });

  it('keeps what decides the social images: with docs.json thumbnails, each page renders as with the full init', () => {
    const withImages = { ...graph, config: { ...graph.config, thumbnails: { appearance: 'dark' as const } } };
    const full = renderInitOf(withImages, { urls: init.urls, chrome: init.chrome });
    const slim = createBuildPageRenderer(workerInitOf(full));
    const render = createBuildPageRenderer(full);
    for (const page of graph.pages) {
      const raw = content.pages.get(page.path)!;
      expect(slim(page, raw)).toEqual(render(page, raw));
    }
    // The page that sets its own image gets no generated one; the others do.
    const head = (path: string) => slim(graph.pages.find((page) => page.path === path)!, content.pages.get(path)!).html;
    expect(head('card.md')).not.toContain('_quire/og/');
    expect(head('setup.md')).toContain('_quire/og/setup.png');
  });
});
