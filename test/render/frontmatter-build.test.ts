/**
 * Every Mintlify front matter key a page can have, through a whole build: the sidebar (icon, tag, url), hidden and
 * noindex pages (sitemap, search index, robots), the layouts of `mode`, meta tags, and the subtitle.
 */
import { loadIcon, UNKNOWN_ICON } from '../../src/icons/index.js';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const fm = (...lines: string[]) => `---\n${lines.join('\n')}\n---\n\n`;

const FILES: Record<string, string | object> = {
  'site.json': {
    name: 'Acme',
    navigation: [
      {
        group: 'Start',
        pages: ['index', 'new', 'secret', 'wide', 'community', 'center', 'custom', 'frame', 'noindex', 'endpoint'],
      },
    ],
  },
  'index.md': `${fm('title: Home')}Welcome home, reader.\n\n## Intro\n`,
  'new.mdx': `${fm(
    'title: New things',
    'sidebarTitle: New',
    'icon: rocket',
    'iconType: solid',
    'tag: NEW',
    'description: What is new, <in> short.',
    '"og:image": /images/card.png',
    '"og:title": A <b> & "q"',
    '"twitter:card": summary_large_image',
    'keywords: [alpha, beta]',
    'someKeyMintlifyLacks: ignored',
  )}First paragraph.\n\n## 🚀 Launch\n\n[Back to the launch](#launch)\n`,
  'secret.md': `${fm('title: Secret', 'hidden: true')}Hidden but reachable.\n`,
  'linked.md': `${fm(
    'title: Linked',
    'hidden: true',
    'description: "Follows your [JSON schema](https://json-schema.org/), see [center](/center) and `code`; [bad](javascript:alert(1))"',
  )}Text.\n`,
  'wide.md': `${fm('title: Wide', 'mode: wide')}Wide text.\n\n## Section\n`,
  'community.md': `${fm('title: Community', 'url: https://example.com/discord', 'icon: /icons/star.svg')}Join us.\n`,
  'center.md': `${fm('title: Center', 'mode: center')}Centred text.\n\n## Section\n`,
  'custom.mdx': `${fm('title: Custom', 'mode: custom', 'description: Not shown.')}<div className="hero">Hero</div>\n`,
  'frame.md': `${fm('title: Frame', 'mode: frame')}Framed.\n`,
  'noindex.md': `${fm('title: No robots', 'noindex: true', 'icon: zzzzzzzz')}Not for robots.\n`,
  'endpoint.md': `${fm('title: Get users', 'api: GET https://api.example.com/users')}Lists users.\n`,
  'drafts/unlisted.md': `${fm('title: Draft', 'hidden: true')}Draft.\n`,
  'images/card.png': 'png',
};

let root: string;
let out: string;
let result: BuildResult;
const page = (slug: string) => readOut(out, slug === '' ? 'index.html' : `${slug}/index.html`);
const sidebar = (html: string) =>
  html.slice(html.indexOf('<nav id="q-menu"'), html.indexOf('</nav>', html.indexOf('<nav id="q-menu"')));

beforeAll(async () => {
  root = writeFixture(FILES);
  out = path.join(root, '..', `${path.basename(root)}-out`);
  result = await buildSite({ root, outDir: out, base: '/docs/', siteUrl: 'https://acme.dev' });
}, 60_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

describe('a site using every page front matter key', () => {
  it('builds, warning only about the unknown icon (not about hidden pages, nor keys Mintlify lacks)', () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => `${d.severity} ${d.rule} ${d.file}:${d.position?.line}`)).toEqual([
      'warning icons/unknown-icon noindex.md:4',
    ]);
    expect(result.stats.pages).toBe(12);
  });

  it('draws the sidebar icon before the title and the tag after it', () => {
    const nav = sidebar(page('new'));
    expect(nav).toMatch(
      /<a href="\/docs\/new\/" aria-current="page"><svg class="q-icon q-nav-icon" [^>]*>.*?<\/svg><span class="q-nav-label">New<\/span><span class="q-nav-tag">NEW<\/span><\/a>/,
    );
    expect(nav).toContain('<a href="/docs/wide/">Wide</a>');
    // An icon name that matches nothing is drawn as a question mark, never left out.
    expect(nav).toContain(
      `<a href="/docs/noindex/">${loadIcon(UNKNOWN_ICON, 'q-icon q-nav-icon')}<span class="q-nav-label">No robots</span></a>`,
    );
  });

  it('links an entry with `url` to that address, marked external, with its image icon', () => {
    expect(sidebar(page('new'))).toMatch(
      /<a href="https:\/\/example.com\/discord" rel="noopener"><img class="q-nav-icon" src="\/docs\/icons\/star.svg" alt=""><span class="q-nav-label">Community<\/span><svg class="q-icon"/,
    );
    // Its page is still built, but previous/next pass it by.
    expect(page('community')).toContain('<h1 id="page-title">Community</h1>');
    expect(page('wide')).toContain('<a class="q-next pagination-next" href="/docs/center/" rel="next">');
  });

  it('builds a hidden page, with its section sidebar, but lists it nowhere', () => {
    const secret = page('secret');
    expect(secret).toContain('<h1 id="page-title">Secret</h1>');
    expect(secret).toContain('<meta name="robots" content="noindex">');
    expect(secret).toContain('<h2 class="q-nav-title sidebar-group-header">Start</h2>');
    expect(secret).not.toContain('rel="prev"');
    expect(sidebar(page('new'))).not.toContain('/docs/secret/');
    expect(page('new')).toContain('<a class="q-next pagination-next" href="/docs/wide/" rel="next">');
    expect(page('drafts/unlisted')).toContain('<meta name="robots" content="noindex">');
  });

  it('leaves noindex and hidden pages out of the sitemap and the search index', () => {
    const sitemap = readOut(out, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://acme.dev/docs/new/</loc>');
    for (const slug of ['secret', 'noindex', 'drafts/unlisted'])
      expect(sitemap).not.toContain(`https://acme.dev/docs/${slug}/`);
    expect(page('noindex')).toContain('<meta name="robots" content="noindex">');
    expect(page('new')).not.toContain('name="robots"');
    const entry = JSON.parse(readFileSync(path.join(out, '_quire/search/pagefind-entry.json'), 'utf8'));
    expect(entry.languages.en.page_count).toBe(8);
  });

  it('writes og:* and twitter:* meta tags, escaped, with the image made absolute', () => {
    const html = page('new');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta property="og:image" content="https://acme.dev/docs/images/card.png">');
    expect(head).toContain('<meta property="og:title" content="A &lt;b&gt; &amp; &quot;q&quot;">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta name="keywords" content="alpha, beta">');
    expect(head).not.toContain('someKeyMintlifyLacks');
  });

  it('shows the front matter description as the subtitle, and only that', () => {
    expect(page('new')).toContain(
      '<p class="q-description" data-pagefind-meta="description">What is new, &#x3C;in> short.</p>',
    );
    const home = page('');
    expect(home).not.toContain('q-description');
    // Search engines still get a summary: the first paragraph.
    expect(home).toContain('<meta name="description" content="Welcome home, reader.">');
  });

  it('renders inline markdown in the subtitle: links under the base path, code; script links lose their href', () => {
    expect(page('linked')).toContain(
      '<p class="q-description" data-pagefind-meta="description">Follows your <a href="https://json-schema.org/">JSON schema</a>, see <a href="/docs/center/">center</a> and <code>code</code>; <a>bad</a></p>',
    );
    // The meta description is the text as written.
    expect(page('linked')).toContain('<meta name="description" content="Follows your [JSON schema]');
  });

  it('gives heading ids that match Mintlify, so the page’s own links resolve', () => {
    expect(page('new')).toContain('<h2 id="launch">🚀 Launch');
    expect(page('new')).toContain('href="#launch"');
  });

  it('lays pages out by mode', () => {
    expect(page('new')).toContain('<div class="q-layout" id="body-content">');
    expect(page('new')).toContain('class="q-toc toc"');
    const wide = page('wide');
    expect(wide).toContain('<body class="q-mode-wide">');
    expect(wide).toContain('<div class="q-layout q-no-toc q-mode-wide" id="body-content">');
    expect(wide).not.toContain('data-toc');
    const center = page('center');
    expect(center).toContain('<div class="q-layout q-no-toc q-mode-center" id="body-content">');
    expect(center).not.toContain('data-toc');
    expect(center).toContain('<h1 id="page-title">Center</h1>');
    // The sidebar stays in the page, as the menu the topbar's button opens.
    expect(center).toContain('popovertarget="q-menu"');
    expect(center).toContain('<nav id="q-menu"');
    for (const slug of ['custom', 'frame']) {
      const html = page(slug);
      expect(html).toContain(`<div class="q-layout q-no-toc q-mode-${slug}" id="body-content">`);
      expect(html).toContain(`<h1 class="q-sr" id="page-title">${slug === 'custom' ? 'Custom' : 'Frame'}</h1>`);
      expect(html).not.toContain('q-page-header');
      expect(html).not.toContain('q-description');
      expect(html).not.toContain('q-pagination');
    }
    expect(page('custom')).toContain('<div class="hero">Hero</div>');
  });

  it('still renders endpoint pages from `api`', () => {
    const html = page('endpoint');
    expect(html).toContain('q-endpoint');
    expect(html).toContain('/users');
  });
});

describe('noindex and the build cache', () => {
  it('re-indexes search when a page becomes noindex, and again when it stops being', async () => {
    const dir = writeFixture({
      'site.json': { name: 'Cache', navigation: [{ group: 'Start', pages: ['index', 'a', 'b'] }] },
      'index.md': '# Home\n\nWelcome.\n',
      'a.md': '# A\n\nAlpha.\n',
      'b.md': '# B\n\nBeta.\n',
    });
    const target = path.join(dir, '..', `${path.basename(dir)}-out`);
    const pageCount = () =>
      JSON.parse(readFileSync(path.join(target, '_quire/search/pagefind-entry.json'), 'utf8')).languages.en.page_count;
    try {
      expect((await buildSite({ root: dir, outDir: target })).ok).toBe(true);
      expect(pageCount()).toBe(3);
      writeFileSync(path.join(dir, 'b.md'), '---\nnoindex: true\n---\n\n# B\n\nBeta.\n');
      expect((await buildSite({ root: dir, outDir: target })).ok).toBe(true);
      expect(pageCount()).toBe(2);
      writeFileSync(path.join(dir, 'b.md'), '# B\n\nBeta.\n');
      expect((await buildSite({ root: dir, outDir: target })).ok).toBe(true);
      expect(pageCount()).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(target, { recursive: true, force: true });
    }
  }, 60_000);
});
