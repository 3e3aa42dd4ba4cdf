import { describe, expect, test } from 'vitest';
import { missingAssetHint, missingPageHint, resolveLinkTarget } from '../../src/markdown/link-target.js';
import type { LinkContext } from '../../src/markdown/types.js';

const context: LinkContext = {
  base: '/docs/',
  urlByPath: {
    'index.md': '/',
    'guide/index.mdx': '/guide/',
    'guide/setup.md': '/guide/setup/',
    'reference/api.mdx': '/reference/api/',
  },
  assets: { 'images/logo.png': true, 'guide/a b.pdf': true },
};

const resolve = (url: string, from = 'guide/setup.md') => resolveLinkTarget(url, from, context);

describe('resolveLinkTarget', () => {
  test.each([
    'https://example.com',
    'http://x/a.md',
    '//cdn.example.com/a',
    'mailto:a@b.c',
    'tel:+1',
    'data:image/png;base64,AA',
    '',
  ])('leaves %j alone', (url) => {
    expect(resolve(url)).toEqual({ kind: 'external' });
  });

  test('treats a bare fragment or query as the same page', () => {
    expect(resolve('#install')).toEqual({ kind: 'same-page', fragment: 'install' });
    expect(resolve('#')).toEqual({ kind: 'same-page', fragment: undefined });
    expect(resolve('?a=1')).toEqual({ kind: 'same-page', fragment: undefined });
  });

  test.each([
    ['setup', 'guide/setup.md', '/docs/guide/setup/'],
    ['./setup.md', 'guide/setup.md', '/docs/guide/setup/'],
    ['../reference/api.mdx', 'reference/api.mdx', '/docs/reference/api/'],
    ['/reference/api', 'reference/api.mdx', '/docs/reference/api/'],
    ['/reference/api/', 'reference/api.mdx', '/docs/reference/api/'],
    ['/guide', 'guide/index.mdx', '/docs/guide/'],
    ['./', 'guide/index.mdx', '/docs/guide/'],
    ['.', 'guide/index.mdx', '/docs/guide/'],
    ['/', 'index.md', '/docs/'],
    ['..', 'index.md', '/docs/'],
    ['/index.md', 'index.md', '/docs/'],
    ['setup?tab=npm#install', 'guide/setup.md', '/docs/guide/setup/?tab=npm#install'],
  ])('resolves page link %j to %s (%s)', (url, path, href) => {
    expect(resolve(url)).toMatchObject({ kind: 'page', path, href });
  });

  test('decodes the fragment it reports but keeps it encoded in the href', () => {
    expect(resolve('setup#caf%C3%A9')).toEqual({
      kind: 'page',
      path: 'guide/setup.md',
      href: '/docs/guide/setup/#caf%C3%A9',
      fragment: 'café',
    });
  });

  test('resolves static files relative to the page or the root', () => {
    expect(resolve('../images/logo.png')).toEqual({
      kind: 'asset',
      path: 'images/logo.png',
      href: '/docs/images/logo.png',
    });
    expect(resolve('/images/logo.png#x')).toMatchObject({ href: '/docs/images/logo.png#x' });
    expect(resolve('a%20b.pdf')).toEqual({ kind: 'asset', path: 'guide/a b.pdf', href: '/docs/guide/a b.pdf' });
  });

  test('reports what it could not find', () => {
    expect(resolve('./setpu')).toEqual({ kind: 'missing', path: 'guide/setpu' });
    expect(resolve('/images/logo.png/')).toEqual({ kind: 'missing', path: 'images/logo.png/' });
    expect(resolve('../../outside')).toEqual({ kind: 'missing', path: '../../outside' });
  });

  test('does not mistake object prototype keys for pages', () => {
    expect(resolve('/constructor', 'index.md')).toEqual({ kind: 'missing', path: 'constructor' });
    expect(resolve('/__proto__', 'index.md')).toEqual({ kind: 'missing', path: '__proto__' });
  });
});

describe('missing target hints', () => {
  test('suggest the closest page, root-relative and without extension', () => {
    expect(missingPageHint('guide/setpu', context)).toBe('did you mean `/guide/setup`?');
    expect(missingPageHint('reference/apii.md', context)).toBe('did you mean `/reference/api`?');
    expect(missingPageHint('guid/', context)).toBe('did you mean `/guide`?');
    expect(missingPageHint('something/else/entirely', context)).toBeUndefined();
  });

  test('suggest the closest static file', () => {
    expect(missingAssetHint('images/logo.jpg', context)).toBe('did you mean `/images/logo.png`?');
    expect(missingAssetHint('nothing.gif', context)).toBeUndefined();
  });
});
