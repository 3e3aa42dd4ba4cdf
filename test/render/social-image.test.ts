import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import type { SiteConfig } from '../../src/config/types.js';
import type { PageNode, SiteGraph } from '../../src/graph/types.js';
import {
  clip,
  type LayoutNode,
  socialImageInput,
  socialImageLayout,
  socialImagePages,
  socialImagePath,
  withoutEmoji,
} from '../../src/render/social-image.js';

function config(extra: Partial<SiteConfig> = {}): SiteConfig {
  return {
    ...resolveConfig({ name: 'Acme', navigation: [], colors: { primary: '#166E3F', light: '#26BD6C' } }),
    ...extra,
  };
}

function page(outPath: string, title: string, metaTags: PageNode['settings']['metaTags'] = []): PageNode {
  return {
    path: `${outPath}.mdx`,
    outPath,
    title,
    description: `About ${title}.`,
    settings: { mode: 'default', hidden: false, noindex: false, metaTags },
  } as unknown as PageNode;
}

function graph(siteConfig: SiteConfig, pages: PageNode[]): SiteGraph {
  return { config: siteConfig, pages, assets: [] } as unknown as SiteGraph;
}

/** Every text and image source of a layout, depth first. */
function contents(node: LayoutNode | string): string[] {
  if (typeof node === 'string') return [node];
  const children = node.props.children;
  const list = children === undefined ? [] : Array.isArray(children) ? children : [children];
  return [...(node.props.src ? [`img:${node.props.src}`] : []), ...list.flatMap(contents)];
}

describe('which pages get a social image, and where', () => {
  const pages = [
    page('index.html', 'Home'),
    page('guides/intro/index.html', 'Intro'),
    page('own/index.html', 'Own', [{ attribute: 'property', key: 'og:image', content: '/own.png' }]),
  ];

  it('none without thumbnails', () => {
    expect(socialImagePages(graph(config(), pages))).toEqual([]);
  });

  it('every page but one with its own image, named after its path', () => {
    const site = graph(config({ thumbnails: {} }), pages);
    expect(socialImagePages(site).map(({ page, path }) => [page.title, path])).toEqual([
      ['Home', '_quire/og/index.png'],
      ['Intro', '_quire/og/guides/intro.png'],
    ]);
    expect(socialImagePath(site, pages[2])).toBeUndefined();
  });

  it('none when seo.metatags sets the image of every page', () => {
    const seo = {
      indexHiddenPages: false,
      metaTags: [{ attribute: 'property' as const, key: 'og:image', content: '/card.png' }],
    };
    expect(socialImagePages(graph(config({ thumbnails: {}, seo } as unknown as Partial<SiteConfig>), pages))).toEqual(
      [],
    );
  });
});

describe('what an image shows', () => {
  it('light by default: the primary colour, dark text, the light logo', () => {
    const input = socialImageInput(
      config({ thumbnails: {}, logo: { light: '/l.svg', dark: '/d.svg', href: '/' } }),
      page('a/index.html', 'A'),
    );
    expect(input).toMatchObject({
      title: 'A',
      description: 'About A.',
      siteName: 'Acme',
      appearance: 'light',
      accent: '#166E3F',
      background: '#ffffff',
      logo: '/l.svg',
    });
  });

  it('dark: the dark-mode primary, the dark logo, the background image as written', () => {
    const background = { value: '/og.png', jsonPath: 'thumbnails.background' };
    const input = socialImageInput(
      config({ thumbnails: { appearance: 'dark', background }, logo: { light: '/l.svg', dark: '/d.svg', href: '/' } }),
      page('a/index.html', 'A'),
    );
    expect(input).toMatchObject({ appearance: 'dark', accent: '#26BD6C', logo: '/d.svg', backgroundImage: '/og.png' });
  });

  it('leaves emoji out, which no font Quire ships can draw', () => {
    expect(withoutEmoji('🚀 Launch ✨ day 👩‍💻 🇫🇷 ❤️')).toBe('Launch  day');
    expect(withoutEmoji('Acme® API™ © 2026 ↔ #1')).toBe('Acme® API™ © 2026 ↔ #1');
    expect(socialImageInput(config({ thumbnails: {} }), page('a/index.html', '🎉')).title).toBe('Acme');
  });

  it('cuts long titles at a word, with an ellipsis', () => {
    expect(clip('one two three four five', 14)).toBe('one two three…');
    expect(clip('  spaced\n  out ', 20)).toBe('spaced out');
    expect(clip('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('the layout', () => {
  const input = socialImageInput(config({ thumbnails: {} }), page('a/index.html', 'Getting started'));

  it('shows the site name, the title and the description on the site colours', () => {
    const layout = socialImageLayout(input, {}, 'Noto Sans');
    expect(contents(layout)).toEqual(['Acme', 'Getting started', 'About Getting started.']);
    expect(layout.props.style).toMatchObject({
      width: 1200,
      height: 630,
      backgroundColor: '#ffffff',
      fontFamily: 'Noto Sans',
    });
  });

  it('shows the logo instead of the name, and leaves the background to the image under it', () => {
    const layout = socialImageLayout(input, { logo: 'data:image/png;base64,AA', background: 'data:x' }, 'Noto Sans');
    expect(contents(layout)).toEqual(['img:data:image/png;base64,AA', 'Getting started', 'About Getting started.']);
    expect(layout.props.style?.backgroundColor).toBe('transparent');
  });
});
