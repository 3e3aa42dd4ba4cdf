/**
 * docs.json `navbar.links[].icon` (an icon before a topbar link's text: a named icon, or an image) and
 * `styling.eyebrows` (`"breadcrumbs"`: every group down to the page's above its title), through a whole build.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function build(styling: object): Promise<{ result: BuildResult; read: (rel: string) => string }> {
  const root = writeFixture({
    'docs.json': {
      name: 'Acme',
      styling,
      navbar: {
        links: [
          { label: 'Blog', href: 'https://acme.com/blog', icon: 'newspaper' },
          { label: 'Status', href: '/status', icon: '/icons/status.svg' },
          { label: 'Forum', href: 'https://forum.acme.com', icon: 'zzqqxxv' },
          { label: 'Plain', href: '/plain' },
        ],
      },
      navigation: {
        groups: [
          { group: 'Start', pages: ['index', { group: 'Advanced <deep>', pages: ['deep'] }] },
          { group: 'More', pages: ['status', 'plain'] },
        ],
      },
    },
    'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    'deep.mdx': '---\ntitle: Deep\n---\n\nDown here.\n',
    'status.mdx': '---\ntitle: Status\n---\n\nAll good.\n',
    'plain.mdx': '---\ntitle: Plain\n---\n\nPlain.\n',
    'icons/status.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  });
  const out = path.join(root, '..', `${path.basename(root)}-out`);
  dirs.push(root, out);
  const result = await buildSite({ root, outDir: out, base: '/docs/' });
  return { result, read: (rel) => readOut(out, rel) };
}

const eyebrow = (html: string) => /<p class="q-eyebrow eyebrow"[^>]*>(.*?)<\/p>/.exec(html)?.[1];

describe('navbar link icons and breadcrumb eyebrows', () => {
  let site: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    site = await build({ eyebrows: 'breadcrumbs' });
  });

  it('warns once about an icon no library has, naming the link, and about nothing else', () => {
    expect(site.result.ok).toBe(true);
    expect(site.result.diagnostics.map((d) => `${d.severity} ${d.rule} ${d.message.split(':')[0]}`)).toEqual([
      'warning icons/unknown-icon topbar link "Forum"',
    ]);
  });

  it('draws each link’s icon before its text, in the topbar and in the mobile menu', () => {
    const html = site.read('index.html');
    const topbar = html.slice(
      html.indexOf('class="q-topbar-links"'),
      html.indexOf('</nav>', html.indexOf('class="q-topbar-links"')),
    );
    expect(topbar).toMatch(
      /href="https:\/\/acme\.com\/blog" rel="noopener"><svg[^>]*class="q-icon q-nav-icon"[^>]*>.*?<\/svg>Blog<\/a>/,
    );
    expect(topbar).toContain(
      'href="/docs/status"><img class="q-nav-icon" src="/docs/icons/status.svg" alt="">Status</a>',
    );
    // An unknown name is drawn as Quire's placeholder icon, as in the sidebar.
    expect(topbar).toMatch(/<svg[^>]*>.*?<\/svg>Forum<\/a>/);
    expect(topbar).toContain('href="/docs/plain">Plain</a>');
    const menu = html.slice(html.indexOf('class="q-menu-links"'));
    expect(menu).toContain('<img class="q-nav-icon" src="/docs/icons/status.svg" alt="">Status</a>');
  });

  it('shows every group down to the page’s above the title, escaped', () => {
    expect(eyebrow(site.read('deep/index.html'))).toBe(
      '<span>Start</span><span class="q-eyebrow-sep" aria-hidden="true"> / </span><span>Advanced &lt;deep&gt;</span>',
    );
    expect(eyebrow(site.read('status/index.html'))).toBe('<span>More</span>');
  });

  it('shows the page’s own group only by default ("section")', async () => {
    const plain = await build({});
    expect(eyebrow(plain.read('deep/index.html'))).toBe('Advanced &lt;deep&gt;');
  });
});
