import { describe, expect, it } from 'vitest';
import type { PageSettings } from '../../src/content/page-settings.js';
import { getPageMetaTags } from '../../src/render/page-head.js';

const settings = (over: Partial<PageSettings>): PageSettings => ({
  mode: 'default',
  hidden: false,
  noindex: false,
  metaTags: [],
  ...over,
});

describe('getPageMetaTags', () => {
  it('adds robots noindex first, then the front matter tags in order', () => {
    const tags = getPageMetaTags(
      settings({
        noindex: true,
        metaTags: [
          { attribute: 'property', key: 'og:title', content: 'Title' },
          { attribute: 'name', key: 'keywords', content: 'a, b' },
        ],
      }),
      { base: '/' },
    );
    expect(tags).toEqual([
      { attribute: 'name', key: 'robots', content: 'noindex' },
      { attribute: 'property', key: 'og:title', content: 'Title' },
      { attribute: 'name', key: 'keywords', content: 'a, b' },
    ]);
  });

  it('gives image paths the base path, and makes them absolute with a site URL; external URLs stay', () => {
    const page = settings({
      metaTags: [
        { attribute: 'property', key: 'og:image', content: '/images/card.png' },
        { attribute: 'name', key: 'twitter:image', content: 'images/card.png' },
        { attribute: 'property', key: 'og:image:secure_url', content: 'https://cdn.example.com/card.png' },
        { attribute: 'property', key: 'og:image:alt', content: '/not/a/url' },
        { attribute: 'property', key: 'og:url', content: 'javascript:alert(1)' },
      ],
    });
    expect(getPageMetaTags(page, { base: '/docs/' }).map((t) => t.content)).toEqual([
      '/docs/images/card.png',
      '/docs/images/card.png',
      'https://cdn.example.com/card.png',
      '/not/a/url',
    ]);
    expect(
      getPageMetaTags(page, { base: '/docs/', siteUrl: 'https://acme.dev' })
        .slice(0, 2)
        .map((t) => t.content),
    ).toEqual(['https://acme.dev/docs/images/card.png', 'https://acme.dev/docs/images/card.png']);
  });
});
