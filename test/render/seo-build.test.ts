/**
 * Search engines and social cards through whole builds: site-wide `metadata` (mint.json) and `seo.metatags`
 * (docs.json) in every page's head, front matter overrides, absolute URLs under `--site-url` and `--base`, hidden and
 * `noindex` pages in robots tags and `sitemap.xml`, `seo.indexHiddenPages` and `seo.indexing: "all"`, `robots.txt`,
 * and the checks of the images social cards name.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildOptions } from '../../src/build.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const fm = (...lines: string[]) => `---\n${lines.join('\n')}\n---\n\n`;

const PAGES: Record<string, string> = {
  'index.md': `${fm('title: Home', 'description: Acme, documented.')}Welcome.\n`,
  'guide.md': `${fm(
    'title: Guide',
    '"og:title": The <Guide> & more',
    '"og:image": /images/missing.png',
    '"twitter:card": summary',
  )}How to use Acme.\n`,
  'secret.md': `${fm('title: Secret', 'hidden: true')}Hidden but reachable.\n`,
  'private.md': `${fm('title: Private', 'noindex: true')}Not for robots.\n`,
  'loose.md': `${fm('title: Loose')}Listed nowhere.\n`,
  'images/og.png': 'png',
};
const NAVIGATION = [{ group: 'Start', pages: ['index', 'guide', 'secret', 'private'] }];

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function build(files: Record<string, string | object>, options: Omit<BuildOptions, 'root' | 'outDir'> = {}) {
  const root = writeFixture(files);
  const out = path.join(root, '..', `${path.basename(root)}-out`);
  dirs.push(root, out);
  const result = await buildSite({ root, outDir: out, ...options });
  const head = (slug: string) => {
    const html = readOut(out, slug === '' ? 'index.html' : `${slug}/index.html`);
    return html.slice(0, html.indexOf('</head>'));
  };
  const sitemap = () => [...readOut(out, 'sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  return { result, out, head, sitemap };
}

const mintJson = (extra: object = {}) => ({
  'mint.json': {
    name: 'Acme',
    navigation: NAVIGATION,
    metadata: { 'og:image': '/images/og.png', 'twitter:site': '@acme', 'google-site-verification': 'tok"en' },
    ...extra,
  },
  ...PAGES,
});

describe('mint.json `metadata` with --site-url and --base', async () => {
  const site = await build(mintJson(), { base: '/docs/', siteUrl: 'https://acme.dev' });

  it('builds, warning about the missing front matter image at its line, and about the unlisted page', () => {
    expect(site.result.ok).toBe(true);
    expect(site.result.diagnostics.map((d) => `${d.severity} ${d.rule} ${d.file}:${d.position?.line}`)).toEqual([
      'warning seo/missing-image guide.md:4',
      'warning graph/unlisted-page loose.md:undefined',
    ]);
  });

  it('gives the home page the site’s tags and the defaults, absolute, once each', () => {
    const head = site.head('');
    const tags = [
      ...head.matchAll(/<meta (?:name|property)="[^"]+" content="[^"]*">|<link rel="canonical"[^>]*>/g),
    ].map((m) => m[0]);
    expect(tags).toEqual([
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<meta name="description" content="Acme, documented.">',
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="Acme">',
      '<meta property="og:title" content="Home">',
      '<meta property="og:description" content="Acme, documented.">',
      '<meta property="og:url" content="https://acme.dev/docs/">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:title" content="Home">',
      '<meta name="twitter:description" content="Acme, documented.">',
      '<meta property="og:image" content="https://acme.dev/docs/images/og.png">',
      '<meta name="twitter:site" content="@acme">',
      '<meta name="google-site-verification" content="tok&quot;en">',
      '<link rel="canonical" href="https://acme.dev/docs/">',
    ]);
  });

  it('lets a page’s front matter win, escaped', () => {
    const head = site.head('guide');
    expect(head).toContain('<meta property="og:title" content="The &lt;Guide&gt; &amp; more">');
    expect(head).toContain('<meta name="twitter:title" content="The &lt;Guide&gt; &amp; more">');
    expect(head).toContain('<meta property="og:image" content="https://acme.dev/docs/images/missing.png">');
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(head.match(/og:image"/g)).toHaveLength(1);
    expect(head.match(/twitter:card"/g)).toHaveLength(1);
  });

  it('noindexes hidden, unlisted and noindex pages, and leaves them out of the sitemap', () => {
    for (const slug of ['secret', 'private', 'loose'])
      expect(site.head(slug), slug).toContain('<meta name="robots" content="noindex">');
    expect(site.head('guide')).not.toContain('name="robots"');
    expect(site.sitemap()).toEqual(['https://acme.dev/docs/', 'https://acme.dev/docs/guide/']);
  });

  it('writes a robots.txt that names the sitemap', () => {
    expect(readOut(site.out, 'robots.txt')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://acme.dev/docs/sitemap.xml\n',
    );
  });
});

describe('without --site-url', async () => {
  const site = await build(mintJson(), { base: '/docs/' });

  it('keeps image paths under the base path, with one note saying social cards need --site-url', () => {
    const head = site.head('');
    expect(head).toContain('<meta property="og:image" content="/docs/images/og.png">');
    expect(head).not.toContain('og:url');
    expect(head).not.toContain('rel="canonical"');
    const notes = site.result.diagnostics.filter((d) => d.rule === 'seo/relative-image');
    expect(notes.map((d) => `${d.severity} ${d.file}:${d.position?.line}:${d.position?.column}`)).toEqual([
      'info mint.json:15:17',
    ]);
    expect(notes[0].message).toContain('(and 1 other)');
    expect(notes[0].hint).toContain('--site-url');
  });

  it('writes robots.txt without a sitemap, and no sitemap', () => {
    expect(readOut(site.out, 'robots.txt')).toBe('User-agent: *\nAllow: /\n');
    expect(() => readOut(site.out, 'sitemap.xml')).toThrow();
  });
});

describe('seo.indexHiddenPages', async () => {
  const site = await build(
    mintJson({ seo: { indexHiddenPages: true }, metadata: { 'og:image': '/images/nope.png' } }),
    { siteUrl: 'https://acme.dev' },
  );

  it('indexes hidden and unlisted pages, never a noindex one', () => {
    expect(site.head('secret')).not.toContain('name="robots"');
    expect(site.head('loose')).not.toContain('name="robots"');
    expect(site.head('private')).toContain('<meta name="robots" content="noindex">');
    expect(site.sitemap()).toEqual([
      'https://acme.dev/',
      'https://acme.dev/guide/',
      'https://acme.dev/loose/',
      'https://acme.dev/secret/',
    ]);
  });

  it('warns about a missing site image at its key', () => {
    const missing = site.result.diagnostics.filter((d) => d.rule === 'seo/missing-image' && d.file === 'mint.json');
    expect(missing.map((d) => `${d.severity} ${d.jsonPath} ${d.position?.line}:${d.position?.column}`)).toEqual([
      'warning metadata["og:image"] 15:17',
    ]);
    expect(missing[0].message).toContain('"/images/nope.png"');
  });
});

describe('docs.json `seo`', async () => {
  const site = await build(
    {
      'docs.json': {
        name: 'Acme',
        theme: 'mint',
        colors: { primary: '#0d9373' },
        navigation: { groups: [{ group: 'Start', pages: ['index', 'guide', 'secret', 'private'] }] },
        seo: {
          indexing: 'all',
          metatags: {
            'og:site_name': 'Acme Docs',
            canonical: 'https://www.acme.com/docs',
            'og:image': '/images/og.png',
          },
        },
      },
      ...PAGES,
      'robots.txt': 'User-agent: *\nDisallow: /private/\n',
    },
    { siteUrl: 'https://acme.dev' },
  );

  it('applies the meta tags, with the site’s canonical address before each page’s path', () => {
    expect(site.result.ok).toBe(true);
    const head = site.head('guide');
    expect(head).toContain('<meta property="og:site_name" content="Acme Docs">');
    expect(head).toContain('<link rel="canonical" href="https://www.acme.com/docs/guide/">');
    expect(head).toContain('<meta property="og:url" content="https://www.acme.com/docs/guide/">');
    expect(head).not.toContain('name="canonical"');
  });

  it('with `indexing: "all"` indexes hidden pages; keeps the docs folder’s robots.txt as written', () => {
    expect(site.head('secret')).not.toContain('name="robots"');
    expect(site.sitemap()).toContain('https://acme.dev/secret/');
    expect(site.sitemap()).not.toContain('https://acme.dev/private/');
    expect(readOut(site.out, 'robots.txt')).toBe('User-agent: *\nDisallow: /private/\n');
  });
});
