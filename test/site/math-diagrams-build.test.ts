/**
 * A site with math and diagrams (test/fixtures/math-site): KaTeX's stylesheet and fonts and the diagram script are
 * published, and linked by the pages that use them only; a site with neither publishes none of them.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, ROOT, type BuiltSite } from '../browser/helpers/chrome-site.js';

const FIXTURE = path.join(ROOT, 'test/fixtures/math-site');
let site: BuiltSite;
let plain: BuiltSite;
let plainDocs: string;

beforeAll(async () => {
  site = await buildToTemp(FIXTURE);
  // The same site without the math and diagram pages.
  plainDocs = mkdtempSync(path.join(os.tmpdir(), 'quire-plain-'));
  cpSync(path.join(FIXTURE, 'index.md'), path.join(plainDocs, 'index.md'));
  writeFileSync(
    path.join(plainDocs, 'site.json'),
    '{ "name": "Plain", "navigation": [{ "group": "Docs", "pages": ["index"] }] }',
  );
  plain = await buildToTemp(plainDocs);
}, 120_000);

afterAll(() => {
  site?.remove();
  plain?.remove();
  rmSync(plainDocs, { recursive: true, force: true });
});

const read = (built: BuiltSite, file: string) => readFileSync(path.join(built.dir, file), 'utf8');
const linkedStylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
const scripts = (html: string) => [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);

describe('math and diagram files', () => {
  it('publishes KaTeX’s stylesheet and its 20 WOFF2 fonts under _quire/katex/', () => {
    const files = readdirSync(path.join(site.dir, '_quire/katex')).sort();
    const fonts = files.filter((name) => name.endsWith('.woff2'));
    const css = files.filter((name) => name.endsWith('.css'));
    expect(fonts.length).toBe(20);
    expect(css).toHaveLength(1);
    // Every font the stylesheet names is published, and nothing else is asked for.
    const urls = [...read(site, `_quire/katex/${css[0]}`).matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
    expect(new Set(urls)).toEqual(new Set(fonts));
  });

  it('links KaTeX’s stylesheet on the math page only', () => {
    const katex = (file: string) => linkedStylesheets(read(site, file)).filter((href) => href.includes('/katex/'));
    expect(katex('math/index.html')).toEqual([expect.stringMatching(/^\/_quire\/katex\/katex\.[0-9a-f]{8}\.css$/)]);
    expect(existsSync(path.join(site.dir, katex('math/index.html')[0]))).toBe(true);
    expect(katex('index.html')).toEqual([]);
    expect(katex('diagrams/index.html')).toEqual([]);
  });

  it('links the diagram script on the diagram page only, and keeps prices as text', () => {
    const mermaid = (file: string) => scripts(read(site, file)).filter((src) => src.includes('/mermaid.'));
    expect(mermaid('diagrams/index.html')).toEqual([expect.stringMatching(/^\/_quire\/mermaid\.[A-Z0-9]+\.js$/)]);
    expect(existsSync(path.join(site.dir, mermaid('diagrams/index.html')[0]))).toBe(true);
    expect(mermaid('index.html')).toEqual([]);
    expect(mermaid('math/index.html')).toEqual([]);
    expect(read(site, 'index.html')).toContain('Plans cost $5 and $10 a month, or $100 a year.');
    expect(read(site, 'diagrams/index.html')).toContain('$5 and $10 stay text');
    expect(read(site, 'diagrams/index.html').match(/<figure class="q-mermaid" data-mermaid="">/g)).toHaveLength(2);
  });

  it('writes the formulas without a style attribute, so the strict CSP holds', () => {
    const html = read(site, 'math/index.html');
    expect(html.match(/class="katex"/g)?.length).toBe(6);
    expect(html).not.toMatch(/\sstyle=/);
    expect(read(site, '_headers')).toMatch(/style-src 'self'; .*font-src 'self'/);
  });

  it('publishes none of it for a site without math or diagrams', () => {
    expect(existsSync(path.join(plain.dir, '_quire/katex'))).toBe(false);
    expect(readdirSync(path.join(plain.dir, '_quire')).filter((name) => /^mermaid\.|Diagram/.test(name))).toEqual([]);
    // The other client files are still there.
    expect(readdirSync(path.join(plain.dir, '_quire')).some((name) => name.startsWith('quire.'))).toBe(true);
  });
});
