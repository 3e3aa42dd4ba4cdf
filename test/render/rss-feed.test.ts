/**
 * Changelog pages' RSS feeds (Mintlify's `<page>/rss.xml`): one item per `Update`, per heading inside one, or as its
 * `rss` prop says; dates only from what the label or description states; everything escaped, the XML well-formed;
 * linked from the page's head; the same bytes on every build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { escapeXml, feedOutPath } from '../../src/render/rss-feed.js';
import { parseUpdateDate } from '../../src/render/update-dates.js';
import { hashTree, readOut, writeFixture } from '../helpers/site-fixture.js';
import { checkWellFormedXml } from './helpers/xml-check.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const CHANGELOG = [
  '---',
  'title: Product updates',
  'description: New <things> & fixes',
  '---',
  '',
  '<Update label="March 5, 2025" description="v2.0.0" tags={["Feature", "A&B"]}>',
  '  ## New dashboard',
  '',
  '  A redesigned **dashboard** with `charts`.',
  '',
  '  ```js',
  '  secretCode()',
  '  ```',
  '',
  '  ## Faster search',
  '',
  '  Search is <Icon icon="bolt" /> fast.',
  '</Update>',
  '',
  '<Update label="v1.9 & more" description="February 2025" rss={{ title: "Fixes <and> \\"quotes\\"", description: "Many fixes." }}>',
  '  Fixed bugs.',
  '</Update>',
  '',
  '<Update label="Someday">',
  '  No date here. Control char: \u0007 and `</description><script>alert(1)</script>`',
  '</Update>',
  '',
].join('\n');

const SITE = {
  'docs.json': {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Acme',
    colors: { primary: '#0a6' },
    navigation: { groups: [{ group: 'Start', pages: ['index', 'changelog'] }] },
  },
  'index.mdx': '---\ntitle: Welcome\n---\n\nHello.\n',
  'changelog.mdx': CHANGELOG,
};

async function build(files: Record<string, string | object>, siteUrl?: string) {
  const root = writeFixture(files);
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-rss-'));
  cleanup.push(root, parent);
  const outDir = path.join(parent, 'out');
  const result = await buildSite({ root, outDir, cache: false, base: '/docs/', ...(siteUrl && { siteUrl }) });
  expect(result.ok, formatDiagnostics(result.diagnostics)).toBe(true);
  return { root, outDir, result };
}

describe('parseUpdateDate', () => {
  it('reads the dates changelogs write, as UTC midnight', () => {
    const iso = (text: string) => parseUpdateDate(text)?.toISOString().slice(0, 10);
    expect(iso('March 5, 2025')).toBe('2025-03-05');
    expect(iso('August 21, 2026')).toBe('2026-08-21');
    expect(iso('5 March 2025')).toBe('2025-03-05');
    expect(iso('Mar 5th, 2025')).toBe('2025-03-05');
    expect(iso('Sept 1 2024')).toBe('2024-09-01');
    expect(iso('March 2025')).toBe('2025-03-01');
    expect(iso('2025-03-05')).toBe('2025-03-05');
    expect(iso('2025/3/5')).toBe('2025-03-05');
    expect(iso('2025-03')).toBe('2025-03-01');
    expect(iso('Wednesday, March 5, 2025')).toBe('2025-03-05');
  });

  it('gives no date for anything else, or a day that does not exist', () => {
    for (const text of ['v2.0.0', '2', 'Someday', 'February 30, 2025', '2025-13-01', 'Marchy 5, 2025', '', undefined])
      expect(parseUpdateDate(text), String(text)).toBeUndefined();
  });
});

describe('escapeXml', () => {
  it('escapes markup and quotes and drops what XML cannot hold', () => {
    expect(escapeXml(`<a href="x">&'\u0000\u0007\uD800z\uFFFF`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;z');
    expect(escapeXml('emoji 😀 stays')).toBe('emoji 😀 stays');
  });
});

describe('the RSS feed of a changelog page', () => {
  it('sits beside the page', () => {
    expect(feedOutPath('changelog/index.html')).toBe('changelog/rss.xml');
    expect(feedOutPath('index.html')).toBe('rss.xml');
  });

  it('has one item per heading, per rss prop or per update, each escaped, dated only when stated', async () => {
    const { outDir, result } = await build(SITE, 'https://acme.test');
    const feed = readOut(outDir, 'changelog/rss.xml');
    expect(checkWellFormedXml(feed)).toEqual([]);
    expect(feed).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
        '  <channel>',
        '    <title>Product updates</title>',
        '    <link>https://acme.test/docs/changelog/</link>',
        '    <description>New &lt;things&gt; &amp; fixes</description>',
        '    <generator>Quire</generator>',
        '    <atom:link href="https://acme.test/docs/changelog/rss.xml" rel="self" type="application/rss+xml"/>',
        '    <item>',
        '      <title>New dashboard</title>',
        '      <link>https://acme.test/docs/changelog/#new-dashboard</link>',
        '      <guid isPermaLink="true">https://acme.test/docs/changelog/#new-dashboard</guid>',
        '      <pubDate>Wed, 05 Mar 2025 00:00:00 GMT</pubDate>',
        '      <category>Feature</category>',
        '      <category>A&amp;B</category>',
        '      <description>A redesigned dashboard with charts.</description>',
        '    </item>',
        '    <item>',
        '      <title>Faster search</title>',
        '      <link>https://acme.test/docs/changelog/#faster-search</link>',
        '      <guid isPermaLink="true">https://acme.test/docs/changelog/#faster-search</guid>',
        '      <pubDate>Wed, 05 Mar 2025 00:00:00 GMT</pubDate>',
        '      <category>Feature</category>',
        '      <category>A&amp;B</category>',
        '      <description>Search is fast.</description>',
        '    </item>',
        '    <item>',
        '      <title>Fixes &lt;and&gt; &quot;quotes&quot;</title>',
        '      <link>https://acme.test/docs/changelog/#v1-9-%26-more</link>',
        '      <guid isPermaLink="true">https://acme.test/docs/changelog/#v1-9-%26-more</guid>',
        '      <pubDate>Sat, 01 Feb 2025 00:00:00 GMT</pubDate>',
        '      <description>Many fixes.</description>',
        '    </item>',
        '    <item>',
        '      <title>Someday</title>',
        '      <link>https://acme.test/docs/changelog/#someday</link>',
        '      <guid isPermaLink="true">https://acme.test/docs/changelog/#someday</guid>',
        '      <description>No date here. Control char: and &lt;/description&gt;&lt;script&gt;alert(1)&lt;/script&gt;</description>',
        '    </item>',
        '  </channel>',
        '</rss>',
        '',
      ].join('\n'),
    );
    expect(feed).not.toContain('secretCode');
    expect(feed).not.toContain('lastBuildDate');
    expect(result.diagnostics.filter((d) => d.rule.startsWith('rss/'))).toEqual([]);
  });

  it('is linked from the page head; other pages have no feed', async () => {
    const { outDir } = await build(SITE, 'https://acme.test');
    expect(readOut(outDir, 'changelog/index.html')).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Product updates" href="https://acme.test/docs/changelog/rss.xml">',
    );
    expect(readOut(outDir, 'index.html')).not.toContain('application/rss+xml');
    expect(Object.keys(hashTree(outDir)).filter((file) => file.endsWith('rss.xml'))).toEqual(['changelog/rss.xml']);
  });

  it('with front matter rss: true, a button beside the title links the feed', async () => {
    const { outDir } = await build({
      ...SITE,
      'changelog.mdx': CHANGELOG.replace('---\ntitle:', '---\nrss: true\ntitle:'),
    });
    expect(readOut(outDir, 'changelog/index.html')).toMatch(
      /<h1[^>]*>Product updates <a class="q-rss-button" href="\/docs\/changelog\/rss.xml" aria-label="RSS feed" data-pagefind-ignore><svg /,
    );
    const plain = await build(SITE);
    expect(readOut(plain.outDir, 'changelog/index.html')).not.toContain('q-rss-button');
  });

  it('without --site-url links paths under the base, with a note, and no self link', async () => {
    const { outDir, result } = await build(SITE);
    const feed = readOut(outDir, 'changelog/rss.xml');
    expect(checkWellFormedXml(feed)).toEqual([]);
    expect(feed).toContain('<link>/docs/changelog/#new-dashboard</link>');
    expect(feed).toContain('<guid isPermaLink="false">/docs/changelog/#new-dashboard</guid>');
    expect(feed).not.toContain('atom:link');
    expect(readOut(outDir, 'changelog/index.html')).toContain('href="/docs/changelog/rss.xml"');
    const notes = result.diagnostics.filter((d) => d.rule === 'rss/relative-links');
    expect(notes.map((d) => [d.severity, d.file])).toEqual([['info', 'changelog/rss.xml']]);
  });

  it("the home page's feed is /rss.xml, and a feed whose path is taken is not written, with a warning", async () => {
    const home = await build({
      ...SITE,
      'index.mdx': '---\ntitle: News\n---\n\n<Update label="2025-01-02">Hi.</Update>\n',
    });
    expect(readOut(home.outDir, 'rss.xml')).toContain('<pubDate>Thu, 02 Jan 2025 00:00:00 GMT</pubDate>');
    const taken = await build({ ...SITE, 'changelog/rss.xml.mdx': '---\ntitle: Odd\n---\n\nA page.\n' });
    expect(taken.result.diagnostics.filter((d) => d.rule === 'rss/feed-path-taken').map((d) => d.file)).toEqual([
      'changelog.mdx',
    ]);
    expect(readOut(taken.outDir, 'changelog/rss.xml/index.html')).toContain('A page.');
  });

  it('is the same bytes on every build', async () => {
    const first = await build(SITE, 'https://acme.test');
    const second = await build(SITE, 'https://acme.test');
    expect(readOut(second.outDir, 'changelog/rss.xml')).toBe(readOut(first.outDir, 'changelog/rss.xml'));
  });
});
