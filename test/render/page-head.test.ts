/** The head of a page: site and page meta tags, defaults, robots, canonical links; the sitemap and robots.txt. */
import { describe, expect, it } from 'vitest';
import type { SiteGraph } from '../../src/graph/types.js';
import { getPageHead, isPageIndexed, type MetaTagData } from '../../src/render/page-head.js';
import { createRobotsTxt, createSitemap } from '../../src/render/special-pages.js';
import { graphOf } from './helpers.js';

const fm = (...lines: string[]) => `---\n${lines.join('\n')}\n---\n\n`;

const PAGES: Record<string, string> = {
  'index.md': `${fm('title: Home', 'description: All about Acme.')}Welcome.\n`,
  'card.md': `${fm(
    'title: Card',
    '"og:image": images/card.png',
    '"twitter:image": https://cdn.example.com/t.png',
    '"og:title": Card for <sharing>',
    'keywords: [alpha, beta]',
  )}First paragraph of the card page.\n`,
  'secret.md': `${fm('title: Secret', 'hidden: true')}Hidden.\n`,
  'private.md': `${fm('title: Private', 'noindex: true')}Not for robots.\n`,
  'robots.md': `${fm('title: Robots', 'robots: "nofollow"')}Text.\n`,
  'own.md': `${fm('title: Own', 'canonical: https://elsewhere.dev/own', '"og:url": /shared')}Text.\n`,
  'bad.md': `${fm('title: Bad', '"og:image": "javascript:alert(1)"', 'canonical: "javascript:alert(1)"')}Text.\n`,
  'loose.md': `${fm('title: Loose')}Not in the navigation.\n`,
};

const NAV = [{ group: 'Start', pages: ['index', 'card', 'secret', 'private', 'robots', 'own', 'bad'] }];

const siteOf = (extra: object = {}) => graphOf({ name: 'Acme', navigation: NAV, ...extra }, PAGES);
const page = (graph: SiteGraph, path: string) => graph.pages.find((p) => p.path === path)!;
const tagsOf = (meta: MetaTagData[]) => Object.fromEntries(meta.map((t) => [t.key, `${t.attribute}=${t.content}`]));

describe('getPageHead', () => {
  it('gives every page the Open Graph and Twitter defaults, from its title and description', () => {
    const graph = siteOf();
    const head = getPageHead(graph, page(graph, 'index.md'), { base: '/' });
    expect(head).toEqual({
      description: 'All about Acme.',
      meta: [
        { attribute: 'property', key: 'og:type', content: 'website' },
        { attribute: 'property', key: 'og:site_name', content: 'Acme' },
        { attribute: 'property', key: 'og:title', content: 'Home' },
        { attribute: 'property', key: 'og:description', content: 'All about Acme.' },
        { attribute: 'name', key: 'twitter:card', content: 'summary' },
        { attribute: 'name', key: 'twitter:title', content: 'Home' },
        { attribute: 'name', key: 'twitter:description', content: 'All about Acme.' },
      ],
    });
  });

  it('adds og:url and the canonical link with --site-url, under the base path', () => {
    const graph = siteOf();
    const head = getPageHead(graph, page(graph, 'card.md'), { base: '/docs/', siteUrl: 'https://acme.dev' });
    expect(head.canonical).toBe('https://acme.dev/docs/card/');
    expect(tagsOf(head.meta)['og:url']).toBe('property=https://acme.dev/docs/card/');
  });

  it('lets front matter override the defaults; an image makes the card large; twitter:title follows og:title', () => {
    const graph = siteOf();
    const tags = tagsOf(getPageHead(graph, page(graph, 'card.md'), { base: '/docs/' }).meta);
    expect(tags).toMatchObject({
      'og:title': 'property=Card for <sharing>',
      'twitter:title': 'name=Card for <sharing>',
      'og:description': 'property=First paragraph of the card page.',
      'og:image': 'property=/docs/images/card.png',
      'twitter:image': 'name=https://cdn.example.com/t.png',
      'twitter:card': 'name=summary_large_image',
      keywords: 'name=alpha, beta',
    });
  });

  it('applies the site’s `metadata` to every page, one tag per key, the page winning', () => {
    const graph = siteOf({
      metadata: {
        'og:image': '/images/og.png',
        'og:title': 'Acme Documentation',
        'twitter:site': '@acme',
        'article:publisher': 'Acme Inc.',
        'google-site-verification': 'token',
        description: 'The Acme docs.',
      },
    });
    const urls = { base: '/docs/', siteUrl: 'https://acme.dev' };
    const home = getPageHead(graph, page(graph, 'index.md'), urls);
    const tags = tagsOf(home.meta);
    expect(tags).toMatchObject({
      'og:image': 'property=https://acme.dev/docs/images/og.png',
      'og:title': 'property=Acme Documentation',
      'twitter:title': 'name=Acme Documentation',
      'twitter:site': 'name=@acme',
      'article:publisher': 'property=Acme Inc.',
      'google-site-verification': 'name=token',
      'twitter:card': 'name=summary_large_image',
    });
    // The page's own description wins over the site's; each key is written once.
    expect(home.description).toBe('All about Acme.');
    expect(home.meta.map((t) => t.key)).toEqual([...new Set(home.meta.map((t) => t.key))]);
    expect(home.meta.some((t) => t.key === 'description')).toBe(false);
    const card = tagsOf(getPageHead(graph, page(graph, 'card.md'), urls).meta);
    expect(card['og:image']).toBe('property=https://acme.dev/docs/images/card.png');
    expect(card['og:title']).toBe('property=Card for <sharing>');
  });

  it('drops script URLs from meta tags and the canonical link', () => {
    const graph = siteOf();
    const head = getPageHead(graph, page(graph, 'bad.md'), { base: '/', siteUrl: 'https://acme.dev' });
    expect(JSON.stringify(head)).not.toContain('javascript');
    expect(head.canonical).toBe('https://acme.dev/bad/');
    expect(tagsOf(head.meta)['twitter:card']).toBe('name=summary');
  });

  it('takes the canonical link from front matter, else the site’s `canonical` plus the page’s path', () => {
    const graph = siteOf({ metadata: { canonical: 'https://www.acme.com/docs/' } });
    const urls = { base: '/', siteUrl: 'https://acme.dev' };
    const own = getPageHead(graph, page(graph, 'own.md'), urls);
    expect(own.canonical).toBe('https://elsewhere.dev/own');
    expect(tagsOf(own.meta)['og:url']).toBe('property=https://acme.dev/shared');
    const card = getPageHead(graph, page(graph, 'card.md'), urls);
    expect(card.canonical).toBe('https://www.acme.com/docs/card/');
    expect(tagsOf(card.meta)['og:url']).toBe('property=https://www.acme.com/docs/card/');
    expect(card.meta.some((t) => t.key === 'canonical')).toBe(false);
  });
});

describe('robots and indexing', () => {
  const robots = (graph: SiteGraph, path: string) =>
    getPageHead(graph, page(graph, path), { base: '/' }).meta.find((t) => t.key === 'robots')?.content;

  it('noindexes hidden and unlisted pages, and noindex ones, by default', () => {
    const graph = siteOf();
    expect(robots(graph, 'index.md')).toBeUndefined();
    expect(robots(graph, 'secret.md')).toBe('noindex');
    expect(robots(graph, 'loose.md')).toBe('noindex');
    expect(robots(graph, 'private.md')).toBe('noindex');
    expect(robots(graph, 'robots.md')).toBe('nofollow');
    expect(graph.pages.filter((p) => isPageIndexed(p, graph.config)).map((p) => p.path)).toEqual([
      'index.md',
      'card.md',
      'robots.md',
      'own.md',
      'bad.md',
    ]);
  });

  it('indexes hidden pages with seo.indexHiddenPages, but never a noindex one', () => {
    const graph = siteOf({ seo: { indexHiddenPages: true } });
    expect(robots(graph, 'secret.md')).toBeUndefined();
    expect(robots(graph, 'loose.md')).toBeUndefined();
    expect(robots(graph, 'private.md')).toBe('noindex');
    expect(isPageIndexed(page(graph, 'secret.md'), graph.config)).toBe(true);
    expect(isPageIndexed(page(graph, 'private.md'), graph.config)).toBe(false);
  });

  it('applies the site’s `robots` tag to pages without their own', () => {
    const graph = siteOf({ metadata: { robots: 'noindex, nofollow' } });
    expect(robots(graph, 'index.md')).toBe('noindex, nofollow');
    expect(robots(graph, 'robots.md')).toBe('nofollow');
    expect(isPageIndexed(page(graph, 'index.md'), graph.config)).toBe(false);
    expect(isPageIndexed(page(graph, 'robots.md'), graph.config)).toBe(true);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the indexed pages only, sorted, and hidden ones with indexHiddenPages', () => {
    const urls = { base: '/docs/', siteUrl: 'https://acme.dev' };
    const locs = (graph: SiteGraph) =>
      [...createSitemap(graph, urls).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs(siteOf())).toEqual([
      'https://acme.dev/docs/',
      'https://acme.dev/docs/bad/',
      'https://acme.dev/docs/card/',
      'https://acme.dev/docs/own/',
      'https://acme.dev/docs/robots/',
    ]);
    const all = locs(siteOf({ seo: { indexHiddenPages: true } }));
    expect(all).toContain('https://acme.dev/docs/secret/');
    expect(all).toContain('https://acme.dev/docs/loose/');
    expect(all).not.toContain('https://acme.dev/docs/private/');
  });

  it('allows every crawler, and names the sitemap with --site-url', () => {
    expect(createRobotsTxt({ base: '/' })).toBe('User-agent: *\nAllow: /\n');
    expect(createRobotsTxt({ base: '/docs/', siteUrl: 'https://acme.dev' })).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://acme.dev/docs/sitemap.xml\n',
    );
  });
});
