/** `metadata` and `seo` (site.json/mint.json), `seo.metatags` and `seo.indexing` (docs.json): checks and resolution. */
import { describe, expect, it } from 'vitest';
import { validateDocsJsonText } from '../../src/config/docs-json/index.js';
import { validateConfigText } from '../../src/config/index.js';
import type { ConfigResult } from '../../src/config/validate.js';

const site = (extra: object) => JSON.stringify({ name: 'Acme', navigation: [], ...extra }, null, 2);
const docs = (extra: object) =>
  JSON.stringify(
    { name: 'Acme', theme: 'mint', colors: { primary: '#0d9373' }, navigation: { pages: [] }, ...extra },
    null,
    2,
  );
const noRefs = () => undefined;
const found = (result: ConfigResult) =>
  result.diagnostics.map(
    (d) => `${d.severity} ${d.rule} ${d.jsonPath} ${d.position ? `${d.position.line}:${d.position.column}` : '-'}`,
  );

describe('site.json `metadata` and `seo`', () => {
  it('resolves meta tags in written order, with their positions; `canonical` becomes the canonical base', () => {
    const result = validateConfigText(
      site({
        metadata: {
          'og:image': '/images/og.png',
          'twitter:site': ' @acme ',
          canonical: 'https://www.acme.com/docs/',
        },
        seo: { indexHiddenPages: true },
      }),
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.seo).toEqual({
      metaTags: [
        {
          key: 'og:image',
          content: '/images/og.png',
          jsonPath: 'metadata["og:image"]',
          position: { line: 5, column: 17 },
        },
        {
          key: 'twitter:site',
          content: '@acme',
          jsonPath: 'metadata["twitter:site"]',
          position: { line: 6, column: 21 },
        },
      ],
      indexHiddenPages: true,
      canonicalBase: 'https://www.acme.com/docs',
    });
  });

  it('leaves `seo` out of the config when neither setting is written, and defaults indexHiddenPages to false', () => {
    expect(validateConfigText(site({})).config?.seo).toBeUndefined();
    expect(validateConfigText(site({ seo: {} })).config?.seo).toBeUndefined();
    expect(validateConfigText(site({ metadata: {} })).config?.seo).toEqual({ metaTags: [], indexHiddenPages: false });
  });

  it('ignores meta tag names that are empty or have a space, with a warning at the key and a hint', () => {
    const result = validateConfigText(site({ metadata: { '': 'x', 'og image': '/a.png', 'og:title': 'ok' } }));
    expect(found(result)).toEqual([
      'warning config/invalid-meta-tag metadata[""] 5:5',
      'warning config/invalid-meta-tag metadata["og image"] 6:5',
    ]);
    expect(result.diagnostics[1].message).toBe(
      'expected a meta tag name, found "og image", which has a space; no tag is written',
    );
    expect(result.diagnostics[1].hint).toMatch(/no spaces: write e\.g\. "og:image"/);
    expect(result.config?.seo?.metaTags.map((tag) => tag.key)).toEqual(['og:title']);
  });

  it('refuses script URLs in URL tags, and ignores a canonical address that is not absolute with a warning', () => {
    const result = validateConfigText(
      site({
        metadata: {
          'og:image': 'javascript:alert(1)',
          'og:description': 'javascript: is fine here',
          canonical: '/docs',
        },
      }),
    );
    expect(found(result)).toEqual([
      'error config/unsafe-url metadata["og:image"] 5:17',
      'warning config/invalid-url metadata.canonical 7:18',
    ]);
    const relative = validateConfigText(site({ metadata: { canonical: '/docs' } }));
    expect(relative.config?.seo?.canonicalBase).toBeUndefined();
  });

  it('warns about values that are not strings, empty ones, and tags Quire writes itself', () => {
    const typed = validateConfigText(site({ metadata: { 'og:image:width': 1200 } }));
    expect(found(typed)).toEqual(['error config/invalid-type metadata["og:image:width"] 5:23']);
    const ignored = validateConfigText(
      site({ metadata: { charset: 'UTF-8', viewport: 'width=device-width', 'og:title': ' ' } }),
    );
    expect(found(ignored)).toEqual([
      'warning config/ignored-meta-tag metadata.charset 5:5',
      'warning config/ignored-meta-tag metadata.viewport 6:5',
      'warning config/ignored-meta-tag metadata["og:title"] 7:17',
    ]);
    expect(ignored.config?.seo?.metaTags).toEqual([]);
  });

  it('checks `seo` keys and types', () => {
    expect(found(validateConfigText(site({ seo: { indexHiddenPages: 'yes' } })))).toEqual([
      'error config/invalid-type seo.indexHiddenPages 5:25',
    ]);
    const unknown = validateConfigText(site({ seo: { indexHiddenPage: true } }));
    expect(found(unknown)).toEqual(['error config/unknown-key seo.indexHiddenPage 5:5']);
    expect(unknown.diagnostics[0].hint).toContain('did you mean `indexHiddenPages`?');
  });
});

describe('docs.json `seo`', () => {
  it('reads `metatags` and `indexing: "all"` as site.json’s `metadata` and `indexHiddenPages`', () => {
    const result = validateDocsJsonText(
      docs({ seo: { indexing: 'all', metatags: { 'og:site_name': 'Acme Docs', 'google-site-verification': 'abc' } } }),
      'docs.json',
      noRefs,
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.seo).toEqual({
      metaTags: [
        {
          key: 'og:site_name',
          content: 'Acme Docs',
          jsonPath: 'seo.metatags["og:site_name"]',
          position: { line: 13, column: 23 },
        },
        {
          key: 'google-site-verification',
          content: 'abc',
          jsonPath: 'seo.metatags["google-site-verification"]',
          position: { line: 14, column: 35 },
        },
      ],
      indexHiddenPages: true,
    });
    const navigable = validateDocsJsonText(docs({ seo: { indexing: 'navigable' } }), 'docs.json', noRefs);
    expect(navigable.config?.seo).toEqual({ metaTags: [], indexHiddenPages: false });
  });

  it('reports bad names, values and indexing modes at line:col; reads `organization`', () => {
    const result = validateDocsJsonText(
      docs({
        seo: { indexing: 'everything', metatags: { 'twitter card': 'summary' }, organization: { name: 'Acme' } },
      }),
      'docs.json',
      noRefs,
    );
    expect(found(result)).toEqual([
      'error config/invalid-value seo.indexing 11:17',
      'warning config/invalid-meta-tag seo.metatags["twitter card"] 13:7',
    ]);
    expect(result.diagnostics[0].hint).toMatch(/navigable|all/);
  });

  it('accepts `trailingSlash`, which Quire’s URLs already follow', () => {
    const result = validateDocsJsonText(docs({ seo: { trailingSlash: true } }), 'docs.json', noRefs);
    expect(result.diagnostics).toEqual([]);
    expect(result.config).toBeDefined();
  });
});
