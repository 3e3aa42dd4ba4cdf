/**
 * Links and media written as HTML, in MDX (`<img>`, `<a>`, `<video>`, `<source>`, bare or inside a component) and in
 * a markdown page's raw HTML, are checked and rewritten like markdown links and images: at their line and column,
 * errors (warnings with `--allow-broken-links`), `--base` added, linked files published.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SITE: Record<string, string | object> = {
  'docs.json': {
    name: 'Html links',
    theme: 'mint',
    colors: { primary: '#0c8669', light: '#4fd1b0' },
    navigation: { pages: ['index', 'guide'] },
  },
  'index.mdx': [
    '---',
    'title: Home',
    '---',
    '',
    '<img src="/images/shot.png" alt="shot" />',
    '',
    '<Frame>',
    '  <img src="images/shot.png" alt="framed" />',
    '</Frame>',
    '',
    '<a href="/guide#set-up">Guide</a> and <a href="/files/data.csv">data</a>',
    '',
    '<video controls poster="/images/shot.png">',
    '  <source src="/media/clip.mp4" type="video/mp4" />',
    '</video>',
    '',
    '<a href="https://example.com/">out</a> <img src="data:image/png;base64,AA==" alt="inline" />',
    '',
  ].join('\n'),
  'guide.md': [
    '---',
    'title: Guide',
    '---',
    '',
    '## Set up',
    '',
    '<p align="center"><img src="images/shot.png" width="200"></p>',
    '',
    '<a href=\'/#top\'>Home</a> <a href="files/data.csv">data</a>',
    '',
    '<a href=guide>bare</a>',
    '',
    '<!-- <img src="/images/gone.png"> -->',
    '',
  ].join('\n'),
  'images/shot.png': 'png',
  'media/clip.mp4': 'mp4',
  'files/data.csv': 'a,b\n',
};

async function build(files: Record<string, string | object>, options: { allowBrokenLinks?: boolean } = {}) {
  const root = writeFixture(files);
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-html-links-'));
  cleanup.push(root, parent);
  const out = path.join(parent, 'out');
  const result = await buildSite({ root, outDir: out, base: '/docs/', ...options });
  return { out, result };
}

describe('links and images written as HTML', () => {
  it('are rewritten for --base, and the files they name are published', async () => {
    const { out, result } = await build(SITE);
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const home = readOut(out, 'index.html');
    expect(home).toContain('<img src="/docs/images/shot.png" alt="shot">');
    expect(home).toContain('<img src="/docs/images/shot.png" alt="framed">');
    expect(home).toContain('<a href="/docs/guide/#set-up">Guide</a>');
    expect(home).toContain('<a href="/docs/files/data.csv">data</a>');
    expect(home).toContain('poster="/docs/images/shot.png"');
    expect(home).toContain('<source src="/docs/media/clip.mp4" type="video/mp4">');
    expect(home).toContain('<a href="https://example.com/">out</a>');
    expect(home).toContain('src="data:image/png;base64,AA=="');
    const guide = readOut(out, 'guide/index.html');
    expect(guide).toContain('<p align="center"><img src="/docs/images/shot.png" width="200"></p>');
    expect(guide).toContain("<a href='/docs/#top'>Home</a>");
    expect(guide).toContain('<a href="/docs/files/data.csv">data</a>');
    expect(guide).toContain('<a href="/docs/guide/">bare</a>');
    expect(guide).toContain('<!-- <img src="/images/gone.png"> -->');
    expect(readFileSync(path.join(out, 'files/data.csv'), 'utf8')).toBe('a,b\n');
  });

  it('that lead nowhere are warnings at their line and column in docs.json projects, errors in site.json ones', async () => {
    const broken: Record<string, string | object> = {
      ...SITE,
      'index.mdx':
        '---\ntitle: Home\n---\n\n<Frame>\n  <img src="/images/missing.png" />\n</Frame>\n\n<a href="/nope">x</a> <a href="#nowhere">y</a>\n\n<video src="/media/gone.mp4" />\n',
      'guide.md':
        '---\ntitle: Guide\n---\n\n<div>\n  <img src="/images/missing.png">\n  <a href="/guide#nope">z</a>\n</div>\n',
    };
    const expected = [
      'guide.md:6:13 markdown/missing-image',
      'guide.md:7:12 markdown/broken-anchor',
      'index.mdx:6:8 markdown/missing-image',
      'index.mdx:9:4 markdown/broken-link',
      'index.mdx:9:26 markdown/broken-anchor',
      'index.mdx:11:8 markdown/missing-image',
    ];
    const describe = (d: { file?: string; position?: { line: number; column: number }; rule: string }) =>
      `${d.file}:${d.position?.line}:${d.position?.column} ${d.rule}`;
    // Quire's own site.json keeps them errors unless --allow-broken-links is given.
    const pages = { ...broken };
    delete pages['docs.json'];
    const siteJson = {
      name: 'Html links',
      colors: { primary: '#0c8669' },
      navigation: [{ group: 'Docs', pages: ['index', 'guide'] }],
    };
    const strict = await build({ ...pages, 'site.json': siteJson });
    expect(strict.result.ok).toBe(false);
    const errors = strict.result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map(describe).sort()).toEqual(expected.sort());
    // Mintlify publishes such a project, so a docs.json build goes on and says what leads nowhere.
    const mintlify = await build(broken);
    expect(mintlify.result.ok).toBe(true);
    expect(
      mintlify.result.diagnostics
        .filter((d) => d.severity === 'warning')
        .map(describe)
        .sort(),
    ).toEqual(expected.sort());
    const lenient = await build(broken, { allowBrokenLinks: true });
    expect(lenient.result.ok).toBe(true);
    const warnings = lenient.result.diagnostics.filter((d) => d.severity === 'warning');
    expect(warnings.map(describe).sort()).toEqual(expected.sort());
  });
});
