import { describe, expect, it } from 'vitest';
import type { PageNode } from '../../src/graph/types.js';
import { lookupPath, type LookupIndex } from '../../src/dev/lookup.js';

const page = (outPath: string) =>
  ({ type: 'page', outPath, path: outPath.replace(/\/?index\.html$/, '') || 'index' }) as unknown as PageNode;

const index = (base = '/'): LookupIndex => ({
  base,
  pagesByOutPath: new Map([
    ['index.html', page('index.html')],
    ['guide/setup/index.html', page('guide/setup/index.html')],
  ]),
  files: new Map([
    ['404.html', {}],
    ['_quire/quire.1234abcd.css', {}],
  ]),
  assets: new Set(['images/logo.svg', 'guide/setup/diagram.png']),
});

describe('dev path lookup', () => {
  it('maps clean URLs to pages the way a static host maps them onto a build', () => {
    expect(lookupPath(index(), '/')).toMatchObject({ kind: 'page', page: { outPath: 'index.html' } });
    expect(lookupPath(index(), '/index.html')).toMatchObject({ kind: 'page', page: { outPath: 'index.html' } });
    expect(lookupPath(index(), '/guide/setup/')).toMatchObject({
      kind: 'page',
      page: { outPath: 'guide/setup/index.html' },
    });
    expect(lookupPath(index(), '/guide/setup/index.html')).toMatchObject({ kind: 'page' });
    expect(lookupPath(index(), '/guide/setup', '?tab=2')).toEqual({
      kind: 'redirect',
      location: '/guide/setup/?tab=2',
    });
  });

  it('finds generated files and static files, and nothing else', () => {
    expect(lookupPath(index(), '/_quire/quire.1234abcd.css')).toEqual({
      kind: 'file',
      path: '_quire/quire.1234abcd.css',
    });
    expect(lookupPath(index(), '/guide/setup/diagram.png')).toEqual({ kind: 'asset', path: 'guide/setup/diagram.png' });
    expect(lookupPath(index(), '/guide/')).toEqual({ kind: 'not-found' });
    expect(lookupPath(index(), '/site.json')).toEqual({ kind: 'not-found' });
  });

  it('builds redirects from the checked path, so they never leave the site', () => {
    const evil = {
      ...index(),
      pagesByOutPath: new Map([['evil.example/index.html', page('evil.example/index.html')]]),
    };
    expect(lookupPath(evil, '//evil.example')).toEqual({ kind: 'redirect', location: '/evil.example/' });
  });

  it('serves under a base path only', () => {
    expect(lookupPath(index('/docs/'), '/docs/guide/setup/')).toMatchObject({ kind: 'page' });
    expect(lookupPath(index('/docs/'), '/guide/setup/')).toEqual({ kind: 'not-found' });
    expect(lookupPath(index('/docs/'), '/docs/guide/setup')).toEqual({
      kind: 'redirect',
      location: '/docs/guide/setup/',
    });
  });
});
