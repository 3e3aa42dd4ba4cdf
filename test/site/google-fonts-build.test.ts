/**
 * `fonts` families without `source`, fetched at build time from Google Fonts — here a local HTTP server that answers
 * as Google's CSS API does (the build's Google URL is an option; tests never reach the network): the font files are
 * published in `_quire/fonts/`, theme.css names them with rules Quire writes itself, the answers are cached so an
 * `--offline` build gives the same bytes, and an offline build without a cached copy (or a family Google lacks)
 * falls back to the system fonts with a warning. A family with `source` is not fetched; system families neither.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { isWebFontFamily, parseFontFaces } from '../../src/site/google-fonts.js';
import { hashTree, readOut, writeFixture } from '../helpers/site-fixture.js';

const FONT = new Uint8Array(
  readFileSync(new URL('../../node_modules/katex/dist/fonts/KaTeX_Main-Regular.woff2', import.meta.url)),
);
const BOLD = new Uint8Array(
  readFileSync(new URL('../../node_modules/katex/dist/fonts/KaTeX_Main-Bold.woff2', import.meta.url)),
);

let server: Server;
let origin: string;
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/css2') {
      const family = url.searchParams.get('family') ?? '';
      // Like Google: a family it lacks, or weights the family lacks, is a 400.
      if (family.startsWith('Nosuch') || (family.startsWith('Inter:') && family.includes('500'))) {
        res.writeHead(400).end('bad request');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/css' });
      res.end(
        [
          "/* latin */\n@font-face {\n  font-family: 'Inter';\n  font-style: normal;\n  font-weight: 400;\n  font-display: swap;",
          `  src: url(${origin}/s/inter/regular.woff2) format('woff2');\n  unicode-range: U+0000-00FF, U+0131;\n}`,
          "@font-face {\n  font-family: 'Inter';\n  font-style: normal;\n  font-weight: 700;\n  font-display: swap;",
          `  src: url(${origin}/s/inter/bold.woff2) format('woff2');\n}`,
          // A rule Quire must not copy: a file on another host, and a field that would end the rule.
          "@font-face {\n  font-family: 'Inter';\n  font-style: normal;\n  font-weight: 800;",
          "  src: url(https://evil.example/x.woff2) format('woff2');\n}",
          "@font-face {\n  font-family: 'Inter';\n  font-style: normal} body{color:red;\n  font-weight: 900;",
          `  src: url(${origin}/s/inter/regular.woff2) format('woff2');\n}`,
        ].join('\n'),
      );
      return;
    }
    const file =
      url.pathname === '/s/inter/regular.woff2' ? FONT : url.pathname === '/s/inter/bold.woff2' ? BOLD : undefined;
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'font/woff2' });
    res.end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function docsWith(fonts: object): string {
  const root = writeFixture({
    'docs.json': { name: 'Fonts', fonts, navigation: { pages: ['index'] } },
    'index.md': '# Home\n\nHello.\n',
  });
  cleanup.push(root);
  return root;
}

async function build(root: string, cacheDir: string, offline = false) {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-google-fonts-'));
  cleanup.push(parent);
  const out = path.join(parent, 'out');
  const result = await buildSite({ root, outDir: out, cacheDir, offline, googleFontsUrl: origin });
  expect(result.ok).toBe(true);
  return { out, diagnostics: result.diagnostics.map((d) => `${d.rule} ${d.jsonPath}: ${d.message}`) };
}

const themeCss = (out: string) => {
  const name = readdirSync(path.join(out, '_quire')).find((f) => /^theme\.[0-9a-f]+\.css$/.test(f));
  return readOut(out, `_quire/${name}`);
};

function tempCache(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-google-fonts-cache-'));
  cleanup.push(dir);
  return dir;
}

describe('fonts from Google Fonts', () => {
  it('publishes the family with the site, and an offline build reuses the cached copy byte for byte', async () => {
    const root = docsWith({ family: 'Inter' });
    const cache = tempCache();
    requests.length = 0;
    const online = await build(root, cache);
    expect(online.diagnostics).toEqual([]);
    // 400;500;600;700 is refused, 400;700 is not.
    expect(requests.filter((r) => r.startsWith('/css2'))).toEqual([
      '/css2?family=Inter%3Awght%40400%3B500%3B600%3B700&display=swap',
      '/css2?family=Inter%3Awght%40400%3B700&display=swap',
    ]);
    const fonts = readdirSync(path.join(online.out, '_quire/fonts')).sort();
    expect(fonts).toHaveLength(2);
    expect(fonts.every((name) => /^inter\.[0-9a-f]{8}\.woff2$/.test(name))).toBe(true);
    const bytes = fonts.map((name) => readFileSync(path.join(online.out, '_quire/fonts', name)));
    expect(bytes.map((b) => b.length).sort()).toEqual([FONT.length, BOLD.length].sort());
    const css = themeCss(online.out);
    expect(css).toContain(
      `@font-face {\n  font-family: "Inter";\n  font-style: normal;\n  font-weight: 400;\n  font-display: swap;\n  src: url("fonts/`,
    );
    expect(css).toContain('unicode-range: U+0000-00FF, U+0131;');
    expect(css).not.toContain('evil.example');
    expect(css).not.toContain('color:red');
    expect(css).not.toContain('font-weight: 900');
    expect(css).toContain('--q-font: "Inter", ui-sans-serif');
    // Readers load the font from the site itself: the policy names no other origin for fonts.
    expect(readOut(online.out, '_headers')).toMatch(/font-src 'self'(?: data:)?;/);

    requests.length = 0;
    const offline = await build(root, cache, true);
    expect(requests).toEqual([]);
    expect(offline.diagnostics).toEqual([]);
    expect(hashTree(offline.out)).toEqual(hashTree(online.out));
  });

  it('falls back to the system fonts with a warning when offline without a copy, or when Google lacks the family', async () => {
    requests.length = 0;
    const offline = await build(docsWith({ family: 'Inter' }), tempCache(), true);
    expect(requests).toEqual([]);
    expect(offline.diagnostics).toEqual([
      'config/web-font fonts: font "Inter" is loaded from Google Fonts, but the build runs with --offline and no earlier build cached it; text uses the system fonts',
    ]);
    expect(themeCss(offline.out)).not.toContain('@font-face');
    expect(themeCss(offline.out)).toContain('--q-font: "Inter", ui-sans-serif');

    const missing = await build(docsWith({ family: 'Nosuch Sans' }), tempCache());
    expect(missing.diagnostics).toEqual([
      'config/web-font fonts: font "Nosuch Sans" is loaded from Google Fonts, but Google Fonts has no such family; text uses the system fonts',
    ]);
  });

  it('fetches no family that has a source, or is a system font', async () => {
    requests.length = 0;
    const root = writeFixture({
      'docs.json': {
        name: 'Fonts',
        fonts: { heading: { family: 'system-ui' }, body: { family: 'Inter', source: '/fonts/inter.woff2' } },
        navigation: { pages: ['index'] },
      },
      'index.md': '# Home\n',
      'fonts/inter.woff2': 'x',
    });
    cleanup.push(root);
    const { out, diagnostics } = await build(root, tempCache());
    expect(diagnostics).toEqual([]);
    expect(requests).toEqual([]);
    expect(themeCss(out)).toContain('src: url("/fonts/inter.woff2") format("woff2");');
  });
});

describe('parseFontFaces', () => {
  it('keeps only rules whose every field is as Google writes it', () => {
    expect(
      parseFontFaces("@font-face { font-family: 'A'; src: url(https://x/a.woff2) format('woff2'); }", 'A'),
    ).toEqual([{ style: 'normal', weight: '400', src: 'https://x/a.woff2' }]);
    expect(
      parseFontFaces("@font-face { font-family: 'B'; src: url(https://x/a.woff2) format('woff2'); }", 'A'),
    ).toEqual([]);
    expect(
      parseFontFaces("@font-face { font-weight: 400;} x {y:z; src: url(https://x/a.woff2) format('woff2'); }", 'A'),
    ).toEqual([]);
    expect(isWebFontFamily({ family: 'Inter' })).toBe(true);
    expect(isWebFontFamily({ family: 'system-ui' })).toBe(false);
    expect(isWebFontFamily({ family: 'Inter', url: '/x.woff2' })).toBe(false);
  });
});
