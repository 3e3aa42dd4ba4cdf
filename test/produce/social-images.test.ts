/**
 * docs.json `thumbnails` end to end: one small site built twice (about 3 s of CPU in all: the images are few and
 * small), checking the head tags, that each image is a 1200×630 PNG, that two builds draw the same bytes, and that a
 * rebuild takes unchanged images from the cache.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { Diagnostic } from '../../src/diagnostics.js';
import type { SiteGraph } from '../../src/graph/types.js';
import { writeSocialImages } from '../../src/produce/social-images.js';
import type { SitePlan } from '../../src/site/plan-site.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const SITE_URL = 'https://docs.acme.dev';
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#26BD6C"/></svg>';
const BACKGROUND =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="315"><rect width="600" height="315" fill="#0b2e1c"/><circle cx="560" cy="30" r="120" fill="#26BD6C" opacity="0.4"/></svg>';

function fixture(): string {
  return writeFixture({
    'docs.json': {
      name: 'Acme Docs',
      colors: { primary: '#166E3F', light: '#26BD6C' },
      logo: { light: '/logo.svg', dark: '/logo.svg' },
      thumbnails: { appearance: 'dark', background: '/images/og.svg' },
      navigation: { pages: ['index', 'quickstart', 'own', 'chinese'] },
    },
    'logo.svg': LOGO,
    'images/og.svg': BACKGROUND,
    'images/own.png': 'not drawn',
    'index.mdx': '---\ntitle: Welcome\ndescription: Everything about Acme.\n---\n\nHello.\n',
    'quickstart.mdx': '---\ntitle: Quickstart\ndescription: Send a first request.\n---\n\nSteps.\n',
    'own.mdx': '---\ntitle: Own card\n"og:image": /images/own.png\n---\n\nText.\n',
    'chinese.mdx': '---\ntitle: 快速开始\n---\n\n你好。\n',
  });
}

/** Width and height from a PNG's header, after checking its signature and that IHDR comes first. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

const IMAGES = ['chinese.png', 'index.png', 'quickstart.png'];
const ogDir = (out: string) => path.join(out, '_quire', 'og');

describe('social preview images (docs.json thumbnails)', () => {
  let root: string;
  let out: string;
  let result: BuildResult;
  beforeAll(async () => {
    root = fixture();
    out = path.join(mkdtempSync(path.join(os.tmpdir(), 'quire-og-')), 'out');
    result = await buildSite({ root, outDir: out, siteUrl: SITE_URL, offline: true });
  }, 60_000);

  it('names the image of each page in its head, absolute, with its size and the large card', () => {
    expect(result.ok).toBe(true);
    const head = readOut(out, 'quickstart/index.html');
    expect(head).toContain(`<meta property="og:image" content="${SITE_URL}/_quire/og/quickstart.png">`);
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta property="og:image:height" content="630">');
    expect(head).toContain(`<meta name="twitter:image" content="${SITE_URL}/_quire/og/quickstart.png">`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it("keeps a page's own og:image, and draws none for it", () => {
    const head = readOut(out, 'own/index.html');
    expect(head).toContain(`<meta property="og:image" content="${SITE_URL}/images/own.png">`);
    expect(head).not.toContain('og:image:width');
    expect(readdirSync(ogDir(out)).sort()).toEqual(IMAGES);
  });

  it('writes 1200×630 PNGs, and warns about the characters the font lacks', () => {
    for (const name of IMAGES) expect(pngSize(readFileSync(path.join(ogDir(out), name)))).toEqual([1200, 630]);
    const glyphs = result.diagnostics.filter((d) => d.rule === 'social-image/glyphs');
    expect(glyphs.map((d) => d.message)).toEqual([expect.stringContaining('1 page have characters Noto Sans cannot')]);
    expect(result.diagnostics.filter((d) => d.rule.startsWith('social-image/') && d !== glyphs[0])).toEqual([]);
  });

  it('draws the same bytes again, and a rebuild takes unchanged images from the cache', async () => {
    const again = path.join(path.dirname(out), 'again');
    expect((await buildSite({ root, outDir: again, siteUrl: SITE_URL, offline: true, cache: false })).ok).toBe(true);
    for (const name of IMAGES)
      expect(readFileSync(path.join(ogDir(again), name)).equals(readFileSync(path.join(ogDir(out), name)))).toBe(true);

    // Cache entries are rewritten only when drawn: one changed title, one changed body.
    const entries = path.join(root, '.quire', 'cache', 'og-image');
    const before = new Map(readdirSync(entries).map((key) => [key, statSync(path.join(entries, key)).ino]));
    expect(before.size).toBe(3);
    writeFileSync(path.join(root, 'index.mdx'), '---\ntitle: Welcome home\ndescription: Everything about Acme.\n---\n');
    writeFileSync(
      path.join(root, 'quickstart.mdx'),
      '---\ntitle: Quickstart\ndescription: Send a first request.\n---\n\nMore steps.\n',
    );
    const rebuilt = await buildSite({ root, outDir: out, siteUrl: SITE_URL, offline: true });
    expect(rebuilt.ok).toBe(true);
    // The cached image of the Chinese page still brings its warning.
    expect(rebuilt.diagnostics.filter((d) => d.rule === 'social-image/glyphs')).toHaveLength(1);
    const after = new Map(readdirSync(entries).map((key) => [key, statSync(path.join(entries, key)).ino]));
    expect(after.size).toBe(3);
    const kept = [...after].filter(([key, ino]) => before.get(key) === ino);
    expect(kept).toHaveLength(2);
  }, 60_000);
});

describe('social preview images with a logo that is no image', () => {
  it('are drawn without it, with one warning, on every build alike', async () => {
    const root = writeFixture({ 'logo.svg': 'not an image' });
    const graph = {
      config: { ...resolveConfig({ name: 'Acme', navigation: [], logo: '/logo.svg' }), thumbnails: {} },
      pages: [{ path: 'a.mdx', outPath: 'a/index.html', title: 'A', description: '', settings: { metaTags: [] } }],
      assets: ['logo.svg'],
    } as unknown as SiteGraph;
    const run = async () => {
      const written = new Map<string, Uint8Array>();
      const diagnostics: Diagnostic[] = [];
      const count = await writeSocialImages({
        site: { root, configFile: 'docs.json' },
        plan: { graph, init: { urls: { base: '/' } } as SitePlan['init'] },
        cache: { dir: path.join(root, '.cache'), secret: new Uint8Array(32) },
        diagnostics,
        write: async (file, content) => void written.set(file, content),
      });
      return { count, written, rules: diagnostics.map((d) => `${d.rule}: ${d.message}`) };
    };
    const first = await run();
    expect(first.count).toBe(1);
    expect([...first.written.keys()]).toEqual(['_quire/og/a.png']);
    expect(first.rules).toEqual([
      expect.stringMatching(/^social-image\/failed: the social preview images are drawn without the logo/),
      expect.stringMatching(/^seo\/relative-image: /),
    ]);
    // The second run takes the image from the cache, and says the same.
    const second = await run();
    expect(second.rules).toEqual(first.rules);
    expect(Buffer.from(second.written.get('_quire/og/a.png')!).equals(first.written.get('_quire/og/a.png')!)).toBe(
      true,
    );
  }, 30_000);
});
