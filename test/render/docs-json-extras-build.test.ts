/**
 * docs.json `banner`, `footer.links`, `errors.404`, `description`, `seo.organization` and `variables` through a
 * whole build under `--base`: what every page, `404.html`, the pages' `.md`, `llms.txt` and `_headers` hold.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build.js';
import { inlineScripts } from '../../src/render/security-headers.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const BANNER = 'Version 2.0 is **out**: [read more](/guide) <img src=x onerror=alert(1)>';

const docsJson = (extra: object = {}) => ({
  name: 'Acme',
  description: 'Acme, documented.',
  banner: { content: BANNER, dismissible: true, type: 'warning', color: { light: '#0a5c45' } },
  footer: {
    socials: { github: 'https://github.com/acme' },
    links: [
      {
        header: 'Company',
        items: [
          { label: 'Blog', href: 'https://acme.com/blog' },
          { label: 'Guide', href: '/guide' },
        ],
      },
      { items: [{ label: 'Email', href: 'mailto:hi@acme.com' }] },
    ],
  },
  errors: { '404': { title: 'Lost <here>?', description: 'Try the [guide](/guide) or *search*.' } },
  seo: {
    organization: { url: 'https://acme.com', logo: '/logo.png', legalName: 'Acme </script><!-- Inc.', sameAs: [] },
  },
  variables: { version: '2.0', 'api-url': 'https://api.acme.com' },
  navigation: { groups: [{ group: 'Start', pages: ['index', 'guide', 'secret'] }] },
  ...extra,
});

const PAGES = {
  'index.mdx': '---\ntitle: Home\n---\n\n## Start\n\n- Nothing but a list.\n',
  'guide.mdx':
    '---\ntitle: Guide {{version}}\ndescription: All about {{version}}.\n---\n\nimport Note from "/snippets/note.mdx";\n\nCall `{{api-url}}` now.\n\n<Note />\n',
  'secret.mdx': '---\ntitle: Secret\nnoindex: true\n---\n\nHidden.\n',
  'snippets/note.mdx': 'Snippet for {{version}}.\n',
  'logo.png': 'png',
};

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function build(docs: object): Promise<{ result: BuildResult; read: (rel: string) => string }> {
  const root = writeFixture({ 'docs.json': docs, ...PAGES });
  const out = path.join(root, '..', `${path.basename(root)}-out`);
  dirs.push(root, out);
  const result = await buildSite({ root, outDir: out, base: '/docs/' });
  return { result, read: (rel) => readOut(out, rel) };
}

describe('docs.json settings that add static parts to pages, built', () => {
  let site: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    site = await build(docsJson());
  });

  it('builds without warnings', () => {
    expect(site.result.diagnostics).toEqual([]);
    expect(site.result.ok).toBe(true);
  });

  it('draws the banner above the top bar of every page and of 404.html, its Markdown rendered and escaped', () => {
    for (const file of ['index.html', 'guide/index.html', '404.html']) {
      const html = site.read(file);
      const banner = html.indexOf(
        '<section class="q-banner q-banner-warning q-banner-custom" aria-label="Announcement" id="banner">',
      );
      expect(banner, file).toBeGreaterThan(html.indexOf('class="q-skip"'));
      expect(banner, file).toBeLessThan(html.indexOf('<header class="q-topbar" id="navbar">'));
      expect(html).toContain(
        '<p class="q-banner-text">Version 2.0 is <strong>out</strong>: <a href="/docs/guide/">read more</a> &#x3C;img src=x onerror=alert(1)></p>',
      );
      expect(html).toContain(
        '<button type="button" class="q-banner-close" data-banner-close aria-label="Dismiss announcement">',
      );
    }
  });

  it('names the banner’s storage key on <html>: the same on every page, new when the text changes', async () => {
    const key = (html: string) => /<html[^>]* data-banner-key="(quire-banner-[0-9a-f]{12})"/.exec(html)?.[1];
    const index = key(site.read('index.html'));
    expect(index).toBeDefined();
    expect(key(site.read('guide/index.html'))).toBe(index);
    expect(key(site.read('404.html'))).toBe(index);
    const changed = await build(docsJson({ banner: { content: 'Another announcement', dismissible: true } }));
    expect(key(changed.read('index.html'))).not.toBe(index);
    const fixed = await build(docsJson({ banner: { content: 'Not dismissible' } }));
    expect(key(fixed.read('index.html'))).toBeUndefined();
    expect(fixed.read('index.html')).not.toContain('q-banner-close');
    expect(fixed.read('index.html')).toContain('class="q-banner q-banner-info"');
  });

  it('colours a `banner.color` banner from theme.css, white text in the modes it names', () => {
    const theme = /href="\/docs\/(_quire\/theme\.[0-9a-f]+\.css)"/.exec(site.read('index.html'))?.[1];
    expect(theme).toBeDefined();
    const css = site.read(theme!);
    expect(css).toContain('.q-banner-custom { --q-banner-bg: #0a5c45; --q-banner-fg: #ffffff; }');
    expect(css).not.toContain('[data-theme="dark"] .q-banner-custom');
  });

  it('keeps the CSP’s script hashes those of the head script, which hides a dismissed banner', () => {
    const headers = site.read('_headers');
    const scripts = inlineScripts(site.read('guide/index.html'));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain("d.getAttribute('data-banner-key')");
    const hash = createHash('sha256').update(scripts[0], 'utf8').digest('base64');
    expect(headers).toContain(`'sha256-${hash}'`);
    expect(headers).not.toContain('unsafe-inline');
  });

  it('writes the footer’s columns of links with the base path, rel="noopener" on external ones', () => {
    const footer = site.read('guide/index.html').split('<footer class="q-footer" id="footer">')[1];
    expect(footer).toContain('<nav class="q-footer-links" aria-label="Footer">');
    expect(footer).toContain('<p class="q-footer-header">Company</p>');
    expect(footer).toContain('<a href="https://acme.com/blog" rel="noopener">Blog</a>');
    expect(footer).toContain('<a href="/docs/guide">Guide</a>');
    expect(footer).toContain('<a href="mailto:hi@acme.com" rel="noopener">Email</a>');
    expect(footer.match(/class="q-footer-column"/g)).toHaveLength(2);
  });

  it('gives 404.html the title and description of `errors.404`, and no redirect unless asked', async () => {
    const notFound = site.read('404.html');
    expect(notFound).toContain('<title>Lost &lt;here&gt;? – Acme</title>');
    expect(notFound).toContain('<h1>Lost &lt;here&gt;?</h1>');
    expect(notFound).toContain('Try the <a href="/docs/guide/">guide</a> or <em>search</em>.');
    expect(notFound).not.toContain('http-equiv="refresh"');
    const redirecting = await build(docsJson({ errors: { '404': { redirect: true } } }));
    const page = redirecting.read('404.html');
    expect(page).toContain('<meta http-equiv="refresh" content="5; url=/docs/">');
    expect(page).toContain('<h1>Page not found</h1>');
    expect(page).toContain('(you will be taken there in 5 seconds)');
  });

  it('uses `description` for pages without a description of their own, and in llms.txt', () => {
    expect(site.read('index.html')).toContain('<meta name="description" content="Acme, documented.">');
    expect(site.read('guide/index.html')).toContain('<meta name="description" content="All about 2.0.">');
    expect(site.read('llms.txt')).toMatch(/^# Acme\n\n> Acme, documented\.\n/);
  });

  it('writes the publisher as JSON-LD on indexed pages, escaped for the script element', () => {
    const jsonLd = (html: string) => /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    const text = jsonLd(site.read('guide/index.html'));
    expect(text).toContain('\\u003c/script\\u003e\\u003c!--');
    expect(JSON.parse(text!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Acme',
      legalName: 'Acme </script><!-- Inc.',
      url: 'https://acme.com',
      logo: '/docs/logo.png',
    });
    expect(jsonLd(site.read('secret/index.html'))).toBeUndefined();
    expect(jsonLd(site.read('404.html'))).toBeUndefined();
  });

  it('substitutes `variables` in pages, front matter and snippets: the HTML, the .md and llms.txt', () => {
    const html = site.read('guide/index.html');
    expect(html).toContain('<title>Guide 2.0 – Acme</title>');
    expect(html).toContain('<code>https://api.acme.com</code>');
    expect(html).toContain('Snippet for 2.0.');
    expect(html).not.toContain('{{');
    const markdown = site.read('guide.md');
    expect(markdown).toContain('# Guide 2.0');
    expect(markdown).toContain('Snippet for 2.0.');
    expect(site.read('llms.txt')).toContain('- [Guide 2.0](/docs/guide.md): All about 2.0.');
  });
});
