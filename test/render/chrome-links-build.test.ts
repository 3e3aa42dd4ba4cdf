/**
 * Links of the site chrome to other sites: the topbar's links and call to action (in the topbar and again in the
 * phone menu), tabs and the footer's social links all carry `rel="noopener"`, and no link of a built page opens a new tab
 * without it. Links inside the site carry no `rel`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

let root: string;
let parent: string;
let html: string;

beforeAll(async () => {
  root = writeFixture({
    'site.json': {
      name: 'Acme',
      topbarLinks: [
        { name: 'Blog', url: 'https://acme.com/blog' },
        { name: 'Support', url: 'mailto:help@acme.com' },
        { name: 'Guide', url: '/guide' },
      ],
      topbarCtaButton: { name: 'Dashboard', url: 'https://app.acme.com' },
      tabs: [{ name: 'Status', url: 'https://status.acme.com' }],
      footerSocials: { github: 'https://github.com/acme' },
      navigation: [{ group: 'Start', pages: ['index', 'guide'] }],
    },
    'index.md': '# Home\n\nHello.\n',
    'guide.md': '# Guide\n\nText.\n',
  });
  parent = mkdtempSync(path.join(os.tmpdir(), 'quire-chrome-links-'));
  const out = path.join(parent, 'out');
  const result = await buildSite({ root, outDir: out });
  expect(result.ok).toBe(true);
  html = readOut(out, 'index.html');
}, 60_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(parent, { recursive: true, force: true });
});

/** Every `<a …>` start tag of the page outside its content. */
function chromeLinks(page: string): string[] {
  const chrome = page.replace(/<div class="q-content">[\s\S]*?<\/article>/, '');
  return chrome.match(/<a\s[^>]*>/g) ?? [];
}

describe('links of the chrome to other sites', () => {
  it('carry rel="noopener" in the topbar, the phone menu, the call to action, tabs and the footer', () => {
    const external = chromeLinks(html).filter((tag) => /href="(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(tag));
    // Blog and Support twice (topbar and menu), the call to action twice, the tab, the GitHub social link.
    expect(external.length).toBeGreaterThanOrEqual(8);
    expect(external.filter((tag) => !/\srel="[^"]*\bnoopener\b/.test(tag))).toEqual([]);
    expect(html).toContain('<li><a href="https://acme.com/blog" rel="noopener">Blog</a></li>');
    expect(html).toContain('<li><a href="mailto:help@acme.com" rel="noopener">Support</a></li>');
    expect(html).toContain('<a class="q-cta q-cta-link" href="https://app.acme.com" rel="noopener">Dashboard</a>');
  });

  it('leave links inside the site without rel, and open no new tab without noopener', () => {
    expect(html).toContain('<li><a href="/guide">Guide</a></li>');
    const blank = (html.match(/<a\s[^>]*>/g) ?? []).filter((tag) => /target="_blank"/.test(tag));
    expect(blank.filter((tag) => !/\srel="[^"]*\bnoopener\b/.test(tag))).toEqual([]);
  });
});
